import type { UnitRecord } from "@urjavolt/contract/service-units";
import { paths } from "@urjavolt/contract/paths";
import { Link, useLocation } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminUnitRecord } from "../../features/service/admin-units";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/service-unit";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return { unit: await adminRequest<UnitRecord>(`service/units/${encodeURIComponent(params.serial)}`, { signal: request.signal }) };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.unit ? `Unit ${data.unit.serialNo}` : "Unit");

export function HydrateFallback() {
  return <p role="status">Loading the unit…</p>;
}

const back = (
  <Link to={paths.admin.units}>
    <span aria-hidden="true">← </span>All units
  </Link>
);

export default function ServiceUnitRoute({ loaderData }: Route.ComponentProps) {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <AdminPage title={`Unit ${loaderData.unit.serialNo}`} lead={back}>
      {notice ? <AdminNotice>{notice}</AdminNotice> : null}
      <AdminUnitRecord unit={loaderData.unit} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Unit" lead={back} fallback="The unit could not be loaded." />;
}
