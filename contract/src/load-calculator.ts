import type { ProductListItem } from "./catalogue.ts";
import { formatRupees } from "./money.ts";
import { type BatteryRating, type InverterRating, type SizingProduct, batteryRating, inverterRating, readAmpHours, readVolts, specValue, voltageFits } from "./load-calculator-ratings.ts";

/**
 * The sizing tool at /load-calculator (decision 021): from the appliances a buyer wants to run in a
 * power cut and for how long, the running load and the starting surge, the inverter's VA with
 * headroom, the battery energy at lithium's depth of discharge and the inverter's efficiency; then
 * the smallest inverter and battery in the live catalogue that fit. Pure rules, shared by the page's
 * loader and the page itself, so a shared link renders the same result on the server and live.
 */

// ---------------------------------------------------------------------------------------------
// Assumptions, stated on the page beside the formulas

/** Household loads (motors, LED drivers, chargers) draw about 0.8 of their VA as real power. */
export const POWER_FACTOR = 0.8;
/** Room above the running load, so the inverter is not run flat out and one more appliance fits. */
export const HEADROOM = 0.25;
/** A LiFePO4 bank is used to 90% of its rated energy; its battery management keeps the last 10%. */
export const DEPTH_OF_DISCHARGE = 0.9;
/**
 * Battery energy that reaches the appliances. Our inverters reach up to 98%; 90% allows for light
 * loads, where an inverter is less efficient, and for cable losses.
 */
export const INVERTER_EFFICIENCY = 0.9;
/** At most this many identical battery units in parallel; a bigger bank is a project for a quote. */
export const MAX_PARALLEL_BATTERIES = 4;

export const HOURS_DEFAULT = 4;
export const HOURS_MIN = 0.5;
export const HOURS_MAX = 24;
export const COUNT_MAX = 50;
export const WATTS_MAX = 10_000;
/** The largest budget the form takes, in rupees (₹1 crore): beyond it a system is a project for a quote. */
export const BUDGET_MAX = 1_00_00_000;
/**
 * "Longer backup" offers a bundle that runs at least this many times as long as the smallest that
 * fits: half as long again is a difference a household notices in a power cut; a few minutes more is not.
 */
export const LONGER_BACKUP_FACTOR = 1.5;

// ---------------------------------------------------------------------------------------------
// Appliances and home presets

/**
 * The appliances the tool offers, with typical running watts (editable on the page) and the
 * multiple of its running power a motor draws for a moment when it starts: compressors (fridge,
 * AC) and pumps about 3 times, a cooler's fan and pump about twice. Ceiling fans, lights, TVs and
 * computers start without a surge worth sizing for.
 */
export const APPLIANCES = [
  { id: "fan", name: "Ceiling fan", plural: "Ceiling fans", watts: 75, surge: 1 },
  { id: "led", name: "LED light", plural: "LED lights", watts: 10, surge: 1 },
  { id: "tv", name: "TV", plural: "TVs", watts: 100, surge: 1 },
  { id: "fridge", name: "Refrigerator", plural: "Refrigerators", watts: 150, surge: 3 },
  { id: "cooler", name: "Air cooler", plural: "Air coolers", watts: 200, surge: 2 },
  { id: "ac", name: "Air conditioner (1.5 ton)", plural: "Air conditioners (1.5 ton)", watts: 1500, surge: 3 },
  { id: "pump", name: "Water pump (0.5 HP)", plural: "Water pumps (0.5 HP)", watts: 375, surge: 3 },
  { id: "computer", name: "Computer", plural: "Computers", watts: 150, surge: 1 },
] as const;

export type ApplianceId = (typeof APPLIANCES)[number]["id"];
export type Appliance = (typeof APPLIANCES)[number];

