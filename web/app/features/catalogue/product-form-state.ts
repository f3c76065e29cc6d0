import type { AdminProduct } from "@urjavolt/contract/catalogue-admin";
import { CATEGORIES, type CategoryId } from "@urjavolt/contract/catalogue-rules";
import { defaultTaxClass } from "@urjavolt/contract/gst";
import { site } from "@urjavolt/contract/site";
import { DEFAULT_NET_QUANTITY } from "@urjavolt/contract/catalogue-declarations";

/**
 * The product form's fields as typed, for the site's one form layer (route-form.ts): text, the
 * select's values, and each box as "true" when ticked and "" when not.
 */

export type Pair = { key: number; name: string; value: string };

export type ProductFields = {
  model: string;
  name: string;
  category: CategoryId;
  brand: string;
  description: string;
  price: string;
  discountedPrice: string;
  /** A new product's opening stock; an existing product's stock changes by adjustments (decision 033). */
  stock: string;
  capacity: string;
  /** An inverter's surge rating in VA, as typed; empty when there is none (decision 043). */
  surgeVA: string;
  batteryType: string;
  warranty: string;
  warrantyMonths: string;
  features: string;
  inTheBox: string;
  dimensions: string;
  weight: string;
  madeInIndia: string;
  isNew: string;
  hsnCode: string;
  /** The select's value: one of GST_RATES, as text. */
  gstRatePercent: string;
  /** An inverter's battery: "built-in", "external" or "" (not chosen; every other category). */
  battery: string;
  /** The bank's voltage when the battery is a separate bank, as typed. */
  batteryBankVolts: string;
  /** Installation by our technician offered at checkout ("true" or ""), and its fee in rupees as typed (decision 057). */
  installation: string;
  installationFee: string;
} & DeclarationFields;

/** The product page's declarations (decision 051), as typed; empty is not declared yet. */
export const DECLARATION_FIELDS = [
  "genericName",
  "netQuantity",
  "countryOfOrigin",
  "manufacturerName",
  "manufacturerAddress",
  "importerName",
  "importerAddress",
  "bisStandard",
  "bisRegistration",
  "eprRegistration",
] as const;
type DeclarationFields = Record<(typeof DECLARATION_FIELDS)[number], string> & { declarationsDemo: string };

/** What the form edits as lists: name and value rows, and the images in order. */
export type ProductLists = { specifications: Pair[]; additionalInfo: Pair[]; images: string[] };

const box = (ticked: boolean) => (ticked ? "true" : "");

let pairKey = 0;
/** A new, empty row with a key of its own. */
export const newPair = (): Pair => ({ key: ++pairKey, name: "", value: "" });
const pairsOf = (record: Record<string, string>): Pair[] => Object.entries(record).map(([name, value]) => ({ key: ++pairKey, name, value }));
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const amount = (text: string) => (text.trim() === "" ? undefined : Number(text));
/** A surge rating as staff write it: "7000", "7,000", "7000 VA", "7 kVA"; empty is none, anything else fails the schema's check. */
export function surgeOf(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, "");
  if (trimmed === "") return null;
  const match = /^(\d+(?:\.\d+)?)\s*(k?)(?:va)?$/i.exec(trimmed);
  return match ? Number(match[1]) * (match[2] ? 1000 : 1) : Number.NaN;
}

/** The form's fields for a product, or for a new one. */
export function fieldsOf(product: AdminProduct | null): ProductFields {
  const category = product?.category ?? CATEGORIES[0].id;
  // A new product starts with its category's usual tax class; staff change it where it differs.
  const taxClass = product ?? defaultTaxClass(category);
  return {
    model: product?.model ?? "",
    name: product?.name ?? "",
    category,
    brand: product?.brand ?? site.brand,
    description: product?.description ?? "",
    price: product ? String(product.price) : "",
    discountedPrice: product ? String(product.discountedPrice) : "",
    stock: product ? String(product.stock) : "0",
    capacity: product?.capacity ?? "",
    surgeVA: product?.surgeVA ? String(product.surgeVA) : "",
    batteryType: product?.batteryType ?? "",
    warranty: product?.warranty ?? "",
    warrantyMonths: product ? String(product.warrantyMonths) : "",
    features: (product?.features ?? []).join("\n"),
    inTheBox: (product?.inTheBox ?? []).join("\n"),
    dimensions: product?.dimensions ?? "",
    weight: product?.weight ?? "",
    madeInIndia: box(product?.madeInIndia ?? true),
    isNew: box(product?.isNew ?? false),
    hsnCode: taxClass.hsnCode,
    gstRatePercent: String(taxClass.gstRatePercent),
    battery: product?.battery ?? "",
    batteryBankVolts: product?.batteryBankVolts === null || product?.batteryBankVolts === undefined ? "" : String(product.batteryBankVolts),
    ...(Object.fromEntries(DECLARATION_FIELDS.map((name) => [name, product?.[name] ?? ""])) as Record<(typeof DECLARATION_FIELDS)[number], string>),
    netQuantity: product?.netQuantity ?? DEFAULT_NET_QUANTITY,
    declarationsDemo: box(product?.declarationsDemo ?? false),
    installation: box(product?.installation ?? false),
    installationFee: product ? String(product.installationFee) : "0",
  };
}

