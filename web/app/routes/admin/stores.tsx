import type { Store } from "@urjavolt/contract/stores";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminStores } from "../../features/stores/admin-stores";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/stores";

export async function clientLoader() {
  return adminRequest<{ data: Store[] }>("stores");
}

export const meta: Route.MetaFunction = () => adminMeta("Stores");

export function HydrateFallback() {
  return <p role="status">Loading the stores…</p>;
}

export default function StoresRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Stores" lead="The store locator lists these; changes show at once.">
      <AdminStores initial={loaderData.data} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Stores" fallback="The stores could not be loaded." />;
}
