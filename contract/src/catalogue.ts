import { z } from "zod";
import { HSN_PATTERN, defaultTaxClass, isGstRate, taxMessages } from "./gst.ts";
import { rupeesToPaise } from "./money.ts";
import { BATTERY_SUPPLIES, type BatterySupply, CATEGORY_IDS, type CategoryId, PRODUCT_NOT_FOUND_MESSAGE, batteryFieldProblems } from "./catalogue-rules.ts";
import { idParams } from "./ids.ts";
import { BIS_R_NUMBER_PATTERN, DEFAULT_NET_QUANTITY, declarationPairProblems } from "./catalogue-declarations.ts";

/**
 * The product catalogue (docs/requirements/online-shop.md §3 Product and Product detail, §9 business constants).
 *
 * Money: the database keeps integer paise (docs/architecture.md, decision 4). The API speaks rupees, as the
 * spec's field names (`product_price`, `product_discountedPrice`) always have: a number of rupees
 * with at most two decimals (whole rupees in practice). `paiseToRupees` and `rupeesToPaise` are the
 * only conversions; nothing else multiplies or divides by 100.
 *
 * Our own API answers clean types (numbers, lists, objects). The tolerant parsers at the end of
 * this file are for data coming in (an import, the seed): JSON text, comma text, URL-encoded lists.
 */

export const CategoryIdSchema = z.enum(CATEGORY_IDS);

// ---------------------------------------------------------------------------------------------
// API responses

const Rupees = z.number().nonnegative();

/** A facet of the catalogue: a category, capacity or warranty with how many products have it. */
export const FacetSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int().nonnegative() });
export type Facet = z.infer<typeof FacetSchema>;

/** An inverter's battery (decision 044): built in, or a separate bank of `bank_volts` that the buyer adds. */
export const BatteryNeedSchema = z.discriminatedUnion("supply", [
  z.object({ supply: z.literal("built-in") }),
  z.object({ supply: z.literal("external"), bank_volts: z.number().positive() }),
]);

