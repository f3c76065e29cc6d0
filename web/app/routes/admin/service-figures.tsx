import type { ServiceFigures } from "@urjavolt/contract/service-figures";
import { DEFAULT_FIGURE_WEEKS } from "@urjavolt/contract/service-figures";
import { paths } from "@urjavolt/contract/paths";
import { Link, useSearchParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { PeriodForm, ServiceFiguresView } from "../../features/service-figures/service-figures-view";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/service-figures";

/** The figures over the weeks the page's query asks for (`?weeks=4|12|26`, 12 without it). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { figures: await adminRequest<ServiceFigures>("service/figures", { query: new URL(request.url).searchParams, signal: request.signal }) };
}

export const meta: Route.MetaFunction = () => adminMeta("Service figures");

export function HydrateFallback() {
  return <p role="status">Loading the service figures…</p>;
}

const lead = (
  <>
    How the service desk is doing: open tickets now, and deadlines, fixes and complaints over the chosen weeks.{" "}
    <Link to={paths.admin.service}>Back to the service desk</Link>
  </>
);

export default function ServiceFiguresRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Service figures" lead={lead}>
      <ServiceFiguresView figures={loaderData.figures} />
    </AdminPage>
  );
}

/** A period the server refused, or the figures could not load: say so, with the period to choose again. */
export function ErrorBoundary() {
  const [params] = useSearchParams();
  const asked = Number(params.get("weeks"));
  return (
    <AdminRouteError
      title="Service figures"
      lead={lead}
      fallback="The service figures could not be loaded."
      filters={<PeriodForm weeks={Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_FIGURE_WEEKS} />}
    />
  );
}
