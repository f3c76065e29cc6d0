import { Link } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/not-found";
import { paths } from "@urjavolt/contract/paths";

export const meta: Route.MetaFunction = () => adminMeta("Page not found");

/** An unknown path under /admin: said inside the console, with the way back. */
export default function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <AdminNotice tone="error">There is no such page in the console.</AdminNotice>
      <p>
        <Link to={paths.admin.home}>Back to the dashboard</Link>
      </p>
    </AdminPage>
  );
}
