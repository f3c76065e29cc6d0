import type { UnitList } from "@urjavolt/contract/service-units";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminUnits, unitFilters } from "../../features/service/admin-units";
import { adminListLoader, adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/service-units";

export const clientLoader = adminListLoader<UnitList>("service/units");

export const meta: Route.MetaFunction = () => adminMeta("Units");

export function HydrateFallback() {
  return <p role="status">Loading the units…</p>;
}

const lead = (
  <>
    Every serial number we know: registered, sold through the shop, entered here, replaced on a visit or named on a request. <Link to={paths.admin.service}>Back to the service desk</Link>
  </>
);

export default function ServiceUnitsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Units" lead={lead}>
      <AdminUnits list={loaderData.list} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Units" lead={lead} fallback="The units could not be loaded." filters={<FilterBar fields={unitFilters} label="Find a unit" />} />;
}