/** How many of each appliance a typical home of that size runs in a power cut. */
export const HOME_PRESETS = [
  { id: "1bhk", name: "1 BHK", counts: { fan: 2, led: 4, tv: 1, fridge: 1 } },
  { id: "2bhk", name: "2 BHK", counts: { fan: 3, led: 6, tv: 1, fridge: 1, cooler: 1 } },
  { id: "3bhk", name: "3 BHK", counts: { fan: 5, led: 10, tv: 2, fridge: 1, cooler: 2, computer: 1, pump: 1 } },
] as const satisfies readonly { id: string; name: string; counts: Partial<Record<ApplianceId, number>> }[];

export type HomePresetId = (typeof HOME_PRESETS)[number]["id"];

/** The query parameter of an appliance's watts: `fan_w`. Its count is the appliance's id: `fan`. */
export const wattsParam = (id: ApplianceId) => `${id}_w`;

// ---------------------------------------------------------------------------------------------
// The URL query: the tool's whole input (a GET form, so a link shares it and works without scripts)

export type LoadLine = { id: ApplianceId; count: number; watts: number };
/** The loads, the hours of backup, and the buyer's budget in rupees when they gave one. */
export type LoadInput = { lines: LoadLine[]; hours: number; budget?: number | null };

/** The form's fields as text, as typed or as read from the URL. */
export type LoadFields = Record<string, string>;

/** What the query says: the fields to show, the input when it is valid, and a message per bad field. */
export type ReadQuery = {
  fields: LoadFields;
  input: LoadInput | null;
  errors: Record<string, string>;
  /** True when the query asks nothing yet (a first visit): the page shows the form only. */
  empty: boolean;
};

export type QueryLike = { get(name: string): string | null };

const MAX_FIELD_TEXT = 12;

/** The fields the form starts with: every count 0, every appliance at its typical watts, 4 hours, no budget. */
export function defaultFields(): LoadFields {
  const fields: LoadFields = { hours: String(HOURS_DEFAULT), budget: "" };
  for (const appliance of APPLIANCES) {
    fields[appliance.id] = "0";
    fields[wattsParam(appliance.id)] = String(appliance.watts);
  }
  return fields;
}

/** The fields of a home preset: its counts, typical watts, 4 hours. */
export function presetFields(id: HomePresetId): LoadFields {
  const preset = HOME_PRESETS.find((candidate) => candidate.id === id);
  const fields = defaultFields();
  for (const [appliance, count] of Object.entries(preset?.counts ?? {})) fields[appliance] = String(count);
  return fields;
}

function isPresetId(value: string): value is HomePresetId {
  return HOME_PRESETS.some((preset) => preset.id === value);
}

const WHOLE = /^\d{1,6}$/;
const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;
const MAX_BUDGET_TEXT = 16;

/** A budget as people write it: "60000", "60,000", "₹ 1,20,000", "Rs. 75000"; null when it is not a whole number of rupees. */
export function readBudget(text: string): number | null {
  const digits = text.replace(/^(₹|rs\.?|inr)\s*/i, "").replace(/[\s,]/g, "");
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits);
}

/**
 * Reads the tool's query: `?preset=2bhk` (a home preset, hours optional), or each appliance's
 * count and watts (`fan=3&fan_w=75`, an appliance left out counts 0 at its typical watts) and
 * `hours=4`. Never throws: a bad value gives a message under its field and no result; unknown keys
 * are ignored. Counts are whole numbers up to 50, watts 1 to 10,000, hours 0.5 to 24.
 */
