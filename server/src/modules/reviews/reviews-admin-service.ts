import { ADMIN_PAGE_SIZE } from "@urjavolt/contract/orders-admin";
import {
  type AdminReview,
  type AdminReviewChanged,
  type AdminReviewList,
  type AdminReviewListQuery,
  REVIEW_NOT_FOUND,
} from "@urjavolt/contract/reviews-admin";
import { type SQL, and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { storedFiles } from "../../db/schema/files.ts";
import { type ReviewRow, reviews } from "../../db/schema/reviews.ts";
import { AppError } from "../../http/errors.ts";
import { staffSearch } from "../../lib/admin-query.ts";
import { recountProductRating } from "./reviews-service.ts";

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  stars: reviews.stars,
  title: reviews.title,
  content: reviews.content,
  name: reviews.name,
  email: reviews.email,
  imageFileId: reviews.imageFileId,
  hidden: reviews.hidden,
  createdAt: reviews.createdAt,
};

type Row = Pick<ReviewRow, "id" | "productId" | "stars" | "title" | "content" | "name" | "email" | "imageFileId" | "hidden" | "createdAt"> & { productName: string };

function toAdmin(row: Row): AdminReview {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    stars: row.stars,
    title: row.title,
    content: row.content,
    name: row.name,
    email: row.email,
    hasImage: row.imageFileId !== null,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ReviewsAdminService = ReturnType<typeof createReviewsAdminService>;

/**
 * Review moderation for the staff console (docs/architecture.md, Staff console). Hiding, showing and deleting each run in
 * one transaction that locks the product first (as publishing does), then recount its rating and
 * review count, which also moves the product's `updated_at` so the catalogue's cache sees it at once.
 */
export function createReviewsAdminService(db: Database) {
  async function lockedReview(tx: Database, id: number) {
    const [review] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
    if (!review) throw new AppError("not_found", REVIEW_NOT_FOUND);
    await tx.select({ id: products.id }).from(products).where(eq(products.id, review.productId)).for("update");
    const [row] = await tx.select({ productId: reviews.productId, imageFileId: reviews.imageFileId }).from(reviews).where(eq(reviews.id, id)).for("update");
    if (!row) throw new AppError("not_found", REVIEW_NOT_FOUND);
    return row;
  }

  async function one(executor: Database, id: number): Promise<AdminReview> {
    const [row] = await executor.select(columns).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(eq(reviews.id, id));
    if (!row) throw new AppError("not_found", REVIEW_NOT_FOUND);
    return toAdmin(row);
  }

  return {
    /** Reviews newest first, hidden ones included, with the reviewer's e-mail (staff only). */
    async list(query: AdminReviewListQuery): Promise<AdminReviewList> {
      const conditions: SQL[] = [];
      if (query.visibility !== "all") conditions.push(eq(reviews.hidden, query.visibility === "hidden"));
      if (query.stars) conditions.push(eq(reviews.stars, query.stars));
      if (query.productId) conditions.push(eq(reviews.productId, query.productId));
      const search = staffSearch(query.q, [reviews.name, reviews.email, reviews.title, reviews.content, products.name]);
      if (search) conditions.push(search);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
      ]);
      return { reviews: rows.map(toAdmin), total: Number(total?.n ?? 0), page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /** Hides a review (off the product page, its summary and its rating) or shows it again. */
    async setHidden(id: number, hidden: boolean): Promise<AdminReviewChanged> {
      return db.transaction(async (tx) => {
        const review = await lockedReview(tx, id);
        await tx.update(reviews).set({ hidden }).where(eq(reviews.id, id));
        const summary = await recountProductRating(tx, review.productId);
        return { review: await one(tx, id), product: { id: review.productId, ...summary } };
      });
    },

    /** Deletes a review and its image for good. */
    async remove(id: number): Promise<AdminReviewChanged> {
      return db.transaction(async (tx) => {
        const review = await lockedReview(tx, id);
        await tx.delete(reviews).where(eq(reviews.id, id));
        if (review.imageFileId !== null) await tx.delete(storedFiles).where(eq(storedFiles.id, review.imageFileId));
        const summary = await recountProductRating(tx, review.productId);
        return { review: null, product: { id: review.productId, ...summary } };
      });
    },
  };
}
