import { z } from "zod";
import { idParams, parseId } from "./ids.ts";

/**
 * Review moderation in the staff console (docs/architecture.md, Staff console), admins only: hide a review (it leaves the
 * product page, its summary and the product's rating) or show it again, or delete it for good.
 * Every change recounts the product's rating and review count.
 */

export const reviewVisibilities = ["all", "visible", "hidden"] as const;

export const AdminReviewListQuerySchema = z.object({
  visibility: z.enum(reviewVisibilities, { error: "Choose all, visible or hidden" }).default("all"),
  stars: z
    .union([z.literal(""), z.coerce.number().int().min(1).max(5)])
    .transform((value) => (value === "" ? undefined : value))
    .optional(),
  /** Matches the reviewer's name or e-mail, the title, the text or the product's name. */
  q: z.string().trim().max(100, { error: "Search is at most 100 characters" }).optional(),
  productId: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      const id = parseId(text);
      if (id === null) context.addIssue({ code: "custom", message: "Invalid input" });
      return id ?? z.NEVER;
    }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminReviewListQueryInput = z.input<typeof AdminReviewListQuerySchema>;
export type AdminReviewListQuery = z.output<typeof AdminReviewListQuerySchema>;

export const AdminReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  stars: z.number().int(),
  title: z.string().nullable(),
  content: z.string(),
  name: z.string(),
  /** Staff only: never on the public API. */
  email: z.string(),
  hasImage: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;

export const AdminReviewUpdateSchema = z.strictObject({ hidden: z.boolean({ error: "Hidden must be true or false" }) });
export type AdminReviewUpdate = z.infer<typeof AdminReviewUpdateSchema>;

/** After a change: the review (none once deleted) and its product's new rating and count. */
export const AdminReviewChangedSchema = z.object({
  review: AdminReviewSchema.nullable(),
  product: z.object({ id: z.number().int(), rating: z.number(), reviewCount: z.number().int() }),
});
export type AdminReviewChanged = z.infer<typeof AdminReviewChangedSchema>;

export const REVIEW_NOT_FOUND = "Review not found";

export const AdminReviewIdParamsSchema = idParams(REVIEW_NOT_FOUND);
