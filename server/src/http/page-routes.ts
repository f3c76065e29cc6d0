import { splitLocale } from "@urjavolt/contract/locale";
import { APPLIANCES, COUNT_MAX, HOURS_MAX, HOURS_MIN, WATTS_MAX, readBudget, wattsParam } from "@urjavolt/contract/load-calculator";
import { EMI_AMOUNT_MAX, EMI_MONTHS_MAX, EMI_MONTHS_MIN } from "@urjavolt/contract/emi-rules";
import { complaintPrefillKeys, registerPrefillKeys } from "@urjavolt/contract/accounts";
import { paths } from "@urjavolt/contract/paths";
import { SEARCH_MAX_LENGTH, normaliseSearchQuery } from "@urjavolt/contract/search";
import { SHOP_PAGE_KEY, SHOP_QUERY_KEYS, filtersFromSearchParams, filtersToSearchParams } from "@urjavolt/contract/shop-filters";
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
type PageRoute = {
  tags: (id: string) => string[];
  query: readonly string[];
  /** The query as the page reads it, made canonical (decision 048): two URLs the page shows the same share one key. */
  canonical?: (query: URLSearchParams) => URLSearchParams;
};

/**
 * Bounds on what a query adds to a cache key (decision 048). Free text (a search) is kept as the
 * shop reads it (normaliseSearchQuery, decision 042: trimmed, lower-cased, spaces collapsed, cut at
 * SEARCH_KEY_CHARS), so one key is one page; a
 * whole number or decimal is held to its field's range; any other text is cut to the length its
 * field keeps, so the page still shows the field's error.
 */
export const SEARCH_KEY_CHARS = SEARCH_MAX_LENGTH;

export const searchKey = (text: string): string => normaliseSearchQuery(text);

/** A whole number held to min..max ("007" is 7, "500" of at most 50 is 50); other text cut to `keep` characters. */
export function wholeKey(text: string, min: number, max: number, keep = 12): string {
  const value = text.trim();
  if (!/^\d{1,15}$/.test(value)) return value.slice(0, keep);
  return String(Math.min(max, Math.max(min, Number(value))));
}

/** A decimal held to min..max, to one decimal place; other text cut to `keep` characters. */
export function decimalKey(text: string, min: number, max: number, keep = 12): string {
  const value = text.trim();
  if (!/^\d{1,6}(\.\d{1,6})?$/.test(value)) return value.slice(0, keep);
  return String(Math.min(max, Math.max(min, Math.round(Number(value) * 10) / 10)));
}

/** Each parameter's value through `normalise`, blank ones and repeats after the first dropped. */
const eachValue =
  (normalise: Record<string, (value: string) => string>) =>
  (query: URLSearchParams): URLSearchParams => {
    const out = new URLSearchParams();
    for (const [name, value] of query) {
      if (out.has(name)) continue;
      const kept = normalise[name] ? normalise[name](value) : value.slice(0, 200);
      if (kept !== "") out.append(name, kept);
    }
    return out;
  };

/** The shop's query as the shop reads it (contract/src/shop-filters.ts), the search as searchKey keeps it. */
function shopQuery(query: URLSearchParams): URLSearchParams {
  const { filters, sort } = filtersFromSearchParams(query);
  const out = new URLSearchParams(filtersToSearchParams({ ...filters, search: searchKey(filters.search) }, sort));
  const page = query.get(SHOP_PAGE_KEY);
  if (page !== null && /^\d{1,6}$/.test(page.trim()) && Number(page) > 1) out.set(SHOP_PAGE_KEY, String(Number(page)));
  return out;
}

const loadCalculatorQuery = eachValue({
  preset: (value) => value.trim().toLowerCase().slice(0, 12),
  hours: (value) => decimalKey(value, HOURS_MIN, HOURS_MAX),
  // "₹ 1,20,000" and "120000" are one page (a budget the form refuses keeps its own, short, key).
  budget: (value) => {
    const rupees = readBudget(value);
    return rupees === null ? value.trim().slice(0, 16) : String(rupees);
  },
  ...Object.fromEntries(
    APPLIANCES.flatMap((appliance) => [
      [appliance.id, (value: string) => wholeKey(value, 0, COUNT_MAX)],
      [wattsParam(appliance.id), (value: string) => wholeKey(value, 1, WATTS_MAX)],
    ]),
  ),
});

const emiQuery = eachValue({
  amount: (value) => wholeKey(value.replace(/[,\s₹]/g, ""), 1, EMI_AMOUNT_MAX, 40),
  months: (value) => wholeKey(value, EMI_MONTHS_MIN, EMI_MONTHS_MAX, 10),
});