/** The form's lists for a product, or for a new one. */
export function listsOf(product: AdminProduct | null): ProductLists {
  return {
    specifications: pairsOf(product?.specifications ?? {}),
    additionalInfo: pairsOf(product?.additionalInfo ?? {}),
    images: product?.images ?? [],
  };
}

/** The pairs as a record; a value without a name is an error on that list. */
function recordOf(pairs: Pair[], field: string, errors: Record<string, string>): Record<string, string> {
  const record: Record<string, string> = {};
  for (const pair of pairs) {
    const name = pair.name.trim();
    if (!name && !pair.value.trim()) continue;
    if (!name) errors[field] ??= "Every value needs a name";
    else if (name in record) errors[field] ??= `"${name}" is listed twice`;
    else record[name] = pair.value.trim();
  }
  return record;
}

/** Choosing `category`: the tax class follows it while it is still the old category's usual one. */
export function categoryChange(fields: ProductFields, category: CategoryId): Partial<ProductFields> {
  const usual = defaultTaxClass(fields.category);
  const untouched = fields.hsnCode === usual.hsnCode && fields.gstRatePercent === String(usual.gstRatePercent);
  const next = defaultTaxClass(category);
  return { category, ...(untouched && { hsnCode: next.hsnCode, gstRatePercent: String(next.gstRatePercent) }) };
}

/**
 * What the form sends, before the schema checks it, and the errors only the form can find (a
 * specification value without a name, a name listed twice). A new product sends its opening stock;
 * an edit sends the version it edits instead, never the stock.
 */
export function candidateOf(fields: ProductFields, lists: ProductLists, version: number | null): { candidate: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const candidate = {
    model: fields.model,
    name: fields.name,
    category: fields.category,
    brand: fields.brand,
    description: fields.description,
    price: amount(fields.price),
    discountedPrice: amount(fields.discountedPrice),
    ...(version === null ? { stock: amount(fields.stock) } : { version }),
    images: lists.images,
    capacity: fields.capacity,
    surgeVA: surgeOf(fields.surgeVA),
    batteryType: fields.batteryType,
    warranty: fields.warranty,
    warrantyMonths: amount(fields.warrantyMonths),
    features: lines(fields.features),
    specifications: recordOf(lists.specifications, "specifications", errors),
    additionalInfo: recordOf(lists.additionalInfo, "additionalInfo", errors),
    dimensions: fields.dimensions.trim() || null,
    weight: fields.weight.trim() || null,
    inTheBox: lines(fields.inTheBox),
    madeInIndia: fields.madeInIndia === "true",
    isNew: fields.isNew === "true",
    // Often written "8507 60 00" or "8507.60.00"; the invoice wants the digits.
    hsnCode: fields.hsnCode.replace(/[\s.]/g, ""),
    gstRatePercent: amount(fields.gstRatePercent),
    ...Object.fromEntries(DECLARATION_FIELDS.map((name) => [name, fields[name].trim() || null])),
    declarationsDemo: fields.declarationsDemo === "true",
    installation: fields.installation === "true",
    installationFee: fields.installation === "true" ? amount(fields.installationFee.trim() || "0") : 0,
    // Only an inverter has a battery setting; the bank voltage only for a separate bank (decision 044).
    ...batteryOf(fields),
  };
  return { candidate, errors };
}

function batteryOf(fields: ProductFields): { battery: string | null; batteryBankVolts: number | null } {
  if (fields.category !== "inverter" || fields.battery === "") return { battery: null, batteryBankVolts: null };
  const volts = fields.batteryBankVolts.trim().replace(/\s*v$/i, "");
  return { battery: fields.battery, batteryBankVolts: fields.battery === "external" && volts !== "" ? Number(volts) : null };
}
