import type { WarrantyAdminDetail } from "@urjavolt/contract/warranty";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminWarrantyDetail } from "../../features/warranty/admin-warranty-detail";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/warranty-detail";
import { paths } from "@urjavolt/contract/paths";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return { warranty: await adminRequest<WarrantyAdminDetail>(`warranties/${encodeURIComponent(params.id)}`, { signal: request.signal }) };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.warranty ? `Warranty ${data.warranty.serialno}` : "Warranty");

export function HydrateFallback() {
  return <p role="status">Loading the registration…</p>;
}

const back = (
  <Link to={paths.admin.warranties}>
    <span aria-hidden="true">← </span>Back to the warranties
  </Link>
);

export default function WarrantyDetailRoute({ loaderData }: Route.ComponentProps) {
  const { warranty } = loaderData;
  return (
    <AdminPage title={`Warranty ${warranty.serialno}`} lead={back}>
      <AdminWarrantyDetail key={warranty.id} initial={warranty} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Warranty" lead={back} fallback="The registration could not be loaded." />;
}
