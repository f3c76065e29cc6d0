import type { AdminPaymentList } from "@urjavolt/contract/payments-admin";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminPayments, paymentFilters } from "../../features/payments/admin-payments";
import { adminListLoader, adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/payments";

export const clientLoader = adminListLoader<AdminPaymentList>("payments");

export const meta: Route.MetaFunction = () => adminMeta("Payments");

export function HydrateFallback() {
  return <p role="status">Loading the payments…</p>;
}

const lead = "Payments made on the standalone payment page, newest first. Shop orders' payments are on each order.";

export default function PaymentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Payments" lead={lead}>
      <AdminPayments list={loaderData.list} />
    </AdminPage>
  );
}

/** A filter the server refused (a bad date), or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  return <AdminRouteError title="Payments" lead={lead} fallback="The payments could not be loaded." filters={<FilterBar fields={paymentFilters} label="Filter the payments" />} />;
}
