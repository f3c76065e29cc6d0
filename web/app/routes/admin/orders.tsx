import type { AdminOrderList } from "@urjavolt/contract/orders-admin";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminOrders, orderFilters } from "../../features/orders/admin-orders";
import { adminListLoader, adminMeta, useStaff } from "../../lib/admin-api";
import { AdminPayOnInstallation } from "../../features/orders/admin-pay-on-installation";
import type { Route } from "./+types/orders";

export const clientLoader = adminListLoader<AdminOrderList>("orders");

export const meta: Route.MetaFunction = () => adminMeta("Orders");

export function HydrateFallback() {
  return <p role="status">Loading the orders…</p>;
}

const lead = "Shop orders, newest first. Open one for its lines, payment and history.";

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const staff = useStaff();
  return (
    <AdminPage title="Orders" lead={lead}>
      <AdminOrders list={loaderData.list} />
      <AdminPayOnInstallation canChange={staff.role === "admin"} />
    </AdminPage>
  );
}

/** A filter the server refused (a bad date), or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  return <AdminRouteError title="Orders" lead={lead} fallback="The orders could not be loaded." filters={<FilterBar fields={orderFilters} label="Filter the orders" />} />;
}
