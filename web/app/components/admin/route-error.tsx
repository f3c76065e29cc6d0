import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ApiError } from "../../lib/api-client";
import { AdminNotice, AdminPage } from "./admin-page";
import { paths } from "@urjavolt/contract/paths";

/** What went wrong, in words staff can act on: a refused filter names its field's problem ("To must not be before From"). */
function routeErrorMessage(error: unknown, fallback: string): string {
  const fieldMessages = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
  if (fieldMessages.length > 0) return fieldMessages.join(". ");
  if (isRouteErrorResponse(error)) return String(error.data || error.statusText);
  return error instanceof Error ? error.message : fallback;
}

/**
 * A console route's error boundary body: the page's title and lead, what went wrong (the API's
 * message, e.g. "You do not have access to this" for support staff on an admin-only page) and a way
 * on. A list page passes its filters, kept above the message so a refused filter can be fixed; a
 * detail page passes its way back as the lead; any other page links back to the dashboard.
 */
export function AdminRouteError({ title, fallback, lead, filters }: { title: string; fallback: string; lead?: ReactNode; filters?: ReactNode }) {
  const message = routeErrorMessage(useRouteError(), fallback);
  return (
    <AdminPage title={title} lead={lead}>
      {filters}
      <AdminNotice tone="error">{message}</AdminNotice>
      {lead || filters ? null : (
        <p>
          <a href={paths.admin.home}>Back to the dashboard</a>
        </p>
      )}
    </AdminPage>
  );
}
