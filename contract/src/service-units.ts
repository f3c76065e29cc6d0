import { z } from "zod";
import { type ProductChoice, productChoices } from "./enquiries.ts";
import { isIsoDate } from "./form-rules.ts";
import { serviceStatuses } from "./service-rules.ts";
import { storedVisitOutcomes } from "./service-visits.ts";
import { normaliseSerial, serialno, warrantyStatuses } from "./warranty.ts";

/**
 * A unit's record (decision 032): every serial number the company knows, whether a customer
 * registered it, the shop sold it, staff entered it, or a visit gave it in exchange for a faulty
 * one, on one console page with its product, sale, warranty and service history.
 */

/** How the company came to know a serial (a unit may be known several ways). */
export const unitSources = ["registration", "order", "staff", "replacement", "ticket"] as const;
export type UnitSource = (typeof unitSources)[number];
export const unitSourceLabels: Record<UnitSource, string> = {
  registration: "Registered for warranty by the customer",
  order: "Sold through the shop",
  staff: "Entered by staff",
  replacement: "Given as a replacement",
  ticket: "Named on a service request",
};

const productValues = productChoices.map((choice) => choice.value) as [ProductChoice, ...ProductChoice[]];

export const unitMessages = {
  notFound: "We know no unit with this serial number",
  serialKnown: "This serial number is already known: open its record instead",
  orderNotFound: "There is no paid order with this number",
  purchaseDateInvalid: "Enter the purchase date, e.g. 2026-11-20",
  purchaseDateFuture: "The purchase date cannot be in the future",
  notesTooLong: "Notes cannot exceed 500 characters",
  replacementKnown: "The replacement's serial number is already known to us. Check it, or close the visit with another outcome.",
  /** A spare of another product than the request's (decision 037). */
  replacementOtherProduct: (serial: string, unitProduct: string, ticketProduct: string) =>
    `${serial} is a ${unitProduct}, and this request is about a ${ticketProduct}. Give a unit of the request's product, or close the visit with another outcome.`,
  /** A technician gives only a spare the desk entered (decision 037). */
  replacementNotSpare: (serial: string, product: string) =>
    `We hold no spare unit with serial number ${serial}. Ask the service desk to enter it as a spare ${product} first, or close the visit with another outcome.`,
  /** The request's unit was taken back on an earlier visit (decision 037): it is not the customer's to exchange again. */
  replacedAlready: (by: string) => `This unit was replaced already, by ${by}. Check the serial number on the unit, or close the visit with another outcome.`,
} as const;

/** `:serial` of `/admin/service/units/:serial`: any text; compared as the warranty compares serials. */
export const UnitSerialParamsSchema = z.object({ serial: z.string().max(60).transform(normaliseSerial) });

/**
 * A unit staff enter by hand: its serial and product, and either the shop order it was sold with
 * (its warranty starts on the day the order was paid) or the date it was bought elsewhere.
 */
export const UnitCreateSchema = z.strictObject({
  serialNo: z.preprocess((value) => (typeof value === "string" ? normaliseSerial(value) : value), serialno()),
  product: z.enum(productValues, { error: "Please select a product" }),
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(30, { error: unitMessages.orderNotFound })
    .nullish()
    .transform((value) => value || null),
  purchaseDate: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isIsoDate(value), { error: unitMessages.purchaseDateInvalid }),
  notes: z
    .string()
    .trim()
    .max(500, { error: unitMessages.notesTooLong })
    .nullish()
    .transform((value) => value || null),
});
export type UnitCreate = z.infer<typeof UnitCreateSchema>;
export type UnitCreateInput = z.input<typeof UnitCreateSchema>;

/** The unit's warranty as far as the company knows it: from its registration, inherited from the unit it replaced, or from its sale. */
export const UnitWarrantySchema = z.discriminatedUnion("basis", [
  z.object({ basis: z.literal("registration"), status: z.enum(warrantyStatuses), startDate: z.string(), endDate: z.string() }),
  z.object({ basis: z.literal("inherited"), from: z.string(), startDate: z.string(), endDate: z.string(), inWarranty: z.boolean() }),
  z.object({ basis: z.literal("sale"), startDate: z.string(), endDate: z.string(), inWarranty: z.boolean() }),
  z.object({ basis: z.literal("none") }),
]);
export type UnitWarranty = z.infer<typeof UnitWarrantySchema>;

export const unitEventKinds = ["sold", "entered", "registered", "warranty", "replacement", "replaced", "ticket", "status", "visit"] as const;

/** One thing that happened to the unit, in time order, with the console page that tells more. */
export const UnitEventSchema = z.object({
  at: z.string(),
  kind: z.enum(unitEventKinds),
  text: z.string(),
  href: z.string().nullable(),
});
export type UnitEvent = z.infer<typeof UnitEventSchema>;

export const UnitRecordSchema = z.object({
  serialNo: z.string(),
  product: z.string().nullable(),
  sources: z.array(z.enum(unitSources)),
  warranty: UnitWarrantySchema,
  order: z.object({ id: z.number().int(), number: z.string(), paidAt: z.string().nullable(), invoiceNumber: z.string().nullable() }).nullable(),
  registration: z
    .object({ id: z.number().int(), status: z.enum(warrantyStatuses), name: z.string(), mobile: z.string(), purchaseDate: z.string(), dealer: z.string(), invoiceNo: z.string() })
    .nullable(),
  /** The unit this one replaced, and the one that replaced it. */
  replaces: z.string().nullable(),
  replacedBy: z.string().nullable(),
  notes: z.string().nullable(),
  tickets: z.array(z.object({ id: z.number().int(), reference: z.string(), status: z.enum(serviceStatuses), openedAt: z.string() })),
  visits: z.array(z.object({ id: z.number().int(), ticketId: z.number().int(), slotStart: z.string(), outcome: z.enum(storedVisitOutcomes).nullable() })),
  events: z.array(UnitEventSchema),
});
export type UnitRecord = z.infer<typeof UnitRecordSchema>;

export const UnitListQuerySchema = z.object({ q: z.string().trim().max(60).optional().default("") });
export const UnitListSchema = z.object({
  units: z.array(z.object({ serialNo: z.string(), product: z.string().nullable(), sources: z.array(z.enum(unitSources)) })),
});
export type UnitList = z.infer<typeof UnitListSchema>;
/** At most this many units answer a search. */
export const UNIT_SEARCH_LIMIT = 50;
