import { BookedExchangeSchema, ExchangeValueSchema } from "./exchange.ts";
import { z } from "zod";
import { INDIA_UTC_OFFSET, formatIndiaDayTime, indiaIsoDate } from "./dates.ts";
import { idParams } from "./ids.ts";
import { isIsoDate, requiredText } from "./form-rules.ts";
import { normaliseSerial, serialno } from "./warranty.ts";
import { serviceStatuses } from "./service-rules.ts";

/**
 * Technicians' visits to a service ticket's customer (decision 031): the desk books one for a
 * two-hour slot of a working day with a technician who serves the complaint's pincode; the
 * technician closes it with its outcome on their phone. Pure rules and the API's shapes.
 */

export const visitStatuses = ["booked", "done", "cancelled"] as const;
export type VisitStatus = (typeof visitStatuses)[number];
export const visitStatusLabels: Record<VisitStatus, string> = { booked: "Booked", done: "Done", cancelled: "Cancelled" };

/** How a visit ended (the issue's four outcomes). Each resolves the ticket; the customer confirms or reopens it. */
export const visitOutcomes = ["repaired", "part_replaced", "unit_replaced", "no_fault_found"] as const;
export type VisitOutcome = (typeof visitOutcomes)[number];
export const visitOutcomeLabels: Record<VisitOutcome | "installed", string> = {
  installed: "Installed",
  repaired: "Repaired",
  part_replaced: "Part replaced",
  unit_replaced: "Unit replaced",
  no_fault_found: "No fault found",
};

/** A repair of a service ticket, booked by the desk, or an installation the buyer booked at checkout (decision 057). */
export const visitKinds = ["repair", "install"] as const;
export type VisitKind = (typeof visitKinds)[number];

/** Every outcome a visit keeps: a repair's, or an installation's "installed". */
export const storedVisitOutcomes = [...visitOutcomes, "installed"] as const;
export type StoredVisitOutcome = (typeof storedVisitOutcomes)[number];

/** The visit slots of a working day, India time: two hours each, inside the desk's 9:00 to 19:00. */
export const visitSlots = ["09:00", "11:00", "13:00", "15:00", "17:00"] as const;
export type VisitSlot = (typeof visitSlots)[number];
export const VISIT_SLOT_HOURS = 2;
/** How far ahead a visit may be booked. */
export const VISIT_BOOKING_DAYS = 60;

export const VISIT_ADDRESS_MAX = 300;
export const VISIT_TEXT_MAX = 1000;

export const visitMessages = {
  notFound: "There is no visit with this id",
  technicianRequired: "Choose a technician",
  technicianNotFound: "Choose an active technician",
  dateRequired: "Choose the visit's date",
  dateInvalid: "Choose a date, e.g. 2026-12-01",
  slotRequired: "Choose a time slot",
  addressRequired: "Enter the address of the visit",
  addressTooLong: `Address cannot exceed ${VISIT_ADDRESS_MAX} characters`,
  textTooLong: `Cannot exceed ${VISIT_TEXT_MAX} characters`,
  outcomeRequired: "Choose how the visit ended",
  replacementRequired: "Enter the serial number of the replacement unit",
  replacementOnlyForReplacement: "A replacement serial number goes only with the outcome Unit replaced",
  past: "Choose a slot that has not started yet",
  tooFar: `Visits can be booked up to ${VISIT_BOOKING_DAYS} days ahead`,
  sunday: "Visits are made Monday to Saturday",
  holiday: "The service desk is shut on that day",
  ticketDone: "This ticket is resolved or closed: reopen it before booking a visit",
  alreadyBooked: "This ticket already has a booked visit. Cancel it first to book another.",
  technicianBusy: "This technician already has a visit in this slot. Choose another slot or technician.",
  notBooked: "This visit is no longer booked",
  notYours: "This visit is not yours",
} as const;

/** The instant a slot of an India date begins, and ends. */
export function slotBounds(date: string, slot: VisitSlot): { start: Date; end: Date } {
  const start = new Date(`${date}T${slot}:00${INDIA_UTC_OFFSET}`);
  return { start, end: new Date(start.getTime() + VISIT_SLOT_HOURS * 3600_000) };
}

/**
 * Why a visit cannot be booked on `date` in `slot` now, in words the desk can act on; null when it
 * can: the slot has not started, it is within VISIT_BOOKING_DAYS, and the day is a working day
 * (Monday to Saturday and not a service holiday).
 */
export function visitSlotProblem(date: string, slot: VisitSlot, now: Date, isHoliday: (date: string) => boolean): string | null {
  const { start } = slotBounds(date, slot);
  if (start.getTime() <= now.getTime()) return visitMessages.past;
  const today = new Date(`${indiaIsoDate(now)}T00:00:00Z`);
  const day = new Date(`${date}T00:00:00Z`);
  if ((day.getTime() - today.getTime()) / 86_400_000 > VISIT_BOOKING_DAYS) return visitMessages.tooFar;
  if (day.getUTCDay() === 0) return visitMessages.sunday;
  if (isHoliday(date)) return visitMessages.holiday;
  return null;
}

/** A slot in words, India time: "Tue, 1 Dec, 11:00 am to 1:00 pm". */
export function visitSlotText(start: Date | string, end: Date | string): string {
  const endTime = formatIndiaDayTime(end).split(", ").at(-1);
  return `${formatIndiaDayTime(start)} to ${endTime}`;
}

