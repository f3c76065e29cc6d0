import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reviewMessages } from "@urjavolt/contract/reviews-rules";
import { ApiError } from "../../lib/api-client";
import { ReviewForm, reviewImageProblem, submitFailureText } from "./review-form";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";

afterEach(() => {
  vi.restoreAllMocks();
});
const field = (name: RegExp) => screen.getByLabelText(name);
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Submit Review" }));
  });
};

function fillValid() {
  fireEvent.click(screen.getByRole("radio", { name: "4 stars" }));
  type(/Review title/, "Quiet and quick");
  type(/Your review/, "Backup lasts the whole evening.");
  type(/^Name/, "Asha Verma");
  type(/^Email/, "asha@example.in");
}

describe("ReviewForm", () => {
  it("rejects a missing rating with the spec's message, and needs the review, name and a valid e-mail", async () => {
    const api = fakeApi({});
    render(inRouter(<ReviewForm productId={2} onSubmitted={() => {}} />));
    await submit();
    const group = screen.getByRole("radiogroup", { name: /Your rating/ });
    expect(screen.getByText(reviewMessages.rating)).toBeInTheDocument();
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe(reviewMessages.rating);
    expect(screen.getByText(reviewMessages.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(reviewMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(reviewMessages.emailRequired)).toBeInTheDocument();
    // The title is optional: no message for it.
    expect(field(/Review title/)).not.toHaveAttribute("aria-invalid");
    // Focus goes to the first field in error: the rating.
    expect(document.activeElement).toBe(group);
    expect(api.calls).toEqual([]);

    type(/^Email/, "not-an-email");
    await submit();
    expect(screen.getByText(reviewMessages.emailInvalid)).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute("aria-invalid", "true");
    expect(api.calls).toEqual([]);
  });

  it("offers stars 1 to 5 as radios, and choosing one clears the rating message", async () => {
    fakeApi({});
    render(inRouter(<ReviewForm productId={2} onSubmitted={() => {}} />));
    const radios = within(screen.getByRole("radiogroup")).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    await submit();
    expect(screen.getByText(reviewMessages.rating)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "5 stars" }));
    expect(screen.queryByText(reviewMessages.rating)).not.toBeInTheDocument();
    expect(screen.getByText("5 out of 5")).toBeInTheDocument();
  });

  it("sends the review as JSON, alerts success and then reports it", async () => {
    const api = fakeApi({
      "POST publishReview/2": {
        status: 201,
        body: {
          message: reviewMessages.success,
          review: { id: 9, product_id: 2, review_stars: 4, review_title: "Quiet and quick", review_content: "x", name: "Asha Verma", created_at: "2026-11-22T10:00:00.000Z", review_image: null },
        },
      },
    });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const onSubmitted = vi.fn();
    render(inRouter(<ReviewForm productId={2} onSubmitted={onSubmitted} />));
    fillValid();
    await submit();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: "POST", path: "publishReview/2" });
    expect(api.calls[0]!.body).toEqual({
      review_stars: 4,
      review_title: "Quiet and quick",
      review_content: "Backup lasts the whole evening.",
      name: "Asha Verma",
      email: "asha@example.in",
      product_id: 2,
    });
    expect(alert).toHaveBeenCalledWith("Review submitted successfully!");
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect((field(/^Name/) as HTMLInputElement).value).toBe("");
  });

  it("shows 'Failed to submit review: ' with the server's message and its field errors", async () => {
    fakeApi({ "POST publishReview/2": { status: 400, body: { message: "Please fill out all required fields correctly.", errors: { email: reviewMessages.emailInvalid } } } });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const onSubmitted = vi.fn();
    render(inRouter(<ReviewForm productId={2} onSubmitted={onSubmitted} />));
    fillValid();
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("Failed to submit review: Please fill out all required fields correctly.");
    expect(screen.getByText(reviewMessages.emailInvalid)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("sends a chosen photo as multipart, and refuses a wrong type before sending", async () => {
    const api = fakeApi({ "POST publishReview/2": { status: 201, body: { message: reviewMessages.success, review: {} } } });
    vi.spyOn(window, "alert").mockImplementation(() => {});
    render(inRouter(<ReviewForm productId={2} onSubmitted={() => {}} />));
    fillValid();
    const input = field(/^Photo/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["%PDF"], "bill.pdf", { type: "application/pdf" })] } });
    expect(screen.getByText(reviewMessages.imageType)).toBeInTheDocument();
    await submit();
    expect(api.calls).toEqual([]);
    fireEvent.change(input, { target: { files: [new File(["png"], "photo.png", { type: "image/png" })] } });
    expect(screen.queryByText(reviewMessages.imageType)).not.toBeInTheDocument();
    await submit();
    const body = api.calls[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("review_stars")).toBe("4");
    expect(body.get("product_id")).toBe("2");
    expect((body.get("review_image") as File).name).toBe("photo.png");
  });
});

describe("review form rules", () => {
  it("accepts JPEG, PNG and WebP up to 5 MB", () => {
    expect(reviewImageProblem(undefined)).toBeUndefined();
    expect(reviewImageProblem(new File(["x"], "a.webp", { type: "image/webp" }))).toBeUndefined();
    expect(reviewImageProblem(new File(["x"], "a.gif", { type: "image/gif" }))).toBe(reviewMessages.imageType);
    const big = new File(["x"], "a.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 + 1 });
    expect(reviewImageProblem(big)).toBe(reviewMessages.imageTooLarge);
  });

  it("words a failure by the spec's priority", () => {
    expect(submitFailureText(new ApiError("Too many requests", 429))).toBe("Failed to submit review: Too many requests");
    expect(submitFailureText(new ApiError("", 400, { email: "bad" }))).toBe('Failed to submit review: {"email":"bad"}');
    expect(submitFailureText(new ApiError("", 502))).toBe("Failed to submit review: HTTP error! status: 502");
  });
});