export function readLoadQuery(query: QueryLike): ReadQuery {
  const errors: Record<string, string> = {};
  const text = (name: string) => query.get(name)?.trim().slice(0, MAX_FIELD_TEXT + 1) ?? null;
  const anyAppliance = APPLIANCES.some((appliance) => text(appliance.id) !== null || text(wattsParam(appliance.id)) !== null);
  const presetText = text("preset");
  let fields = defaultFields();
  if (!anyAppliance && presetText !== null && presetText !== "") {
    const preset = presetText.toLowerCase();
    if (isPresetId(preset)) fields = presetFields(preset);
    else errors.preset = "We have no home preset by that name. Choose 1 BHK, 2 BHK or 3 BHK.";
  }
  const hoursText = text("hours");
  if (hoursText !== null) fields.hours = hoursText;
  const budgetText = query.get("budget")?.trim().slice(0, MAX_BUDGET_TEXT + 1) ?? null;
  if (budgetText !== null) fields.budget = budgetText;
  for (const appliance of APPLIANCES) {
    const count = text(appliance.id);
    const watts = text(wattsParam(appliance.id));
    if (count !== null) fields[appliance.id] = count;
    if (watts !== null) fields[wattsParam(appliance.id)] = watts;
  }
  const empty = !anyAppliance && presetText === null && hoursText === null && budgetText === null;
  if (empty) return { fields, input: null, errors, empty };

  const lines: LoadLine[] = [];
  for (const appliance of APPLIANCES) {
    const countText = fields[appliance.id] ?? "";
    const wattsText = fields[wattsParam(appliance.id)] ?? "";
    const count = countText === "" ? 0 : WHOLE.test(countText) ? Number(countText) : Number.NaN;
    const watts = WHOLE.test(wattsText) ? Number(wattsText) : Number.NaN;
    if (!(count >= 0 && count <= COUNT_MAX)) errors[appliance.id] = `${appliance.plural}: enter how many, a whole number from 0 to ${COUNT_MAX}.`;
    if (!(watts >= 1 && watts <= WATTS_MAX)) errors[wattsParam(appliance.id)] = `${appliance.plural}: enter the watts of one, a whole number from 1 to 10,000.`;
    if (count > 0 && !errors[appliance.id] && !errors[wattsParam(appliance.id)]) lines.push({ id: appliance.id, count, watts });
  }
  const hoursValue = fields.hours ?? "";
  const hours = DECIMAL.test(hoursValue) ? Number(hoursValue) : Number.NaN;
  if (!(hours >= HOURS_MIN && hours <= HOURS_MAX)) errors.hours = `Enter the hours of backup you need, from ${HOURS_MIN} to ${HOURS_MAX} (for example 4 or 2.5).`;
  const budgetValue = (fields.budget ?? "").trim();
  const budget = budgetValue === "" ? null : readBudget(budgetValue);
  if (budgetValue !== "" && !(budget !== null && budget >= 1 && budget <= BUDGET_MAX)) {
    errors.budget = "Enter your budget in rupees as a whole number, for example 60000, up to ₹1,00,00,000; or leave it empty.";
  }
  if (Object.keys(errors).length === 0 && lines.length === 0) errors.form = "Choose at least one appliance: set how many you want to run in a power cut.";
  return { fields, input: Object.keys(errors).length === 0 ? { lines, hours, budget } : null, errors, empty };
}

/**
 * The shortest query for a set of fields, as the page's address and its shared link: counts above
 * zero, watts only where they differ from the typical, and the hours. Text that is not a valid
 * value is kept as typed, so the link shows the same message.
 */
export function loadQueryString(fields: LoadFields): string {
  const parts: [string, string][] = [];
  for (const appliance of APPLIANCES) {
    const count = (fields[appliance.id] ?? "").trim();
    const watts = (fields[wattsParam(appliance.id)] ?? "").trim();
    if (count !== "0" && count !== "") parts.push([appliance.id, count]);
    if (watts !== String(appliance.watts)) parts.push([wattsParam(appliance.id), watts]);
  }
  parts.push(["hours", (fields.hours ?? "").trim()]);
  const budget = (fields.budget ?? "").trim();
  if (budget !== "") parts.push(["budget", budget]);
  return parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
}

// ---------------------------------------------------------------------------------------------
// The sizing

