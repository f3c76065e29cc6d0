import { z } from "zod";
import { indiaIsoDate } from "./dates.ts";
import { deliveryEstimate } from "./delivery-rules.ts";
import { isIsoDate } from "./form-rules.ts";
import { formatRupees, paiseToRupees } from "./money.ts";
import { normaliseSerial, serialno } from "./warranty.ts";
import { CollectedBatterySchema, EXCHANGE_COLLECTED_MAX, exchangeMessages } from "./exchange.ts";
import { VISIT_TEXT_MAX, type VisitSlot, installationPaymentStates, slotBounds, visitSlots } from "./service-visits.ts";

/**
 * Installation by the shop's technician, chosen at checkout (decision 057): a product offers it (a
 * flag and a fee per unit staff set in the console); checkout offers a day and two-hour slot at the
 * delivery pincode when a technician serves it and is free, from the day after the delivery estimate;
 * the booking is a visit of kind "install" on the service desk's visits. Pure rules and shapes.
 */

/** How many calendar days of slots checkout offers, from the first day after the delivery estimate. */
export const INSTALLATION_WINDOW_DAYS = 14;
/** Most serial numbers one installation records (an order's lines are at most 50). */
export const INSTALLATION_SERIALS_MAX = 50;

export const installationMessages = {
  notServed: "Installation is not available at this pincode: your order goes ahead without it.",
  notOffered: "None of the products in this order offers installation",
  dayRequired: "Choose a day for the installation",
  slotRequired: "Choose a time slot for the installation",
  notOffer: "Choose one of the days and slots offered for installation",
  slotTaken: "That installation slot has just been taken. Choose another day or slot; the rest of your order is kept.",
  serialsRequired: "Enter the serial number of each battery and inverter fitted",
  serialRepeated: (serial: string) => `Serial number ${serial} is entered twice`,
  serialRegistered: (serial: string) => `Serial number ${serial} is already registered for warranty`,
  notInstall: "This visit is not an installation",
  isInstall: "This visit is an installation: close it with the serial numbers fitted",
} as const;

/** The calendar day `days` after an ISO date. */
function addIsoDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** What the product page and checkout say of a product's installation: "free" or its price. */
export function installationPriceText(feePaise: number): string {
  return feePaise === 0 ? "free" : formatRupees(paiseToRupees(feePaise));
}

/** "Installation by our technician: free" / "…: ₹499". */
export function installationOfferText(feePaise: number): string {
  return `Installation by our technician: ${installationPriceText(feePaise)}`;
}

/** A line of an order as installation sees it: how many units, and whether and for how much its product is installed. */
export type InstallableLine = { quantity: number; installation: boolean; installationFeePaise: number };

/** The installation's fee for an order's lines (per unit installed), or null when none of them offers installation. */
export function installationFee(lines: readonly InstallableLine[]): number | null {
  const offered = lines.filter((line) => line.installation);
  if (offered.length === 0) return null;
  return offered.reduce((sum, line) => sum + line.installationFeePaise * line.quantity, 0);
}

/**
 * The days checkout may offer for an order placed on `now` to `pincode`: from the day after the
 * delivery estimate's last day, INSTALLATION_WINDOW_DAYS calendar days, Monday to Saturday and not a
 * service holiday (the visits' working days, decision 031).
 */
export function installationDays(now: Date, pincode: string, isHoliday: (date: string) => boolean): string[] {
  const first = addIsoDays(deliveryEstimate(indiaIsoDate(now), pincode).to, 1);
  const days: string[] = [];
  for (let offset = 0; offset < INSTALLATION_WINDOW_DAYS; offset++) {
    const date = addIsoDays(first, offset);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0 || isHoliday(date)) continue;
    days.push(date);
  }
  return days;
}

/** A day's slots that have a free technician. */
export const InstallationDaySchema = z.object({ date: z.string(), slots: z.array(z.enum(visitSlots)) });
export type InstallationDay = z.infer<typeof InstallationDaySchema>;

/** `GET /api/v1/installation/availability?pincode=…&products=1,2`. */
export const InstallationAvailabilityQuerySchema = z.object({
  pincode: z.string().trim().regex(/^\d{6}$/, { error: "Enter a valid 6-digit pincode" }),
  products: z
    .string({ error: "Name the products, e.g. products=1,2" })
    .trim()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: "Name the products, e.g. products=1,2" })
    .transform((value) => [...new Set(value.split(",").map(Number))]),
});

/**
 * What checkout offers: whether any product offers installation, whether a technician serves the
 * pincode, the fee for one unit of each (the order's fee is per unit), and the days with free slots.
 */