/** One product as the catalogue list answers it (docs/requirements/online-shop.md §3 Product), prices in rupees. */
export const ProductListItemSchema = z.object({
  id: z.number().int().positive(),
  /** The model code printed on the product's label, e.g. "UVI-1100". */
  model: z.string(),
  /** The model code in lower case, for links that read well. */
  slug: z.string(),
  product_name: z.string(),
  product_category: CategoryIdSchema,
  product_category_name: z.string(),
  product_brand: z.string(),
  product_description: z.string(),
  product_price: Rupees,
  /** Equal to the price when there is no discount, never above it. */
  product_discountedPrice: Rupees,
  /**
   * Units in stock. In the list, a figure above LOW_STOCK_LIMIT may trail the latest sales (a sale
   * that leaves the product's card as it was does not rebuild the list, decision 024); one
   * product's own read is current, and an order is always checked against the stock itself.
   */
  product_stock: z.number().int().nonnegative(),
  /** The first image, a path on this site. */
  image: z.string(),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  product_capacity: z.string(),
  /**
   * An inverter's surge (starting) rating in VA as staff enter it in the console, or null: the load
   * calculator checks a motor's start against it (decision 043).
   */
  product_surgeVA: z.number().int().positive().nullable(),
  product_batteryType: z.string(),
  product_warranty: z.string(),
  warranty_months: z.number().int().positive(),
  product_features: z.array(z.string()),
  specs: z.record(z.string(), z.string()),
  madeInIndia: z.boolean(),
  isNew: z.boolean(),
  /** From the shop's own paid orders of the last 90 days (contract/src/bestsellers.ts, decision 046), never stored. */
  bestSeller: z.boolean(),
  /** What an inverter needs to run: its battery built in, or a bank to buy with it; null for every other product. */
  battery: BatteryNeedSchema.nullable(),
  product_priceRange: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

export const ProductListSchema = z.object({
  data: z.array(ProductListItemSchema),
  categories: z.array(FacetSchema),
  capacities: z.array(FacetSchema),
  warranties: z.array(FacetSchema),
});
export type ProductList = z.infer<typeof ProductListSchema>;

/**
 * One product as the product page reads it (docs/requirements/online-shop.md §3 Product detail): the list fields plus the
 * detail fields under the spec's names. `product_title` is the product's name and `product_specs`
 * its specifications (the same values as `product_name` and `specs`); `additional_info` is spelled
 * correctly (the old server's `addtional_info` is accepted on import).
 */
export const ProductDetailSchema = ProductListItemSchema.extend({
  product_title: z.string(),
  product_images: z.array(z.string()),
  product_specs: z.record(z.string(), z.string()),
  additional_info: z.record(z.string(), z.string()),
  dimensions: z.string().nullable(),
  weight: z.string().nullable(),
  warranty: z.string(),
  what_is_in_box: z.array(z.string()),
  /** Installation by our technician, chosen at checkout (decision 057): its fee per unit in paise (0 free); null when not offered. */
  installation: z.object({ fee_paise: z.number().int().nonnegative() }).nullable(),
  /**
   * The declarations the law asks for on the product page (decision 051): what is kept per product.
   * The maker is the company unless staff name another; consumer care is the company's
   * (contract/src/catalogue-declarations.ts). Null where staff have not said yet.
   */
  declarations: z.object({
    generic_name: z.string().nullable(),
    net_quantity: z.string(),
    country_of_origin: z.string().nullable(),
    manufacturer: z.object({ name: z.string(), address: z.string() }),
    importer: z.object({ name: z.string(), address: z.string() }).nullable(),
    bis_standard: z.string().nullable(),
    bis_registration: z.string().nullable(),
    epr_registration: z.string().nullable(),
  }),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductIdParamsSchema = idParams(PRODUCT_NOT_FOUND_MESSAGE);


/** For the sitemap: every product page and when it last changed. */
export type ProductSitemapEntry = { id: number; updatedAt: string };

// ---------------------------------------------------------------------------------------------
// Tolerant parsing of incoming data (docs/requirements/online-shop.md §3 and §8: malformed JSON is tolerated)

function decodeIfEncoded(text: string): string {
  if (!/%[0-9a-f]{2}/i.test(text)) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function cleanStrings(values: unknown[]): string[] {
  return values
    .map((value) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : ""))
    .filter((value) => value !== "");
}

/**
 * A list from whatever came in: a list, JSON text of a list, URL-encoded text of either, comma
 * text ("a.svg, b.svg"), or one plain value. Anything else (null, an object, malformed JSON that is
 * not comma text either) is an empty list.
 */
export function parseList(value: unknown): string[] {
  if (Array.isArray(value)) return cleanStrings(value);
  if (typeof value !== "string") return [];
  const text = decodeIfEncoded(value).trim();
  if (text === "") return [];
  if (text.startsWith("[")) {
    const parsed = tryJson(text);
    return Array.isArray(parsed) ? cleanStrings(parsed) : [];
  }
  if (text.startsWith('"')) {
    const parsed = tryJson(text);
    return typeof parsed === "string" ? parseList(parsed) : [];
  }
  return cleanStrings(text.split(","));
}

/**
 * A list of lines, for "what is in the box": like parseList, except that plain text is split by
 * line (or by comma when it is one line), since an item may itself contain a comma.
 */
export function parseLines(value: unknown): string[] {
  if (typeof value === "string" && !value.trim().startsWith("[") && /\n/.test(value)) {
    return cleanStrings(value.split(/\r?\n/).map((line) => line.replace(/^\s*[-*•]\s*/, "")));
  }
  return parseList(value);
}

/**
 * An object of text values from an object or JSON text of one; values that are not text become
 * text (numbers, booleans), nested values are dropped. Anything malformed is an empty object.
 */
export function parseRecord(value: unknown): Record<string, string> {
  let source: unknown = value;
  if (typeof value === "string") source = tryJson(decodeIfEncoded(value).trim());
  if (source === null || typeof source !== "object" || Array.isArray(source)) return {};
  const record: Record<string, string> = {};
  for (const [key, entry] of Object.entries(source)) {
    const name = key.trim();
    if (name === "") continue;
    if (typeof entry === "string" && entry.trim() !== "") record[name] = entry.trim();
    else if (typeof entry === "number" || typeof entry === "boolean") record[name] = String(entry);
  }
  return record;
}

/** A number from a number or numeric text ("₹29,999" and "29999.00" included); else the fallback. */
export function parseNumber(value: unknown, fallback: number): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : fallback;
  if (typeof value !== "string") return fallback;
  const cleaned = value.replace(/[₹,\s]/g, "").replace(/^rs\.?/i, "");
  if (cleaned === "") return fallback;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** true/false from a boolean, 1/0, or "true"/"yes"/"1" text; anything else is the fallback. */
export function parseBoolean(value: unknown, fallback = false): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") {
    const text = value.trim().toLowerCase();
    if (["true", "yes", "1", "y"].includes(text)) return true;
    if (["false", "no", "0", "n", ""].includes(text)) return false;
  }
  return fallback;
}

export const DEFAULT_WARRANTY = "1 year limited warranty";

/** Months of a warranty text: "5 Years" → 60, "18 months" → 18, "1 year limited warranty" → 12. */
export function parseWarrantyMonths(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(year|yr|month|mo)/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const months = /^y/i.test(match[2] ?? "") ? amount * 12 : amount;
  return months > 0 ? Math.round(months) : null;
}

/** The highest surge rating a product can carry, in VA: far above any inverter we make, so a typo of extra digits is refused. */
export const SURGE_VA_MAX = 1_000_000;

const optionalText = (max: number) => z.string().trim().min(1).max(max).nullable().default(null);

/** The declarations (decision 051) as a product to store holds them; absent ones are null. */
const DeclarationInputShape = {
  genericName: optionalText(120),
  netQuantity: z.string().trim().min(1).max(60).default(DEFAULT_NET_QUANTITY),
  countryOfOrigin: optionalText(60),
  manufacturerName: optionalText(200),
  manufacturerAddress: optionalText(400),
  importerName: optionalText(200),
  importerAddress: optionalText(400),
  bisStandard: optionalText(100),
  bisRegistration: z.string().trim().regex(BIS_R_NUMBER_PATTERN).nullable().default(null),
  eprRegistration: optionalText(80),
  declarationsDemo: z.boolean().default(false),
};

/** A product ready to store: clean types, money in paise. What the service writes. */
export const ProductInputSchema = z
  .object({
    model: z.string().trim().min(1, "Model is required").max(40),
    name: z.string().trim().min(1, "Name is required").max(200),
    category: CategoryIdSchema,
    brand: z.string().trim().min(1).max(100),
    description: z.string().trim().min(1).max(5000),
    pricePaise: z.number().int().nonnegative(),
    discountedPricePaise: z.number().int().nonnegative(),
    stock: z.number().int().nonnegative(),
    images: z.array(z.string().min(1)).max(20),
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int().nonnegative(),
    capacity: z.string().trim().max(60),
    surgeVA: z.number().int().positive().max(SURGE_VA_MAX).nullable(),
    batteryType: z.string().trim().max(60),
    warranty: z.string().trim().min(1).max(100),
    warrantyMonths: z.number().int().positive().max(600),
    features: z.array(z.string()).max(50),
    specifications: z.record(z.string(), z.string()),
    additionalInfo: z.record(z.string(), z.string()),
    dimensions: z.string().nullable(),
    weight: z.string().nullable(),
    inTheBox: z.array(z.string()).max(50),
    madeInIndia: z.boolean(),
    isNew: z.boolean(),
    hsnCode: z.string().trim().regex(HSN_PATTERN, taxMessages.hsnInvalid),
    gstRatePercent: z.number().refine(isGstRate, taxMessages.gstRateInvalid),
    battery: z.enum(BATTERY_SUPPLIES).nullable(),
    batteryBankVolts: z.number().nullable(),
    /** Installation by our technician at checkout, and its fee per unit (decision 057); left out is none. */
    installation: z.boolean().optional(),
    installationFeePaise: z.number().int().nonnegative().max(10_000_000).optional(),
    ...DeclarationInputShape,
  })
  .refine((product) => product.installation === true || !product.installationFeePaise, {
    path: ["installationFeePaise"],
    message: "An installation fee needs installation offered",
  })
  .refine((product) => product.discountedPricePaise <= product.pricePaise, {
    path: ["discountedPricePaise"],
    message: "The discounted price cannot be above the price",
  })
  .superRefine((product, context) => {
    for (const problem of batteryFieldProblems(product, { required: false })) context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
    for (const problem of declarationPairProblems(product)) context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

const firstPresent = (raw: Record<string, unknown>, ...keys: string[]): unknown => {
  for (const key of keys) {
    const value = raw[key];
    if (value !== undefined && value !== null && value !== "") return value;
  }
  return undefined;
};

/** A whole number above zero (as a number or text), else null. */
const positiveWhole = (value: unknown): number | null => {
  const number = parseNumber(value, Number.NaN);
  return Number.isInteger(number) && number > 0 ? number : null;
};

const text = (value: unknown): string | undefined => (typeof value === "string" ? value.trim() || undefined : typeof value === "number" ? String(value) : undefined);

/**
 * A product as it comes in (an import, the seed) in the spec's field names, with the spec's
 * tolerance: lists as JSON, comma or URL-encoded text, objects as JSON text, prices in rupees as
 * numbers or text, the detail's alternative names, and the spec's defaults. The result still has to
 * pass ProductInputSchema (category, prices, ...), which is where a bad record is refused.
 */
export function normalizeIncomingProduct(raw: Record<string, unknown>, defaults: { brand: string }): ProductInput {
  const price = parseNumber(raw.product_price, 0);
  const discounted = parseNumber(raw.product_discountedPrice, Number.NaN);
  const warranty = text(firstPresent(raw, "product_warranty", "warranty")) ?? DEFAULT_WARRANTY;
  const rawMonths = parseNumber(raw.warranty_months, Number.NaN);
  const name = text(firstPresent(raw, "product_name", "product_title")) ?? "Unknown Product";
  return {
    model: text(raw.model) ?? name,
    name,
    category: (text(raw.product_category)?.toLowerCase() ?? "") as CategoryId,
    brand: text(raw.product_brand) ?? defaults.brand,
    description: text(raw.product_description) ?? "No description available",
    pricePaise: rupeesToPaise(price),
    // The discounted price falls back to the price (docs/requirements/online-shop.md §3).
    discountedPricePaise: rupeesToPaise(Number.isFinite(discounted) ? discounted : price),
    stock: Math.trunc(parseNumber(raw.product_stock, 0)),
    images: parseList(firstPresent(raw, "product_images", "product_image", "image")),
    rating: parseNumber(raw.rating, 0),
    reviewCount: Math.trunc(parseNumber(firstPresent(raw, "reviews", "review_count"), 0)),
    capacity: text(raw.product_capacity) ?? "",
    surgeVA: positiveWhole(firstPresent(raw, "product_surgeVA", "surge_va")),
    batteryType: text(raw.product_batteryType) ?? "",
    warranty,
    warrantyMonths: Number.isFinite(rawMonths) && rawMonths > 0 ? Math.round(rawMonths) : (parseWarrantyMonths(warranty) ?? 12),
    features: parseList(raw.product_features),
    specifications: parseRecord(firstPresent(raw, "product_specs", "specs")),
    additionalInfo: parseRecord(firstPresent(raw, "addtional_info", "additional_info")),
    dimensions: text(raw.dimensions) ?? null,
    weight: text(raw.weight) ?? null,
    inTheBox: parseLines(firstPresent(raw, "what_is_in_box", "whatsInBox", "whatInTheBox")),
    madeInIndia: parseBoolean(firstPresent(raw, "madeInIndia", "local")),
    isNew: parseBoolean(raw.isNew),
    genericName: text(raw.generic_name) ?? null,
    netQuantity: text(raw.net_quantity) ?? DEFAULT_NET_QUANTITY,
    countryOfOrigin: text(raw.country_of_origin) ?? null,
    manufacturerName: text(raw.manufacturer_name) ?? null,
    manufacturerAddress: text(raw.manufacturer_address) ?? null,
    importerName: text(raw.importer_name) ?? null,
    importerAddress: text(raw.importer_address) ?? null,
    bisStandard: text(raw.bis_standard) ?? null,
    bisRegistration: text(raw.bis_registration) ?? null,
    eprRegistration: text(raw.epr_registration) ?? null,
    declarationsDemo: false,
    // An import's bestSeller is not taken: the shop works it out from its sales (contract/src/bestsellers.ts).
    ...incomingBattery(raw),
    // HSN code and GST rate as given, else the category's class (contract/invoices).
    ...defaultTaxClass(text(raw.product_category)?.toLowerCase() ?? ""),
    ...(text(raw.hsn_code) !== undefined && { hsnCode: text(raw.hsn_code)! }),
    ...(Number.isFinite(parseNumber(raw.gst_rate, Number.NaN)) && { gstRatePercent: parseNumber(raw.gst_rate, Number.NaN) }),
  };
}

/**
 * An incoming inverter's battery: `battery` ("built-in" or "external") and `battery_bank_volts` as
 * given; else read from the specifications an older record has ("Built-in battery", then "System
 * voltage"). Any other product has none.
 */
function incomingBattery(raw: Record<string, unknown>): { battery: BatterySupply | null; batteryBankVolts: number | null } {
  if (text(raw.product_category)?.toLowerCase() !== "inverter") return { battery: null, batteryBankVolts: null };
  const given = text(raw.battery)?.toLowerCase();
  const volts = parseNumber(String(raw.battery_bank_volts ?? "").replace(/\s*v$/i, ""), Number.NaN);
  if (given === "built-in") return { battery: "built-in", batteryBankVolts: null };
  if (given === "external") return { battery: "external", batteryBankVolts: Number.isFinite(volts) ? volts : null };
  const specs = parseRecord(firstPresent(raw, "product_specs", "specs"));
  const spec = (name: string) => Object.entries(specs).find(([key]) => key.toLowerCase() === name)?.[1];
  if (spec("built-in battery")) return { battery: "built-in", batteryBankVolts: null };
  const system = Number.parseFloat(spec("system voltage") ?? "");
  return Number.isFinite(system) && system > 0 ? { battery: "external", batteryBankVolts: system } : { battery: null, batteryBankVolts: null };
}
