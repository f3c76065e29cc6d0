import type { WarrantyAdminList } from "@urjavolt/contract/warranty";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminWarranties, warrantyFilters } from "../../features/warranty/admin-warranties";
import { adminListLoader, adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/warranties";

export const clientLoader = adminListLoader<WarrantyAdminList>("warranties");

export const meta: Route.MetaFunction = () => adminMeta("Warranties");

export function HydrateFallback() {
  return <p role="status">Loading the warranty registrations…</p>;
}

const lead = "Registrations wait as Pending until someone checks the invoice and approves or rejects them.";

export default function WarrantiesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Warranties" lead={lead}>
      <AdminWarranties list={loaderData.list} />
    </AdminPage>
  );
}

/** A filter the server refused (a bad date), or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  return <AdminRouteError title="Warranties" lead={lead} fallback="The registrations could not be loaded." filters={<FilterBar fields={warrantyFilters} label="Filter the warranties" />} />;
}
