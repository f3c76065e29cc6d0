import { describe, expect, it } from "vitest";
import {
  type BundleChoice,
  type LoadInput,
  type NoFit,
  type Recommendation,
  chooseBundles,
  isBundleChoice,
  isRecommendation,
  loadQueryString,
  planBattery,
  presetFields,
  quoteChoiceFor,
  quoteMessage,
  readLoadQuery,
  recommend,
  sizeLoad,
} from "./load-calculator.ts";
import { type SizingProduct, batteryRating, inverterRating, readVA } from "./load-calculator-ratings.ts";

// The contract is typed without DOM or Node globals; the tests use the runtime's real URL class.
const URLSearchParams = (globalThis as unknown as { URLSearchParams: new (init?: string) => { get(name: string): string | null } }).URLSearchParams;
const query = (text: string) => readLoadQuery(new URLSearchParams(text));

let nextId = 1;

function product(overrides: Partial<SizingProduct> & Pick<SizingProduct, "product_category" | "specs">): SizingProduct {
  const id = overrides.id ?? nextId++;
  return {
    id,
    model: `M-${id}`,
    product_name: `Product ${id}`,
    product_capacity: "",
    product_price: 1000,
    product_discountedPrice: 1000,
    product_stock: 10,
    image: "/images/x.svg",
    ...overrides,
  };
}

const inverter = (va: number, price: number, stock: number, specs: Record<string, string>) =>
  product({ product_name: `Lithium Inverter/UPS ${va}VA`, product_category: "inverter", product_capacity: `${va}VA`, product_discountedPrice: price, product_stock: stock, specs: { "Rated capacity": `${va}VA`, ...specs } });
const battery = (volts: string, ah: number, price: number, stock: number, category: SizingProduct["product_category"] = "battery") =>
  product({ product_name: `${volts} ${ah}Ah`, product_category: category, product_discountedPrice: price, product_stock: stock, specs: { "Nominal voltage": volts, Capacity: `${ah}Ah` } });

/** The demo catalogue's inverters and storage, as the seed writes their specifications. */
const uvi1100 = inverter(1100, 27_499, 24, { "System voltage": "12.8V", "Built-in battery": "12.8V 100Ah LiFePO4" });
const uvi2100 = inverter(2100, 42_999, 3, { "System voltage": "25.6V", "Built-in battery": "25.6V 100Ah LiFePO4" });
const uvi3500 = inverter(3500, 34_999, 12, { "System voltage": "48V" });
const uvi5000 = inverter(5000, 48_999, 8, { "System voltage": "48V" });
const uvi7500 = inverter(7500, 72_999, 0, { "System voltage": "96V" });
const uvi10000 = inverter(10000, 99_999, 4, { "System voltage": "120V" });
const uvb48x100 = battery("48V", 100, 74_999, 15);
const uvb48x200 = battery("48V", 200, 1_39_999, 6);
const uvb51x100 = battery("51.2V", 100, 79_999, 2);
const uvb51x200 = battery("51.2V", 200, 1_44_999, 5);
const solar36 = battery("36 V", 100, 64_999, 10, "solar");
const solar48 = battery("48 V", 100, 79_999, 14, "solar");
const ev48 = battery("48V", 24, 23_999, 30, "ev");
const catalogue = [uvi1100, uvi2100, uvi3500, uvi5000, uvi7500, uvi10000, uvb48x100, uvb48x200, uvb51x100, uvb51x200, solar36, solar48, ev48];

function recommended(result: Recommendation | NoFit): Recommendation {
  if (!isRecommendation(result)) throw new Error(`expected a recommendation, got ${result.reason}`);
  return result;
}

const twoBhk = (hours = 4): LoadInput => {
  const read = query(`preset=2bhk&hours=${hours}`);
  if (!read.input) throw new Error("the 2 BHK preset should read");
  return read.input;
};

