import type { RightsRequestList } from "@urjavolt/contract/accounts-rights";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminRightsRequests } from "../../features/accounts-rights/admin-rights-requests";
import { adminListLoader, adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/rights-requests";

export const clientLoader = adminListLoader<RightsRequestList>("rights-requests");

export const meta: Route.MetaFunction = () => adminMeta("Data requests");

export function HydrateFallback() {
  return <p role="status">Loading the data requests…</p>;
}

const lead =
  "Every request a customer made from their account about their data: a copy, a correction, a new mobile number, erasure. For the Grievance Officer (admins; the console has no role of its own for it). After erasure an entry names the account by number only.";

export default function RightsRequestsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Data requests" lead={lead}>
      <AdminRightsRequests list={loaderData.list} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Data requests" lead={lead} fallback="The data requests could not be loaded." />;
}