export type Sizing = {
  /** Σ count × watts: everything running at once. */
  runningWatts: number;
  /** The appliance whose start adds the most, or null when none has a surge. */
  surgeFrom: { id: ApplianceId; name: string; extraWatts: number } | null;
  /** Running watts plus the largest single start's extra: (multiplier − 1) × its watts. */
  surgeWatts: number;
  surgeVA: number;
  /** Running watts ÷ power factor. */
  runningVA: number;
  /** Running VA × (1 + headroom), rounded up: the smallest inverter rating that fits. */
  requiredVA: number;
  /** Running watts × hours. */
  loadWh: number;
  /** Load Wh ÷ (efficiency × depth of discharge), rounded up: the battery's rated energy needed. */
  requiredWh: number;
  hours: number;
};

const ceil = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

export function sizeLoad(input: LoadInput): Sizing {
  const runningWatts = input.lines.reduce((sum, line) => sum + line.count * line.watts, 0);
  let surgeFrom: Sizing["surgeFrom"] = null;
  for (const line of input.lines) {
    const appliance = APPLIANCES.find((candidate) => candidate.id === line.id);
    if (!appliance || appliance.surge <= 1) continue;
    const extraWatts = (appliance.surge - 1) * line.watts;
    if (!surgeFrom || extraWatts > surgeFrom.extraWatts) surgeFrom = { id: appliance.id, name: appliance.name, extraWatts };
  }
  const surgeWatts = runningWatts + (surgeFrom?.extraWatts ?? 0);
  const runningVA = runningWatts / POWER_FACTOR;
  const loadWh = runningWatts * input.hours;
  return {
    runningWatts,
    surgeFrom,
    surgeWatts,
    surgeVA: ceil(surgeWatts / POWER_FACTOR),
    runningVA,
    requiredVA: ceil(runningVA * (1 + HEADROOM)),
    loadWh,
    requiredWh: ceil(loadWh / (INVERTER_EFFICIENCY * DEPTH_OF_DISCHARGE)),
    hours: input.hours,
  };
}

// ---------------------------------------------------------------------------------------------
// The recommendation

export type BatteryPlan = { product: SizingProduct; rating: BatteryRating; units: number; totalWh: number; inStock: boolean };

export type Recommendation = {
  inverter: SizingProduct;
  rating: InverterRating;
  /** The bank to buy with it, or null when the inverter's built-in battery covers the backup. */
  battery: BatteryPlan | null;
  /** Usable energy: the built-in battery's or the bank's, × depth of discharge. */
  usableWh: number;
  /** The backup the energy gives at this load, in hours (after efficiency). */
  backupHours: number;
  /** Whether every unit is in stock (the inverter, and the bank's units). */
  inStock: boolean;
  /** Rupees: inverter plus the bank's units, at the shop's discounted prices. */
  totalRupees: number;
};

export type NoFit = {
  /** Why nothing fits, for the page to say plainly. */
  reason: "too-big" | "surge" | "no-battery" | "no-ratings";
  biggestVA: number | null;
};

const inStockFor = (product: SizingProduct, units: number) => product.product_stock >= units;

/**
 * The smallest battery bank of a voltage that holds `requiredWh`: each model alone, or up to four
 * of the same model in parallel; in stock first, then the least energy (the smallest that fits),
 * then the lower price, then fewer units.
 */
export function planBattery(batteries: readonly SizingProduct[], systemVolts: number, requiredWh: number): BatteryPlan | null {
  const plans: BatteryPlan[] = [];
  for (const product of batteries) {
    const rating = batteryRating(product);
    if (!rating || !voltageFits(rating.volts, systemVolts)) continue;
    const units = Math.max(1, Math.ceil(requiredWh / rating.wh));
    if (units > MAX_PARALLEL_BATTERIES) continue;
    plans.push({ product, rating, units, totalWh: units * rating.wh, inStock: inStockFor(product, units) });
  }
  plans.sort(
    (a, b) =>
      Number(b.inStock) - Number(a.inStock) ||
      a.totalWh - b.totalWh ||
      a.units * a.product.product_discountedPrice - b.units * b.product.product_discountedPrice ||
      a.units - b.units ||
      a.product.id - b.product.id,
  );
  return plans[0] ?? null;
}

