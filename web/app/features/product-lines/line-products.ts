import type { AppLoadContext } from "react-router";
import type { ProductList } from "@urjavolt/contract/catalogue";
import { type CatalogueLineId, catalogueLine } from "@urjavolt/contract/catalogue-rules";

/** A product of a line as its marketing page shows it: what the card needs, live from the catalogue. */
export type LineProduct = {
  id: number;
  name: string;
  model: string;
  image: string;
  price: number;
  discountedPrice: number;
  stock: number;
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