/** A person's first name, for the customer: "Ravi Kumar" is "Ravi". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** Optional text: left out, null or blank is none (the console sends what its own check of the form answered). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => value || null);

export const VisitBookSchema = z.strictObject({
  technicianId: z.number({ error: visitMessages.technicianRequired }).int({ error: visitMessages.technicianRequired }).positive({ error: visitMessages.technicianRequired }),
  date: z
    .string({ error: visitMessages.dateRequired })
    .trim()
    .min(1, { error: visitMessages.dateRequired })
    .refine(isIsoDate, { error: visitMessages.dateInvalid }),
  slot: z.enum(visitSlots, { error: visitMessages.slotRequired }),
  address: requiredText(visitMessages.addressRequired, VISIT_ADDRESS_MAX, visitMessages.addressTooLong),
  instructions: optionalText(VISIT_TEXT_MAX, visitMessages.textTooLong),
});
export type VisitBook = z.infer<typeof VisitBookSchema>;
export type VisitBookInput = z.input<typeof VisitBookSchema>;

export const VisitCloseSchema = z
  .strictObject({
    outcome: z.enum(visitOutcomes, { error: visitMessages.outcomeRequired }),
    partsUsed: optionalText(VISIT_TEXT_MAX, visitMessages.textTooLong),
    notes: optionalText(VISIT_TEXT_MAX, visitMessages.textTooLong),
    // The warranty form's rule for a serial; blank or left out is none, and it is kept as the warranty keeps serials.
    replacementSerial: z
      .preprocess((value) => (typeof value === "string" ? normaliseSerial(value) : value) || undefined, serialno().optional())
      .transform((value) => value ?? null),
  })
  .superRefine((visit, context) => {
    if (visit.outcome === "unit_replaced" && !visit.replacementSerial) {
      context.addIssue({ code: "custom", path: ["replacementSerial"], message: visitMessages.replacementRequired });
    }
    if (visit.outcome !== "unit_replaced" && visit.replacementSerial) {
      context.addIssue({ code: "custom", path: ["replacementSerial"], message: visitMessages.replacementOnlyForReplacement });
    }
  });
export type VisitClose = z.infer<typeof VisitCloseSchema>;
export type VisitCloseInput = z.input<typeof VisitCloseSchema>;

export const VisitIdParamsSchema = idParams(visitMessages.notFound);

/** A visit as the console shows it on its ticket. */
export const VisitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(visitKinds),
  /** A repair's ticket; null for an installation, whose order is `orderId`. */
  ticketId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  /** An installation's serial numbers fitted, once closed. */
  fittedSerials: z.array(z.string()).nullable(),
  technician: z.object({ id: z.number().int(), name: z.string() }),
  slotStart: z.string(),
  slotEnd: z.string(),
  address: z.string(),
  instructions: z.string().nullable(),
  status: z.enum(visitStatuses),
  outcome: z.enum(storedVisitOutcomes).nullable(),
  partsUsed: z.string().nullable(),
  notes: z.string().nullable(),
  replacementSerial: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Visit = z.infer<typeof VisitSchema>;

/** A visit on the technician's own page: the visit and what they need of its ticket. */
/** An order paid on installation: where its payment stands (decision 059; labels in installation.ts). */
export const installationPaymentStates = ["due", "link_sent", "paid_link", "paid_cash"] as const;

export const TechnicianVisitSchema = VisitSchema.extend({
  /** An installation's order (decision 057): who to call and what to fit; null for a repair. */
  order: z
    .object({
      number: z.string(),
      name: z.string(),
      mobile: z.string(),
      pincode: z.string(),
      items: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int(), installation: z.boolean() })),
      /** The old battery the buyer declared at checkout against a discount (decision 058); null when none. */
      exchange: BookedExchangeSchema.nullish(),
      /**
       * Paid on installation (decision 059): the state and the amount due in rupees; null when paid at
       * checkout. `settle`, while it is unpaid with an old battery declared: what the exchange is
       * settled from, so the page shows what is due for the batteries recorded (`amountDueAfterExchange`).
       */
      payment: z
        .object({
          state: z.enum(installationPaymentStates),
          due: z.number(),
          settle: z.object({ unitValue: z.number(), beforeExchange: z.number(), cap: z.number(), values: z.array(ExchangeValueSchema) }).nullish(),
        })
        .nullable(),
    })
    .nullable(),
  /** A repair's ticket; null for an installation. */
  ticket: z.object({
    reference: z.string(),
    status: z.enum(serviceStatuses),
    product: z.string(),
    serialNo: z.string().nullable(),
    name: z.string(),
    mobile: z.string(),
    pincode: z.string(),
    issue: z.string(),
    description: z.string(),
  }).nullable(),
});
export type TechnicianVisit = z.infer<typeof TechnicianVisitSchema>;

/** The technician's page: visits still booked (soonest first), then those closed in the last 14 days. */
export const TechnicianVisitListSchema = z.object({ booked: z.array(TechnicianVisitSchema), recent: z.array(TechnicianVisitSchema) });
export type TechnicianVisitList = z.infer<typeof TechnicianVisitListSchema>;
export const TECHNICIAN_RECENT_DAYS = 14;

/** The technicians the desk may book for a ticket: those serving its pincode first. */
export const TechnicianChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  servesPincode: z.boolean(),
  /** Visits booked for them from now on. */
  bookedVisits: z.number().int(),
  /** When those visits start (ISO), so the desk sees which slots are taken before choosing. */
  bookedSlots: z.array(z.string()),
});
export type TechnicianChoice = z.infer<typeof TechnicianChoiceSchema>;
export const TechnicianChoiceListSchema = z.object({ technicians: z.array(TechnicianChoiceSchema) });
export type TechnicianChoiceList = z.infer<typeof TechnicianChoiceListSchema>;
