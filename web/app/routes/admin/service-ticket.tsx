import type { TicketDetail } from "@urjavolt/contract/service";
import type { StaffAccountList } from "@urjavolt/contract/staff";
import { paths } from "@urjavolt/contract/paths";
import { Link, useLocation } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminTicketDetail } from "../../features/service/admin-ticket-detail";
import { adminMeta, adminRequest, fetchSession, useStaff } from "../../lib/admin-api";
import type { Route } from "./+types/service-ticket";

/** The ticket, and for an admin the active accounts it may be assigned to (support may not list staff). */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [ticket, session] = await Promise.all([
    adminRequest<TicketDetail>(`service/tickets/${encodeURIComponent(params.id)}`, { signal: request.signal }),
    fetchSession(),
  ]);
  const assignable =
    session?.staff.role === "admin"
      ? (await adminRequest<StaffAccountList>("staff", { signal: request.signal })).staff.filter((account) => account.active).map(({ id, name }) => ({ id, name }))
      : null;
  return { ticket, assignable };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.ticket ? `Ticket ${data.ticket.reference}` : "Service ticket");

export function HydrateFallback() {
  return <p role="status">Loading the ticket…</p>;
}

const back = (
  <Link to={paths.admin.service}>
    <span aria-hidden="true">← </span>Back to the service desk
  </Link>
);

export default function ServiceTicketRoute({ loaderData }: Route.ComponentProps) {
  const { ticket, assignable } = loaderData;
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const staff = useStaff();
  return (
    <AdminPage title={`Ticket ${ticket.reference}`} lead={back}>
      {notice ? <AdminNotice>{notice}</AdminNotice> : null}
      {/* Another ticket starts with its own state. */}
      <AdminTicketDetail key={ticket.id} initial={ticket} me={staff} assignable={assignable} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Service ticket" lead={back} fallback="The ticket could not be loaded." />;
}
