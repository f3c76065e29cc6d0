import { defaultTaxClass } from "@urjavolt/contract/gst";
import type { NewProductRow } from "../db/schema/catalogue.ts";

/**
 * A product row for a test's own catalogue: an inverter at ₹25,000 (₹30,000 list), ten in stock, a
 * five-year warranty and its category's tax class; `overrides` set what the test is about. The
 * model code and slug follow the id, so ids keep products apart.
 */
/** Every declaration a product page needs (decision 051), for a product that is ready to sell. */
export const fullDeclarations = {
  genericName: "Inverter/UPS (pure sine wave)",
  netQuantity: "1 N",
  dimensions: "440 x 300 x 160 mm",
  weight: "12 kg",
  countryOfOrigin: "India",
  bisStandard: "IS 16242 (Part 1) : 2014",
  bisRegistration: "R-41001234",
  eprRegistration: "EPR-EW-PB-2025-0042",
} satisfies Partial<NewProductRow>;

export function productRow(overrides: Partial<NewProductRow> & { id?: number } = {}): NewProductRow {
  const key = overrides.id ?? overrides.model ?? "1";
  const category = overrides.category ?? "inverter";
  return {
    model: `UVT-${key}`,
    slug: `uvt-${String(key).toLowerCase()}`,
    name: `Test Inverter ${key}`,
    category,
    brand: "UrjaVolt",
    description: "A test product.",
    pricePaise: 3_000_000,
    discountedPricePaise: 2_500_000,
    stock: 10,
    warranty: "5 years",
    warrantyMonths: 60,
    ...defaultTaxClass(category),
    ...overrides,
  };
}
