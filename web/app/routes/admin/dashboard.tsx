import type { Dashboard } from "@urjavolt/contract/staff";
import { AdminPage } from "../../components/admin/admin-page";
import { DashboardView } from "../../features/staff/dashboard-view";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/dashboard";

export async function clientLoader() {
  return { dashboard: await adminRequest<Dashboard>("dashboard") };
}

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export function HydrateFallback() {
  return <p role="status">Loading the dashboard…</p>;
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Dashboard" lead="Counts in India time; each one opens its list.">
      <DashboardView dashboard={loaderData.dashboard} />
    </AdminPage>
  );
}