describe("load calculator: the sizing", () => {
  it("sizes a 2 BHK home for 4 hours (worked by hand)", () => {
    // 3 fans × 75 + 6 LEDs × 10 + 1 TV × 100 + 1 fridge × 150 + 1 cooler × 200 = 225 + 60 + 100 + 150 + 200 = 735 W.
    // Surge: the fridge adds (3 − 1) × 150 = 300 W, the cooler (2 − 1) × 200 = 200 W; the larger start counts:
    //   735 + 300 = 1035 W, ÷ 0.8 = 1293.75 → 1294 VA.
    // Inverter: 735 ÷ 0.8 = 918.75 VA, × 1.25 = 1148.44 → 1149 VA.
    // Battery: 735 W × 4 h = 2940 Wh at the appliances; ÷ (0.9 efficiency × 0.9 depth of discharge) = 3629.6 → 3630 Wh rated.
    const sizing = sizeLoad(twoBhk());
    expect(sizing.runningWatts).toBe(735);
    expect(sizing.surgeFrom).toEqual({ id: "fridge", name: "Refrigerator", extraWatts: 300 });
    expect(sizing.surgeWatts).toBe(1035);
    expect(sizing.surgeVA).toBe(1294);
    expect(sizing.runningVA).toBeCloseTo(918.75);
    expect(sizing.requiredVA).toBe(1149);
    expect(sizing.loadWh).toBe(2940);
    expect(sizing.requiredWh).toBe(3630);
  });

  it("counts a pump's start when it is the biggest, and nothing for loads without a surge", () => {
    // 3 BHK: 5 × 75 + 10 × 10 + 2 × 100 + 150 + 2 × 200 + 150 + 375 = 375 + 100 + 200 + 150 + 400 + 150 + 375 = 1750 W.
    // Pump (3 − 1) × 375 = 750 W beats the fridge's 300 and a cooler's 200: 2500 W, ÷ 0.8 = 3125 VA.
    const read = query("preset=3bhk");
    const sizing = sizeLoad(read.input!);
    expect(sizing.runningWatts).toBe(1750);
    expect(sizing.surgeFrom?.id).toBe("pump");
    expect(sizing.surgeVA).toBe(3125);
    // Lights only: 10 × 10 W = 100 W, no start surge: 100 ÷ 0.8 = 125 VA.
    const lights = sizeLoad({ lines: [{ id: "led", count: 10, watts: 10 }], hours: 1 });
    expect(lights.surgeFrom).toBeNull();
    expect(lights.surgeVA).toBe(125);
  });
});

describe("load calculator: ratings from the catalogue's specifications", () => {
  it("reads an inverter's VA, its bank's voltage or its built-in battery", () => {
    expect(inverterRating(uvi3500)).toEqual({ va: 3500, surgeVA: null, surgeSource: null, systemVolts: 48, builtInWh: null });
    // 25.6 V × 100 Ah = 2560 Wh inside the unit.
    expect(inverterRating(uvi2100)).toEqual({ va: 2100, surgeVA: null, surgeSource: null, systemVolts: null, builtInWh: 2560 });
    expect(readVA("3.5 KVA")).toBe(3500);
    expect(readVA("about a lot")).toBeNull();
    // No rating to read, or neither a bank voltage nor a built-in battery: not recommended.
    expect(inverterRating(product({ product_category: "inverter", specs: { "Output waveform": "Pure sine wave" } }))).toBeNull();
    expect(inverterRating(product({ product_category: "inverter", specs: { "Rated capacity": "2000VA" } }))).toBeNull();
  });

  it("reads a battery's voltage and energy, and leaves EV packs out", () => {
    expect(batteryRating(uvb51x200)).toEqual({ volts: 51.2, wh: 10240 });
    expect(batteryRating(product({ product_category: "ess", specs: { "Nominal voltage": "51.2V", Energy: "10.24 kWh" } }))).toEqual({ volts: 51.2, wh: 10240 });
    expect(batteryRating(ev48)).toBeNull();
    expect(batteryRating(product({ product_category: "battery", specs: { Capacity: "100Ah" } }))).toBeNull();
  });

  it("names the quote form's choice for an inverter or an inverter battery only", () => {
    expect(quoteChoiceFor(uvi3500)).toBe("3500VA");
    expect(quoteChoiceFor(uvb51x100)).toBe("51.2V_100Ah");
    expect(quoteChoiceFor(solar48)).toBeNull();
  });
});

