import type { ProductListItem } from "./catalogue.ts";
import { normaliseSearchQuery } from "./search.ts";
import { CATEGORIES, CATEGORY_IDS, type CategoryId, PRICE_BANDS, type PriceBandId, priceBand } from "./catalogue-rules.ts";

/**
 * The shop home's filters and sort (docs/requirements/online-shop.md §2 Shop home, §3 Filter state, §5 Filters,
 * §9 price bands and sorts), as pure rules: the page filters and sorts the server-rendered
 * catalogue with these, and keeps the state in the URL query so a filtered view can be shared and
 * survives a reload.
 */

// ---------------------------------------------------------------------------------------------
// State

export const SHOP_SORTS = [
  { id: "relevance", name: "Relevance" },
  { id: "popularity", name: "Popularity" },
  { id: "price-asc", name: "Price: Low to High" },
  { id: "price-desc", name: "Price: High to Low" },
  { id: "newest", name: "Newest First" },
] as const;

export type ShopSort = (typeof SHOP_SORTS)[number]["id"];
/** The order without a search; with one, Relevance (decision 042). */
export const DEFAULT_SORT: ShopSort = "popularity";

/** The order a view starts in: the search's ranking when there is a query, popularity otherwise. */
export function defaultSort(filters: Pick<ShopFilters, "search">): ShopSort {
  return normaliseSearchQuery(filters.search) === "" ? DEFAULT_SORT : "relevance";
}

/** The orders the Sort select offers: Relevance only for a search. */
export function sortChoices(filters: Pick<ShopFilters, "search">): (typeof SHOP_SORTS)[number][] {
  return SHOP_SORTS.filter((sort) => sort.id !== "relevance" || defaultSort(filters) === "relevance");
}

/** The minimum-rating choices of the sidebar ("4★ & above" ...). */
export const RATING_CHOICES = [4, 3, 2, 1] as const;

export type ShopFilters = {
  /** Free text matched against name and description; blank means no search. */
  search: string;
  /** One category, or null for all products. */
  category: CategoryId | null;
  /** Each list is a group of choices: a product matches a group when it has any of them. */
  brands: string[];
  capacities: string[];
  batteryTypes: string[];
  warranties: string[];
  priceRanges: PriceBandId[];
  /** The minimum rating; 0 means any. */
  rating: number;
  inStock: boolean;
  madeInIndia: boolean;
};

/** The unfiltered catalogue (also what Clear All goes back to). */
export function emptyFilters(): ShopFilters {
  return {
    search: "",
    category: null,
    brands: [],
    capacities: [],
    batteryTypes: [],
    warranties: [],
    priceRanges: [],
    rating: 0,
    inStock: false,
    madeInIndia: false,
  };
}

/** Whether any filter is set (Clear All has something to clear). */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return (
    filters.search.trim() !== "" ||
    filters.category !== null ||
    filters.brands.length > 0 ||
    filters.capacities.length > 0 ||
    filters.batteryTypes.length > 0 ||
    filters.warranties.length > 0 ||
    filters.priceRanges.length > 0 ||
    filters.rating > 0 ||
    filters.inStock ||
    filters.madeInIndia
  );
}

/** A checkbox group's list with the value added, or removed when it was there. */
export function toggleChoice<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

export const NO_PRODUCTS_TEXT = "No products found matching your criteria.";

// ---------------------------------------------------------------------------------------------
// Filtering and sorting

/** The fields of a product these rules read; a catalogue list item (or a detail) has them all. */
export type ShopProduct = Pick<
  ProductListItem,
  | "product_name"
  | "product_description"
  | "product_category"
  | "product_brand"
  | "product_capacity"
  | "product_batteryType"
  | "product_warranty"
  | "warranty_months"
  | "product_discountedPrice"
  | "product_stock"
  | "rating"
  | "madeInIndia"
  | "isNew"
  | "bestSeller"
  | "createdAt"
>;

/** What the shop page holds of each product: the filters' and sorts' fields and the product card's. */
export type ShopListing = ShopProduct & Pick<ProductListItem, "id" | "product_price" | "product_features" | "image" | "battery">;

