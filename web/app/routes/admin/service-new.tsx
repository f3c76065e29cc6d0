import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminPhoneTicketForm } from "../../features/service/admin-phone-ticket-form";
import { adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/service-new";

export const meta: Route.MetaFunction = () => adminMeta("Open a ticket for a call");

const back = (
  <Link to={paths.admin.service}>
    <span aria-hidden="true">← </span>Back to the service desk
  </Link>
);

export default function ServiceNewRoute() {
  return (
    <AdminPage title="Open a ticket for a call" lead={back}>
      <AdminPhoneTicketForm />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Open a ticket for a call" lead={back} fallback="This page could not be loaded." />;
}
