import type { AdminSynonymList } from "@urjavolt/contract/search";
import { AdminPage } from "../../components/admin/admin-page";
import { AdminRouteError } from "../../components/admin/route-error";
import { AdminSynonyms } from "../../features/search/admin-synonyms";
import { adminMeta, adminRequest } from "../../lib/admin-api";
import type { Route } from "./+types/search-synonyms";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminRequest<AdminSynonymList>("search-synonyms", { signal: request.signal });
}

export const meta: Route.MetaFunction = () => adminMeta("Search synonyms");

export function HydrateFallback() {
  return <p role="status">Loading the search synonyms…</p>;
}

export default function SearchSynonymsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Search synonyms"
      lead="The shop's search also finds a synonym's meanings: a search for “golf cart” finds the EV batteries. Typos are forgiven without a synonym; add one for the words shoppers use that the products never say."
    >
      <AdminSynonyms initial={loaderData.data} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError title="Search synonyms" fallback="The search synonyms could not be loaded." />;
}
