import type { CustomerSearch } from "@urjavolt/contract/customers";
import { AdminPage } from "../../components/admin/admin-page";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminCustomers, customerFilters } from "../../features/customers/admin-customers";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/customers";

/** The customers matching `?q=`; nothing is asked before something is typed. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (query === "") return { query, search: null };
  return { query, search: await adminRequest<CustomerSearch>("customers", { query: { q: query }, signal: request.signal }) };
}

export const meta: Route.MetaFunction = () => adminMeta("Customers");

export function HydrateFallback() {
  return <p role="status">Loading the customers…</p>;
}

const lead = "One customer's orders, units, service requests and consents, found by their mobile, e-mail or name.";

export default function CustomersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Customers" lead={lead}>
      <AdminCustomers search={loaderData.search} query={loaderData.query} />
    </AdminPage>
  );
}

/** A search the server refused (too short), or the list could not load: say so, keep the search to fix. */
export function ErrorBoundary() {
  return <AdminRouteError title="Customers" lead={lead} fallback="The customers could not be found." filters={<FilterBar fields={customerFilters} label="Find a customer" submitLabel="Search" />} />;
}
