import type { OutboxList } from "@urjavolt/contract/outbox";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminOutbox, outboxFilters } from "../../features/outbox/admin-outbox";
import { adminListLoader, adminMeta } from "../../lib/admin-api";
import type { Route } from "./+types/outbox";

export const clientLoader = adminListLoader<OutboxList>("outbox");

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

export function HydrateFallback() {
  return <p role="status">Loading the outbox…</p>;
}

const lead =
  "Every message the site sends waits here until it goes out: e-mails (confirmations, receipts, invoices and staff notices) through the mail server, and the SMS and WhatsApp updates customers agreed to through their gateways.";

export default function OutboxRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Outbox" lead={lead}>
      <AdminOutbox key={JSON.stringify(loaderData.list.data.map((message) => [message.id, message.status, message.attempts]))} list={loaderData.list} />
    </AdminPage>
  );
}

/** A filter the server refused (a bad date), or the list could not load: say so, keep the filters to fix. */
export function ErrorBoundary() {
  return <AdminRouteError title="Outbox" lead={lead} fallback="The outbox could not be loaded." filters={<FilterBar fields={outboxFilters} label="Filter the outbox" />} />;
}
