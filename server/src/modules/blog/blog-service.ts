import { BLOG_NOT_FOUND_MESSAGE, type Blog, type BlogSitemapEntry } from "@urjavolt/contract/blog";
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type BlogPostRow, blogPosts } from "../../db/schema/blog.ts";
import { AppError } from "../../http/errors.ts";

export type BlogService = ReturnType<typeof createBlogService>;

export function createBlogService(db: Database) {
  return {
    /** Every post, newest first. */
    async list(): Promise<Blog[]> {
      const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
      return rows.map(toBlog);
    },

    /** One post, or null when there is none with that id. */
    async find(id: number): Promise<Blog | null> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ? toBlog(row) : null;
    },

    /** One post; a not_found AppError ("Blog not found") when there is none with that id. */
    async get(id: number): Promise<Blog> {
      const blog = await this.find(id);
      if (!blog) throw new AppError("not_found", BLOG_NOT_FOUND_MESSAGE);
      return blog;
    },

    /** Ids and last changes of every post, for the sitemap. */
    async listForSitemap(): Promise<BlogSitemapEntry[]> {
      const rows = await db.select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt }).from(blogPosts).orderBy(asc(blogPosts.id));
      return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
    },
  };
}

function toBlog(row: BlogPostRow): Blog {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    detail: row.detail,
    images: row.images,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
