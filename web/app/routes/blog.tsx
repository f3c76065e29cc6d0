import { PageIntro } from "../components/page-intro";
import { BlogList } from "../features/blog/blog-list";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/blog";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Our Blogs", "Guides on inverters, lithium batteries, solar storage and EV battery care.", { path: paths.blog });

export async function loader({ context }: Route.LoaderArgs) {
  return { blogs: await context.services.blog.list() };
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Our Blogs" lead="Practical guides to choosing, sizing and caring for batteries and inverters." />
      <BlogList blogs={loaderData.blogs} />
    </>
  );
}