/**
 * A catalogue item as the shop page needs it: its card's first feature only, and none of the
 * specifications, which the product page shows. Every product travels in the page's HTML (the
 * page filters them in the browser), so what it leaves out, no shopper downloads.
 */
export function toShopListing(product: ProductListItem): ShopListing {
  return {
    id: product.id,
    product_name: product.product_name,
    product_description: product.product_description,
    product_category: product.product_category,
    product_brand: product.product_brand,
    product_capacity: product.product_capacity,
    product_batteryType: product.product_batteryType,
    product_warranty: product.product_warranty,
    warranty_months: product.warranty_months,
    product_price: product.product_price,
    product_discountedPrice: product.product_discountedPrice,
    product_stock: product.product_stock,
    product_features: product.product_features.slice(0, 1),
    image: product.image,
    battery: product.battery,
    rating: product.rating,
    madeInIndia: product.madeInIndia,
    isNew: product.isNew,
    bestSeller: product.bestSeller,
    createdAt: product.createdAt,
  };
}

function inGroup(chosen: readonly string[], value: string): boolean {
  return chosen.length === 0 || chosen.includes(value);
}

/** Whether one product passes every chosen filter (docs/requirements/online-shop.md §5 Filters). */
export function matchesFilters(product: ShopProduct, filters: ShopFilters): boolean {
  const search = filters.search.trim().toLowerCase();
  if (search !== "" && !product.product_name.toLowerCase().includes(search) && !product.product_description.toLowerCase().includes(search)) {
    return false;
  }
  return (
    (filters.category === null || product.product_category === filters.category) &&
    inGroup(filters.brands, product.product_brand) &&
    inGroup(filters.capacities, product.product_capacity) &&
    inGroup(filters.batteryTypes, product.product_batteryType) &&
    inGroup(filters.warranties, product.product_warranty) &&
    inGroup(filters.priceRanges, priceBand(product.product_discountedPrice)) &&
    product.rating >= filters.rating &&
    (!filters.inStock || product.product_stock > 0) &&
    (!filters.madeInIndia || product.madeInIndia)
  );
}

/** The products that pass every chosen filter, in their original order. */
export function filterProducts<T extends ShopProduct>(products: readonly T[], filters: ShopFilters): T[] {
  return products.filter((product) => matchesFilters(product, filters));
}

function time(iso: string): number {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

const comparators: Record<ShopSort, (a: ShopProduct, b: ShopProduct) => number> = {
  // The search hands the products over best first (decision 042): relevance keeps that order.
  relevance: () => 0,
  popularity: (a, b) => Number(b.bestSeller) - Number(a.bestSeller) || b.rating - a.rating,
  "price-asc": (a, b) => a.product_discountedPrice - b.product_discountedPrice,
  "price-desc": (a, b) => b.product_discountedPrice - a.product_discountedPrice,
  newest: (a, b) => Number(b.isNew) - Number(a.isNew) || time(b.createdAt) - time(a.createdAt) || 0,
};

/**
 * A sorted copy (docs/requirements/online-shop.md §9): popularity puts bestsellers first, then the higher rating; newest puts
 * new products first, then the most recently added; prices compare the discounted price. Ties keep
 * the catalogue's order.
 */
export function sortProducts<T extends ShopProduct>(products: readonly T[], sort: ShopSort): T[] {
  const compare = comparators[sort];
  return [...products].sort((a, b) => compare(a, b) || 0);
}

// ---------------------------------------------------------------------------------------------
// Facets: the sidebar's choices with how many products have each

export type FacetChoice<V extends string = string> = { value: V; label: string; count: number };

export type ShopFacets = {
  categories: FacetChoice<CategoryId>[];
  brands: FacetChoice[];
  capacities: FacetChoice[];
  batteryTypes: FacetChoice[];
  warranties: FacetChoice[];
  priceRanges: FacetChoice<PriceBandId>[];
  /** Products rated at least each choice. */
  ratings: { value: number; label: string; count: number }[];
};

function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) if (value.trim() !== "") counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function choices(counts: Map<string, number>, compare: (a: string, b: string) => number): FacetChoice[] {
  return [...counts]
    .sort(([a], [b]) => compare(a, b))
    .map(([value, count]) => ({ value, label: value, count }));
}