export const InstallationAvailabilitySchema = z.object({
  offered: z.boolean(),
  served: z.boolean(),
  /** Per product offering installation: its fee per unit in paise. */
  fees: z.array(z.object({ productId: z.number().int(), feePaise: z.number().int() })),
  /** Those of them that are batteries: an old battery may be exchanged against each unit installed (decision 058). */
  batteries: z.array(z.number().int()).optional(),
  days: z.array(InstallationDaySchema),
  /** What checkout says when there is nothing to choose; null when there are days. */
  message: z.string().nullable(),
});
export type InstallationAvailability = z.infer<typeof InstallationAvailabilitySchema>;

/** The buyer's choice at checkout: a day and a slot, or none. */
export const InstallationChoiceSchema = z.strictObject({
  date: z
    .string({ error: installationMessages.dayRequired })
    .trim()
    .min(1, { error: installationMessages.dayRequired })
    .refine(isIsoDate, { error: installationMessages.dayRequired }),
  slot: z.enum(visitSlots, { error: installationMessages.slotRequired }),
});
export type InstallationChoice = z.infer<typeof InstallationChoiceSchema>;

/** Whether the buyer's choice is among the days and slots offered. */
export function isOffered(days: readonly InstallationDay[], choice: { date: string; slot: VisitSlot }): boolean {
  return days.some((day) => day.date === choice.date && day.slots.includes(choice.slot));
}

/** The booked installation as the order's pages show it. */
export const BookedInstallationSchema = z.object({
  from: z.string(),
  to: z.string(),
  status: z.enum(["booked", "done", "cancelled"]),
  feePaise: z.number().int(),
});
export type BookedInstallation = z.infer<typeof BookedInstallationSchema>;

/** The instants of a chosen slot. */
export const installationSlotBounds = (choice: InstallationChoice) => slotBounds(choice.date, choice.slot);

/**
 * Pay on installation (decision 059): for an order with installation at a served pincode whose total
 * is at or under the limit staff set, the buyer may pay once the technician has fitted it, by a
 * payment link sent to their mobile or in cash against a receipt. The order is confirmed and its units
 * held without payment; the tax invoice is issued when the money is in.
 */
export { installationPaymentStates };
export type InstallationPaymentState = (typeof installationPaymentStates)[number];
export const installationPaymentLabels: Record<InstallationPaymentState, string> = {
  due: "Payment due on installation",
  link_sent: "Payment link sent",
  paid_link: "Paid by payment link",
  paid_cash: "Paid in cash",
};
/** The most a limit may be: ₹10,00,000 (an order's own maximum is checked at checkout). */
export const PAY_ON_INSTALLATION_LIMIT_MAX_PAISE = 100_000_000;

export const payOnInstallationMessages = {
  notOffered: "Pay on installation is not offered for this order: it needs installation and a total within the limit",
  cashAmount: (due: string) => `The cash received must be the amount due, ${due}`,
  cashAmountRequired: "Enter the cash received in rupees, e.g. 12345.50",
  paymentRequired: "This order is paid on installation: send the payment link or record the cash received",
  alreadyPaid: "This order has been paid already",
  notPayOnInstallation: "This order was paid at checkout: there is nothing to collect",
  linkFailed: "The payment link could not be made just now. Try again in a minute; nothing was recorded.",
  limitInvalid: "Enter the limit in rupees, 0 to turn pay on installation off",
  daysInvalid: "Enter a number of days from 1 to 14",
  reasonRequired: "Say why the installation did not happen",
  cashRefund: "This order was paid in cash on installation: there is no online payment to refund. Give the money back in cash at the desk.",
  unitsGone: "The stock record no longer holds this order's units: ask the desk before closing this installation",
  linkStale: "The amount due changed while the payment link was made: close the installation again to send a link for the new amount",
} as const;

/** The checkout settings staff set (decision 059): the order total up to which pay on installation is offered (0 = off) and the days to pay. */
export const PayOnInstallationSettingsSchema = z.object({
  /** Rupees; 0 when not offered. */
  limit: z.number().nonnegative(),
  days: z.number().int().min(1).max(14),
});
export type PayOnInstallationSettings = z.infer<typeof PayOnInstallationSettingsSchema>;

const rupeesAmount = (message: string, max: number) =>
  z.coerce
    .number({ error: message })
    .refine((value) => Number.isFinite(value) && value >= 0 && value * 100 <= max && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: message });

/** What the console sends: the limit in rupees (like every price), the days. */
export const PayOnInstallationSettingsInputSchema = z.strictObject({
  limit: rupeesAmount(payOnInstallationMessages.limitInvalid, PAY_ON_INSTALLATION_LIMIT_MAX_PAISE),
  days: z.coerce.number({ error: payOnInstallationMessages.daysInvalid }).int({ error: payOnInstallationMessages.daysInvalid }).min(1, { error: payOnInstallationMessages.daysInvalid }).max(14, { error: payOnInstallationMessages.daysInvalid }),
});
export type PayOnInstallationSettingsInput = z.input<typeof PayOnInstallationSettingsInputSchema>;