/** Filled-in form values as the forms read them: spaces trimmed, cut at 100 characters (the longest such field), blank ones dropped. */
const prefillQuery = eachValue({
  form: (value) => value.trim().slice(0, 12),
  purchaseDate: (value) => value.trim().slice(0, 10),
  dealer: (value) => value.trim().slice(0, 100),
  invoiceno: (value) => value.trim().slice(0, 100),
  serialno: (value) => value.replace(/\s+/g, "").slice(0, 50),
  product: (value) => value.trim().slice(0, 150),
});

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
  // ?form=check opens the status check; an order's line in the account fills in the registration (decision 052).
  [paths.warranty]: { tags: none, query: ["form", ...registerPrefillKeys], canonical: prefillQuery },
  // The complaint and quote forms list the catalogue's products (decision 047); a unit's page fills in its serial and product (decision 052).
  [paths.complaint]: { tags: tags("catalogue"), query: [...complaintPrefillKeys], canonical: prefillQuery },
  // The load calculator's result links here with the product and message filled in.
  [paths.quote]: { tags: tags("catalogue"), query: ["product", "message"] },
  [paths.loadCalculator]: {
    tags: tags("catalogue"),
    query: ["preset", "hours", "budget", ...APPLIANCES.flatMap((appliance) => [appliance.id, wattsParam(appliance.id)])],
    canonical: loadCalculatorQuery,
  },
  [paths.support]: plain,
  // The look-up form only: a request's own page (/track-request/:token) is private and never kept.
  [paths.trackRequest]: plain,
  [paths.shop]: { tags: tags("catalogue", "slides", RECENT_ORDERS_SHOWN_TAG, "search"), query: [SHOP_PAGE_KEY, ...Object.values(SHOP_QUERY_KEYS)], canonical: shopQuery },
  [paths.cart]: { tags: tags("catalogue"), query: [] },
  // The product, its reviews and its "EMI from"; ?review=write opens the review form. An inverter's page offers
  // the compatible battery, read from the whole catalogue; ?pincode= shows the delivery estimate (decision 044).
  [paths.product(":id")]: { tags: (id) => [productTag(id), "emi", "catalogue"], query: ["review", "pincode"] },
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
  [paths.storeLocator]: { tags: tags("stores"), query: ["q", "category"], canonical: eachValue({ q: searchKey, category: (value) => value.trim().slice(0, 60) }) },
  [paths.accessories]: { tags: tags("catalogue"), query: [] },
  [paths.emiOptions]: { tags: tags("emi"), query: ["amount", "months"], canonical: emiQuery },
};

/** React Router's own parameters on a data request (`/shop-online.data?_routes=...`) and an index action. */
const ROUTER_QUERY = ["_routes", "index"];

export type PageOf = {
  /** The path and the query the page reads, canonical and sorted: the cache key, and the URL the page is made from. */
  url: string;
  /** The content the page shows. */
  tags: string[];
  /** Whether the path is a public page of the table above; any other (a 404, the console) is never kept. */
  known: boolean;
};

/** A key with a query the page reads, beyond React Router's own: kept apart from the shop's pages (page-cache.ts). */
export function isQueryVariant(key: string): boolean {
  const at = key.indexOf("?");
  if (at < 0) return false;
  return [...new URLSearchParams(key.slice(at + 1)).keys()].some((name) => !ROUTER_QUERY.includes(name));
}

/** The page a request URL asks for (path and query, as Fastify's `request.url`). */
export function pageOf(requestUrl: string): PageOf {
  const url = new URL(requestUrl, "http://page.invalid");
  const data = url.pathname.endsWith(".data");
  // React Router asks for the data of `/` at `/_root.data`.
  const pathname = data ? (url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length)) : url.pathname;
  // /hi/… and /pa/… are the same page in Hindi and Punjabi (decision 056): kept under their own URL, with the same content.
  const found = findRoute(splitLocale(pathname).path);
  if (!found) return { url: requestUrl, tags: EVERYTHING, known: false };
  const read = new Set(found.route.query);
  let kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (read.has(name)) kept.append(name, value);
  if (found.route.canonical) kept = found.route.canonical(kept);
  if (data) for (const name of ROUTER_QUERY) for (const value of url.searchParams.getAll(name)) kept.append(name, value.slice(0, 200));
  kept.sort();
  const query = kept.size > 0 ? `?${kept}` : "";
  return { url: `${url.pathname}${query}`, tags: [...new Set([...ROOT_TAGS, ...found.route.tags(found.id)])], known: true };
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
