import type { Blog } from "@urjavolt/contract/blog";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminBlog } from "../../features/blog/admin-blog";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/blog";

export async function clientLoader() {
  return adminRequest<{ data: Blog[] }>("blog-posts");
}

export const meta: Route.MetaFunction = () => adminMeta("Blog");

export function HydrateFallback() {
  return <p role="status">Loading the blog posts…</p>;
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Blog" lead="Posts show on the public blog as soon as they are saved.">
      <AdminBlog initial={loaderData.data} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Blog" fallback="The blog posts could not be loaded." />;
}
