import { z } from "zod";
import { BLOG_NOT_FOUND_MESSAGE } from "./blog-rules.ts";
import { idParams } from "./ids.ts";

/** A blog post (docs/requirements/online-shop.md §3 "Blog"), as the API and the pages carry it. */
export const BlogSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  /** The body, written with the line rules of docs/requirements/online-shop.md §2 (see parseBlogDetail). */
  detail: z.string(),
  /** Image file names under /images/ (or absolute paths); the first is the cover. */
  images: z.array(z.string()),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Blog = z.infer<typeof BlogSchema>;

/** GET /api/v1/listblogapi (docs/requirements/online-shop.md §7: success, message, data). */
export const BlogListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(BlogSchema),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

/** GET /api/v1/blogs/:id (docs/architecture.md: blog detail reads one post by id). */
export const BlogResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: BlogSchema,
});
export type BlogResponse = z.infer<typeof BlogResponseSchema>;

/** Spec §5 "matches by integer id": anything else is a post that does not exist. */
export const BlogIdParamsSchema = idParams(BLOG_NOT_FOUND_MESSAGE);

/** For the sitemap: each post's id and when it last changed. */
export type BlogSitemapEntry = { id: number; updatedAt: string };
