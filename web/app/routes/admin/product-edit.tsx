import type { StockLedger } from "@urjavolt/contract/catalogue-admin";
import { productAdminMessages } from "@urjavolt/contract/catalogue-admin";
import { Link, useSearchParams } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminProductForm } from "../../features/catalogue/admin-product-form";
import { StockLedgerPanel } from "../../features/catalogue/stock-ledger";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/product-edit";
import { paths } from "@urjavolt/contract/paths";

/** The product with its stock ledger (decision 033), in one request. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return adminRequest<StockLedger>(`products/${encodeURIComponent(params.id)}/stock`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `Edit ${data.product.name}` : "Edit product");

export function HydrateFallback() {
  return <p role="status">Loading the product…</p>;
}

export default function ProductEditRoute({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { product } = loaderData;
  return (
    <AdminPage title={`Edit ${product.name}`} lead={<Link to={paths.admin.products}>All products</Link>}>
      {params.get("created") ? <AdminNotice>{productAdminMessages.created}. You can upload its images below.</AdminNotice> : null}
      {/* A new key per product and per version resets the form when moving between products or reloading a changed one. */}
      <AdminProductForm key={`${product.id}:${product.version}`} product={product} />
      <StockLedgerPanel key={product.id} initial={loaderData} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Edit product" fallback="The product could not be loaded." />;
}
