import { z } from "zod";
import type { VerifiedContact } from "./accounts.ts";
import { cleanMobile } from "./form-rules.ts";
import { MessageConsentSchema } from "./messages.ts";

/**
 * One customer in the staff console (decision 054): found by a mobile, an e-mail or a name, and
 * shown with the orders, units, service requests (with their visits and messages) and message
 * consents that carry their contact, joined by the account's one rule (decision 050). Read-only,
 * for the desk's roles; no page lets staff act as the customer, and no page shows a sign-in code.
 */

export const CUSTOMER_SEARCH_MAX = 100;
/** At most this many customers are listed for a name; a longer list asks for a closer search. */
export const CUSTOMER_SEARCH_LIMIT = 25;

export const customerMessages = {
  queryTooShort: "Type at least 3 letters of a name, a 10-digit mobile or an e-mail address",
  contactInvalid: "A customer is a 10-digit Indian mobile number or an e-mail address",
} as const;

/** A customer's key in the console: their mobile's ten digits, or their e-mail address in lower case. */
export function customerContact(value: string): VerifiedContact | null {
  const text = value.trim();
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return z.email().safeParse(email).success && email.length <= 254 ? { mobile: null, email } : null;
  }
  const mobile = cleanMobile(text);
  return /^[6-9]\d{9}$/.test(mobile) ? { mobile, email: null } : null;
}

export const CustomerSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX)
    .refine((text) => customerContact(text) !== null || text.replace(/[^\p{L}]/gu, "").length >= 3, { error: customerMessages.queryTooShort }),
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

export const CustomerMatchSchema = z.object({
  /** The key of the customer's page: the mobile's ten digits or the e-mail address. */
  contact: z.string(),
  kind: z.enum(["mobile", "email"]),
  /** The names written on their records, most recent first. */
  names: z.array(z.string()),
  orders: z.number().int(),
  units: z.number().int(),
  tickets: z.number().int(),
  /** Whether the customer has signed in with this contact (decision 050). */
  account: z.boolean(),
});
export type CustomerMatch = z.infer<typeof CustomerMatchSchema>;

export const CustomerSearchSchema = z.object({ data: z.array(CustomerMatchSchema), more: z.boolean() });
export type CustomerSearch = z.infer<typeof CustomerSearchSchema>;

export const CustomerParamsSchema = z.object({
  contact: z
    .string()
    .max(260)
    .refine((value) => customerContact(value) !== null, { error: customerMessages.contactInvalid }),
});

const at = z.iso.datetime({ offset: true });

export const CustomerRecordSchema = z.object({
  contact: z.string(),
  kind: z.enum(["mobile", "email"]),
  names: z.array(z.string()),
  /** Their account, when they have signed in: since when, and how many devices are signed in now. */
  account: z.object({ since: at, devices: z.number().int() }).nullable(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.string(),
      placedAt: at,
      total: z.number(),
      fullName: z.string(),
      city: z.string(),
    }),
  ),
  units: z.array(
    z.object({
      id: z.number().int(),
      serialNo: z.string(),
      status: z.string(),
      purchaseDate: z.string(),
      registeredAt: at,
    }),
  ),
  tickets: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      product: z.string(),
      status: z.string(),
      openedAt: at,
      visits: z.array(z.object({ slotStart: at, status: z.string(), outcome: z.string().nullable() })),
      messages: z.array(z.object({ at, from: z.enum(["customer", "desk"]), body: z.string() })),
    }),
  ),
  /** The latest word on SMS and WhatsApp updates for the mobile (decision 030); none for an e-mail customer. */
  consents: z.array(MessageConsentSchema),
});
export type CustomerRecord = z.infer<typeof CustomerRecordSchema>;
