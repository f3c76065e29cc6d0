import type { AdminEmiPlanList } from "@urjavolt/contract/emi";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminEmiPlans } from "../../features/emi/admin-emi";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/emi";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminRequest<AdminEmiPlanList>("emi-plans", { signal: request.signal });
}

export const meta: Route.MetaFunction = () => adminMeta("EMI plans");

export function HydrateFallback() {
  return <p role="status">Loading the EMI plans…</p>;
}

export default function EmiPlansRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="EMI plans"
      lead="The EMI page and the product pages' “EMI from” line are worked out from the plans shown here. Enter only what your payment gateway or lender really offers; with no plan, the site names no EMI figure."
    >
      <AdminEmiPlans initial={loaderData.plans} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="EMI plans" fallback="The EMI plans could not be loaded." />;
}
