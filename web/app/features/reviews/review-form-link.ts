import type { NamedForm } from "../../lib/form-reply";

/**
 * Where Write a Review opens, for the product page's first scripts: the form itself (review-form.tsx)
 * and its schema load only when it is opened.
 */

/** The review form as the product page's route knows it. */
export const REVIEW_FORM: NamedForm = { name: "review", fallback: "Could not reach the server. Please check your connection and try again." };

/** `?review=write`: the product page with its Reviews tab and the review form open, rendered by the server. */
export const REVIEW_PARAM = "review";
export const WRITE = "write";
/** Where the form sits, so a page posted or opened without JavaScript comes back to it. */
export const REVIEW_FORM_AREA = "review-form-area";
