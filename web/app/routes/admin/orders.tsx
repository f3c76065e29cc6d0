import type { AdminOrderList } from "@urjavolt/contract/orders-admin";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminOrders, orderFilters } from "../../features/orders/admin-orders";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/orders";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { list: await adminRequest<AdminOrderList>("orders", { query: search, signal: request.signal }) };
}

export const meta: Route.MetaFunction = () => adminMeta("Orders");

export function HydrateFallback() {
  return <p role="status">Loading the orders…</p>;
}

const lead = "Shop orders, newest first. Open one for its lines, payment and history.";

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Orders" lead={lead}>
      <AdminOrders list={loaderData.list} />
    </AdminPage>
  );
}

/** A filter the server refused (a bad date), or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? String(error.data) : error instanceof Error ? error.message : "The orders could not be loaded.";
  return (
    <AdminPage title="Orders" lead={lead}>
      <FilterBar fields={orderFilters} label="Filter the orders" />
      <AdminNotice tone="error">{message}</AdminNotice>
    </AdminPage>
  );
}
