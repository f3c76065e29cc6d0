import type { ProductListItem } from "@urjavolt/contract/catalogue";

let nextId = 1;

/** One product as the catalogue list answers it, with its own id and plain defaults, for tests of pages that show products. */
export function catalogueItem(overrides: Partial<ProductListItem>): ProductListItem {
  const id = nextId++;
  return {
    id,
    model: `M-${id}`,
    slug: `m-${id}`,
    product_name: `Product ${id}`,
    product_category: "inverter",
    product_category_name: "Lithium-Ion Inverter/UPS",
    product_brand: "UrjaVolt",
    product_description: "A product.",
    product_price: 40_000,
    product_discountedPrice: 35_000,
    product_stock: 10,
    image: "/images/products/x.svg",
    rating: 4,
    reviews: 2,
    product_capacity: "1100VA",
    product_surgeVA: null,
    product_batteryType: "LiFePO4",
    product_warranty: "5 Years",
    warranty_months: 60,
    product_features: ["Feature"],
    specs: {},
    madeInIndia: true,
    isNew: false,
    bestSeller: false,
    battery: null,
    product_priceRange: "30000-40000",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
