import type { AdminCouponList } from "@urjavolt/contract/coupons-admin";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminCoupons } from "../../features/coupons/admin-coupons";
import { adminMeta, adminRequest, useStaff } from "../../lib/admin-api";
import type { Route } from "./+types/coupons";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminRequest<AdminCouponList>("coupons", { signal: request.signal });
}

export const meta: Route.MetaFunction = () => adminMeta("Coupons");

export function HydrateFallback() {
  return <p role="status">Loading the coupons…</p>;
}

export default function CouponsRoute({ loaderData }: Route.ComponentProps) {
  const staff = useStaff();
  return (
    <AdminPage title="Coupons" lead="The checkout takes these codes; a coupon's uses count paid orders only.">
      <AdminCoupons initial={loaderData.coupons} canEdit={staff.role === "admin"} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Coupons" fallback="The coupons could not be loaded." />;
}
