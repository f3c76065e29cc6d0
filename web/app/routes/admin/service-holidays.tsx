import type { ServiceHolidayList } from "@urjavolt/contract/service";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminServiceHolidays } from "../../features/service/admin-service-holidays";
import { adminMeta, adminRequest, useStaff } from "../../lib/admin-api";
import type { Route } from "./+types/service-holidays";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { list: await adminRequest<ServiceHolidayList>("service/holidays", { signal: request.signal }) };
}

export const meta: Route.MetaFunction = () => adminMeta("Service holidays");

export function HydrateFallback() {
  return <p role="status">Loading the service holidays…</p>;
}

const lead = (
  <>
    Days the service desk is shut: no ticket's deadline runs on them. <Link to={paths.admin.service}>Back to the service desk</Link>
  </>
);

export default function ServiceHolidaysRoute({ loaderData }: Route.ComponentProps) {
  const staff = useStaff();
  return (
    <AdminPage title="Service holidays" lead={lead}>
      <AdminServiceHolidays initial={loaderData.list.holidays} canChange={staff.role === "admin"} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Service holidays" lead={lead} fallback="The service holidays could not be loaded." />;
}
