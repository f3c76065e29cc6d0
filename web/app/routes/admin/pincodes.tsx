import type { AdminPincodeList } from "@urjavolt/contract/delivery-admin";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminPincodes } from "../../features/delivery/admin-pincodes";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/pincodes";

export async function clientLoader() {
  return adminRequest<AdminPincodeList>("pincodes");
}

export const meta: Route.MetaFunction = () => adminMeta("Pincodes");

export function HydrateFallback() {
  return <p role="status">Loading the pincodes…</p>;
}

export default function PincodesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Serviceable pincodes" lead="Buy-now delivers only to these pincodes.">
      <AdminPincodes initial={loaderData.data} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Serviceable pincodes" fallback="The pincodes could not be loaded." />;
}