/** Whether checkout offers pay on installation: installation chosen and the total (paise) at or under a limit that is on. */
export function payOnInstallationOffered(limitPaise: number, totalPaise: number, installationChosen: boolean): boolean {
  return installationChosen && limitPaise > 0 && totalPaise <= limitPaise;
}

/** The instant by which an order paid on installation must be paid: the end of the installation's day plus `days` days, in India. */
export function paymentDueBy(slotEnd: Date, days: number): Date {
  const day = indiaIsoDate(slotEnd);
  // Midnight in India (UTC+5:30) at the end of the day `days` after the installation's day.
  return new Date(new Date(`${addIsoDays(day, days + 1)}T00:00:00+05:30`).getTime());
}

/**
 * What checkout states before the order is placed (the Guidelines for Prevention and Regulation of
 * Dark Patterns, 2023: no drip pricing or hidden terms): what is paid, when, how, that it costs
 * nothing more, and what happens when the installation fails or the payment is not made in time.
 */
export function payOnInstallationTerms(totalPaise: number, days: number, exchange = false): string[] {
  const total = formatRupees(paiseToRupees(totalPaise));
  return [
    `You pay the total of ${total} after our technician has installed your order, not now. Paying on installation costs nothing extra.`,
    // The old battery's value is confirmed at pickup (decision 058): on an order not yet paid, it changes what is due (decision 059).
    ...(exchange
      ? ["Your old battery's exchange value is confirmed when the technician collects it: if it is of another type or capacity than you chose, the amount you pay changes by the difference, at our value table's rates."]
      : []),
    "The technician sends a payment link to your mobile (UPI, card or netbanking) or takes cash and gives you a receipt. Your GST invoice is issued when the payment is in.",
    `Once it is installed, please pay within ${days} ${days === 1 ? "day" : "days"} of the installation day. If the installation cannot be done, or you refuse it, or it is not done within that time, your order is cancelled and its stock released. Nothing is charged.`,
  ];
}

/** The technician's way of taking the payment when closing an installation paid on installation. */
export const InstallPaymentSchema = z.discriminatedUnion(
  "method",
  [
    z.strictObject({ method: z.literal("link") }),
    z.strictObject({ method: z.literal("cash"), amount: rupeesAmount(payOnInstallationMessages.cashAmountRequired, PAY_ON_INSTALLATION_LIMIT_MAX_PAISE) }),
  ],
  { error: payOnInstallationMessages.paymentRequired },
);
export type InstallPayment = z.infer<typeof InstallPaymentSchema>;

/** Why an installation did not happen: the order paid on installation is then cancelled. */
export const installFailReasons = ["customer_refused", "not_possible"] as const;
export const installFailReasonLabels: Record<(typeof installFailReasons)[number], string> = {
  customer_refused: "The customer refused the installation",
  not_possible: "The installation could not be done",
};
/** A technician's notes on a visit: trimmed, at most VISIT_TEXT_MAX characters, null when empty. */
const visitNotes = z
  .string()
  .trim()
  .max(VISIT_TEXT_MAX)
  .nullish()
  .transform((value) => value || null);

export const InstallFailSchema = z.strictObject({
  reason: z.enum(installFailReasons, { error: payOnInstallationMessages.reasonRequired }),
  notes: visitNotes,
});
export type InstallFail = z.infer<typeof InstallFailSchema>;

/** Closing an installation: the serial number of each battery and inverter fitted, by product, and notes. */
export const InstallCloseSchema = z
  .strictObject({
    units: z
      .array(
        z.strictObject({
          productId: z.number().int().positive(),
          serial: z.preprocess((value) => (typeof value === "string" ? normaliseSerial(value) : value), serialno()),
        }),
        { error: installationMessages.serialsRequired },
      )
      .min(1, { error: installationMessages.serialsRequired })
      .max(INSTALLATION_SERIALS_MAX),
    notes: visitNotes,
    /** The old batteries collected, as weighed (decision 058): each goes into the take-back ledger. */
    collected: z.array(CollectedBatterySchema).max(EXCHANGE_COLLECTED_MAX, { error: exchangeMessages.tooManyCollected }).default([]),
    /** The technician collected from the customer the difference a less valuable battery (or none) leaves owing. */
    differenceCollected: z.boolean().default(false),
    /** For an order paid on installation: the payment link sent or the cash taken (decision 059). */
    payment: InstallPaymentSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((close, context) => {
    const seen = new Set<string>();
    close.units.forEach((unit, index) => {
      if (seen.has(unit.serial)) context.addIssue({ code: "custom", path: ["units", index, "serial"], message: installationMessages.serialRepeated(unit.serial) });
      seen.add(unit.serial);
    });
  });
export type InstallClose = z.infer<typeof InstallCloseSchema>;
export type InstallCloseInput = z.input<typeof InstallCloseSchema>;
