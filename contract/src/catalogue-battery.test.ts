import { describe, expect, it } from "vitest";
import { AdminProductInputSchema } from "./catalogue-admin.ts";
import { batteryOffer, compatibleBattery, fitsInverter } from "./catalogue-battery.ts";
import { ProductInputSchema, normalizeIncomingProduct } from "./catalogue.ts";
import { type BatteryNeed, batteryFieldProblems, batteryMessages, batteryNeedOf, batteryNeedText } from "./catalogue-rules.ts";
import { recommend, sizeLoad } from "./load-calculator.ts";
import type { SizingProduct } from "./load-calculator-ratings.ts";

let nextId = 1;
function product(overrides: Partial<SizingProduct> & Pick<SizingProduct, "product_category" | "specs">): SizingProduct {
  const id = overrides.id ?? nextId++;
  return { id, model: `M-${id}`, product_name: `Product ${id}`, product_capacity: "", product_price: 1000, product_discountedPrice: 1000, product_stock: 10, image: "/x.svg", battery: null, ...overrides };
}
const inverter = (va: number, price: number, battery: BatteryNeed, specs: Record<string, string> = {}) =>
  product({ product_name: `Inverter ${va}VA`, product_category: "inverter", product_discountedPrice: price, battery, specs: { "Rated capacity": `${va}VA`, ...specs } });
const bank = (volts: string, ah: number, price: number, stock: number, category: SizingProduct["product_category"] = "battery") =>
  product({ product_name: `${volts} ${ah}Ah`, product_category: category, product_discountedPrice: price, product_stock: stock, specs: { "Nominal voltage": volts, Capacity: `${ah}Ah` } });

// The demo catalogue's inverters and banks (server/src/modules/catalogue/catalogue-seed.ts).
const uvi2100 = inverter(2100, 42_999, { supply: "built-in" }, { "System voltage": "25.6V", "Built-in battery": "25.6V 100Ah LiFePO4" });
const uvi3500 = inverter(3500, 34_999, { supply: "external", bank_volts: 48 }, { "System voltage": "48V" });
const uvi7500 = inverter(7500, 72_999, { supply: "external", bank_volts: 96 }, { "System voltage": "96V" });
const uvi10000 = inverter(10000, 99_999, { supply: "external", bank_volts: 120 }, { "System voltage": "120V" });
const uvb48x100 = bank("48V", 100, 74_999, 15);
const uvb48x200 = bank("48V", 200, 1_39_999, 6);
const uvb51x100 = bank("51.2V", 100, 79_999, 2);
const solar96x100 = bank("96 V", 100, 1_59_999, 5, "solar");
const solar96x150 = bank("96 V", 150, 2_34_999, 4, "solar");
const solar120x150 = bank("120 V", 150, 2_89_999, 0, "solar");
const solar120x200 = bank("120 V", 200, 3_79_999, 2, "solar");
const ev48 = bank("48V", 24, 23_999, 30, "ev");
const catalogue = [uvi2100, uvi3500, uvi7500, uvi10000, uvb48x100, uvb48x200, uvb51x100, solar96x100, solar96x150, solar120x150, solar120x200, ev48];

describe("the compatible battery", () => {
  it("is one unit of the smallest bank of the inverter's voltage, never an EV pack", () => {
    expect(compatibleBattery(uvi3500, catalogue)).toMatchObject({ product: { id: uvb48x100.id }, units: 1 });
    expect(compatibleBattery(uvi7500, catalogue)?.product.id).toBe(solar96x100.id);
  });
  it("prefers a bank in stock over a smaller one sold out", () => {
    expect(compatibleBattery(uvi10000, catalogue)?.product.id).toBe(solar120x200.id);
    expect(compatibleBattery(uvi3500, [uvi3500, { ...uvb48x100, product_stock: 0 }, uvb48x200])?.product.id).toBe(uvb48x200.id);
  });
  it("offers a sold-out bank when it is the only one, and none for a voltage the shop does not sell", () => {
    expect(compatibleBattery(uvi10000, [uvi10000, solar120x150])?.inStock).toBe(false);
    expect(compatibleBattery(inverter(9000, 1, { supply: "external", bank_volts: 240 }), catalogue)).toBeNull();
  });
  it("is none for a built-in battery or a product without one", () => {
    expect(compatibleBattery(uvi2100, catalogue)).toBeNull();
    expect(compatibleBattery(uvb48x100, catalogue)).toBeNull();
  });
  it("is the load calculator's own bank for the same voltage", () => {
    // A 3 BHK's load for 2.5 hours needs the 3500VA with one 48V 100Ah bank; the product page offers the same.
    const sizing = sizeLoad({ lines: [{ id: "fan", count: 5, watts: 75 }, { id: "led", count: 10, watts: 10 }, { id: "tv", count: 2, watts: 100 }, { id: "fridge", count: 1, watts: 150 }, { id: "cooler", count: 2, watts: 200 }], hours: 2.5 });
    const result = recommend(sizing, catalogue);
    expect(result).toMatchObject({ inverter: { id: uvi3500.id }, battery: { product: { id: uvb48x100.id }, units: 1 } });
  });
  it("the calculator reads the bank voltage from the battery field, not only the specifications", () => {
    const relabelled = { ...uvi3500, specs: { "Rated capacity": "3500VA" } };
    const sizing = sizeLoad({ lines: [{ id: "fan", count: 4, watts: 75 }], hours: 2 });
    expect(recommend(sizing, [relabelled, uvb48x100])).toMatchObject({ inverter: { id: relabelled.id }, battery: { product: { id: uvb48x100.id } } });
  });
  it("fits a bank within 10% of the inverter's voltage", () => {
    expect(fitsInverter(uvb51x100, uvi3500)).toBe(true);
    expect(fitsInverter(solar96x100, uvi3500)).toBe(false);
    expect(fitsInverter(ev48, uvi3500)).toBe(false);
    expect(fitsInverter(uvb48x100, uvi2100)).toBe(false);
  });
  it("is offered with its name, price, stock and picture only", () => {
    expect(batteryOffer(uvi3500, catalogue)).toEqual({ id: uvb48x100.id, product_name: "48V 100Ah", product_discountedPrice: 74_999, product_stock: 15, image: "/x.svg" });
  });
});

