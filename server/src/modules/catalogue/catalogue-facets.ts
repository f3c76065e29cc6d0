import { CATEGORIES } from "@urjavolt/contract/catalogue-rules";
import type { Facet, ProductList, ProductListItem } from "@urjavolt/contract/catalogue";
import { capacityOrder } from "@urjavolt/contract/shop-filters";

/** The shop's filter groups with their counts: categories in the site's order, capacities by size, warranties by length. */
export function catalogueFacets(data: ProductListItem[]): Pick<ProductList, "categories" | "capacities" | "warranties"> {
  return { categories: categoryFacets(data), capacities: capacityFacets(data), warranties: warrantyFacets(data) };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9.]+/g, "-").replace(/^-|-$/g, "");

function categoryFacets(data: ProductListItem[]): Facet[] {
  return CATEGORIES.map((category) => ({
    id: category.id,
    name: category.name,
    count: data.filter((product) => product.product_category === category.id).length,
  }));
}

function tally(data: ProductListItem[], nameOf: (product: ProductListItem) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of data) {
    const name = nameOf(product);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

function capacityFacets(data: ProductListItem[]): Facet[] {
  const byKey = (a: string, b: string) => {
    const [x, y] = [capacityOrder(a), capacityOrder(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.localeCompare(b);
  };
  return [...tally(data, (product) => product.product_capacity)]
    .sort(([a], [b]) => byKey(a, b))
    .map(([name, n]) => ({ id: slug(name), name, count: n }));
}

function warrantyFacets(data: ProductListItem[]): Facet[] {
  const months = new Map(data.map((product) => [product.product_warranty, product.warranty_months]));
  return [...tally(data, (product) => product.product_warranty)]
    .sort(([a], [b]) => (months.get(a) ?? 0) - (months.get(b) ?? 0) || a.localeCompare(b))
    .map(([name, n]) => ({ id: slug(name), name, count: n }));
}
