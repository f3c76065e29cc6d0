import { type StaffAccountList, type StaffSession, staffMessages } from "@urjavolt/contract/staff";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { StaffAccounts } from "../../features/staff/staff-accounts";
import { adminMeta, adminRequest, fetchSession, useStaff } from "../../lib/admin-api";
import type { Route } from "./+types/staff";
import { paths } from "@urjavolt/contract/paths";

/** Admins only: support staff get "no access" here (and the API refuses them with 403 anyway). */
export async function clientLoader() {
  const session: StaffSession | null = await fetchSession();
  if (session && session.staff.role !== "admin") throw data(staffMessages.forbidden, { status: 403 });
  return { list: await adminRequest<StaffAccountList>("staff") };
}

export const meta: Route.MetaFunction = () => adminMeta("Staff accounts");

export function HydrateFallback() {
  return <p role="status">Loading the staff accounts…</p>;
}

export default function StaffRoute({ loaderData }: Route.ComponentProps) {
  const me = useStaff();
  return (
    <AdminPage title="Staff accounts" lead="Admins manage everything, staff accounts included; support staff work the inbox, warranties and the service desk and read orders; technicians see only the visits booked for them.">
      <StaffAccounts initial={loaderData.list.staff} me={me} />
    </AdminPage>
  );
}

/** Inside the console's frame: no access, or the list could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? String(error.data) : error instanceof Error ? error.message : "The staff accounts could not be loaded.";
  return (
    <AdminPage title="Staff accounts">
      <AdminNotice tone="error">{message}</AdminNotice>
      <p>
        <a href={paths.admin.home}>Back to the dashboard</a>
      </p>
    </AdminPage>
  );
}
