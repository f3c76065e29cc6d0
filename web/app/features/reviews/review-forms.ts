import { REVIEW_IMAGE_FIELD, ReviewSubmissionSchema } from "@urjavolt/contract/reviews";
import { REVIEW_IMAGE_MAX_BYTES, reviewImageTypes, reviewMessages } from "@urjavolt/contract/reviews-rules";
import { defineForm } from "../../lib/route-form";

/** Write a Review (docs/requirements/online-shop.md §5), posted to the product page's action, for its component and the action. */
export const reviewForm = defineForm({
  name: "review",
  schema: ReviewSubmissionSchema,
  initial: { review_stars: "", review_title: "", review_content: "", name: "", email: "" },
  fallback: "Could not reach the server. Please check your connection and try again.",
});

/** `?review=write`: the product page with its Reviews tab and the review form open, rendered by the server. */
export const REVIEW_PARAM = "review";
export const WRITE = "write";
/** Where the form sits, so a page posted or opened without JavaScript comes back to it. */
export const REVIEW_FORM_AREA = "review-form-area";

/** The image's problem before sending, if any: a JPEG, PNG or WebP up to 5 MB. */
export function reviewImageProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  if (!(reviewImageTypes as readonly string[]).includes(file.type)) return reviewMessages.imageType;
  if (file.size > REVIEW_IMAGE_MAX_BYTES) return reviewMessages.imageTooLarge;
  return undefined;
}

/** The problem with the photo chosen in `form`, keyed by its field. */
export function chosenImageProblem(form: HTMLFormElement): Record<string, string> {
  const input = form.elements.namedItem(REVIEW_IMAGE_FIELD);
  const problem = reviewImageProblem(input instanceof HTMLInputElement ? input.files?.[0] : undefined);
  return problem ? { [REVIEW_IMAGE_FIELD]: problem } : {};
}