describe("load calculator: the recommendation", () => {
  it("recommends the 3500VA inverter with one 48V 100Ah battery for a 2 BHK home", () => {
    // Needs 1149 VA and 3630 Wh. The 1100VA is too small; the 2100VA's built-in 2560 Wh is too little.
    // The 3500VA takes a 48V bank: 48V 100Ah = 4800 Wh ≥ 3630, the least energy that fits (a 48 V
    // solar system holds as much but costs more; 36 V is not within 10% of 48 V).
    const found = recommended(recommend(sizeLoad(twoBhk()), catalogue));
    expect(found.inverter.id).toBe(uvi3500.id);
    expect(found.battery).toMatchObject({ units: 1, totalWh: 4800, inStock: true });
    expect(found.battery?.product.id).toBe(uvb48x100.id);
    // 4800 × 0.9 = 4320 Wh usable; × 0.9 ÷ 735 W = 5.29 h.
    expect(found.usableWh).toBe(4320);
    expect(found.backupHours).toBeCloseTo(5.29, 2);
    // 34,999 + 74,999.
    expect(found.totalRupees).toBe(1_09_998);
  });

  it("recommends an all-in-one inverter alone when its built-in battery covers the backup", () => {
    // 1 BHK, 2 h: 2 × 75 + 4 × 10 + 100 + 150 = 440 W; 440 ÷ 0.8 × 1.25 = 687.5 → 688 VA;
    // 440 × 2 = 880 Wh ÷ 0.81 = 1086.4 → 1087 Wh ≤ the 1100VA's built-in 12.8 V × 100 Ah = 1280 Wh.
    const read = query("preset=1bhk&hours=2");
    const sizing = sizeLoad(read.input!);
    expect(sizing.requiredVA).toBe(688);
    expect(sizing.requiredWh).toBe(1087);
    const found = recommended(recommend(sizing, catalogue));
    expect(found.inverter.id).toBe(uvi1100.id);
    expect(found.battery).toBeNull();
    expect(found.totalRupees).toBe(27_499);
  });

  it("puts identical batteries in parallel when one is too small, the cheapest bank of the least energy", () => {
    // 3 BHK for 8 h: 1750 W × 8 = 14000 Wh ÷ 0.81 = 17283.95 → 17284 Wh; 2735 VA → the 3500VA (48 V).
    // 4 × 48V 100Ah = 19200 Wh and 2 × 48V 200Ah = 19200 Wh hold the least that fits (4 × 48 V solar
    // 100Ah as well); two 200Ah units (2,79,998) cost less than four 100Ah ones (2,99,996).
    const sizing = sizeLoad(query("preset=3bhk&hours=8").input!);
    expect(sizing.requiredWh).toBe(17284);
    const found = recommended(recommend(sizing, catalogue));
    expect(found.inverter.id).toBe(uvi3500.id);
    expect(found.battery).toMatchObject({ units: 2, totalWh: 19200 });
    expect(found.battery?.product.id).toBe(uvb48x200.id);
    // 34,999 + 2 × 1,39,999.
    expect(found.totalRupees).toBe(3_14_997);
  });

  it("never plans more than four batteries in parallel", () => {
    // 5 × 4800 = 24000 Wh would be needed of the 48V 100Ah: too many units, so no plan.
    expect(planBattery([uvb48x100], 48, 20_000)).toBeNull();
    expect(planBattery([uvb48x100], 48, 19_200)).toMatchObject({ units: 4 });
  });

  it("prefers what is in stock over a smaller fit that is not", () => {
    const soldOut = inverter(4000, 30_000, 0, { "System voltage": "48V" });
    const found = recommended(recommend(sizeLoad({ lines: [{ id: "ac", count: 1, watts: 1500 }], hours: 1 }), [soldOut, uvi5000, uvb48x100]));
    // 1500 ÷ 0.8 × 1.25 = 2343.75 → 2344 VA: both fit; the 4000VA is out of stock.
    expect(found.inverter.id).toBe(uvi5000.id);
    // And when only the sold-out one fits, it is shown, marked out of stock.
    const only = recommended(recommend(sizeLoad({ lines: [{ id: "ac", count: 1, watts: 1500 }], hours: 1 }), [soldOut, uvb48x100]));
    expect(only.inverter.id).toBe(soldOut.id);
    expect(only.inStock).toBe(false);
  });

  it("checks the surge when the inverter lists a surge rating", () => {
    // 1 AC at 1500 W: 2344 VA running with headroom; its start 1500 + 2 × 1500 = 4500 W ÷ 0.8 = 5625 VA.
    const weak = inverter(3000, 20_000, 5, { "System voltage": "48V", "Surge capacity": "4500VA" });
    const strong = inverter(3200, 25_000, 5, { "System voltage": "48V", "Surge capacity": "6 kVA" });
    const found = recommended(recommend(sizeLoad({ lines: [{ id: "ac", count: 1, watts: 1500 }], hours: 1 }), [weak, strong, uvb48x100]));
    expect(found.inverter.id).toBe(strong.id);
  });

  it("takes the surge rating staff enter on the product over the specifications table, which stays the fallback", () => {
    // 1 AC: 5,625 VA to start (above). The specifications table says 6 kVA, enough; staff's field says 5,000 VA, too little.
    const listed = inverter(3200, 25_000, 5, { "System voltage": "48V", "Surge capacity": "6 kVA" });
    expect(inverterRating(listed)).toMatchObject({ surgeVA: 6000, surgeSource: "specification" });
    const entered = { ...listed, product_surgeVA: 5000 };
    expect(inverterRating(entered)).toMatchObject({ surgeVA: 5000, surgeSource: "field" });
    const ac = sizeLoad({ lines: [{ id: "ac", count: 1, watts: 1500 }], hours: 1 });
    expect(recommended(recommend(ac, [listed, uvb48x100])).inverter.id).toBe(listed.id);
    // Every inverter of the VA starts too weakly: said as such, not as a missing battery.
    expect(recommend(ac, [entered, uvb48x100])).toEqual({ reason: "surge", biggestVA: 3200 });
    // And the other way: a field of 9,000 VA lets through an inverter whose table lists too little.
    const weakTable = inverter(3300, 26_000, 5, { "System voltage": "48V", "Surge capacity": "4000VA" });
    expect(recommend(ac, [weakTable, uvb48x100])).toMatchObject({ reason: "surge" });
    expect(recommended(recommend(ac, [{ ...weakTable, product_surgeVA: 9000 }, uvb48x100])).rating).toMatchObject({ surgeVA: 9000, surgeSource: "field" });
    // The bundles to choose from follow the same rating: no option's inverter starts below the surge.
    const choice = chooseBundles(ac, [{ ...uvi3500, product_surgeVA: 5000 }, { ...uvi5000, product_surgeVA: 10_000 }, uvb48x100, uvb48x200]);
    if (!isBundleChoice(choice)) throw new Error("expected bundles");
    expect(choice.options.map((option) => option.inverter.id)).toEqual([uvi5000.id, uvi5000.id]);
  });

  it("says when the load is beyond the biggest inverter, or no battery fits", () => {
    // 6 ACs: 9000 W ÷ 0.8 × 1.25 = 14062.5 → 14063 VA > 10000 VA.
    expect(recommend(sizeLoad({ lines: [{ id: "ac", count: 6, watts: 1500 }], hours: 1 }), catalogue)).toEqual({ reason: "too-big", biggestVA: 10000 });
    // 4 ACs: 6000 W ÷ 0.8 × 1.25 = 9375 VA: only the 10000VA, which takes a 120 V bank, and this catalogue has none.
    expect(recommend(sizeLoad({ lines: [{ id: "ac", count: 4, watts: 1500 }], hours: 1 }), catalogue)).toEqual({ reason: "no-battery", biggestVA: 10000 });
    expect(recommend(sizeLoad(twoBhk()), [uvb48x100])).toEqual({ reason: "no-ratings", biggestVA: null });
  });
});

