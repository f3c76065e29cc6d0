import { z } from "zod";
import { formatRupees, paiseToRupees, rupeesToPaise } from "./money.ts";
import {
  TAKEBACK_WEIGHT_MAX_KG,
  type TakebackCapacityBand,
  type TakebackChemistry,
  takebackCapacityBands,
  takebackCapacityLabels,
  takebackChemistries,
  takebackChemistryLabels,
} from "./takeback.ts";

/**
 * The old battery taken back against a discount (decision 058): staff keep a table of what an old
 * battery is worth by chemistry and capacity band (the take-back ledger's, decision 055); a buyer
 * who has their new battery installed by our technician may hand over one old battery per battery
 * installed, and its value comes off the battery's price at checkout, "confirmed at pickup". The
 * technician records what was collected when closing the installation: the same kind keeps the
 * discount; a more valuable one is refunded the difference (a refund with its credit note); a less
 * valuable one, or none, is the difference the technician collects. Pure rules and shapes.
 */

export const exchangeChemistries = takebackChemistries;
export const exchangeBands = takebackCapacityBands;
export type ExchangeChemistry = TakebackChemistry;
export type ExchangeBand = TakebackCapacityBand;

/** "Lead-acid" / "Lithium-ion" and "Up to 100 Ah"…: the ledger's own words. */
export const exchangeChemistryLabels = takebackChemistryLabels;
export const exchangeBandLabels = takebackCapacityLabels;

/** The highest value staff may give an old battery, in rupees. */
export const EXCHANGE_VALUE_MAX_RUPEES = 50_000;
/** Most batteries one installation records as collected. */
export const EXCHANGE_COLLECTED_MAX = 50;

export const exchangeMessages = {
  title: "Exchange your old battery",
  confirmedAtPickup: "confirmed at pickup",
  chemistryRequired: "Choose your old battery's type",
  bandRequired: "Choose your old battery's capacity",
  quantityInvalid: "Enter how many old batteries you hand over",
  needsInstallation: "Your old battery is collected by our technician at the installation: choose installation to exchange one",
  tooMany: (batteries: number) => `One old battery per battery installed: this order installs ${batteries === 1 ? "1 battery" : `${batteries} batteries`}`,
  noBatteries: "None of the products installed in this order is a battery: an old battery is exchanged against a new one",
  noValue: "We do not give an exchange value for this battery: bring it to a branch and it is recycled free of charge",
  valueRequired: "Enter the value in rupees, 0 for none",
  valueInvalid: `Enter the value in whole rupees or rupees and paise, at most ${formatRupees(EXCHANGE_VALUE_MAX_RUPEES)}`,
  cellRepeated: "Each chemistry and capacity is entered once",
  weightRequired: "Enter the weight in kg",
  shortfallUnsettled: (paise: number) =>
    `What was collected is worth ${formatRupees(paiseToRupees(paise))} less than the exchange given at checkout: collect the difference from the customer and tick that you did`,
  shortfallNotDue: "Nothing is owed on this exchange: leave the difference unticked",
  tooManyCollected: `Record at most ${EXCHANGE_COLLECTED_MAX} batteries`,
  unpaid: "This order has not been paid, so no difference can be refunded",
  settledOnDue: "This order is paid on installation: the difference is in the amount due, so there is nothing to collect apart. Leave it unticked",
} as const;

/** What a battery's page says beside its installation (decision 058), as the policies say it. */
export const OLD_BATTERY_EXCHANGE_NOTE =
  "Hand your old battery to our technician at the installation and its exchange value comes off your order, confirmed at pickup; or bring it to a branch, where it is recycled free of charge.";

/** A cell of the value table: chemistry × capacity band → paise (0: not taken in exchange). */
export const ExchangeValueSchema = z.object({
  chemistry: z.enum(exchangeChemistries),
  capacityBand: z.enum(exchangeBands),
  /** Rupees. */
  value: z.number().nonnegative(),
});
export type ExchangeValue = z.infer<typeof ExchangeValueSchema>;

