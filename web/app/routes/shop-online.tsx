import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { toShopListing } from "@urjavolt/contract/shop-filters";
import { ShopPage } from "../features/catalogue/shop-page";
import { recentOrdersShown } from "@urjavolt/contract/orders-recent";
import { RecentOrders } from "../features/orders/recent-orders";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/shop-online";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Shop Online", "Buy lithium inverters, solar, ESS and EV batteries online with free shipping across India.", { path: paths.shop });

/**
 * Every product goes out in the HTML (the page filters them in the browser), with the banner's
 * slides. A failed catalogue is said on the page with a Retry button (docs/architecture.md, Departures from the requirements), and
 * answers 503; the banner and the count of recent orders are optional and the page goes out
 * without them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [catalogue, slides, recentOrders] = await Promise.all([
    context.services.catalogue.listProducts().catch((error: unknown) => {
      console.error("Could not load the catalogue for the shop page.", error);
      return null;
    }),
    context.services.promotions.listShopSlides().catch((error: unknown) => {
      console.error("Could not load the shop slides; rendering without the banner.", error);
      return null;
    }),
    context.services.orders.countRecentOrders().catch((error: unknown) => {
      console.error("Could not count the recent orders; rendering without the counter.", error);
      return 0;
    }),
  ]);
  const body = { products: catalogue?.data.map(toShopListing) ?? null, slides, recentOrders: recentOrdersShown(recentOrders) };
  return catalogue ? body : data(body, { status: 503 });
}

/** Filters and sort change only the query: the page already holds every product, so no refetch. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function ShopRoute({ loaderData }: Route.ComponentProps) {
  return <ShopPage products={loaderData.products} slides={loaderData.slides} belowBadges={<RecentOrders count={loaderData.recentOrders} />} />;
}
