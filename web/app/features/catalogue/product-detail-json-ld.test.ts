import { describe, expect, it } from "vitest";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { productJsonLd } from "./product-detail-json-ld";

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 2,
    model: "UVI-2100",
    slug: "uvi-2100",
    product_name: "Lithium Inverter/UPS 2100VA",
    product_title: "Lithium Inverter/UPS 2100VA",
    product_category: "inverter",
    product_category_name: "Lithium-Ion Inverter/UPS",
    product_brand: "UrjaVolt",
    product_description: "A 2100VA inverter </script><b>",
    product_price: 49_999,
    product_discountedPrice: 42_999,
    product_stock: 3,
    image: "/images/products/inverter-2100va.svg",
    product_images: ["/images/products/inverter-2100va.svg", "https://cdn.example/other.png"],
    rating: 4.6,
    reviews: 8,
    product_capacity: "2100VA",
    product_surgeVA: null,
    product_batteryType: "LiFePO4",
    product_warranty: "5 Years",
    warranty: "5 Years",
    warranty_months: 60,
    product_features: [],
    specs: {},
    product_specs: {},
    additional_info: {},
    dimensions: null,
    weight: null,
    what_is_in_box: [],
    installation: null,
    declarations: {
      generic_name: "Inverter/UPS with built-in lithium-ion battery",
      net_quantity: "1 N",
      country_of_origin: "India",
      manufacturer: { name: "Panchnad Power Systems Pvt. Ltd.", address: "Plot 14, Industrial Focal Point, Near Rajpura, District Patiala, Punjab 140401" },
      importer: null,
      bis_standard: "IS 16242 (Part 1) : 2014",
      bis_registration: "R-41990002",
      epr_registration: "EPR-EW-PB-2024-DEMO-0002",
    },
    madeInIndia: true,
    isNew: false,
    bestSeller: true,
    battery: { supply: "built-in" },
    product_priceRange: "40000-50000",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The site's public address, as the server's SITE_URL hands it to the page. */
const SITE_URL = "https://www.urjavolt.in";

describe("productJsonLd", () => {
  it("describes the product with its offer in rupees, absolute URLs and its rating", () => {
    const data = productJsonLd(product(), SITE_URL);
    const url = "https://www.urjavolt.in/productDetail/2";
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Lithium Inverter/UPS 2100VA",
      sku: "UVI-2100",
      url,
      brand: { "@type": "Brand", name: "UrjaVolt" },
      offers: { "@type": "Offer", url, priceCurrency: "INR", price: "42999.00", availability: "https://schema.org/InStock" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 8, bestRating: 5, worstRating: 1 },
    });
    expect(data.image).toEqual(["https://www.urjavolt.in/images/products/inverter-2100va.svg", "https://cdn.example/other.png"]);
  });

  it("has no AggregateRating without reviews", () => {
    const data = productJsonLd(product({ reviews: 0, rating: 0 }), SITE_URL);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(JSON.stringify(data)).not.toContain("AggregateRating");
  });

  it("says OutOfStock at zero stock", () => {
    expect(productJsonLd(product({ product_stock: 0 }), SITE_URL).offers.availability).toBe("https://schema.org/OutOfStock");
  });
});
