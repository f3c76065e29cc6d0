import { BlogIdParamsSchema } from "@urjavolt/contract/blog";
import { BLOG_NOT_FOUND_MESSAGE, blogImageUrl } from "@urjavolt/contract/blog-rules";
import { site } from "@urjavolt/contract/site";
import { data } from "react-router";
import { PageIntro } from "../components/page-intro";
import { BlogArticle, BlogNotFound } from "../features/blog/blog-article";
import { absoluteUrl, pageMeta, siteUrlOf } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/blog-details";

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = BlogIdParamsSchema.safeParse(params);
  const blog = parsed.success ? await context.services.blog.find(parsed.data.id) : null;
  if (!blog) return data({ blog: null }, { status: 404 });
  return { blog };
}

export const meta = (args: Route.MetaArgs) => {
  const blog = args.loaderData?.blog;
  if (!blog) return pageMeta(args, BLOG_NOT_FOUND_MESSAGE, "This blog post could not be found. Browse all our guides on the blog page.");
  const path = paths.blogPost(blog.id);
  const siteUrl = siteUrlOf(args);
  const tags = pageMeta(args, blog.title, blog.description, { path, type: "article", image: blogImageUrl(blog.images[0]) });
  if (!siteUrl) return tags;
  const absolute = (target: string) => absoluteUrl(siteUrl, target);
  return [
    ...tags,
    // React Router escapes <, > and & in this JSON, so no text in a post can close the script.
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: blog.title,
        description: blog.description,
        articleSection: blog.category,
        image: blog.images.map((name) => absolute(blogImageUrl(name))),
        datePublished: blog.publishedAt,
        dateModified: blog.updatedAt,
        mainEntityOfPage: absolute(path),
        author: { "@type": "Organization", name: site.brand, url: siteUrl },
        publisher: { "@type": "Organization", name: site.brand, logo: { "@type": "ImageObject", url: absolute("/images/brand/logo.svg") } },
      },
    },
  ];
};

export default function BlogDetailsRoute({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  if (!blog) {
    return (
      <>
        <PageIntro title={BLOG_NOT_FOUND_MESSAGE} />
        <BlogNotFound />
      </>
    );
  }
  return (
    <article>
      <PageIntro title={blog.title} lead={blog.description} />
      <BlogArticle blog={blog} />
    </article>
  );
}
