import type { TakebackQuarter } from "@urjavolt/contract/takeback";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminTakeback } from "../../features/takeback/admin-takeback";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/take-back";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const quarter = new URL(request.url).searchParams.get("quarter");
  return adminRequest<TakebackQuarter>("take-back", { signal: request.signal, query: quarter ? { quarter } : undefined });
}

export const meta: Route.MetaFunction = () => adminMeta("Battery take-back");

export function HydrateFallback() {
  return <p role="status">Loading the take-back ledger…</p>;
}

const lead =
  "Every used battery we take back, brought to a branch or collected by a technician, weighed and recorded here. The quarter's totals by chemistry are what the EPR return under the Battery Waste Management Rules, 2022 counts.";

export default function TakebackRoute({ loaderData }: Route.ComponentProps) {
  // A new quarter chosen is a new ledger: the key starts the page's state afresh.
  return (
    <AdminPage title="Battery take-back" lead={lead}>
      <AdminTakeback key={loaderData.quarter} initial={loaderData} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Battery take-back" lead={lead} fallback="The take-back ledger could not be loaded." />;
}