describe("the battery line of a card and product page", () => {
  it("says built in, or the bank's voltage and that it is not included", () => {
    expect(batteryNeedText({ supply: "built-in" })).toBe("Battery built in");
    expect(batteryNeedText({ supply: "external", bank_volts: 48 })).toBe("Needs a 48 V battery bank (not included)");
    expect(batteryNeedText({ supply: "external", bank_volts: 25.6 })).toBe("Needs a 25.6 V battery bank (not included)");
    expect(batteryNeedText(null)).toBeNull();
  });
  it("comes from the stored fields", () => {
    expect(batteryNeedOf("built-in", null)).toEqual({ supply: "built-in" });
    expect(batteryNeedOf("external", 96)).toEqual({ supply: "external", bank_volts: 96 });
    expect(batteryNeedOf(null, null)).toBeNull();
  });
});

describe("the battery fields' validation", () => {
  const fields = (category: string, battery: "built-in" | "external" | null, batteryBankVolts: number | null) => ({ category, battery, batteryBankVolts });
  it("takes a built-in battery, or a separate bank of 12 to 800 V", () => {
    expect(batteryFieldProblems(fields("inverter", "built-in", null), { required: true })).toEqual([]);
    expect(batteryFieldProblems(fields("inverter", "external", 48), { required: true })).toEqual([]);
    expect(batteryFieldProblems(fields("inverter", "external", 25.6), { required: true })).toEqual([]);
    expect(batteryFieldProblems(fields("battery", null, null), { required: true })).toEqual([]);
  });
  it("refuses what does not make sense, field by field", () => {
    expect(batteryFieldProblems(fields("inverter", null, null), { required: true })).toEqual([{ path: "battery", message: batteryMessages.required }]);
    expect(batteryFieldProblems(fields("inverter", null, null), { required: false })).toEqual([]);
    expect(batteryFieldProblems(fields("inverter", "external", null), { required: true })).toEqual([{ path: "batteryBankVolts", message: batteryMessages.voltsRequired }]);
    for (const volts of [0, 6, 801, 48.25, Number.NaN]) {
      expect(batteryFieldProblems(fields("inverter", "external", volts), { required: true })).toEqual([{ path: "batteryBankVolts", message: batteryMessages.voltsRange }]);
    }
    expect(batteryFieldProblems(fields("inverter", "built-in", 48), { required: true })).toEqual([{ path: "batteryBankVolts", message: batteryMessages.voltsBuiltIn }]);
    expect(batteryFieldProblems(fields("solar", "external", 48), { required: false })).toEqual([{ path: "battery", message: batteryMessages.notInverter }]);
  });
  it("the console's form needs it for an inverter; an import reads it from the specifications", () => {
    const form = {
      model: "UVI-9", name: "Inverter", category: "inverter", brand: "UrjaVolt", description: "An inverter.", price: 100, discountedPrice: 90, images: [], capacity: "",
      batteryType: "", warranty: "2 Years", warrantyMonths: 24, features: [], specifications: {}, additionalInfo: {}, dimensions: null, weight: null, inTheBox: [],
      madeInIndia: true, isNew: false, bestSeller: false, hsnCode: "85044010", gstRatePercent: 18, stock: 1,
    };
    const refused = AdminProductInputSchema.safeParse({ ...form, battery: null, batteryBankVolts: null });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ["battery"], message: batteryMessages.required })]);
    expect(AdminProductInputSchema.safeParse({ ...form, battery: "external", batteryBankVolts: 48 }).success).toBe(true);

    const old = normalizeIncomingProduct({ product_name: "Old", product_category: "inverter", product_price: 1, product_specs: { "System voltage": "96V" } }, { brand: "UrjaVolt" });
    expect(old).toMatchObject({ battery: "external", batteryBankVolts: 96 });
    expect(normalizeIncomingProduct({ product_name: "Old", product_category: "inverter", product_specs: '{"Built-in battery":"12.8V 100Ah"}' }, { brand: "B" })).toMatchObject({ battery: "built-in", batteryBankVolts: null });
    expect(normalizeIncomingProduct({ product_name: "New", product_category: "inverter", battery: "external", battery_bank_volts: "120 V" }, { brand: "B" })).toMatchObject({ battery: "external", batteryBankVolts: 120 });
    expect(normalizeIncomingProduct({ product_name: "Pack", product_category: "ev", battery: "external", battery_bank_volts: 48 }, { brand: "B" })).toMatchObject({ battery: null, batteryBankVolts: null });
    expect(ProductInputSchema.safeParse({ ...normalizeIncomingProduct({ product_name: "X", product_category: "inverter", product_description: "d", battery: "external" }, { brand: "B" }) }).success).toBe(false);
  });
});