/**
 * The smallest inverter and battery in the catalogue for a sizing: an inverter of at least the
 * required VA (and of the surge, when it lists a surge rating), with either a built-in battery that
 * holds the required energy or a bank of its system voltage that does. In stock first, then the
 * smallest VA, then the lower bundle price.
 */
export function recommend(sizing: Sizing, products: readonly SizingProduct[]): Recommendation | NoFit {
  const batteries = products.filter((product) => batteryRating(product) !== null);
  const inverters = products.flatMap((product) => {
    const rating = inverterRating(product);
    return rating ? [{ product, rating }] : [];
  });
  if (inverters.length === 0) return { reason: "no-ratings", biggestVA: null };
  const biggestVA = Math.max(...inverters.map((inverter) => inverter.rating.va));
  const options: Recommendation[] = [];
  // Whether an inverter of the VA was left out only for its surge rating, so the page can say why.
  let startsTooWeak = 0;
  let bigEnough = 0;
  for (const { product, rating } of inverters) {
    if (rating.va < sizing.requiredVA) continue;
    bigEnough++;
    if (rating.surgeVA !== null && rating.surgeVA < sizing.surgeVA) {
      startsTooWeak++;
      continue;
    }
    let battery: BatteryPlan | null = null;
    let ratedWh: number;
    if (rating.builtInWh !== null) {
      if (rating.builtInWh < sizing.requiredWh) continue;
      ratedWh = rating.builtInWh;
    } else {
      battery = planBattery(batteries, rating.systemVolts ?? 0, sizing.requiredWh);
      if (!battery) continue;
      ratedWh = battery.totalWh;
    }
    const usableWh = ratedWh * DEPTH_OF_DISCHARGE;
    options.push({
      inverter: product,
      rating,
      battery,
      usableWh,
      backupHours: sizing.runningWatts > 0 ? (usableWh * INVERTER_EFFICIENCY) / sizing.runningWatts : 0,
      inStock: product.product_stock > 0 && (battery?.inStock ?? true),
      totalRupees: product.product_discountedPrice + (battery ? battery.units * battery.product.product_discountedPrice : 0),
    });
  }
  options.sort((a, b) => Number(b.inStock) - Number(a.inStock) || a.rating.va - b.rating.va || a.totalRupees - b.totalRupees || a.inverter.id - b.inverter.id);
  const best = options[0];
  if (best) return best;
  return { reason: biggestVA < sizing.requiredVA ? "too-big" : bigEnough > 0 && startsTooWeak === bigEnough ? "surge" : "no-battery", biggestVA };
}

export function isRecommendation(result: Recommendation | NoFit): result is Recommendation {
  return "inverter" in result;
}

// ---------------------------------------------------------------------------------------------
// Options, not one answer (decision 043)

/** Why a bundle is offered, as the page says it. */
export type BundleReason = "smallest" | "longer" | "budget";

export const BUNDLE_REASON_WORDS: Readonly<Record<BundleReason, string>> = {
  smallest: "Smallest that fits",
  longer: "Longer backup",
  budget: "Within your budget",
};

export type BundleOption = Recommendation & {
  /** Why it is offered; a bundle can be both the smallest that fits and within the budget. */
  reasons: BundleReason[];
  /** Whether its energy covers the hours asked for (a budget's bundle may fall short, and says so). */
  coversHours: boolean;
  /** Whether it costs no more than the budget; null when no budget was given. */
  withinBudget: boolean | null;
};

export type BundleChoice = {
  /** One to three bundles: the smallest that fits first, then a longer backup, then one within the budget. */
  options: BundleOption[];
  /** The budget asked for, rupees, or null. */
  budget: number | null;
  /** True when a budget was given and nothing in stock fits within it. */
  nothingWithinBudget: boolean;
};

