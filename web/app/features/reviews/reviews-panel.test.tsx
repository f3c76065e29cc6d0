import { act, fireEvent, render, screen, within } from "@testing-library/react";
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
const noop = async () => {};

describe("ReviewsPanel", () => {
  it("renders the summary and the first page on the server, with initials, en-IN dates and images", () => {
    const first = page([1, 2, 3, 4, 5]);
    first.reviews[0] = review(1, { name: "asha verma", review_image: "/api/v1/review-images/1" });
    const html = renderToString(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={first} loadError={null} onPublished={noop} />));
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
    render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1, 2, 3, 4, 5])} loadError={null} onPublished={noop} />));
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
    render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1, 2, 3, 4, 5])} loadError={null} onPublished={noop} />));
    expect(screen.queryByTestId("review-skeletons")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Read More Reviews" }));
    expect(within(screen.getByTestId("review-skeletons")).getAllByRole("listitem", { hidden: true })).toHaveLength(3);
    await act(async () => answer(page([6])));
    expect(screen.queryByTestId("review-skeletons")).not.toBeInTheDocument();
  });

  it("says 'Failed to load reviews: ' with the message when a page cannot be read", async () => {
    fakeApi({ "GET ReviewData/2": { status: 500, body: { message: "Something went wrong on our side." } } });
    render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1, 2, 3, 4, 5])} loadError={null} onPublished={noop} />));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Read More Reviews" })));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load reviews: Something went wrong on our side.");
    expect(items()).toHaveLength(5);
  });

  it("shows the server's load failure and no summary when the first page is missing", () => {
    render(inRouter(<ReviewsPanel productId={2} rating={0} firstPage={null} loadError="Failed to load reviews: down" onPublished={noop} />));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load reviews: down");
  });

  it("toggles the form with Write a Review and Cancel, loading it only when opened", async () => {
    render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1])} loadError={null} onPublished={noop} />));
    const toggle = screen.getByRole("button", { name: "Write a Review" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(await screen.findByRole("form", { name: "Write a Review" })).toBeInTheDocument();
    expect(toggle.textContent).toBe("Cancel");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("after publishing, closes the form and starts the list over from the page's new data", async () => {
    vi.spyOn(window, "alert").mockImplementation(() => {});
    fakeApi({
      "POST publishReview/2": { status: 201, body: { message: "Review submitted successfully!", review: review(13) } },
      "GET ReviewData/2": { body: page([6, 7, 8, 9, 10]) },
    });
    let rerenderWith: (list: ReviewList) => void = () => {};
    const onPublished = vi.fn(async () => rerenderWith(page([13, 1, 2, 3, 4], 13)));
    const { rerender } = render(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={page([1, 2, 3, 4, 5])} loadError={null} onPublished={onPublished} />));
    rerenderWith = (list) => rerender(inRouter(<ReviewsPanel productId={2} rating={4.6} firstPage={list} loadError={null} onPublished={onPublished} />));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Read More Reviews" })));
    expect(items()).toHaveLength(10);

    fireEvent.click(screen.getByRole("button", { name: "Write a Review" }));
    fireEvent.click(await screen.findByRole("radio", { name: "5 stars" }));
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: "Great" } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "New Person" } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "new@example.in" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit Review" })));

    expect(onPublished).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(items()).toHaveLength(5);
    expect(items()[0]).toHaveTextContent("Review number 13");
    expect(screen.getByText(/Based on/)).toHaveTextContent("13");
    expect(screen.getByRole("button", { name: "Read More Reviews" })).toBeInTheDocument();
  });
});
