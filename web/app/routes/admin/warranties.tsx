import type { WarrantyAdminList } from "@urjavolt/contract/warranty";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminWarranties, warrantyFilters } from "../../features/warranty/admin-warranties";
import { ApiError } from "../../lib/api-client";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/warranties";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { list: await adminRequest<WarrantyAdminList>("warranties", { query: search, signal: request.signal }) };
}

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

export function ErrorBoundary() {
  const error = useRouteError();
  // A refused filter names its field's problem ("To must not be before From"), not just "invalid input".
  const fieldMessages = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
  const message =
    fieldMessages.length > 0 ? fieldMessages.join(". ") : isRouteErrorResponse(error) ? String(error.data) : error instanceof Error ? error.message : "The registrations could not be loaded.";
  return (
    <AdminPage title="Warranties" lead={lead}>
      <FilterBar fields={warrantyFilters} label="Filter the warranties" />
      <AdminNotice tone="error">{message}</AdminNotice>
    </AdminPage>
  );
}