const sameBundle = (a: Recommendation, b: Recommendation) =>
  a.inverter.id === b.inverter.id && (a.battery?.product.id ?? null) === (b.battery?.product.id ?? null) && (a.battery?.units ?? 0) === (b.battery?.units ?? 0);

/**
 * Every bundle the catalogue can make for a sizing: each inverter of the VA (and surge, when it has
 * a rating) with its built-in battery, or with one to four identical units of a battery of its
 * system voltage, whether or not the energy covers the hours asked for.
 */
export function bundleCandidates(sizing: Sizing, products: readonly SizingProduct[]): Recommendation[] {
  const batteries = products.flatMap((product) => {
    const rating = batteryRating(product);
    return rating ? [{ product, rating }] : [];
  });
  const found: Recommendation[] = [];
  const bundle = (inverter: SizingProduct, rating: InverterRating, battery: BatteryPlan | null, ratedWh: number): Recommendation => {
    const usableWh = ratedWh * DEPTH_OF_DISCHARGE;
    return {
      inverter,
      rating,
      battery,
      usableWh,
      backupHours: sizing.runningWatts > 0 ? (usableWh * INVERTER_EFFICIENCY) / sizing.runningWatts : 0,
      inStock: inverter.product_stock > 0 && (battery?.inStock ?? true),
      totalRupees: inverter.product_discountedPrice + (battery ? battery.units * battery.product.product_discountedPrice : 0),
    };
  };
  for (const product of products) {
    const rating = inverterRating(product);
    if (!rating || rating.va < sizing.requiredVA) continue;
    if (rating.surgeVA !== null && rating.surgeVA < sizing.surgeVA) continue;
    if (rating.builtInWh !== null) {
      found.push(bundle(product, rating, null, rating.builtInWh));
      continue;
    }
    for (const battery of batteries) {
      if (!voltageFits(battery.rating.volts, rating.systemVolts ?? 0)) continue;
      for (let units = 1; units <= MAX_PARALLEL_BATTERIES; units++) {
        const plan = { product: battery.product, rating: battery.rating, units, totalWh: units * battery.rating.wh, inStock: inStockFor(battery.product, units) };
        found.push(bundle(product, rating, plan, plan.totalWh));
      }
    }
  }
  return found;
}

/**
 * Two or three bundles to choose from instead of one answer with a price cliff between sizes:
 * - **Smallest that fits**: `recommend`'s answer (decision 021), always first.
 * - **Longer backup**: the lowest-priced bundle in stock that runs at least LONGER_BACKUP_FACTOR
 *   times as long as the smallest (then the longer, then the smaller inverter).
 * - **Within your budget**, when the buyer gave one: a bundle already shown that costs no more is
 *   marked so; when neither does, the bundle in stock within the budget that covers the hours at the
 *   lowest price, or, when none covers them, the one that runs longest (said plainly as short of
 *   the hours asked for).
 * Only one when nothing else fits; none (the NoFit) when nothing fits at all.
 */
