import type { AdminPaymentList } from "@urjavolt/contract/payments-admin";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminPayments, paymentFilters } from "../../features/payments/admin-payments";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/payments";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { list: await adminRequest<AdminPaymentList>("payments", { query: search, signal: request.signal }) };
}

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

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? String(error.data) : error instanceof Error ? error.message : "The payments could not be loaded.";
  return (
    <AdminPage title="Payments" lead={lead}>
      <FilterBar fields={paymentFilters} label="Filter the payments" />
      <AdminNotice tone="error">{message}</AdminNotice>
    </AdminPage>
  );
}
