import type { SlaPolicyList } from "@urjavolt/contract/service-sla";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminSlaPolicy } from "../../features/service/admin-sla-policy";
import { adminMeta, adminRequest, useStaff } from "../../lib/admin-api";
import type { Route } from "./+types/service-sla";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { policy: await adminRequest<SlaPolicyList>("service/sla-policy", { signal: request.signal }) };
}

export const meta: Route.MetaFunction = () => adminMeta("Service targets");

export function HydrateFallback() {
  return <p role="status">Loading the service targets…</p>;
}

const lead = (
  <>
    How soon the desk answers and resolves a ticket, by product line and priority. The E-Commerce Rules cap them at 48 hours and a month.{" "}
    <Link to={paths.admin.service}>Back to the service desk</Link>
  </>
);

export default function ServiceSlaRoute({ loaderData }: Route.ComponentProps) {
  const staff = useStaff();
  return (
    <AdminPage title="Service targets" lead={lead}>
      <AdminSlaPolicy initial={loaderData.policy} canChange={staff.role === "admin"} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Service targets" lead={lead} fallback="The service targets could not be loaded." />;
}
