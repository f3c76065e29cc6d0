import type { InboxList } from "@urjavolt/contract/enquiries";
import { isRouteErrorResponse, useRouteError, useSearchParams } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminInbox, inboxFilters } from "../../features/enquiries/admin-inbox";
import { ApiError } from "../../lib/api-client";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/inbox";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { list: await adminRequest<InboxList>("enquiries", { query: search, signal: request.signal }) };
}

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

export function HydrateFallback() {
  return <p role="status">Loading the inbox…</p>;
}

const lead = "Contact messages, quote requests and complaints, newest first.";

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <AdminPage title="Inbox" lead={lead}>
      <AdminInbox list={loaderData.list} search={search} />
    </AdminPage>
  );
}

/** A filter the server refused (a bad date), or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A refused filter names its field's problem ("To must not be before From"), not just "invalid input".
  const fieldMessages = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
  const message =
    fieldMessages.length > 0 ? fieldMessages.join(". ") : isRouteErrorResponse(error) ? String(error.data) : error instanceof Error ? error.message : "The inbox could not be loaded.";
  return (
    <AdminPage title="Inbox" lead={lead}>
      <FilterBar fields={inboxFilters} label="Filter the inbox" />
      <AdminNotice tone="error">{message}</AdminNotice>
    </AdminPage>
  );
}
