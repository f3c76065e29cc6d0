import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Review, ReviewList } from "@urjavolt/contract/reviews";
import { ReviewsPanel } from "./reviews-panel";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";

afterEach(() => {
  vi.restoreAllMocks();
});

function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    product_id: 2,
    review_stars: 5,
    review_title: `Title ${id}`,
    review_content: `Review number ${id}`,
    name: `Reviewer ${id} Kumar`,
    created_at: "2026-11-22T06:00:00.000Z",
    review_image: null,
    ...overrides,
  };
}

const page = (ids: number[], total = 12): ReviewList => ({
  reviews: ids.map((id) => review(id)),
  total_reviews: total,
  distribution: { "5": 75, "4": 13, "3": 12, "2": 0, "1": 0 },
});

const items = () => within(screen.getByRole("list", { name: "Reviews" })).getAllByRole("listitem");

describe("ReviewsPanel", () => {
  it("renders the summary and the first page on the server, with initials, en-IN dates and images", () => {
    const first = page([1, 2, 3, 4, 5]);
    first.reviews[0] = review(1, { name: "asha verma", review_image: "/api/v1/review-images/1" });
    const html = renderToString(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={first} loadError={null} />));
    const view = document.createElement("div");
    view.innerHTML = html;
    expect(view).toHaveTextContent("Based on 12 reviews");
    const bars = [...view.querySelectorAll("li")].slice(0, 5).map((li) => li.textContent);
    expect(bars).toEqual(["5 star75%", "4 star13%", "3 star12%", "2 star0%", "1 star0%"]);
    expect(view).toHaveTextContent("AV");
    expect(view.querySelector("time")?.textContent).toBe("22 Nov 2026");
    expect(view.querySelector('img[src="/api/v1/review-images/1"]')).toBeInstanceOf(HTMLImageElement);
    expect(view).toHaveTextContent("Read More Reviews");
    expect(html).not.toContain("review-skeletons");
  });

  it("appends the next page with Read More Reviews, and stops after a short page", async () => {
    const api = fakeApi({ "GET ReviewData/2": ({ query }) => ({ body: query.get("page") === "2" ? page([6, 7, 8, 9, 10]) : page([11, 12]) }) });
    render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1, 2, 3, 4, 5])} loadError={null} />));
    expect(items()).toHaveLength(5);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Read More Reviews" })));
    expect(api.calls.map((call) => call.query.toString())).toEqual(["page=2&limit=5"]);
    expect(items()).toHaveLength(10);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Read More Reviews" })));
    expect(api.calls.map((call) => call.query.toString())).toEqual(["page=2&limit=5", "page=3&limit=5"]);
    expect(items()).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "Read More Reviews" })).not.toBeInTheDocument();
  });

  it("shows three skeletons only while a page is loading", async () => {
    let answer: (page: ReviewList) => void = () => {};
    fakeApi({ "GET ReviewData/2": () => new Promise((resolve) => (answer = (body) => resolve({ body }))) });
    render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1, 2, 3, 4, 5])} loadError={null} />));
    expect(screen.queryByTestId("review-skeletons")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Read More Reviews" }));
    expect(within(screen.getByTestId("review-skeletons")).getAllByRole("listitem", { hidden: true })).toHaveLength(3);
    await act(async () => answer(page([6])));
    expect(screen.queryByTestId("review-skeletons")).not.toBeInTheDocument();
  });

  it("says 'Failed to load reviews: ' with the message when a page cannot be read", async () => {
    fakeApi({ "GET ReviewData/2": { status: 500, body: { message: "Something went wrong on our side." } } });
    render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1, 2, 3, 4, 5])} loadError={null} />));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Read More Reviews" })));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load reviews: Something went wrong on our side.");
    expect(items()).toHaveLength(5);
  });

  it("shows the server's load failure and no summary when the first page is missing", () => {
    render(inRouter(<ReviewsPanel productId={2} rating={0} firstPage={null} loadError="Failed to load reviews: down" />));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load reviews: down");
  });

  it("toggles the form with Write a Review and Cancel, loading it only when opened", async () => {
    render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1])} loadError={null} />));
    const toggle = screen.getByRole("link", { name: "Write a Review" });
    // Before the scripts, the toggle is a link to the page with the form open.
    expect(toggle).toHaveAttribute("href", "/?review=write#review-form-area");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(await screen.findByRole("form", { name: "Write a Review" })).toBeInTheDocument();
    expect(toggle.textContent).toBe("Cancel");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("href", "/");
    fireEvent.click(toggle);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("opens with the form at ?review=write, and shows the success of the page's own post in its place", async () => {
    const panel = () => <ReviewsPanel productId={2} rating={4.6} firstPage={page([1])} loadError={null} />;
    const Opened = createRoutesStub([{ path: "/productDetail/:productId", Component: panel }]);
    const { unmount } = render(<Opened initialEntries={["/productDetail/2?review=write"]} />);
    expect(await screen.findByRole("form", { name: "Write a Review" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/productDetail/2");
    unmount();

    // The browser posted the form itself (before or without the scripts): the page comes back with the action's answer.
    const Posted = createRoutesStub([{ id: "product", path: "/productDetail/:productId", Component: panel }]);
    render(
      <Posted
        initialEntries={["/productDetail/2?review=write"]}
        hydrationData={{ actionData: { product: { form: "review", status: "done", result: {}, values: {} } } }}
      />,
    );
    expect(await screen.findByText("Review submitted successfully!")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Write a Review" })).toHaveAttribute("href", "/productDetail/2?review=write#review-form-area");
  });

  it("after publishing, closes the form and starts the list over from the page's reloaded data", async () => {
    vi.spyOn(window, "alert").mockImplementation(() => {});
    fakeApi({ "GET ReviewData/2": { body: page([6, 7, 8, 9, 10]) } });
    let current = page([1, 2, 3, 4, 5]);
    const Stub = createRoutesStub([
      {
        path: "/productDetail/:productId",
        Component: () => <ReviewsPanel productId={2} rating={4.6} firstPage={useLoaderData<ReviewList>()} loadError={null} />,
        loader: () => current,
        action: () => {
          current = page([13, 1, 2, 3, 4], 13);
          return { form: "review", status: "done", result: {}, values: {} };
        },
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={["/productDetail/2"]} />);
    const more = await screen.findByRole("button", { name: "Read More Reviews" });
    await act(async () => fireEvent.click(more));
    expect(items()).toHaveLength(10);

    fireEvent.click(screen.getByRole("link", { name: "Write a Review" }));
    fireEvent.click(await screen.findByRole("radio", { name: "5 stars" }));
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: "Great" } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "New Person" } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "new@example.in" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit Review" })));

    await waitFor(() => expect(screen.queryByRole("form")).not.toBeInTheDocument());
    await waitFor(() => expect(items()[0]).toHaveTextContent("Review number 13"));
    expect(items()).toHaveLength(5);
    expect(screen.getByText(/Based on/)).toHaveTextContent("13");
    expect(screen.getByRole("button", { name: "Read More Reviews" })).toBeInTheDocument();
  });
});
