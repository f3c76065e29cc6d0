import type { BatteryNeed } from "./catalogue-rules.ts";
import { type BatteryPlan, planBattery } from "./load-calculator.ts";
import { type SizingProduct, batteryRating, voltageFits } from "./load-calculator-ratings.ts";

/**
 * The battery that goes with an inverter (decision 044): the load calculator's own pairing
 * (`planBattery`, decision 021), asked for the smallest bank of the inverter's bank voltage. The
 * product page and the cart offer it as "Add with a compatible battery"; the load calculator sizes a
 * bank for a load and hours with the same rule.
 */

/** An inverter as the pairing reads it: what its catalogue entry says of its battery. */
export type PairedInverter = { battery?: BatteryNeed | null };

/**
 * The compatible battery for an inverter that needs a separate bank: among the catalogue's
 * batteries of its bank voltage (within the calculator's 10%), one unit of the smallest, in stock
 * first, then the cheaper. Null for a built-in battery, or when the shop sells no bank of that voltage.
 */
export function compatibleBattery(inverter: PairedInverter, catalogue: readonly SizingProduct[]): BatteryPlan | null {
  if (inverter.battery?.supply !== "external") return null;
  return planBattery(catalogue, inverter.battery.bank_volts, 0);
}

/** Whether a product is a battery bank that an inverter needing a separate bank takes. */
export function fitsInverter(battery: SizingProduct, inverter: PairedInverter): boolean {
  if (inverter.battery?.supply !== "external") return false;
  const rating = batteryRating(battery);
  return rating !== null && voltageFits(rating.volts, inverter.battery.bank_volts);
}

/** What a page needs to show and add the compatible battery: its id, name, price, stock and picture. */
export type BatteryOffer = Pick<SizingProduct, "id" | "product_name" | "product_discountedPrice" | "product_stock" | "image">;

/** The compatible battery as a page shows it, or null. */
export function batteryOffer(inverter: PairedInverter, catalogue: readonly SizingProduct[]): BatteryOffer | null {
  const plan = compatibleBattery(inverter, catalogue);
  if (!plan) return null;
  const { id, product_name, product_discountedPrice, product_stock, image } = plan.product;
  return { id, product_name, product_discountedPrice, product_stock, image };
}