describe("load calculator: the query", () => {
  it("reads a preset, and an appliance list with edited watts", () => {
    const preset = query("preset=2BHK");
    expect(preset.input?.hours).toBe(4);
    expect(preset.fields).toMatchObject({ fan: "3", led: "6", fridge: "1", cooler: "1", ac: "0" });
    const listed = query("fan=2&fan_w=60&tv=1&hours=2.5");
    expect(listed.errors).toEqual({});
    expect(listed.input).toEqual({
      lines: [
        { id: "fan", count: 2, watts: 60 },
        { id: "tv", count: 1, watts: 100 },
      ],
      hours: 2.5,
      budget: null,
    });
    // Appliances win over a preset named beside them.
    expect(query("preset=3bhk&tv=1").input?.lines).toEqual([{ id: "tv", count: 1, watts: 100 }]);
  });

  it("shows the form alone on a first visit", () => {
    expect(query("")).toMatchObject({ empty: true, input: null, errors: {} });
    expect(query("utm_source=x").empty).toBe(true);
  });

  it("explains every bad value instead of failing", () => {
    const bad = query("fan=lots&fan_w=-5&tv=999&hours=0");
    expect(bad.input).toBeNull();
    expect(bad.errors).toEqual({
      fan: "Ceiling fans: enter how many, a whole number from 0 to 50.",
      fan_w: "Ceiling fans: enter the watts of one, a whole number from 1 to 10,000.",
      tv: "TVs: enter how many, a whole number from 0 to 50.",
      hours: "Enter the hours of backup you need, from 0.5 to 24 (for example 4 or 2.5).",
    });
    expect(bad.fields.fan).toBe("lots");
    expect(query("preset=castle").errors).toEqual({ preset: "We have no home preset by that name. Choose 1 BHK, 2 BHK or 3 BHK." });
    expect(query("fan=0&hours=4").errors).toEqual({ form: "Choose at least one appliance: set how many you want to run in a power cut." });
    expect(query(`fan=${"9".repeat(500)}`).errors.fan).toMatch(/whole number/);
  });

  it("writes the shortest query for a set of fields, and reads it back the same", () => {
    const fields = { ...presetFields("2bhk"), fan_w: "60" };
    const text = loadQueryString(fields);
    expect(text).toBe("fan=3&fan_w=60&led=6&tv=1&fridge=1&cooler=1&hours=4");
    expect(query(text).fields).toEqual(fields);
    // A budget follows the hours, as typed.
    expect(loadQueryString({ ...presetFields("1bhk"), budget: "60,000" })).toBe("fan=2&led=4&tv=1&fridge=1&hours=4&budget=60%2C000");
    // A bad value is kept as typed, so the shared link shows the same message.
    expect(loadQueryString({ ...presetFields("1bhk"), hours: "two" })).toBe("fan=2&led=4&tv=1&fridge=1&hours=two");
  });
});

