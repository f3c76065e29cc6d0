import type { WarrantyAdminDetail } from "@urjavolt/contract/warranty";
import type { ProductList } from "@urjavolt/contract/catalogue";
import { apiRequest } from "../../lib/api-client";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminWarrantyDetail } from "../../features/warranty/admin-warranty-detail";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/warranty-detail";
import { paths } from "@urjavolt/contract/paths";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [warranty, catalogue] = await Promise.all([
    adminRequest<WarrantyAdminDetail>(`warranties/${encodeURIComponent(params.id)}`, { signal: request.signal }),
    // The products staff can name on approving (decision 051): the shop's own list, which support staff may read too.
    apiRequest<ProductList>("productData", { method: "GET", fallback: "The catalogue could not be loaded.", signal: request.signal }).catch(() => null),
  ]);
  const products = (catalogue?.data ?? []).map((product) => ({ id: product.id, model: product.model, name: product.product_name }));
  return { warranty, products };
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
  const { warranty, products } = loaderData;
  return (
    <AdminPage title={`Warranty ${warranty.serialno}`} lead={back}>
      <AdminWarrantyDetail key={warranty.id} initial={warranty} products={products} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Warranty" lead={back} fallback="The registration could not be loaded." />;
}
