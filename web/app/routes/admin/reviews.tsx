import type { AdminReviewList } from "@urjavolt/contract/reviews-admin";
import { useSearchParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminReviews, reviewFilters } from "../../features/reviews/admin-reviews";
import { adminListLoader, adminMeta, useStaff } from "../../lib/admin-api";
import type { Route } from "./+types/reviews";

export const clientLoader = adminListLoader<AdminReviewList>("reviews");

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

/** A filter the server refused (a bad date), or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  return <AdminRouteError title="Reviews" lead={lead} fallback="The reviews could not be loaded." filters={<FilterBar fields={reviewFilters} label="Filter the reviews" />} />;
}
