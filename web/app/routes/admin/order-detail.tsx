import type { AdminOrderDetail } from "@urjavolt/contract/orders-admin";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminOrderDetailView } from "../../features/orders/admin-order-detail";
import { adminMeta, adminRequest, useStaff } from "../../lib/admin-api";
import type { Route } from "./+types/order-detail";
import { paths } from "@urjavolt/contract/paths";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return { order: await adminRequest<AdminOrderDetail>(`orders/${encodeURIComponent(params.id)}`, { signal: request.signal }) };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.order ? `Order ${data.order.number}` : "Order");

export function HydrateFallback() {
  return <p role="status">Loading the order…</p>;
}

const back = (
  <Link to={paths.admin.orders}>
    <span aria-hidden="true">← </span>Back to the orders
  </Link>
);

export default function OrderDetailRoute({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const staff = useStaff();
  return (
    <AdminPage title={`Order ${order.number}`} lead={back}>
      {/* Support staff read orders; only admins change their status. */}
      <AdminOrderDetailView key={order.id} initial={order} canChange={staff.role === "admin"} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Order" fallback="The order could not be loaded." />;
}
