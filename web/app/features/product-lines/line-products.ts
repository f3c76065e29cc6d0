import type { AppLoadContext } from "react-router";
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ProductList } from "@urjavolt/contract/catalogue";
import { type BatteryNeed, type CatalogueLineId, catalogueLine, voltsText } from "@urjavolt/contract/catalogue-rules";

/** A product of a line as its marketing page shows it: what the card needs, live from the catalogue. */
export type LineProduct = {
  id: number;
  name: string;
  model: string;
  image: string;
  price: number;
  discountedPrice: number;
  stock: number;
  capacity: string;
  /** An inverter's battery: built in, or the bank it needs (decision 044); null for any other product. */
  battery: BatteryNeed | null;
};

/**
 * The shop's products in a line's categories, cheapest first: every product the shop sells in the
 * range appears, with its price, offer and stock as they are now (the page is rendered per catalogue
 * version, decision 012).
 */
export function lineProducts(list: ProductList, lineId: CatalogueLineId): LineProduct[] {
  const categories: readonly string[] = catalogueLine(lineId)?.categories ?? [];
  return list.data
    .filter((product) => categories.includes(product.product_category))
    .sort((a, b) => a.product_discountedPrice - b.product_discountedPrice || a.id - b.id)
    .map((product) => ({
      id: product.id,
      name: product.product_name,
      model: product.model,
      image: product.image,
      price: product.product_price,
      discountedPrice: product.product_discountedPrice,
      stock: product.product_stock,
      capacity: product.product_capacity,
      battery: product.battery,
    }));
}

/** A line page's data: its products in the shop, or null (and the page says so) when the catalogue cannot be read. */
export async function loadLineProducts(context: AppLoadContext, lineId: CatalogueLineId): Promise<{ products: LineProduct[] | null }> {
  try {
    return { products: lineProducts(await context.services.catalogue.listProducts(), lineId) };
  } catch (error) {
    console.error(`Could not read the catalogue for the ${lineId} page.`, error);
    return { products: null };
  }
}

/** The two halves of the sentence, each an ICU plural (one inverter has its battery, several have theirs). */
const builtInWords = msg`{count, plural, one {the {names} has its lithium battery built in, in one wall-mounted unit} other {the {names} have their lithium battery built in, in one wall-mounted unit}}`;
const separateWords = msg`{count, plural, one {the {names} needs a separate {volts} battery bank (not included), which the shop offers with it} other {the {names} need a separate {volts} battery bank (not included), which the shop offers with each}}`;

/** A catalogue message with the values it is said with. */
const withValues = (words: MessageDescriptor, values: Record<string, string | number>): MessageDescriptor => ({ ...words, values });

/** "a", "a and b", "a, b and c": the words between come from the page's catalogue. */
function joined(i18n: Pick<I18n, "_">, items: readonly string[], word: "and" | "or"): string {
  if (items.length <= 1) return items[0] ?? "";
  const [list, last] = [items.slice(0, -1).join(", "), items.at(-1) ?? ""];
  return word === "and" ? i18n._(msg`${list} and ${last}`) : i18n._(msg`${list} or ${last}`);
}

/**
 * What the line's inverters need to run, said from the catalogue (decision 044) in the page's
 * language: which have the battery built in and which need a separate bank of which voltages.
 * Null when the line has no inverter that says.
 */
export function batterySummary(products: readonly LineProduct[], i18n: Pick<I18n, "_">): string | null {
  const inverters = products.filter((product) => product.battery).sort((a, b) => Number.parseFloat(a.capacity) - Number.parseFloat(b.capacity) || a.id - b.id);
  const named = (list: readonly LineProduct[]) => joined(i18n, list.map((product) => product.capacity || product.name), "and");
  const builtIn = inverters.filter((product) => product.battery?.supply === "built-in");
  const separate = inverters.filter((product) => product.battery?.supply === "external");
  const bankVolts = [...new Set(separate.flatMap((product) => (product.battery?.supply === "external" ? [product.battery.bank_volts] : [])))].sort((a, b) => a - b);
  const parts: string[] = [];
  if (builtIn.length > 0) {
    const [count, names] = [builtIn.length, named(builtIn)];
    parts.push(
      i18n._(withValues(builtInWords, { count, names })),
    );
  }
  if (separate.length > 0) {
    const [count, names, volts] = [separate.length, named(separate), joined(i18n, bankVolts.map(voltsText), "or")];
    parts.push(
      i18n._(withValues(separateWords, { count, names, volts })),
    );
  }
  if (parts.length === 0) return null;
  const sentence = parts.join("; ");
  const capitalised = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
  return i18n._(msg`${capitalised}.`);
}