describe("load calculator: options, not one answer", () => {
  const chosen = (result: BundleChoice | NoFit): BundleChoice => {
    if (!isBundleChoice(result)) throw new Error(`expected bundles, got ${result.reason}`);
    return result;
  };
  /** Each option as "inverter + units × battery", its reasons and its price, to read at a glance. */
  const summary = (choice: BundleChoice) =>
    choice.options.map((option) => ({
      bundle: `${option.inverter.product_name}${option.battery ? ` + ${option.battery.units} × ${option.battery.product.product_name}` : ""}`,
      reasons: option.reasons,
      rupees: option.totalRupees,
    }));
  const twoBhkFor = (hours: number, budget: number | null = null) => sizeLoad({ ...twoBhk(hours), budget });

  it("offers the all-in-one for a 2 BHK at 2 hours and, beside it, a longer backup (on the demo catalogue)", () => {
    // 2 h needs 1,815 Wh: the 2100VA's built-in 2,560 Wh covers it, 2560 × 0.81 ÷ 735 = 2.82 h.
    // Longer: at least 1.5 × 2.82 = 4.23 h; the cheapest such in stock is the 3500VA with one 48V
    // 100Ah (4800 × 0.81 ÷ 735 = 5.29 h) at 34,999 + 74,999.
    const choice = chosen(chooseBundles(twoBhkFor(2), catalogue));
    expect(summary(choice)).toEqual([
      { bundle: "Lithium Inverter/UPS 2100VA", reasons: ["smallest"], rupees: 42_999 },
      { bundle: "Lithium Inverter/UPS 3500VA + 1 × 48V 100Ah", reasons: ["longer"], rupees: 1_09_998 },
    ]);
    expect(choice.options[0]?.backupHours).toBeCloseTo(2.82, 2);
    expect(choice.options[1]?.backupHours).toBeCloseTo(5.29, 2);
  });

  it("offers a longer backup for a 2 BHK at 4 hours: the cheapest that runs half as long again", () => {
    // Smallest: 3500VA + 48V 100Ah, 5.29 h. Half as long again is 7.94 h, 7,200 Wh rated: in this
    // catalogue 9,600 Wh is the least above it (10.58 h), cheapest as one 48V 200Ah (1,39,999) rather
    // than two 100Ah (1,49,998) or two 48 V solar systems (1,59,998). (The shop's 48 V 150Ah solar
    // system holds exactly 7,200 Wh, so on the demo catalogue it is the longer backup: e2e tests.)
    const choice = chosen(chooseBundles(twoBhkFor(4), catalogue));
    expect(summary(choice)).toEqual([
      { bundle: "Lithium Inverter/UPS 3500VA + 1 × 48V 100Ah", reasons: ["smallest"], rupees: 1_09_998 },
      { bundle: "Lithium Inverter/UPS 3500VA + 1 × 48V 200Ah", reasons: ["longer"], rupees: 1_74_998 },
    ]);
    expect(choice.options[1]?.backupHours).toBeCloseTo(10.58, 2);
  });

  // A catalogue with what sits between the sizes: a 48 V 60Ah battery (2,880 Wh) and an all-in-one 3000VA
  // with a 48 V 100Ah battery inside (4,800 Wh).
  const uvb48x60 = battery("48V", 60, 44_999, 9);
  const aio3000 = inverter(3000, 79_999, 5, { "System voltage": "48V", "Built-in battery": "48V 100Ah LiFePO4" });
  const between = [...catalogue, uvb48x60, aio3000];

  it("fills the price cliff between ₹42,999 and ₹1,09,998 when the catalogue has bundles there", () => {
    // 2 h: the 2100VA is still the smallest; the 3000VA all-in-one runs 5.29 h (≥ 4.23) for 79,999,
    // less than the 3500VA with a 48V 100Ah.
    expect(summary(chosen(chooseBundles(twoBhkFor(2), between)))).toEqual([
      { bundle: "Lithium Inverter/UPS 2100VA", reasons: ["smallest"], rupees: 42_999 },
      { bundle: "Lithium Inverter/UPS 3000VA", reasons: ["longer"], rupees: 79_999 },
    ]);
    // 3 h needs 2,722 Wh: beyond the 2100VA's 2,560; the 3000VA all-in-one is the smallest inverter
    // that holds it (79,999). Longer, at least 1.5 × 5.29 h: one 48V 200Ah with the 3500VA.
    const three = chosen(chooseBundles(twoBhkFor(3), between));
    expect(sizeLoad(twoBhk(3)).requiredWh).toBe(2723);
    expect(summary(three)[0]).toEqual({ bundle: "Lithium Inverter/UPS 3000VA", reasons: ["smallest"], rupees: 79_999 });
    // Without the all-in-one, the 3500VA takes the 60Ah battery: 2,880 Wh ≥ 2,723, at 34,999 + 44,999 = 79,998,
    // and the longer backup (≥ 1.5 × 3.17 = 4.76 h) is the 48V 100Ah at 1,09,998.
    expect(summary(chosen(chooseBundles(twoBhkFor(3), [...catalogue, uvb48x60])))).toEqual([
      { bundle: "Lithium Inverter/UPS 3500VA + 1 × 48V 60Ah", reasons: ["smallest"], rupees: 79_998 },
      { bundle: "Lithium Inverter/UPS 3500VA + 1 × 48V 100Ah", reasons: ["longer"], rupees: 1_09_998 },
    ]);
    // 4 h (3,630 Wh) with the 60Ah: two in parallel (5,760 Wh, 89,998 + 34,999) cost more than one
    // 100Ah, which stays the smallest (least energy that fits: 4,800 Wh).
    expect(summary(chosen(chooseBundles(twoBhkFor(4), [...catalogue, uvb48x60])))[0]?.rupees).toBe(1_09_998);
  });

  it("respects the budget: marks what is within it, and offers the most backup it buys when nothing that covers the hours is", () => {
    // 4 h with ₹1,20,000: the smallest (1,09,998) is within it; the longer (1,74,998) is not, and is still shown.
    const roomy = chosen(chooseBundles(twoBhkFor(4), catalogue, 1_20_000));
    expect(summary(roomy).map((option) => option.reasons)).toEqual([["smallest", "budget"], ["longer"]]);
    expect(roomy.options.map((option) => option.withinBudget)).toEqual([true, false]);
    // 4 h with ₹50,000: nothing that covers 4 h costs that little; the most backup within it is the
    // 2100VA alone, 2.82 h, said to fall short.
    const tight = chosen(chooseBundles(twoBhkFor(4), catalogue, 50_000));
    expect(summary(tight)).toEqual([
      { bundle: "Lithium Inverter/UPS 3500VA + 1 × 48V 100Ah", reasons: ["smallest"], rupees: 1_09_998 },
      { bundle: "Lithium Inverter/UPS 3500VA + 1 × 48V 200Ah", reasons: ["longer"], rupees: 1_74_998 },
      { bundle: "Lithium Inverter/UPS 2100VA", reasons: ["budget"], rupees: 42_999 },
    ]);
    expect(tight.options[2]).toMatchObject({ coversHours: false, withinBudget: true });
    for (const option of tight.options.filter((shown) => shown.reasons.includes("budget"))) expect(option.totalRupees).toBeLessThanOrEqual(50_000);
    // A budget that buys a bundle covering the hours gets the cheapest such: 3 h with ₹85,000 between the sizes.
    const covered = chosen(chooseBundles(twoBhkFor(3), [...catalogue, uvb48x60], 85_000));
    expect(summary(covered)[0]).toEqual({ bundle: "Lithium Inverter/UPS 3500VA + 1 × 48V 60Ah", reasons: ["smallest", "budget"], rupees: 79_998 });
    // Nothing in the shop for ₹20,000: said, and nothing offered under that reason.
    const none = chosen(chooseBundles(twoBhkFor(4), catalogue, 20_000));
    expect(none.nothingWithinBudget).toBe(true);
    expect(none.options.flatMap((option) => option.reasons)).not.toContain("budget");
  });

  it("offers one bundle when only one fits, and none when nothing does", () => {
    // Only the 3500VA and one battery model of 48 V, one unit in stock: no second bundle can run half as long again.
    const single = chosen(chooseBundles(twoBhkFor(4), [uvi3500, battery("48V", 100, 74_999, 1)]));
    expect(single.options).toHaveLength(1);
    expect(chooseBundles(sizeLoad({ lines: [{ id: "ac", count: 6, watts: 1500 }], hours: 1 }), catalogue)).toEqual({ reason: "too-big", biggestVA: 10000 });
  });

  it("reads the budget as people write it, and refuses what is not an amount", () => {
    expect(query("preset=2bhk&budget=60000").input?.budget).toBe(60_000);
    expect(query("preset=2bhk&budget=%E2%82%B9%201%2C20%2C000").input?.budget).toBe(1_20_000);
    expect(query("preset=2bhk&budget=").input?.budget).toBeNull();
    expect(query("preset=2bhk").input?.budget).toBeNull();
    expect(query("preset=2bhk&budget=lots").errors).toEqual({ budget: "Enter your budget in rupees as a whole number, for example 60000, up to ₹1,00,00,000; or leave it empty." });
    expect(query("preset=2bhk&budget=0").errors.budget).toMatch(/whole number/);
    // The quote request carries it for our team.
    const input = query("preset=2bhk&budget=60000").input!;
    expect(quoteMessage(input, sizeLoad(input), null)).toMatch(/for 4 hours of backup, budget ₹60,000\./);
  });
});
