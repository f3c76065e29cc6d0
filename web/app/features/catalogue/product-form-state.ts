import type { AdminProduct } from "@urjavolt/contract/catalogue-admin";
import { CATEGORIES, type CategoryId } from "@urjavolt/contract/catalogue-rules";
import { defaultTaxClass } from "@urjavolt/contract/invoices";
import { site } from "@urjavolt/contract/site";

/** The product form's state: its fields as typed, and the conversions to and from a product. */

export type Pair = { key: number; name: string; value: string };

export type FormState = {
  model: string;
  name: string;
  category: CategoryId;
  brand: string;
  description: string;
  price: string;
  discountedPrice: string;
  stock: string;
  capacity: string;
  batteryType: string;
  warranty: string;
  warrantyMonths: string;
  features: string;
  inTheBox: string;
  specifications: Pair[];
  additionalInfo: Pair[];
  dimensions: string;
  weight: string;
  images: string[];
  madeInIndia: boolean;
  isNew: boolean;
  bestSeller: boolean;
  hsnCode: string;
  /** The select's value: one of GST_RATES, as text. */
  gstRatePercent: string;
};

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

/** The form's fields for a product, or for a new one. */
export function stateOf(product: AdminProduct | null): FormState {
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
    batteryType: product?.batteryType ?? "",
    warranty: product?.warranty ?? "",
    warrantyMonths: product ? String(product.warrantyMonths) : "",
    features: (product?.features ?? []).join("\n"),
    inTheBox: (product?.inTheBox ?? []).join("\n"),
    specifications: pairsOf(product?.specifications ?? {}),
    additionalInfo: pairsOf(product?.additionalInfo ?? {}),
    dimensions: product?.dimensions ?? "",
    weight: product?.weight ?? "",
    images: product?.images ?? [],
    madeInIndia: product?.madeInIndia ?? true,
    isNew: product?.isNew ?? false,
    bestSeller: product?.bestSeller ?? false,
    hsnCode: taxClass.hsnCode,
    gstRatePercent: String(taxClass.gstRatePercent),
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

/** The tax class follows the category while it is still the old category's usual one. */
export function withCategory(state: FormState, category: CategoryId): FormState {
  const usual = defaultTaxClass(state.category);
  const untouched = state.hsnCode === usual.hsnCode && state.gstRatePercent === String(usual.gstRatePercent);
  const next = defaultTaxClass(category);
  return { ...state, category, ...(untouched && { hsnCode: next.hsnCode, gstRatePercent: String(next.gstRatePercent) }) };
}

/**
 * What the form sends, before the schema checks it, and the errors only the form can find (a
 * specification value without a name, a name listed twice).
 */
export function candidateOf(state: FormState): { candidate: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const candidate = {
    model: state.model,
    name: state.name,
    category: state.category,
    brand: state.brand,
    description: state.description,
    price: amount(state.price),
    discountedPrice: amount(state.discountedPrice),
    stock: amount(state.stock),
    images: state.images,
    capacity: state.capacity,
    batteryType: state.batteryType,
    warranty: state.warranty,
    warrantyMonths: amount(state.warrantyMonths),
    features: lines(state.features),
    specifications: recordOf(state.specifications, "specifications", errors),
    additionalInfo: recordOf(state.additionalInfo, "additionalInfo", errors),
    dimensions: state.dimensions.trim() || null,
    weight: state.weight.trim() || null,
    inTheBox: lines(state.inTheBox),
    madeInIndia: state.madeInIndia,
    isNew: state.isNew,
    bestSeller: state.bestSeller,
    // Often written "8507 60 00" or "8507.60.00"; the invoice wants the digits.
    hsnCode: state.hsnCode.replace(/[\s.]/g, ""),
    gstRatePercent: amount(state.gstRatePercent),
  };
  return { candidate, errors };
}