export function chooseBundles(sizing: Sizing, products: readonly SizingProduct[], budget: number | null = null): BundleChoice | NoFit {
  const smallest = recommend(sizing, products);
  if (!isRecommendation(smallest)) return smallest;
  const candidates = bundleCandidates(sizing, products).filter((candidate) => candidate.inStock);
  const covers = (candidate: Recommendation) => candidate.usableWh / DEPTH_OF_DISCHARGE >= sizing.requiredWh;
  const option = (found: Recommendation, reason: BundleReason): BundleOption => ({
    ...found,
    reasons: [reason],
    coversHours: covers(found),
    withinBudget: budget === null ? null : found.totalRupees <= budget,
  });
  const options = [option(smallest, "smallest")];

  const longer = candidates
    .filter((candidate) => covers(candidate) && candidate.backupHours >= smallest.backupHours * LONGER_BACKUP_FACTOR - 1e-9)
    .sort((a, b) => a.totalRupees - b.totalRupees || b.backupHours - a.backupHours || a.rating.va - b.rating.va || a.inverter.id - b.inverter.id)[0];
  if (longer) options.push(option(longer, "longer"));

  let nothingWithinBudget = false;
  if (budget !== null) {
    for (const shown of options) if (shown.withinBudget) shown.reasons.push("budget");
    if (!options.some((shown) => shown.withinBudget)) {
      const affordable = candidates.filter((candidate) => candidate.totalRupees <= budget);
      const pick =
        affordable.filter(covers).sort((a, b) => a.totalRupees - b.totalRupees || b.backupHours - a.backupHours || a.inverter.id - b.inverter.id)[0] ??
        affordable.sort((a, b) => b.backupHours - a.backupHours || a.totalRupees - b.totalRupees || a.inverter.id - b.inverter.id)[0];
      if (pick && !options.some((shown) => sameBundle(shown, pick))) options.push(option(pick, "budget"));
      else nothingWithinBudget = true;
    }
  }
  return { options, budget, nothingWithinBudget };
}

export function isBundleChoice(result: BundleChoice | NoFit): result is BundleChoice {
  return "options" in result;
}

/** The products the tool reads, slimmed for the page: inverters and batteries with what sizing needs. */
export function sizingProducts(products: readonly ProductListItem[]): SizingProduct[] {
  return products
    .filter((product) => inverterRating(product) !== null || batteryRating(product) !== null)
    .map(({ id, model, product_name, product_category, product_capacity, product_surgeVA, product_price, product_discountedPrice, product_stock, image, specs, battery }) => ({
      id,
      product_surgeVA,
      model,
      product_name,
      product_category,
      product_capacity,
      product_price,
      product_discountedPrice,
      product_stock,
      image,
      specs,
      battery,
    }));
}

// ---------------------------------------------------------------------------------------------
// Words

/** 1234.5 → "1,235" (Indian grouping, whole numbers). */
export function formatWhole(value: number): string {
  const digits = String(Math.round(value));
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${digits.slice(-3)}`;
}

/** Hours as the page says them: "4", "2.5", "1.3". */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 10) / 10);
}

/** The quote form's product choice for a recommended product, when it is one of the choices. */
export function quoteChoiceFor(product: SizingProduct): string | null {
  const inverter = inverterRating(product);
  if (inverter) return `${inverter.va}VA`;
  // The quote form lists our inverter batteries, not the solar and storage systems of the same voltage.
  if (product.product_category !== "battery") return null;
  const volts = readVolts(specValue(product, "Nominal voltage"));
  const ah = readAmpHours(specValue(product, "Capacity"));
  return volts && ah ? `${volts}V_${ah}Ah` : null;
}

/** The quote request's message: the load, the backup and what the tool found, for our team to check. */
export function quoteMessage(input: LoadInput, sizing: Sizing, found: Recommendation | NoFit | null): string {
  const loads = input.lines
    .map((line) => {
      const appliance = APPLIANCES.find((candidate) => candidate.id === line.id);
      return `${line.count} × ${line.count === 1 ? appliance?.name : appliance?.plural} at ${line.watts} W`;
    })
    .join(", ");
  const parts = [
    `From the load calculator: ${loads}, for ${formatHours(input.hours)} hours of backup${input.budget ? `, budget ${formatRupees(input.budget)}` : ""}.`,
    `Running load ${formatWhole(sizing.runningWatts)} W, inverter at least ${formatWhole(sizing.requiredVA)} VA, battery at least ${formatWhole(sizing.requiredWh)} Wh.`,
  ];
  if (found && isRecommendation(found)) {
    const bank = found.battery ? ` with ${found.battery.units} × ${found.battery.product.product_name}` : " (built-in battery)";
    parts.push(`Suggested: ${found.inverter.product_name}${bank}.`);
  } else {
    parts.push("The calculator found no inverter and battery in the shop that fit.");
  }
  return parts.join(" ").slice(0, 2000);
}
