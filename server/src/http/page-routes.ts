import { APPLIANCES, wattsParam } from "@urjavolt/contract/load-calculator";
import { paths } from "@urjavolt/contract/paths";
import { SHOP_PAGE_KEY, SHOP_QUERY_KEYS } from "@urjavolt/contract/shop-filters";
import { RECENT_ORDERS_SHOWN_TAG } from "../lib/content-version.ts";

/**
 * What each public page shows and reads, for the page cache (decision 024): the content tags its
 * loaders read (content-version.ts; a change to one drops the pages that carry it and no other), and
 * the query parameters its loaders and components read (any other, `?utm_source=` or a random
 * string, is dropped before the page is made, so one kept page serves them all). The root route
 * shows the offers' banner on every page. Kept beside web/app/routes.ts by hand: a new route with a
 * loader, or a new parameter read, must be added here (page-routes.test.ts checks the route table).
 * A path not listed keeps its whole query and is dropped by any change (`*`).
 */
type PageRoute = { tags: (id: string) => string[]; query: readonly string[] };

const ROOT_TAGS = ["offers"];
const EVERYTHING = ["*"];

const none = () => [];
const tags =
  (...names: string[]) =>
  () =>
    names;
/** A product's own tag, for an id the catalogue reads as that product (`007` is product 7). */
const productTag = (id: string) => (/^\d{1,15}$/.test(id) ? `product:${Number(id)}` : "*");

const lineRoute: PageRoute = { tags: tags("catalogue"), query: [] };
const plain: PageRoute = { tags: none, query: [] };

/** The public pages by path; `:id` is the one dynamic segment. */
export const PAGE_ROUTES: Record<string, PageRoute> = {
  [paths.home]: plain,
  [paths.about]: plain,
  [paths.contact]: { tags: none, query: ["subject"] },
  [paths.essBatteries]: lineRoute,
  [paths.evBatteries]: lineRoute,
  [paths.inverter]: lineRoute,
  [paths.solarBatteries]: lineRoute,
  [paths.telecomBatteries]: lineRoute,
  // ?form=check opens the status check.
  [paths.warranty]: { tags: none, query: ["form"] },
  [paths.complaint]: plain,
  // The load calculator's result links here with the product and message filled in.
  [paths.quote]: { tags: none, query: ["product", "message"] },
  [paths.loadCalculator]: {
    tags: tags("catalogue"),
    query: ["preset", "hours", ...APPLIANCES.flatMap((appliance) => [appliance.id, wattsParam(appliance.id)])],
  },
  [paths.support]: plain,
  // The look-up form only: a request's own page (/track-request/:token) is private and never kept.
  [paths.trackRequest]: plain,
  [paths.shop]: { tags: tags("catalogue", "slides", RECENT_ORDERS_SHOWN_TAG, "search"), query: [SHOP_PAGE_KEY, ...Object.values(SHOP_QUERY_KEYS)] },
  [paths.cart]: { tags: tags("catalogue"), query: [] },
  // The product, its reviews and its "EMI from"; ?review=write opens the review form.
  [paths.product(":id")]: { tags: (id) => [productTag(id), "emi"], query: ["review"] },
  [paths.buyNow(":id")]: { tags: (id) => [productTag(id), "delivery"], query: ["pincode"] },
  [paths.checkout]: { tags: tags("catalogue"), query: ["pincode"] },
  [paths.onlinePayment]: plain,
  [paths.privacy]: plain,
  [paths.terms]: plain,
  [paths.cancellationRefund]: plain,
  [paths.shipping]: plain,
  [paths.blog]: { tags: tags("blog"), query: [] },
  [paths.blogPost(":id")]: { tags: tags("blog"), query: [] },
  [paths.branch]: plain,
  [paths.storeLocator]: { tags: tags("stores"), query: ["q", "category"] },
  [paths.accessories]: { tags: tags("catalogue"), query: [] },
  [paths.emiOptions]: { tags: tags("emi"), query: ["amount", "months"] },
};

/** React Router's own parameters on a data request (`/shop-online.data?_routes=...`) and an index action. */
const ROUTER_QUERY = ["_routes", "index"];

export type PageOf = {
  /** The path and the query the page reads, sorted: the cache key, and the URL the page is made from. */
  url: string;
  /** The content the page shows. */
  tags: string[];
};

/** The page a request URL asks for (path and query, as Fastify's `request.url`). */
export function pageOf(requestUrl: string): PageOf {
  const url = new URL(requestUrl, "http://page.invalid");
  const data = url.pathname.endsWith(".data");
  // React Router asks for the data of `/` at `/_root.data`.
  const pathname = data ? (url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length)) : url.pathname;
  const found = findRoute(pathname);
  if (!found) return { url: requestUrl, tags: EVERYTHING };
  const read = new Set([...found.route.query, ...(data ? ROUTER_QUERY : [])]);
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (read.has(name)) kept.append(name, value);
  kept.sort();
  const query = kept.size > 0 ? `?${kept}` : "";
  return { url: `${url.pathname}${query}`, tags: [...new Set([...ROOT_TAGS, ...found.route.tags(found.id)])] };
}

const dynamicRoutes = Object.entries(PAGE_ROUTES)
  .filter(([path]) => path.includes(":id"))
  .map(([path, route]) => {
    const [before, after] = path.split(":id") as [string, string];
    return { before, after, route };
  });

function findRoute(pathname: string): { route: PageRoute; id: string } | undefined {
  const exact = Object.hasOwn(PAGE_ROUTES, pathname) && !pathname.includes(":") ? PAGE_ROUTES[pathname] : undefined;
  if (exact) return { route: exact, id: "" };
  for (const { before, after, route } of dynamicRoutes) {
    if (!pathname.startsWith(before) || !pathname.endsWith(after)) continue;
    const id = pathname.slice(before.length, pathname.length - after.length);
    if (id !== "" && !id.includes("/")) return { route, id: safeDecode(id) };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
