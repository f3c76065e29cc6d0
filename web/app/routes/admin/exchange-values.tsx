import type { ExchangeTable } from "@urjavolt/contract/exchange";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminExchangeValues } from "../../features/exchange/admin-exchange-values";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/exchange-values";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminRequest<ExchangeTable>("exchange-values", { signal: request.signal });
}

export const meta: Route.MetaFunction = () => adminMeta("Old battery values");

export function HydrateFallback() {
  return <p role="status">Loading the exchange values…</p>;
}

const lead =
  "What an old battery handed over at an installation is worth, by type and capacity: checkout takes it off the order, confirmed at pickup. 0 means we take it back free but give nothing for it.";

export default function ExchangeValuesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Old battery values" lead={lead}>
      <AdminExchangeValues initial={loaderData} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Old battery values" lead={lead} fallback="The exchange values could not be loaded." />;
}
