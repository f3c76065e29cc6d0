import { describe, expect, it } from "vitest";
import { ProductInputSchema, normalizeIncomingProduct, parseBoolean, parseLines, parseList, parseNumber, parseRecord, parseWarrantyMonths } from "./catalogue.ts";
import { CATALOGUE_LINES, CATEGORY_IDS, cardStockText, discountPercent, lowStockText, priceBand, stockStatus } from "./catalogue-rules.ts";
import { formatRupees, paiseToRupees, rupeesToPaise } from "./money.ts";

describe("discountPercent", () => {
  it("is the rounded saving over the price when the discounted price is lower", () => {
    expect(discountPercent(32_999, 27_499)).toBe(17);
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(3, 2)).toBe(33);
    expect(discountPercent(200, 1)).toBe(100);
  });
  it("is 0 with no discount, a higher discounted price or no price", () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe("priceBand", () => {
  it("places a discounted price in the spec's bands, lower bound included", () => {
    expect(priceBand(0)).toBe("0-30000");
    expect(priceBand(29_999)).toBe("0-30000");
    expect(priceBand(30_000)).toBe("30000-40000");
    expect(priceBand(39_999.5)).toBe("30000-40000");
    expect(priceBand(40_000)).toBe("40000-50000");
    expect(priceBand(49_999)).toBe("40000-50000");
    expect(priceBand(50_000)).toBe("50000+");
    expect(priceBand(4_49_999)).toBe("50000+");
  });
});

describe("stock texts", () => {
  it("warns at 5 or fewer on the product page", () => {
    expect(lowStockText(5)).toBe("Only 5 left - Order soon!");
    expect(lowStockText(1)).toBe("Only 1 left - Order soon!");
    expect(lowStockText(6)).toBeNull();
    expect(lowStockText(0)).toBeNull();
  });
  it("gives the card's shorter texts and Out of Stock at 0", () => {
    expect(cardStockText(3)).toBe("Only 3 left!");
    expect(cardStockText(0)).toBe("Out of Stock");
    expect(cardStockText(20)).toBeNull();
    expect([stockStatus(0), stockStatus(5), stockStatus(6)]).toEqual(["out-of-stock", "low", "in-stock"]);
  });
});

describe("formatRupees", () => {
  it("groups the Indian way", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(1000)).toBe("₹1,000");
    expect(formatRupees(27_499)).toBe("₹27,499");
    expect(formatRupees(1_23_456)).toBe("₹1,23,456");
    expect(formatRupees(12_34_56_789)).toBe("₹12,34,56,789");
  });
  it("shows paise only when there are some, and signs negatives", () => {
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(0.05)).toBe("₹0.05");
    expect(formatRupees(-1500)).toBe("-₹1,500");
  });
});

describe("paise and rupees", () => {
  it("convert both ways without float noise", () => {
    expect(rupeesToPaise(1299.99)).toBe(129_999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(2_749_900)).toBe(27_499);
    expect(paiseToRupees(129_999)).toBe(1299.99);
  });
});

describe("parseList", () => {
  it("takes a list, JSON text, comma text or URL-encoded text", () => {
    expect(parseList(["a.svg", " b.svg ", ""])).toEqual(["a.svg", "b.svg"]);
    expect(parseList('["a.svg","b.svg"]')).toEqual(["a.svg", "b.svg"]);
    expect(parseList("a.svg, b.svg,,c.svg")).toEqual(["a.svg", "b.svg", "c.svg"]);
    expect(parseList("%5B%22a.svg%22%2C%22b.svg%22%5D")).toEqual(["a.svg", "b.svg"]);
    expect(parseList("a.svg%2Cb.svg")).toEqual(["a.svg", "b.svg"]);
    expect(parseList("only.svg")).toEqual(["only.svg"]);
    expect(parseList('"a.svg, b.svg"')).toEqual(["a.svg", "b.svg"]);
  });
  it("turns anything malformed or absent into an empty list", () => {
    expect(parseList('["a.svg",')).toEqual([]);
    expect(parseList(null)).toEqual([]);
    expect(parseList(undefined)).toEqual([]);
    expect(parseList({ a: 1 })).toEqual([]);
    expect(parseList("   ")).toEqual([]);
    expect(parseList("%E0%A4%A")).toEqual(["%E0%A4%A"]);
  });
});

describe("parseLines", () => {
  it("splits plain text by line, dropping bullets, and otherwise reads like parseList", () => {
    expect(parseLines("- Inverter\n- Bracket, screws\n\n* Manual")).toEqual(["Inverter", "Bracket, screws", "Manual"]);
    expect(parseLines('["Inverter","Manual"]')).toEqual(["Inverter", "Manual"]);
    expect(parseLines("Inverter, Manual")).toEqual(["Inverter", "Manual"]);
  });
});