/** Power ratings (VA, KVA) first, then energy (kWh), then voltage and amp-hours, each by size. */
export function capacityOrder(name: string): [number, number, number] {
  let match = /([\d.]+)\s*kva/i.exec(name);
  if (match) return [0, Number(match[1]) * 1000, 0];
  match = /([\d.]+)\s*va\b/i.exec(name);
  if (match) return [0, Number(match[1]), 0];
  match = /([\d.]+)\s*kwh/i.exec(name);
  if (match) return [1, Number(match[1]), 0];
  match = /([\d.]+)\s*v\s+([\d.]+)\s*ah/i.exec(name);
  if (match) return [2, Number(match[1]), Number(match[2])];
  return [3, 0, 0];
}

const byText = (a: string, b: string) => a.localeCompare(b, "en");

/**
 * The sidebar's choices with counts over the given products (the whole catalogue): every
 * category and price band (zero counts included, in menu order), and the brands, capacities,
 * battery types and warranties the products have.
 */
export function shopFacets(products: readonly ShopProduct[]): ShopFacets {
  const months = new Map(products.map((product) => [product.product_warranty, product.warranty_months]));
  const byCapacity = (a: string, b: string) => {
    const [x, y] = [capacityOrder(a), capacityOrder(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || byText(a, b);
  };
  return {
    categories: CATEGORIES.map((category) => ({
      value: category.id,
      label: category.name,
      count: products.filter((product) => product.product_category === category.id).length,
    })),
    brands: choices(tally(products.map((product) => product.product_brand)), byText),
    capacities: choices(tally(products.map((product) => product.product_capacity)), byCapacity),
    batteryTypes: choices(tally(products.map((product) => product.product_batteryType)), byText),
    warranties: choices(
      tally(products.map((product) => product.product_warranty)),
      (a, b) => (months.get(a) ?? 0) - (months.get(b) ?? 0) || byText(a, b),
    ),
    priceRanges: PRICE_BANDS.map((band) => ({
      value: band.id,
      label: band.name,
      count: products.filter((product) => priceBand(product.product_discountedPrice) === band.id).length,
    })),
    ratings: RATING_CHOICES.map((rating) => ({
      value: rating,
      label: `${rating}★ & above`,
      count: products.filter((product) => product.rating >= rating).length,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The URL query

/** The query keys, one per filter (list groups repeat their key: ?brand=A&brand=B). */
export const SHOP_QUERY_KEYS = {
  search: "q",
  category: "category",
  brands: "brand",
  capacities: "capacity",
  batteryTypes: "batteryType",
  warranties: "warranty",
  priceRanges: "price",
  rating: "rating",
  inStock: "inStock",
  madeInIndia: "madeInIndia",
  sort: "sort",
} as const;

/** Products on one page of the shop's grid; `?page=` (1-based) picks the page, any new filter or sort starts again at 1. */
export const SHOP_PAGE_SIZE = 12;
export const SHOP_PAGE_KEY = "page";

/** The page a URL asks for among `total` results, kept within the pages there are, and the slice it shows. */
export function shopPage(requested: string | null, total: number): { page: number; pages: number; start: number; end: number } {
  const pages = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const asked = requested !== null && /^\d{1,6}$/.test(requested) ? Number(requested) : 1;
  const page = Math.min(pages, Math.max(1, asked));
  const start = (page - 1) * SHOP_PAGE_SIZE;
  return { page, pages, start, end: Math.min(total, start + SHOP_PAGE_SIZE) };
}

/** Longest search text and value kept from a URL; most values kept per group. */
export const MAX_QUERY_TEXT = 100;
export const MAX_QUERY_VALUES = 30;

/** What `URLSearchParams` (and React Router's search params) offer; all these rules need. */
export type SearchParamsLike = { getAll(name: string): string[] };

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

const isSort = (value: string): value is ShopSort => SHOP_SORTS.some((sort) => sort.id === value);
const isBand = (value: string): value is PriceBandId => PRICE_BANDS.some((band) => band.id === value);

/**
 * The query pairs for a view, defaults left out (the unfiltered catalogue in popularity order is
 * no pairs at all, a clean URL). Pass them to `new URLSearchParams(...)` or `setSearchParams`.
 */
export function filtersToSearchParams(filters: ShopFilters, sort: ShopSort = defaultSort(filters)): [string, string][] {
  const keys = SHOP_QUERY_KEYS;
  const pairs: [string, string][] = [];
  const list = (key: string, values: readonly string[]) => {
    for (const value of unique(values)) if (value.trim() !== "") pairs.push([key, value]);
  };
  const search = normaliseSearchQuery(filters.search);
  if (search !== "") pairs.push([keys.search, search]);
  if (filters.category !== null) pairs.push([keys.category, filters.category]);
  list(keys.brands, filters.brands);
  list(keys.capacities, filters.capacities);
  list(keys.batteryTypes, filters.batteryTypes);
  list(keys.warranties, filters.warranties);
  list(keys.priceRanges, filters.priceRanges);
  if (filters.rating > 0) pairs.push([keys.rating, String(filters.rating)]);
  if (filters.inStock) pairs.push([keys.inStock, "1"]);
  if (filters.madeInIndia) pairs.push([keys.madeInIndia, "1"]);
  if (sort !== defaultSort(filters)) pairs.push([keys.sort, sort]);
  return pairs;
}

/** The query string of a view: "" for the unfiltered catalogue, else "?q=...&brand=...". */
export function filtersToQueryString(filters: ShopFilters, sort: ShopSort = defaultSort(filters)): string {
  const pairs = filtersToSearchParams(filters, sort);
  if (pairs.length === 0) return "";
  return `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&")}`;
}

function listFrom(params: SearchParamsLike, key: string): string[] {
  const values = params
    .getAll(key)
    .map((value) => value.trim())
    .filter((value) => value !== "" && value.length <= MAX_QUERY_TEXT);
  return unique(values).slice(0, MAX_QUERY_VALUES);
}

function flagFrom(params: SearchParamsLike, key: string): boolean {
  return params.getAll(key).some((value) => ["1", "true", "yes"].includes(value.trim().toLowerCase()));
}

/**
 * The view a URL query describes. Never throws: unknown keys, unknown categories, bands and sorts,
 * ratings outside 1-5, blank or overlong values are ignored, and repeated values counted once.
 */
const isCategoryId = (value: string): value is CategoryId => (CATEGORY_IDS as readonly string[]).includes(value);

export function filtersFromSearchParams(params: SearchParamsLike): { filters: ShopFilters; sort: ShopSort } {
  const keys = SHOP_QUERY_KEYS;
  const filters = emptyFilters();
  // The search in its one form (trimmed, lower case, one space, at most 80 characters): one query, one cached page.
  const search = params.getAll(keys.search).map(normaliseSearchQuery).find((value) => value !== "");
  if (search !== undefined) filters.search = search;
  const category = params.getAll(keys.category).map((value) => value.trim()).find(isCategoryId);
  if (category) filters.category = category;
  filters.brands = listFrom(params, keys.brands);
  filters.capacities = listFrom(params, keys.capacities);
  filters.batteryTypes = listFrom(params, keys.batteryTypes);
  filters.warranties = listFrom(params, keys.warranties);
  filters.priceRanges = listFrom(params, keys.priceRanges).filter(isBand);
  const rating = params
    .getAll(keys.rating)
    .map((value) => (/^\d(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN))
    .find((value) => value > 0 && value <= 5);
  if (rating !== undefined) filters.rating = rating;
  filters.inStock = flagFrom(params, keys.inStock);
  filters.madeInIndia = flagFrom(params, keys.madeInIndia);
  const asked = params.getAll(keys.sort).map((value) => value.trim()).find(isSort);
  const sort = asked === undefined || (asked === "relevance" && defaultSort(filters) !== "relevance") ? defaultSort(filters) : asked;
  return { filters, sort };
}
