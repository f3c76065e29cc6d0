import type { AdminReviewList } from "@urjavolt/contract/reviews-admin";
import { isRouteErrorResponse, useRouteError, useSearchParams } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminReviews, reviewFilters } from "../../features/reviews/admin-reviews";
import { adminMeta, adminRequest, useStaff } from "../../lib/admin-api";
import type { Route } from "./+types/reviews";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { list: await adminRequest<AdminReviewList>("reviews", { query: search, signal: request.signal }) };
}

export const meta: Route.MetaFunction = () => adminMeta("Reviews");

export function HydrateFallback() {
  return <p role="status">Loading the reviews…</p>;
}

const lead = "Customers' reviews, newest first. Hiding or deleting one recounts its product's rating at once.";

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  const staff = useStaff();
  const [search] = useSearchParams();
  return (
    <AdminPage title="Reviews" lead={lead}>
      {/* A new filter or page starts from its own list. */}
      <AdminReviews key={search.toString()} list={loaderData.list} canModerate={staff.role === "admin"} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? String(error.data) : error instanceof Error ? error.message : "The reviews could not be loaded.";
  return (
    <AdminPage title="Reviews" lead={lead}>
      <FilterBar fields={reviewFilters} label="Filter the reviews" />
      <AdminNotice tone="error">{message}</AdminNotice>
    </AdminPage>
  );
}
