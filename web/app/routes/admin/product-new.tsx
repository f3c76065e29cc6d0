import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminProductForm } from "../../features/catalogue/admin-product-form";
import { adminMeta, fetchSession } from "../../lib/admin-api";
import type { Route } from "./+types/product-new";
import { data } from "react-router";
import { staffMessages } from "@urjavolt/contract/staff";
import { paths } from "@urjavolt/contract/paths";

/** Admins only, like the API behind the form. */
export async function clientLoader() {
  const session = await fetchSession();
  if (session && session.staff.role !== "admin") throw data(staffMessages.forbidden, { status: 403 });
  return null;
}

export const meta: Route.MetaFunction = () => adminMeta("New product");

export function HydrateFallback() {
  return <p role="status">Loading…</p>;
}

export default function ProductNewRoute() {
  return (
    <AdminPage title="New product" lead={<Link to={paths.admin.products}>All products</Link>}>
      <AdminProductForm product={null} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="New product" fallback="This page could not be loaded." />;
}
