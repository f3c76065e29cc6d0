import type { AdminProductList } from "@urjavolt/contract/catalogue-admin";
import { Link } from "react-router";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import adminStyles from "../../components/admin/admin.module.css";
import { AdminProductList as ProductList } from "../../features/catalogue/admin-product-list";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/products";
import { paths } from "@urjavolt/contract/paths";

/** Admins only (the API answers 403 to support staff, shown by the error boundary). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return adminRequest<AdminProductList>("products", { query: url.searchParams });
}

export const meta: Route.MetaFunction = () => adminMeta("Products");

export function HydrateFallback() {
  return <p role="status">Loading the products…</p>;
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Products"
      lead="Prices, stock and flags change the shop as soon as they are saved."
      actions={
        <Link to={paths.admin.newProduct} className={adminStyles.button}>
          New product
        </Link>
      }
    >
      <ProductList products={loaderData.data} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Products" fallback="The products could not be loaded." />;
}
