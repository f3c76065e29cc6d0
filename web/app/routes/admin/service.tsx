import type { TicketList } from "@urjavolt/contract/service";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminTickets, ticketFilters } from "../../features/service/admin-tickets";
import { adminListLoader, adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/service";

export const clientLoader = adminListLoader<TicketList>("service/tickets");

export const meta: Route.MetaFunction = () => adminMeta("Service desk");

export function HydrateFallback() {
  return <p role="status">Loading the service tickets…</p>;
}

const lead = "Complaints and service calls, the nearest deadline first. Deadlines count business hours only.";

const actions = (
  <>
    <Link to={paths.admin.newTicket} className={adminStyles.button}>
      Open a ticket for a call
    </Link>
    <Link to={paths.admin.units} className={adminStyles.buttonSecondary}>
      Units
    </Link>
    <Link to={paths.admin.serviceFigures} className={adminStyles.buttonSecondary}>
      Figures
    </Link>
    <Link to={paths.admin.serviceHolidays} className={adminStyles.buttonSecondary}>
      Service holidays
    </Link>
    <Link to={paths.admin.serviceTargets} className={adminStyles.buttonSecondary}>
      Targets
    </Link>
  </>
);

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Service desk" lead={lead} actions={actions}>
      <AdminTickets list={loaderData.list} />
    </AdminPage>
  );
}

/** A filter the server refused, or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  return <AdminRouteError title="Service desk" lead={lead} fallback="The service tickets could not be loaded." filters={<FilterBar fields={ticketFilters} label="Filter the tickets" />} />;
}
