import type { AdminProduct } from "@urjavolt/contract/catalogue-admin";
import { productAdminMessages } from "@urjavolt/contract/catalogue-admin";
import { Link, useSearchParams } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminProductForm } from "../../features/catalogue/admin-product-form";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/product-edit";
import { paths } from "@urjavolt/contract/paths";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return adminRequest<AdminProduct>(`products/${encodeURIComponent(params.id)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `Edit ${data.name}` : "Edit product");

export function HydrateFallback() {
  return <p role="status">Loading the product…</p>;
}

export default function ProductEditRoute({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <AdminPage title={`Edit ${loaderData.name}`} lead={<Link to={paths.admin.products}>All products</Link>}>
      {params.get("created") ? <AdminNotice>{productAdminMessages.created}. You can upload its images below.</AdminNotice> : null}
      {/* A new key per product resets the form when moving between products. */}
      <AdminProductForm key={loaderData.id} product={loaderData} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Edit product" fallback="The product could not be loaded." />;
}
