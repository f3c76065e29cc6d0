import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reviewMessages } from "@urjavolt/contract/reviews-rules";
import type { FormReply } from "../../lib/form-reply";
import { ReviewForm } from "./review-form";
import { reviewImageProblem } from "./review-forms";

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

type Reply = FormReply<unknown>;
const done: Reply = { form: "review", status: "done", result: { message: reviewMessages.success }, values: {} };

/**
 * The parts of a multipart post by name, read from its text: jsdom's File is not the File of Node's
 * own FormData, whose parser (Node 24) refuses the part a file input becomes.
 */
async function postedParts(request: Request): Promise<Record<string, string>> {
  const boundary = /boundary=(.+)$/.exec(request.headers.get("content-type") ?? "")?.[1];
  const text = await request.text();
  if (!boundary) return Object.fromEntries(new URLSearchParams(text));
  const parts: Record<string, string> = {};
  for (const part of text.split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (name) parts[name] = part.slice(part.indexOf("\r\n\r\n") + 4).replace(/\r\n$/, "");
  }
  return parts;
}

/** The form on its product page, whose action answers with `answer` and records every post. */
function renderForm(answer: () => Reply = () => done, onSubmitted = vi.fn()) {
  const posts: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/productDetail/:productId",
      Component: () => <ReviewForm productId={2} onSubmitted={onSubmitted} />,
      action: async ({ request }) => {
        posts.push(await postedParts(request));
        return answer();
      },
    },
  ]);
  render(<Stub initialEntries={["/productDetail/2?review=write"]} />);
  return { posts, onSubmitted };
}

describe("ReviewForm", () => {
  it("is a real multipart post to the product page, back at the form", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Write a Review" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/productDetail/2?review=write#review-form-area");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
  });

  it("rejects a missing rating with the spec's message, and needs the review, name and a valid e-mail", async () => {
    const { posts } = renderForm();
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
    expect(posts).toEqual([]);

    type(/^Email/, "not-an-email");
    await submit();
    expect(screen.getByText(reviewMessages.emailInvalid)).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  it("offers stars 1 to 5 as radios, and choosing one clears the rating message", async () => {
    renderForm();
    const radios = within(screen.getByRole("radiogroup")).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    await submit();
    expect(screen.getByText(reviewMessages.rating)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "5 stars" }));
    expect(screen.queryByText(reviewMessages.rating)).not.toBeInTheDocument();
    expect(screen.getByText("5 out of 5")).toBeInTheDocument();
  });

  it("posts the review to the page's action, alerts success and then reports it", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { posts, onSubmitted } = renderForm();
    fillValid();
    await submit();
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(posts).toHaveLength(1);
    const { review_image: _photo, ...fields } = posts[0]!;
    expect(fields).toEqual({
      review_stars: "4",
      review_title: "Quiet and quick",
      review_content: "Backup lasts the whole evening.",
      name: "Asha Verma",
      email: "asha@example.in",
    });
    expect(alert).toHaveBeenCalledWith("Review submitted successfully!");
    expect((field(/^Name/) as HTMLInputElement).value).toBe("");
  });

  it("shows 'Failed to submit review: ' with the action's message and its field errors", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { onSubmitted } = renderForm(() => ({
      form: "review",
      status: "refused",
      message: "Please fill out all required fields correctly.",
      errors: { email: reviewMessages.emailInvalid },
      values: {},
    }));
    fillValid();
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to submit review: Please fill out all required fields correctly.");
    expect(screen.getByText(reviewMessages.emailInvalid)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("sends a chosen photo with the fields, and refuses a wrong type before sending", async () => {
    vi.spyOn(window, "alert").mockImplementation(() => {});
    const { posts, onSubmitted } = renderForm();
    fillValid();
    const input = field(/^Photo/) as HTMLInputElement;
    // The hint says what the photo may be, and that its location is not kept.
    expect(input).toHaveAccessibleDescription("One JPEG, PNG or WebP, up to 5 MB. We remove the location from photos.");
    fireEvent.change(input, { target: { files: [new File(["%PDF"], "bill.pdf", { type: "application/pdf" })] } });
    expect(screen.getByText(reviewMessages.imageType)).toBeInTheDocument();
    await submit();
    expect(posts).toEqual([]);
    fireEvent.change(input, { target: { files: [new File(["png"], "photo.png", { type: "image/png" })] } });
    expect(screen.queryByText(reviewMessages.imageType)).not.toBeInTheDocument();
    await submit();
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(posts[0]!.review_stars).toBe("4");
    // The photo goes as a part of the post (jsdom's Request loses a file's bytes: the browser tests send a real one).
    expect(posts[0]).toHaveProperty("review_image");
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
});
