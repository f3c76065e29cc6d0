import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminNotice, AdminPage } from "./admin-page";
import { paths } from "@urjavolt/contract/paths";

/**
 * A console route's error boundary body: the page's title, what went wrong (the API's message,
 * e.g. "You do not have access to this" for support staff on an admin-only page) and a way back.
 */
export function AdminRouteError({ title, fallback }: { title: string; fallback: string }) {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? String(error.data || error.statusText) : error instanceof Error ? error.message : fallback;
  return (
    <AdminPage title={title}>
      <AdminNotice tone="error">{message}</AdminNotice>
      <p>
        <a href={paths.admin.home}>Back to the dashboard</a>
      </p>
    </AdminPage>
  );
}
