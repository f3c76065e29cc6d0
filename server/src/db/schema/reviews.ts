import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { storedFiles } from "./files.ts";

/**
 * Product reviews (docs/requirements/online-shop.md §3 Review). Public, except the reviewer's e-mail, which only
 * staff see. `hidden` takes a review out of the list, the summary and the product's rating
 * (moderation). The optional image lives in stored_files, served by review id.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    stars: integer("review_stars").notNull(),
    title: text("review_title"),
    content: text("review_content").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    imageFileId: integer("image_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reviews_stars_check", sql`${table.stars} between 1 and 5`),
    index("reviews_product_created_idx").on(table.productId, table.createdAt),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
