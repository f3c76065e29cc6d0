import type { OutboxList } from "@urjavolt/contract/outbox";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { FilterBar } from "../../components/admin/filter-bar";
import { AdminOutbox, outboxFilters } from "../../features/outbox/admin-outbox";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/outbox";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { list: await adminRequest<OutboxList>("outbox", { query: search, signal: request.signal }) };
}

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

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? String(error.data) : error instanceof Error ? error.message : "The outbox could not be loaded.";
  return (
    <AdminPage title="E-mail outbox" lead={lead}>
      <FilterBar fields={outboxFilters} label="Filter the outbox" />
      <AdminNotice tone="error">{message}</AdminNotice>
    </AdminPage>
  );
}
