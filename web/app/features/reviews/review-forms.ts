import { REVIEW_IMAGE_FIELD, ReviewSubmissionSchema } from "@urjavolt/contract/reviews";
import { REVIEW_IMAGE_MAX_BYTES, reviewImageTypes, reviewMessages } from "@urjavolt/contract/reviews-rules";
import { chosenFile } from "../../lib/form-reply";
import { defineForm } from "../../lib/route-form";
import { REVIEW_FORM } from "./review-form-link";

/** Write a Review (docs/requirements/online-shop.md §5), posted to the product page's action, for its component and the action. */
export const reviewForm = defineForm({
  ...REVIEW_FORM,
  schema: ReviewSubmissionSchema,
  initial: { review_stars: "", review_title: "", review_content: "", name: "", email: "" },
});

/** The image's problem before sending, if any: a JPEG, PNG or WebP up to 5 MB. */
export function reviewImageProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  if (!(reviewImageTypes as readonly string[]).includes(file.type)) return reviewMessages.imageType;
  if (file.size > REVIEW_IMAGE_MAX_BYTES) return reviewMessages.imageTooLarge;
  return undefined;
}

/** The problem with the photo chosen in `form`, keyed by its field. */
export function chosenImageProblem(form: HTMLFormElement): Record<string, string> {
  const problem = reviewImageProblem(chosenFile(form, REVIEW_IMAGE_FIELD));
  return problem ? { [REVIEW_IMAGE_FIELD]: problem } : {};
}
