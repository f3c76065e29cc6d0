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
// What an inverter needs to run (decision 044): its battery built in, or a separate bank of a voltage

/** Whether an inverter's battery is inside the unit or a separate bank the buyer adds. */
export const BATTERY_SUPPLIES = ["built-in", "external"] as const;
export type BatterySupply = (typeof BATTERY_SUPPLIES)[number];

/** An inverter's battery as the shop shows it: built in, or a bank of this nominal voltage to buy with it. */
export type BatteryNeed = { supply: "built-in" } | { supply: "external"; bank_volts: number };

/** The bank voltages an inverter can take: from a 12 V home unit to a 800 V commercial string. */
export const BANK_VOLTS_MIN = 12;
export const BANK_VOLTS_MAX = 800;

export const batteryMessages = {
  required: "Say whether the inverter's battery is built in or a separate bank",
  notInverter: "Only an inverter has a battery setting: leave it empty for this category",
  voltsRequired: "Enter the voltage of the battery bank it needs, for example 48",
  voltsRange: `Enter a bank voltage from ${BANK_VOLTS_MIN} to ${BANK_VOLTS_MAX} V, with at most one decimal`,
  voltsBuiltIn: "A built-in battery has no separate bank: leave the bank voltage empty",
} as const;

/** The battery fields as staff and imports give them. */
export type BatteryFields = { category: string; battery: BatterySupply | null; batteryBankVolts: number | null };

/**
 * What is wrong with a product's battery fields, by field (empty when nothing is): only an inverter
 * has one, a separate bank has a voltage of 12 to 800 V and a built-in battery none. `required`: an
 * inverter must say which (the console's form; an import may leave it to the specifications).
 */
export function batteryFieldProblems(fields: BatteryFields, { required }: { required: boolean }): { path: "battery" | "batteryBankVolts"; message: string }[] {
  const { category, battery, batteryBankVolts: volts } = fields;
  if (category !== "inverter") {
    return battery !== null || volts !== null ? [{ path: "battery", message: batteryMessages.notInverter }] : [];
  }
  if (battery === null) return required ? [{ path: "battery", message: batteryMessages.required }] : [];
  if (battery === "built-in") return volts !== null ? [{ path: "batteryBankVolts", message: batteryMessages.voltsBuiltIn }] : [];
  if (volts === null) return [{ path: "batteryBankVolts", message: batteryMessages.voltsRequired }];
  const tenths = volts * 10;
  if (!(volts >= BANK_VOLTS_MIN && volts <= BANK_VOLTS_MAX) || Math.abs(Math.round(tenths) - tenths) > 1e-6) return [{ path: "batteryBankVolts", message: batteryMessages.voltsRange }];
  return [];
}

/** The battery fields as the shop shows them, or null when the product has none. */
export function batteryNeedOf(battery: BatterySupply | null, bankVolts: number | null): BatteryNeed | null {
  if (battery === "built-in") return { supply: "built-in" };
  if (battery === "external" && bankVolts !== null) return { supply: "external", bank_volts: bankVolts };
  return null;
}

/** 48 → "48 V", 12.8 → "12.8 V". */
export function voltsText(volts: number): string {
  return `${Math.round(volts * 10) / 10} V`;
}

/** The line every inverter card and product page shows: "Battery built in" or "Needs a 48 V battery bank (not included)". */
export function batteryNeedText(need: BatteryNeed | null | undefined): string | null {
  if (!need) return null;
  return need.supply === "built-in" ? "Battery built in" : `Needs a ${voltsText(need.bank_volts)} battery bank (not included)`;
}

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
