import { REVIEW_IMAGE_FIELD, type Review, type ReviewList, ReviewListQuerySchema, type ReviewListQuery, type ReviewSubmission, type ReviewSubmitted } from "@urjavolt/contract/reviews";
import {
  REVIEW_IMAGE_MAX_BYTES,
  STAR_VALUES,
  type StarValue,
  averageFromCounts,
  distributionFromCounts,
  reviewImagePath,
  reviewImageTypes,
  reviewMessages,
} from "@urjavolt/contract/reviews-rules";
import { parseId } from "@urjavolt/contract/ids";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { type ReviewRow, reviews } from "../../db/schema/reviews.ts";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { type MultipartForm, type Upload, judgeUpload } from "../../http/multipart.ts";

export type ReviewImage = { contentType: string; data: Buffer; sha256: string };

/** The photo a review may carry: one JPEG, PNG or WebP of at most 5 MB, judged by its bytes. */
export const reviewImageUpload: MultipartForm["file"] = {
  field: REVIEW_IMAGE_FIELD,
  maxBytes: REVIEW_IMAGE_MAX_BYTES,
  types: reviewImageTypes,
  messages: { type: reviewMessages.imageType, tooLarge: reviewMessages.imageTooLarge },
};

export type ReviewsService = ReturnType<typeof createReviewsService>;


function notFound() {
  return new AppError("not_found", reviewMessages.productNotFound);
}

function toReview(row: Pick<ReviewRow, "id" | "productId" | "stars" | "title" | "content" | "name" | "createdAt" | "imageFileId">): Review {
  return {
    id: row.id,
    product_id: row.productId,
    review_stars: row.stars,
    review_title: row.title,
    review_content: row.content,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    review_image: row.imageFileId === null ? null : reviewImagePath(row.id),
  };
}

/** The public columns: never the e-mail. */
const publicColumns = {
  id: reviews.id,
  productId: reviews.productId,
  stars: reviews.stars,
  title: reviews.title,
  content: reviews.content,
  name: reviews.name,
  createdAt: reviews.createdAt,
  imageFileId: reviews.imageFileId,
};

/** How many visible reviews of a product gave each star. */
async function visibleStarCounts(db: Database, productId: number): Promise<Record<StarValue, number>> {
  const rows = await db
    .select({ stars: reviews.stars, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .groupBy(reviews.stars);
  const counts: Record<StarValue, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const row of rows) if ((STAR_VALUES as readonly number[]).includes(row.stars)) counts[row.stars as StarValue] = Number(row.n);
  return counts;
}

const totalOf = (counts: Record<StarValue, number>) => STAR_VALUES.reduce((sum, star) => sum + counts[star], 0);

/**
 * Writes a product's rating (average of its visible reviews, one decimal) and review count. The
 * update moves products.updated_at, so the catalogue's cached reads notice the change at once.
 * Call inside the transaction that changed the reviews, after locking the product row.
 */
export async function recountProductRating(db: Database, productId: number): Promise<{ rating: number; reviewCount: number }> {
  const counts = await visibleStarCounts(db, productId);
  const summary = { rating: averageFromCounts(counts), reviewCount: totalOf(counts) };
  await db.update(products).set(summary).where(eq(products.id, productId));
  return summary;
}

export function createReviewsService(db: Database, files: FileStore) {
  async function productExists(executor: Database, productId: number, lock = false): Promise<boolean> {
    const query = executor.select({ id: products.id }).from(products).where(eq(products.id, productId));
    const [row] = lock ? await query.for("update") : await query;
    return Boolean(row);
  }

  async function list(id: number | string, query: ReviewListQuery = {}): Promise<ReviewList> {
    const productId = parseId(id);
    if (productId === null || !(await productExists(db, productId))) throw notFound();
    const { page, limit } = ReviewListQuerySchema.parse(query);
    const [rows, counts] = await Promise.all([
      db
        .select(publicColumns)
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset((page - 1) * limit),
      visibleStarCounts(db, productId),
    ]);
    return { reviews: rows.map(toReview), total_reviews: totalOf(counts), distribution: distributionFromCounts(counts) };
  }

  const service = {
    /** One page of a product's visible reviews, newest first, with the summary of all of them; 404 for an unknown product. */
    list,

    /** The same for a page loader: null for an unknown product. */
    async find(id: number | string, query: ReviewListQuery = {}): Promise<ReviewList | null> {
      try {
        return await list(id, query);
      } catch (error) {
        if (error instanceof AppError && error.kind === "not_found") return null;
        throw error;
      }
    },

    /**
     * Publishes a review. The image's type was found in its bytes by the upload's reader; the
     * review, its image and the product's new rating and review count are written in one
     * transaction: all or nothing.
     */
    async submit(id: number | string, submission: ReviewSubmission, image?: Upload): Promise<ReviewSubmitted> {
      const productId = parseId(id);
      if (productId === null) throw notFound();
      if (submission.product_id !== undefined && submission.product_id !== productId) {
        throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: { product_id: reviewMessages.productMismatch } });
      }
      const row = await db.transaction(async (tx) => {
        // Locking the product makes concurrent reviews of it recount one after another.
        if (!(await productExists(tx, productId, true))) throw notFound();
        const imageFileId =
          image ? await files.save(tx, { purpose: "review-image", contentType: image.contentType, originalName: image.filename, data: image.data }) : null;
        const [inserted] = await tx
          .insert(reviews)
          .values({
            productId,
            stars: submission.review_stars,
            title: submission.review_title,
            content: submission.review_content,
            name: submission.name,
            email: submission.email,
            imageFileId,
          })
          .returning(publicColumns);
        if (!inserted) throw new Error("The review was not stored");
        await recountProductRating(tx, productId);
        return inserted;
      });
      return { message: reviewMessages.success, review: toReview(row) };
    },

    /** A review posted from the product page: its photo, if one was chosen, judged as the JSON API's upload is. */
    async submitSent(id: number | string, submission: ReviewSubmission, image?: { filename: string; data: Uint8Array }): Promise<ReviewSubmitted> {
      return service.submit(id, submission, image ? await judgeUpload(image, reviewImageUpload) : undefined);
    },

    /** The image of a visible review, or a 404. */
    async image(reviewId: number | string): Promise<ReviewImage> {
      const id = parseId(reviewId);
      if (id === null) throw new AppError("not_found", reviewMessages.imageNotFound);
      const [row] = await db
        .select({ imageFileId: reviews.imageFileId })
        .from(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.hidden, false)));
      const file = row?.imageFileId ? await files.read(db, row.imageFileId) : undefined;
      if (!file) throw new AppError("not_found", reviewMessages.imageNotFound);
      return { contentType: file.contentType, data: file.data, sha256: file.sha256 };
    },
  };
  return service;
}
