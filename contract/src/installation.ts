import { z } from "zod";
import { indiaIsoDate } from "./dates.ts";
import { deliveryEstimate } from "./delivery-rules.ts";
import { isIsoDate } from "./form-rules.ts";
import { formatRupees, paiseToRupees } from "./money.ts";
import { normaliseSerial, serialno } from "./warranty.ts";
import { CollectedBatterySchema, EXCHANGE_COLLECTED_MAX, exchangeMessages } from "./exchange.ts";
import { VISIT_TEXT_MAX, type VisitSlot, slotBounds, visitSlots } from "./service-visits.ts";

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
    notes: z
      .string()
      .trim()
      .max(VISIT_TEXT_MAX)
      .nullish()
      .transform((value) => value || null),
    /** The old batteries collected, as weighed (decision 058): each goes into the take-back ledger. */
    collected: z.array(CollectedBatterySchema).max(EXCHANGE_COLLECTED_MAX, { error: exchangeMessages.tooManyCollected }).default([]),
    /** The technician collected from the customer the difference a less valuable battery (or none) leaves owing. */
    differenceCollected: z.boolean().default(false),
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
