import { StoreSearchQuerySchema } from "@urjavolt/contract/stores";
import { PageIntro } from "../components/page-intro";
import { StoreLocator } from "../features/stores/store-locator";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/store-locator";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Store Locator", "Find our dealers, service centres and experience stores by pincode or city.", { path: paths.storeLocator });

/** The search lives in the URL (?q=&category=), so results are server-rendered and shareable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = StoreSearchQuerySchema.parse({
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    category: (url.searchParams.get("category") ?? "").slice(0, 60),
  });
  return { result: await context.services.stores.search(query) };
}

export default function StoreLocatorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Store Locator" lead="Find a dealer, service centre or experience store near you." />
      <StoreLocator result={loaderData.result} />
    </>
  );
}
