import type { Blog, BlogSitemapEntry } from "@urjavolt/contract/blog";
import { BLOG_NOT_FOUND_MESSAGE } from "@urjavolt/contract/blog-rules";
import type { AdminBlogInput } from "@urjavolt/contract/blog-admin";
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

    /** A new post from the console; published now unless the form says when. */
    async create(input: AdminBlogInput): Promise<Blog> {
      const { publishedAt, ...fields } = input;
      const [row] = await db
        .insert(blogPosts)
        .values({ ...fields, ...(publishedAt && { publishedAt: new Date(publishedAt) }) })
        .returning();
      if (!row) throw new AppError("internal", "The post was not saved");
      return toBlog(row);
    },

    /** Changes a post; its `updatedAt` moves, so the sitemap tells crawlers. */
    async update(id: number, input: AdminBlogInput): Promise<Blog> {
      const { publishedAt, ...fields } = input;
      const [row] = await db
        .update(blogPosts)
        .set({ ...fields, ...(publishedAt && { publishedAt: new Date(publishedAt) }), updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!row) throw new AppError("not_found", BLOG_NOT_FOUND_MESSAGE);
      return toBlog(row);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
      if (deleted.length === 0) throw new AppError("not_found", BLOG_NOT_FOUND_MESSAGE);
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
