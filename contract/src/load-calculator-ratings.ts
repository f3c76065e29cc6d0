import type { ProductListItem } from "./catalogue.ts";

/**
 * The load calculator's reading of the live catalogue (decision 021): each inverter's VA, surge and
 * system voltage and each battery's voltage and energy, from the specifications staff enter.
 */

/** A battery suits an inverter whose system voltage is within 10% (48V inverters take 48V and 51.2V banks). */
export const VOLTAGE_TOLERANCE = 0.1;

/** What the tool needs of a catalogue product: a list item has all of it. */
export type SizingProduct = Pick<
  ProductListItem,
  "id" | "model" | "product_name" | "product_category" | "product_capacity" | "product_price" | "product_discountedPrice" | "product_stock" | "image" | "specs"
> &
  Partial<Pick<ProductListItem, "product_surgeVA" | "battery">>;

/** Categories whose products store energy for an inverter (not EV packs, not -48V telecom modules). */
export const SIZING_BATTERY_CATEGORIES = ["battery", "ess", "solar"] as const;

/** A specification's value by any of its names (any case), or null. */
export function specValue(product: SizingProduct, ...names: string[]): string | null {
  for (const [key, value] of Object.entries(product.specs)) {
    if (names.some((name) => name.toLowerCase() === key.trim().toLowerCase())) return value;
  }
  return null;
}

/** "3500VA", "3.5 KVA", "10 kVA" → VA; null when unreadable. */
export function readVA(text: string | null): number | null {
  const match = text?.match(/(\d+(?:\.\d+)?)\s*(k?)va\b/i);
  if (!match) return null;
  const value = Number(match[1]) * (match[2] ? 1000 : 1);
  return value > 0 ? Math.round(value) : null;
}

/** "48V", "51.2 V" → volts. */
export function readVolts(text: string | null): number | null {
  const match = text?.match(/(\d+(?:\.\d+)?)\s*v\b/i);
  const value = match ? Number(match[1]) : Number.NaN;
  return value > 0 ? value : null;
}

/** "100Ah" → amp-hours. */
export function readAmpHours(text: string | null): number | null {
  const match = text?.match(/(\d+(?:\.\d+)?)\s*ah\b/i);
  const value = match ? Number(match[1]) : Number.NaN;
  return value > 0 ? value : null;
}

/** "4.8 kWh", "4800 Wh" → watt-hours. */
export function readWattHours(text: string | null): number | null {
  const match = text?.match(/(\d+(?:\.\d+)?)\s*(k?)wh\b/i);
  if (!match) return null;
  const value = Number(match[1]) * (match[2] ? 1000 : 1);
  return value > 0 ? Math.round(value) : null;
}

/** Where an inverter's surge rating was read: the product's own field, a specification row, or nowhere. */
export type SurgeSource = "field" | "specification" | null;

export type InverterRating = {
  va: number;
  /** The short-time starting rating when the catalogue lists one; null when it does not. */
  surgeVA: number | null;
  surgeSource: SurgeSource;
  /** The battery bank's voltage it takes, or null for a unit with its battery built in. */
  systemVolts: number | null;
  /** The battery inside an all-in-one unit, as rated (V × Ah). */
  builtInWh: number | null;
};

/**
 * An inverter's rating from its specifications: "Rated capacity" (or the product's capacity) in VA,
 * "System voltage" of its battery bank, and a "Built-in battery" ("25.6V 100Ah LiFePO4"). Its surge
 * rating is the product's own surge field, which staff enter in the console (decision 043); when that
 * is empty, a "Surge capacity", "Peak power" or "Surge rating" row of its specifications table, the
 * reading decision 021 started with, is the fallback. Null when the VA cannot be read, or when it says
 * neither what battery it has nor what bank it takes.
 */
export function inverterRating(product: SizingProduct): InverterRating | null {
  if (product.product_category !== "inverter") return null;
  const va = readVA(specValue(product, "Rated capacity", "Rated power")) ?? readVA(product.product_capacity);
  if (!va) return null;
  const listed = readVA(specValue(product, "Surge capacity", "Peak power", "Surge rating"));
  const field = product.product_surgeVA ?? null;
  const surgeSource: SurgeSource = field !== null ? "field" : listed !== null ? "specification" : null;
  const surge = { surgeVA: field ?? listed, surgeSource };
  // The catalogue's battery field says which bank a separate-battery inverter takes (decision 044).
  if (product.battery?.supply === "external") return { va, ...surge, systemVolts: product.battery.bank_volts, builtInWh: null };
  const builtIn = specValue(product, "Built-in battery");
  const builtInVolts = readVolts(builtIn);
  const builtInAh = readAmpHours(builtIn);
  const builtInWh = builtInVolts && builtInAh ? Math.round(builtInVolts * builtInAh) : null;
  const systemVolts = builtInWh ? null : readVolts(specValue(product, "System voltage"));
  if (!builtInWh && !systemVolts) return null;
  return { va, ...surge, systemVolts, builtInWh };
}

export type BatteryRating = { volts: number; wh: number };

/** A battery's nominal voltage and rated energy (V × Ah, or its listed energy); null when unreadable. */
export function batteryRating(product: SizingProduct): BatteryRating | null {
  if (!(SIZING_BATTERY_CATEGORIES as readonly string[]).includes(product.product_category)) return null;
  const volts = readVolts(specValue(product, "Nominal voltage"));
  if (!volts) return null;
  const ah = readAmpHours(specValue(product, "Capacity"));
  const wh = ah ? Math.round(volts * ah) : readWattHours(specValue(product, "Energy"));
  return wh ? { volts, wh } : null;
}

export function voltageFits(batteryVolts: number, systemVolts: number): boolean {
  return Math.abs(batteryVolts - systemVolts) <= systemVolts * VOLTAGE_TOLERANCE;
}
