import type { AppLoadContext } from "react-router";
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

const joined = (items: readonly string[], word: "and" | "or") => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`);

/**
 * What the line's inverters need to run, said from the catalogue (decision 044): which have the battery built in
 * and which need a separate bank of which voltages. Null when the line has no inverter that says.
 */
export function batterySummary(products: readonly LineProduct[]): string | null {
  const inverters = products.filter((product) => product.battery).sort((a, b) => Number.parseFloat(a.capacity) - Number.parseFloat(b.capacity) || a.id - b.id);
  const named = (list: readonly LineProduct[]) => joined(list.map((product) => product.capacity || product.name), "and");
  const builtIn = inverters.filter((product) => product.battery?.supply === "built-in");
  const separate = inverters.filter((product) => product.battery?.supply === "external");
  const volts = [...new Set(separate.flatMap((product) => (product.battery?.supply === "external" ? [product.battery.bank_volts] : [])))].sort((a, b) => a - b);
  const parts: string[] = [];
  if (builtIn.length > 0) parts.push(`the ${named(builtIn)} ${builtIn.length === 1 ? "has its" : "have their"} lithium battery built in, in one wall-mounted unit`);
  if (separate.length > 0) {
    parts.push(
      `the ${named(separate)} ${separate.length === 1 ? "needs" : "need"} a separate ${joined(volts.map(voltsText), "or")} battery bank (not included), which the shop offers with ${separate.length === 1 ? "it" : "each"}`,
    );
  }
  if (parts.length === 0) return null;
  const sentence = parts.join("; ");
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
