import type { TechnicianVisitList } from "@urjavolt/contract/service-visits";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { TechnicianVisits } from "../../features/service/technician-visits";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/visits";

/** A technician's own visits (decision 031): the one console page their role has. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { visits: await adminRequest<TechnicianVisitList>("visits", { signal: request.signal }) };
}

export const meta: Route.MetaFunction = () => adminMeta("My visits");

export function HydrateFallback() {
  return <p role="status">Loading your visits…</p>;
}

const lead = "The visits the service desk booked for you. Call the customer before you go; close each visit when you leave.";

export default function VisitsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="My visits" lead={lead}>
      <TechnicianVisits initial={loaderData.visits} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="My visits" lead={lead} fallback="Your visits could not be loaded." />;
}