/** The whole table, every chemistry and band (0 where staff set none), with who changed it last. */
export const ExchangeTableSchema = z.object({
  values: z.array(ExchangeValueSchema),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ExchangeTable = z.infer<typeof ExchangeTableSchema>;

const rupees = z
  .union([z.number(), z.string().trim()], { error: exchangeMessages.valueRequired })
  .transform((value, context) => {
    if (value === "") {
      context.addIssue({ code: "custom", message: exchangeMessages.valueRequired });
      return z.NEVER;
    }
    const amount = typeof value === "number" ? value : /^\d{1,6}(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(amount) || amount < 0 || amount > EXCHANGE_VALUE_MAX_RUPEES || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) {
      context.addIssue({ code: "custom", message: exchangeMessages.valueInvalid });
      return z.NEVER;
    }
    return amount;
  });

/** `PUT /api/v1/admin/exchange-values`: cells to set (the others keep their value). */
export const ExchangeTableUpdateSchema = z
  .strictObject({
    values: z
      .array(
        z.strictObject({
          chemistry: z.enum(exchangeChemistries, { error: exchangeMessages.chemistryRequired }),
          capacityBand: z.enum(exchangeBands, { error: exchangeMessages.bandRequired }),
          value: rupees,
        }),
      )
      .min(1, { error: exchangeMessages.valueRequired })
      .max(exchangeChemistries.length * exchangeBands.length),
  })
  .superRefine((update, context) => {
    const seen = new Set<string>();
    update.values.forEach((cell, index) => {
      const key = `${cell.chemistry}/${cell.capacityBand}`;
      if (seen.has(key)) context.addIssue({ code: "custom", path: ["values", index, "value"], message: exchangeMessages.cellRepeated });
      seen.add(key);
    });
  });
export type ExchangeTableUpdate = z.output<typeof ExchangeTableUpdateSchema>;

/** The buyer's old battery at checkout: its chemistry, capacity band and how many (one per battery installed). */
export const ExchangeChoiceSchema = z.strictObject({
  chemistry: z.enum(exchangeChemistries, { error: exchangeMessages.chemistryRequired }),
  capacityBand: z.enum(exchangeBands, { error: exchangeMessages.bandRequired }),
  quantity: z.number({ error: exchangeMessages.quantityInvalid }).int({ error: exchangeMessages.quantityInvalid }).min(1, { error: exchangeMessages.quantityInvalid }).max(EXCHANGE_COLLECTED_MAX, { error: exchangeMessages.quantityInvalid }).default(1),
});
export type ExchangeChoice = z.output<typeof ExchangeChoiceSchema>;

/** The value of one battery of a kind in a table of cells (paise), 0 when the table has none. */
export function exchangeValuePaise(table: readonly { chemistry: string; capacityBand: string; valuePaise: number }[], chemistry: string, capacityBand: string): number {
  return table.find((cell) => cell.chemistry === chemistry && cell.capacityBand === capacityBand)?.valuePaise ?? 0;
}

/** Whether a product of a category is a battery (what an old battery is exchanged against). */
export function isBatteryCategory(category: string): boolean {
  return category !== "inverter" && category !== "accessory";
}

/** "Lead-acid, 101 to 150 Ah". */
export function exchangeKindText(chemistry: ExchangeChemistry, capacityBand: ExchangeBand): string {
  return `${exchangeChemistryLabels[chemistry]}, ${exchangeBandLabels[capacityBand]}`;
}

/** The price break-up's line: "Old battery exchange (Lead-acid, Up to 100 Ah), confirmed at pickup". */
export function exchangeLineText(choice: { chemistry: ExchangeChemistry; capacityBand: ExchangeBand; quantity: number }): string {
  return `Old battery exchange${choice.quantity > 1 ? ` × ${choice.quantity}` : ""} (${exchangeKindText(choice.chemistry, choice.capacityBand)}), ${exchangeMessages.confirmedAtPickup}`;
}

/** The exchange as an order's pages show it. */
export const BookedExchangeSchema = z.object({
  chemistry: z.enum(exchangeChemistries),
  capacityBand: z.enum(exchangeBands),
  quantity: z.number().int(),
  /** Rupees off the order. */
  value: z.number().nonnegative(),
});
export type BookedExchange = z.infer<typeof BookedExchangeSchema>;

/** A battery the technician collected at the installation, as weighed. */
export const CollectedBatterySchema = z.strictObject({
  chemistry: z.enum(exchangeChemistries, { error: exchangeMessages.chemistryRequired }),
  capacityBand: z.enum(exchangeBands, { error: exchangeMessages.bandRequired }),
  weightKg: z
    .union([z.number(), z.string().trim()], { error: exchangeMessages.weightRequired })
    .transform((value, context) => {
      const weight = typeof value === "number" ? value : value === "" ? Number.NaN : /^\d{1,3}(\.\d)?$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(weight) || weight <= 0 || weight > TAKEBACK_WEIGHT_MAX_KG || Math.round(weight * 10) !== weight * 10) {
        context.addIssue({ code: "custom", message: `Enter the weight in kg, more than 0 and at most ${TAKEBACK_WEIGHT_MAX_KG}, to one decimal place` });
        return z.NEVER;
      }
      return weight;
    }),
});
export type CollectedBattery = z.output<typeof CollectedBatterySchema>;

/**
 * What an exchange comes to at pickup, in paise: the batteries collected against those promised. A
 * battery of the kind declared keeps the value promised at checkout; one of another kind is worth
 * today's table value; the first `promised.quantity` batteries collected count, any more are taken
 * back free. Positive: the buyer is owed (refunded); negative: the buyer owes the difference.
 */
export function exchangeDifference(
  promised: { chemistry: string; capacityBand: string; quantity: number; unitPaise: number },
  collected: readonly { chemistry: string; capacityBand: string }[],
  valueNow: (chemistry: string, capacityBand: string) => number,
): number {
  const counted = collected.slice(0, promised.quantity);
  const worth = counted.reduce(
    (sum, battery) => sum + (battery.chemistry === promised.chemistry && battery.capacityBand === promised.capacityBand ? promised.unitPaise : valueNow(battery.chemistry, battery.capacityBand)),
    0,
  );
  return worth - promised.unitPaise * promised.quantity;
}

/**
 * An order paid on installation settles its exchange on the amount due (decision 059): what was
 * collected is worth the declared value plus `exchangeDifference`, and comes off the order up to
 * `capPaise` (what the installed batteries cost after the coupon, leaving at least ₹1 to pay).
 * Answers the value that comes off, in paise.
 */
export function exchangeSettledPaise(
  promised: { chemistry: string; capacityBand: string; quantity: number; unitPaise: number },
  collected: readonly { chemistry: string; capacityBand: string }[],
  valueNow: (chemistry: string, capacityBand: string) => number,
  capPaise: number,
): number {
  const worth = promised.unitPaise * promised.quantity + exchangeDifference(promised, collected, valueNow);
  return Math.max(0, Math.min(worth, capPaise));
}

/**
 * What the technician's page shows as due for an order paid on installation once the batteries
 * recorded are valued (decision 059), in rupees: the same sum the server asks for when it closes.
 */
export function amountDueAfterExchange(
  declared: { chemistry: string; capacityBand: string; quantity: number },
  settle: { unitValue: number; beforeExchange: number; cap: number; values: readonly ExchangeValue[] },
  collected: readonly { chemistry: string; capacityBand: string }[],
): number {
  const cells = settle.values.map((cell) => ({ chemistry: cell.chemistry, capacityBand: cell.capacityBand, valuePaise: rupeesToPaise(cell.value) }));
  const value = exchangeSettledPaise(
    { ...declared, unitPaise: rupeesToPaise(settle.unitValue) },
    collected,
    (chemistry, capacityBand) => exchangeValuePaise(cells, chemistry, capacityBand),
    rupeesToPaise(settle.cap),
  );
  return paiseToRupees(rupeesToPaise(settle.beforeExchange) - value);
}
