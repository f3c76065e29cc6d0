import type { InboxList } from "@urjavolt/contract/enquiries";
import { useSearchParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminInbox, inboxFilters } from "../../features/enquiries/admin-inbox";
import { adminListLoader, adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/inbox";

export const clientLoader = adminListLoader<InboxList>("enquiries");

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
  return <AdminRouteError title="Inbox" lead={lead} fallback="The inbox could not be loaded." filters={<FilterBar fields={inboxFilters} label="Filter the inbox" />} />;
}
