/**
 * The catalogue's pure rules (docs/requirements/online-shop.md §9): categories and product lines, discount,
 * price bands and stock wording. No schemas here: the shop's pages use these on every product card
 * without downloading the validation library; the API's schemas are in catalogue.ts.
 */

// ---------------------------------------------------------------------------------------------
// Categories and product lines

/** Every category a product can have, in menu order. `name` is what a shopper reads. */
export const CATEGORIES = [
  { id: "inverter", name: "Lithium-Ion Inverter/UPS" },
  { id: "battery", name: "Lithium Inverter Batteries" },
  { id: "solar", name: "Lithium Solar Batteries" },
  { id: "ess", name: "ESS Batteries" },
  { id: "telecom", name: "Telecom Batteries" },
  { id: "ev", name: "Two/Three Wheeler EV Batteries" },
  { id: "accessory", name: "Accessories" },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];
export const CATEGORY_IDS = CATEGORIES.map((category) => category.id) as [CategoryId, ...CategoryId[]];

export function categoryName(id: string): string {
  return CATEGORIES.find((category) => category.id === id)?.name ?? id;
}

/**
 * The product lines that have a catalogue PDF at `/catalogs/<id>.pdf` (the marketing pages' "View
 * Catalog" links), the categories each one lists and the spec's claims for it (docs/requirements/site-and-service-forms.md
 * §2 and §9; no other claims).
 */
export const CATALOGUE_LINES = [
  {
    id: "inverter",
    name: "Lithium-Ion Inverter/UPS",
    categories: ["inverter", "battery"],
    claims: ["Up to 98% efficiency", "15+ years of life", "25A fast charging"],
  },
  {
    id: "solar",
    name: "Lithium Solar Batteries",
    categories: ["solar"],
    claims: ["Models from 2.5 to 10 KVA at 36 to 192 V", "LiFePO4 chemistry"],
  },
  {
    id: "ess",
    name: "ESS Batteries",
    categories: ["ess"],
    claims: ["A life of over 10 years"],
  },
  {
    id: "telecom",
    name: "Telecom Batteries",
    categories: ["telecom"],
    claims: ["48 V modules for telecom towers and shelters"],
  },
  {
    id: "ev",
    name: "Two/Three Wheeler EV Batteries",
    categories: ["ev"],
    claims: ["10 to 12 year lifespan"],
  },
] as const satisfies readonly { id: string; name: string; categories: readonly CategoryId[]; claims: readonly string[] }[];

export type CatalogueLineId = (typeof CATALOGUE_LINES)[number]["id"];
export type CatalogueLine = (typeof CATALOGUE_LINES)[number];

export function catalogueLine(id: string): CatalogueLine | undefined {
  return CATALOGUE_LINES.find((line) => line.id === id);
}

/** The product line a category belongs to (its marketing page explains the range); accessories have none. */
export function lineOfCategory(category: string): CatalogueLine | undefined {
  return CATALOGUE_LINES.find((line) => (line.categories as readonly string[]).includes(category));
}

export const BATTERY_TYPES = ["LiFePO4", "NMC"] as const;

// ---------------------------------------------------------------------------------------------
// Pure rules (docs/requirements/online-shop.md §9)

/** Rounded (price - discounted) / price in percent, when the discounted price is lower; else 0. */
export function discountPercent(price: number, discountedPrice: number): number {
  if (!(price > 0) || !(discountedPrice >= 0) || discountedPrice >= price) return 0;
  return Math.round(((price - discountedPrice) / price) * 100);
}

/** The price filter bands of docs/requirements/online-shop.md §9, by discounted price in rupees, with their stored labels. */
export const PRICE_BANDS = [
  { id: "0-30000", name: "Under ₹30,000", min: 0, max: 30_000 },
  { id: "30000-40000", name: "₹30,000 - ₹40,000", min: 30_000, max: 40_000 },
  { id: "40000-50000", name: "₹40,000 - ₹50,000", min: 40_000, max: 50_000 },
  { id: "50000+", name: "₹50,000 and above", min: 50_000, max: Number.POSITIVE_INFINITY },
] as const;

export type PriceBandId = (typeof PRICE_BANDS)[number]["id"];

/** The band of a discounted price in rupees: a band includes its lower bound, not its upper. */
export function priceBand(discountedRupees: number): PriceBandId {
  return (PRICE_BANDS.find((candidate) => discountedRupees < candidate.max) ?? PRICE_BANDS[3]).id;
}

export const LOW_STOCK_LIMIT = 5;

export type StockStatus = "out-of-stock" | "low" | "in-stock";

export function stockStatus(stock: number): StockStatus {
  if (!(stock > 0)) return "out-of-stock";
  return stock <= LOW_STOCK_LIMIT ? "low" : "in-stock";
}

/**
 * The most a product page's quantity selector offers, and the highest stock figure a page kept for
 * every visitor carries (decision 049): a page says "In Stock" and 1 to 10 above it, so a sale
 * that leaves 37 or 36 units leaves the page as it was. The cart checks the live figure, and
 * create-order the stock itself. Kept in step with migration 0027's `shown_page_stock`.
 */
export const STOCK_SHOWN_UP_TO = 10;

/** The stock as a product page shows it: 0 when sold out, the figure up to STOCK_SHOWN_UP_TO, else STOCK_SHOWN_UP_TO ("10 or more"). */
export function shownStock(stock: number): number {
  return Math.min(STOCK_SHOWN_UP_TO, Math.max(0, Number.isFinite(stock) ? Math.trunc(stock) : 0));
}

/** The product page's stock line at 5 or fewer: "Only 3 left - Order soon!"; null otherwise. */
export function lowStockText(stock: number): string | null {
  return stockStatus(stock) === "low" ? `Only ${stock} left - Order soon!` : null;
}

/** The product card's shorter warning: "Only 3 left!" at 1-5, "Out of Stock" at 0. */
export function cardStockText(stock: number): string | null {
  const status = stockStatus(stock);
  if (status === "out-of-stock") return "Out of Stock";
  return status === "low" ? `Only ${stock} left!` : null;
}

export const PRODUCT_NOT_FOUND_MESSAGE = "Product not found";
