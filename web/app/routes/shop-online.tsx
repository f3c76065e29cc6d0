import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { normaliseSearchQuery } from "@urjavolt/contract/search";
import { SHOP_QUERY_KEYS, toShopListing } from "@urjavolt/contract/shop-filters";
import { ShopPage } from "../features/catalogue/shop-page";
import { RecentOrders } from "../features/orders/recent-orders";
import { msg } from "@lingui/core/macro";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/shop-online";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(msg`Shop Online`), i18n._(msg`Buy lithium inverters, solar, ESS and EV batteries online with free shipping across India.`), { path: paths.shop });
};

/**
 * Every product goes out in the HTML (the page filters them in the browser), with the banner's
 * slides, and for a search (`?q=`) what the search found, best first, or the nearest products
 * (decision 042). A query not in its one form (" Solar  " is "solar") is sent to that form, so one
 * search is one page. A failed catalogue is said on the page with a Retry button (docs/architecture.md, Departures from the requirements), and
 * answers 503; the banner and the count of recent orders are optional and the page goes out
 * without them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.getAll(SHOP_QUERY_KEYS.search);
  const query = normaliseSearchQuery(asked.find((value) => normaliseSearchQuery(value) !== "") ?? "");
  if (asked.length > 0 && (asked.length > 1 || asked[0] !== query)) {
    url.searchParams.delete(SHOP_QUERY_KEYS.search);
    if (query) url.searchParams.set(SHOP_QUERY_KEYS.search, query);
    throw redirect(`${url.pathname}${url.search}`);
  }
  const [catalogue, slides, recentOrders, search] = await Promise.all([
    context.services.catalogue.listProducts().catch((error: unknown) => {
      console.error("Could not load the catalogue for the shop page.", error);
      return null;
    }),
    context.services.promotions.listShopSlides().catch((error: unknown) => {
      console.error("Could not load the shop slides; rendering without the banner.", error);
      return null;
    }),
    context.services.recentOrders.shown().catch((error: unknown) => {
      console.error("Could not count the recent orders; rendering without the counter.", error);
      return 0;
    }),
    query
      ? context.services.search.search(query).catch((error: unknown) => {
          console.error("Could not search; the page matches the words in the browser.", error);
          return null;
        })
      : null,
  ]);
  const body = { products: catalogue?.data.map(toShopListing) ?? null, slides, recentOrders, search };
  return catalogue ? body : data(body, { status: 503 });
}

/** Filters and sort change only the query: the page already holds every product, so no refetch; a new search asks the server. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const searchOf = (url: URL) => normaliseSearchQuery(url.searchParams.get(SHOP_QUERY_KEYS.search));
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return searchOf(currentUrl) !== searchOf(nextUrl);
  return defaultShouldRevalidate;
}

export default function ShopRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ShopPage products={loaderData.products} slides={loaderData.slides} search={loaderData.search} belowBadges={<RecentOrders count={loaderData.recentOrders} />} />
  );
}