describe("parseRecord", () => {
  it("takes an object or JSON text of one, keeping text, numbers and booleans as text", () => {
    expect(parseRecord({ Voltage: "48V", Cells: 16, BMS: true, Nested: { a: 1 }, Empty: " " })).toEqual({ Voltage: "48V", Cells: "16", BMS: "true" });
    expect(parseRecord('{"Voltage":"48V"}')).toEqual({ Voltage: "48V" });
    expect(parseRecord(encodeURIComponent('{"Voltage":"48V"}'))).toEqual({ Voltage: "48V" });
  });
  it("turns malformed JSON, lists and absent values into an empty object", () => {
    expect(parseRecord('{"Voltage":')).toEqual({});
    expect(parseRecord("[1,2]")).toEqual({});
    expect(parseRecord(null)).toEqual({});
    expect(parseRecord("No information provided")).toEqual({});
  });
});

describe("parseNumber, parseBoolean and parseWarrantyMonths", () => {
  it("read numbers from numbers and rupee text", () => {
    expect(parseNumber(42, 0)).toBe(42);
    expect(parseNumber("₹29,999", 0)).toBe(29_999);
    expect(parseNumber("Rs. 1,499.50", 0)).toBe(1499.5);
    expect(parseNumber("abc", 7)).toBe(7);
    expect(parseNumber(Number.NaN, 7)).toBe(7);
    expect(parseNumber("", 7)).toBe(7);
  });
  it("read booleans from flags and text", () => {
    expect([parseBoolean(true), parseBoolean("yes"), parseBoolean(1), parseBoolean("TRUE")]).toEqual([true, true, true, true]);
    expect([parseBoolean(false), parseBoolean("no"), parseBoolean(0), parseBoolean(null), parseBoolean("maybe")]).toEqual([false, false, false, false, false]);
  });
  it("read warranty months from text", () => {
    expect(parseWarrantyMonths("5 Years")).toBe(60);
    expect(parseWarrantyMonths("18 months")).toBe(18);
    expect(parseWarrantyMonths("1 year limited warranty")).toBe(12);
    expect(parseWarrantyMonths("Lifetime")).toBeNull();
  });
});

describe("normalizeIncomingProduct", () => {
  it("reads the old server's record, alternative names and text-encoded lists included", () => {
    const product = normalizeIncomingProduct(
      {
        model: "UVI-1100",
        product_title: "Lithium Inverter/UPS 1100VA",
        product_category: "Inverter",
        product_price: "32,999",
        product_discountedPrice: 27_499,
        product_stock: "4",
        product_image: "a.svg,b.svg",
        product_features: '["Up to 98% efficiency","25A fast charging"]',
        specs: '{"Efficiency":"Up to 98%"}',
        addtional_info: { Model: "UVI-1100" },
        whatInTheBox: "Inverter\nManual",
        warranty: "5 Years",
        local: "true",
        isNew: 0,
        bestSeller: "yes",
      },
      { brand: "UrjaVolt" },
    );
    expect(product).toMatchObject({
      model: "UVI-1100",
      name: "Lithium Inverter/UPS 1100VA",
      category: "inverter",
      brand: "UrjaVolt",
      pricePaise: 3_299_900,
      discountedPricePaise: 2_749_900,
      stock: 4,
      images: ["a.svg", "b.svg"],
      features: ["Up to 98% efficiency", "25A fast charging"],
      specifications: { Efficiency: "Up to 98%" },
      additionalInfo: { Model: "UVI-1100" },
      inTheBox: ["Inverter", "Manual"],
      warranty: "5 Years",
      warrantyMonths: 60,
      madeInIndia: true,
      isNew: false,
    });
    // The record's bestSeller is not taken: the shop works it out from its sales (decision 046).
    expect(product).not.toHaveProperty("bestSeller");
    expect(ProductInputSchema.safeParse(product).success).toBe(true);
  });
  it("applies the spec's defaults and falls back to the price when there is no discounted price", () => {
    const product = normalizeIncomingProduct({ product_category: "ev", product_price: 1000, product_features: "not [json" }, { brand: "UrjaVolt" });
    expect(product).toMatchObject({
      name: "Unknown Product",
      description: "No description available",
      discountedPricePaise: 100_000,
      warranty: "1 year limited warranty",
      warrantyMonths: 12,
      features: ["not [json"],
      specifications: {},
      dimensions: null,
      rating: 0,
    });
  });
  it("is refused by the schema when the category is unknown or the discount is above the price", () => {
    const unknown = ProductInputSchema.safeParse(normalizeIncomingProduct({ product_category: "toys", product_price: 10 }, { brand: "UrjaVolt" }));
    expect(unknown.success).toBe(false);
    const above = ProductInputSchema.safeParse(
      normalizeIncomingProduct({ product_category: "ev", product_price: 10, product_discountedPrice: 12 }, { brand: "UrjaVolt" }),
    );
    expect(above.success).toBe(false);
    expect(above.error?.issues[0]?.path).toEqual(["discountedPricePaise"]);
  });
});

describe("catalogue lines", () => {
  it("are the five linked from the marketing pages and list only known categories", () => {
    expect(CATALOGUE_LINES.map((line) => line.id)).toEqual(["inverter", "solar", "ess", "telecom", "ev"]);
    for (const line of CATALOGUE_LINES) for (const category of line.categories) expect(CATEGORY_IDS).toContain(category);
  });
});
