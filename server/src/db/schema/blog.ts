import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Blog posts (docs/requirements/online-shop.md §3 "Blog"). `images` are file names under /images/. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    detail: text("detail").notNull(),
    images: text("images").array().notNull().default([]),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_posts_published_idx").on(table.publishedAt)],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
