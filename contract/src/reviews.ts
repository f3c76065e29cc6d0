import { z } from "zod";
import { ONE_LINE_MESSAGE, email, oneLine, requiredLine, requiredText } from "./form-rules.ts";
import { idParam, idParams } from "./ids.ts";
import { type ReviewDistribution, REVIEW_CONTENT_MAX, REVIEW_NAME_MAX, REVIEW_PAGE_MAX, REVIEW_PAGE_SIZE, REVIEW_TITLE_MAX, reviewMessages } from "./reviews-rules.ts";

/**
 * Product reviews (docs/requirements/online-shop.md §3 Review and Review summary, §4 Reviews, §5 Review submit,
 * §7 ReviewData and publishReview, §8, §9 page size 5). A review is public except for the
 * reviewer's e-mail, which the API never answers with.
 */

// ---------------------------------------------------------------------------------------------
// Requests

export const ReviewProductParamsSchema = idParams(reviewMessages.productNotFound);
export const ReviewImageParamsSchema = z.object({ reviewId: idParam(reviewMessages.imageNotFound) });

export const ReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_MAX).default(REVIEW_PAGE_SIZE),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

/** A whole number of stars as JSON sends it, or as text from a multipart form. */
const stars = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: reviewMessages.rating }).int({ error: reviewMessages.rating }).min(1, { error: reviewMessages.rating }).max(5, { error: reviewMessages.rating }),
);

/** The field names a review may carry (the image travels beside them in a multipart form). */
export const REVIEW_FIELDS = ["review_stars", "review_title", "review_content", "name", "email", "product_id"] as const;
export const REVIEW_IMAGE_FIELD = "review_image";

/** What a reviewer sends (JSON, or the same fields in multipart/form-data). */
export const ReviewSubmissionSchema = z.strictObject({
  review_stars: stars,
  review_title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX, { error: reviewMessages.titleTooLong })
    .refine(oneLine, { error: ONE_LINE_MESSAGE })
    .nullish()
    .transform((title) => title || null),
  review_content: requiredText(reviewMessages.contentRequired, REVIEW_CONTENT_MAX, reviewMessages.contentTooLong),
  name: requiredLine(reviewMessages.nameRequired, REVIEW_NAME_MAX, reviewMessages.nameTooLong),
  email: email(reviewMessages.emailRequired, reviewMessages.emailInvalid),
  /** Optional; when present it must be the product of the path. */
  product_id: z.union([z.number().int(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: reviewMessages.productMismatch }).optional(),
});
export type ReviewSubmissionInput = z.input<typeof ReviewSubmissionSchema>;
export type ReviewSubmission = z.output<typeof ReviewSubmissionSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const ReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  review_stars: z.number().int().min(1).max(5),
  review_title: z.string().nullable(),
  review_content: z.string(),
  name: z.string(),
  created_at: z.iso.datetime(),
  /** The image's URL on this server, or null. */
  review_image: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

const percent = z.number().int().min(0).max(100);
export const ReviewDistributionSchema = z.object({ "5": percent, "4": percent, "3": percent, "2": percent, "1": percent }) satisfies z.ZodType<ReviewDistribution>;

export const ReviewListSchema = z.object({
  reviews: z.array(ReviewSchema),
  total_reviews: z.number().int().nonnegative(),
  /** Whole percentages of the product's reviews per star, adding up to 100 (all 0 with no reviews). */
  distribution: ReviewDistributionSchema,
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const ReviewSubmittedSchema = z.object({
  message: z.literal(reviewMessages.success),
  review: ReviewSchema,
});
export type ReviewSubmitted = z.infer<typeof ReviewSubmittedSchema>;
