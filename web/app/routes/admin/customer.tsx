import type { CustomerRecord } from "@urjavolt/contract/customers";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminCustomer } from "../../features/customers/admin-customer";
import { shownContact } from "../../features/customers/admin-customers";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/customer";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return { customer: await adminRequest<CustomerRecord>(`customers/${encodeURIComponent(params.contact)}`, { signal: request.signal }) };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.customer ? `Customer ${shownContact(data.customer)}` : "Customer");

export function HydrateFallback() {
  return <p role="status">Loading the customer…</p>;
}

const back = (
  <Link to={paths.admin.customers}>
    <span aria-hidden="true">← </span>Find another customer
  </Link>
);

export default function CustomerRoute({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  return (
    <AdminPage title={shownContact(customer)} lead={back}>
      <AdminCustomer customer={customer} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Customer" lead={back} fallback="The customer could not be loaded." />;
}
