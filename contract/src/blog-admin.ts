import { z } from "zod";

/** The staff console's blog posts (docs/architecture.md, Staff console). The body uses the line rules of parseBlogDetail. */
export const AdminBlogInputSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200),
  category: z.string().trim().min(1, "Category is required").max(80),
  description: z.string().trim().min(1, "Summary is required").max(1000),
  detail: z.string().trim().min(1, "The post's text is required").max(50_000),
  /** File names under /images/ or site paths; the first is the cover. */
  images: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(300)
        .regex(/^(?!\/\/)(?![a-z][a-z0-9+.-]*:)[^\s\\]+$/i, "Use a file name or a path on this site"),
    )
    .max(10),
  /** When the post counts as published; unset keeps the current time (new) or the old one (edit). */
  publishedAt: z.iso.datetime({ offset: true, error: "Published must be a date and time" }).optional(),
});
export type AdminBlogInput = z.infer<typeof AdminBlogInputSchema>;
