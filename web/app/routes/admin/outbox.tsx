import type { OutboxList } from "@urjavolt/contract/outbox";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminOutbox, outboxFilters } from "../../features/outbox/admin-outbox";
import { adminListLoader, adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/outbox";

export const clientLoader = adminListLoader<OutboxList>("outbox");

export const meta: Route.MetaFunction = () => adminMeta("E-mail outbox");

export function HydrateFallback() {
  return <p role="status">Loading the outbox…</p>;
}

const lead = "Every e-mail the site sends waits here until the mail server takes it: confirmations, receipts, invoices and staff notices.";

export default function OutboxRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="E-mail outbox" lead={lead}>
      <AdminOutbox key={JSON.stringify(loaderData.list.data.map((message) => [message.id, message.status, message.attempts]))} list={loaderData.list} />
    </AdminPage>
  );
}

/** A filter the server refused (a bad date), or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  return <AdminRouteError title="E-mail outbox" lead={lead} fallback="The outbox could not be loaded." filters={<FilterBar fields={outboxFilters} label="Filter the outbox" />} />;
}
