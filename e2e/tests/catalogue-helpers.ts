import type { APIRequestContext } from "@playwright/test";

/** A catalogue product as the tests read it from the public API. */
export type CatalogueProduct = { id: number; model: string; product_name: string; product_discountedPrice: number; product_stock: number; image: string };

/** The catalogue as the shop's API lists it now. */
export async function catalogue(request: APIRequestContext): Promise<CatalogueProduct[]> {
  const body: { data: CatalogueProduct[] } = await (await request.get("/api/v1/productData")).json();
  return body.data;
}

/** A product of the demo catalogue by its model code. */
export async function productByModel(request: APIRequestContext, model: string): Promise<CatalogueProduct> {
  const product = (await catalogue(request)).find((candidate) => candidate.model === model);
  if (!product) throw new Error(`${model} is not in the catalogue`);
  return product;
}

/** A stored cart line, as the shop writes it (localStorage "cart"). */
export const cartLine = (product: CatalogueProduct, quantity: number, overrides: Record<string, unknown> = {}) => ({
  id: product.id,
  product_name: product.product_name,
  product_discountedPrice: product.product_discountedPrice,
  quantity,
  image: product.image,
  product_stock: product.product_stock,
  ...overrides,
});
