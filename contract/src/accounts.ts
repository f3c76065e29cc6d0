import { z } from "zod";
import { MOBILE_INPUT_MAX, cleanMobile, email, mobileNumber, requiredText } from "./form-rules.ts";
import { type ServiceStatus, customerStatusLabels } from "./service-rules.ts";
import { type TextChannel, textChannels } from "./messages.ts";
import { site } from "./site.ts";
import { type WarrantyStatus, WarrantyDetailsSchema, serialno } from "./warranty.ts";
import { locales } from "./locale.ts";

/**
 * A customer's account (decision 050): known by a verified mobile number, or a verified e-mail
 * address for those who cannot get an SMS, never by a claim. Signing in is a one-time code sent to
 * the contact; the account shows the orders, registered units and service requests that carry it.
 */

/** Digits in a code; a code is valid this long, and this many wrong tries end its challenge. */
export const ACCOUNT_CODE_LENGTH = 6;
export const ACCOUNT_CODE_MINUTES = 10;
export const ACCOUNT_CODE_MAX_WRONG = 5;

/**
 * How many codes one mobile number, one e-mail address or one network address may ask for: one in
 * 30 seconds, 5 in an hour, 10 in a day. Counted on every instance together (Redis, when set).
 */
export const ACCOUNT_SEND_LIMITS = [
  { max: 1, windowMs: 30_000 },
  { max: 5, windowMs: 60 * 60_000 },
  { max: 10, windowMs: 24 * 60 * 60_000 },
] as const;

/** A signed-in device stays signed in this long after signing in. */
export const ACCOUNT_SESSION_DAYS = 30;
/** The session's cookie (HttpOnly, SameSite=Lax, Secure on https) and the sign-in's own, which names the challenge. */
export const ACCOUNT_SESSION_COOKIE = "uv_account";
export const ACCOUNT_CHALLENGE_COOKIE = "uv_sign_in";

/** Where a code goes. */
export const codeChannels = ["sms", "whatsapp", "email"] as const;
export type CodeChannel = (typeof codeChannels)[number];
export const mobileCodeChannels = ["sms", "whatsapp"] as const;

export const accountMessages = {
  mobileRequired: "Mobile number is required",
  mobileInvalid: "Please enter a valid 10-digit mobile number",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  codeRequired: "Enter the 6-digit code",
  codeInvalid: "The code is the 6 digits in the message we sent",
  /** The same words whether or not the contact has an account, so they tell nobody which contacts do. */
  codeSentToMobile: "If this number can receive messages, a 6-digit code is on its way. It works for 10 minutes.",
  codeSentToEmail: "If this address can receive e-mail, a 6-digit code is on its way. It works for 10 minutes.",
  /** Asked from a unit's serial (decision 052): the same words whether or not the serial is registered. */
  codeSentForUnit: "If this serial number is registered, a 6-digit code is on its way by SMS to the mobile number it was registered with. It works for 10 minutes.",
  /** A unit that is not the account's is not found, whether or not it is someone else's. */
  unitNotFound: "No product with this serial number is registered with your account.",
  consentNeedsMobile: "Updates by SMS and WhatsApp go to a verified Indian mobile number: sign in with your mobile to change them.",
  consentSaved: "Your choice is saved.",
  wrongCode: "That code is not right. Check the message and try again.",
  tooManyWrong: "Too many wrong codes. Ask for a new code.",
  codeEnded: "This code has expired or has been used. Ask for a new code.",
  noChallenge: "Ask for a code first.",
  signedOut: "You are signed out.",
  signInFirst: "Sign in to see your account.",
  fallback: "We could not sign you in just now. Please try again.",
  tooMany: (wait: string) => `Too many codes asked for. Please wait ${wait} and ask again.`,
} as const;

/**
 * What a first sign-in is told (Digital Personal Data Protection Act, 2023, section 5: a notice of
 * the personal data and its purpose, and how to withdraw and complain).
 */
export const accountNotice = {
  title: "What we keep, and why",
  points: [
    "Your verified mobile number (or e-mail address): to sign you in and to find your orders, registered products and service requests that carry it.",
    "For each signed-in device: when it signed in and was last used, and the browser's name, so you can see your devices and sign them out.",
    "The codes we send are kept only as a keyed hash, for 10 minutes' use; we keep no password.",
  ],
  rights:
    "Orders, warranties and service requests are kept as the law and your warranty require. Under \"Your details and data\" you can download what we hold, correct it or erase your account; to complain, write to our Grievance Officer (see the privacy policy).",
} as const;

export const MobileSignInSchema = z.object({
  mobile: mobileNumber({ required: accountMessages.mobileRequired, invalid: accountMessages.mobileInvalid }),
  channel: z.enum(mobileCodeChannels).default("sms"),
});
export type MobileSignIn = z.infer<typeof MobileSignInSchema>;
export const MOBILE_SIGN_IN_MAX = MOBILE_INPUT_MAX;

export const EmailSignInSchema = z.object({
  email: email(accountMessages.emailRequired, accountMessages.emailInvalid).transform((value) => value.trim().toLowerCase()),
});
export type EmailSignIn = z.infer<typeof EmailSignInSchema>;

/** A code as typed or pasted: spaces and dashes go, then six digits. */
export function cleanCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export const CodeSchema = z.object({
  code: requiredText(accountMessages.codeRequired, 20, accountMessages.codeInvalid)
    .transform(cleanCode)
    .pipe(z.string().regex(/^\d{6}$/, { error: accountMessages.codeInvalid })),
});
export type CodeEntry = z.infer<typeof CodeSchema>;

/** The answer to asking for a code: the same for every contact. */
export const CodeSentSchema = z.object({
  message: z.string(),
  channel: z.enum(codeChannels),
  /** The contact as the customer can recognise it, partly hidden: `+91 XXXXXX3210`, `p***@example.in`. */
  sentTo: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** A contact partly hidden, for the code step's page. */
export function maskedContact(channel: CodeChannel, contact: string): string {
  if (channel !== "email") return `+91 XXXXXX${contact.slice(-4)}`;
  const [name = "", domain = ""] = contact.split("@");
  return `${name.slice(0, 1)}***@${domain}`;
}

export const AccountDeviceSchema = z.object({
  id: z.number().int(),
  /** The browser and system as its User-Agent names them, in a few words. */
  device: z.string(),
  signedInAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type AccountDevice = z.infer<typeof AccountDeviceSchema>;

export const orderStatusWords = {
  created: "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
  expired: "Not paid",
} as const;

/**
 * What the shop's own orders say on a warranty registration (decision 052): the dealer is the
 * online shop, the purchase date the day it was paid, the invoice the order's tax invoice.
 */
export const ONLINE_SHOP_DEALER = `${site.brand} online shop`;

/** The warranty form, filled in with what an order knows (the serial is on the unit, not the order). */
export function registerFromOrderPath(order: { purchaseDate: string; invoiceNo: string | null }): string {
  return `/warranty?${query({ purchaseDate: order.purchaseDate, dealer: ONLINE_SHOP_DEALER, invoiceno: order.invoiceNo })}#warranty-form`;
}

/** The complaint form, filled in with a unit's serial and product. */
export function complaintAboutUnitPath(unit: { serialNo: string; product: string | null }): string {
  return `/technical-support?${query({ serialno: unit.serialNo, product: unit.product })}#support-request-form`;
}

/** A query string of the values given (null ones left out). */
function query(values: Record<string, string | null>): string {
  return Object.entries(values)
    .flatMap(([name, value]) => (value === null ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`]))
    .join("&");
}

/** The query parameters those links fill the two forms with, for the forms and the page cache's keys. */
export const registerPrefillKeys = ["purchaseDate", "dealer", "invoiceno"] as const;
export const complaintPrefillKeys = ["serialno", "product"] as const;

export const AccountOrderLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** The warranty form filled in from the order, for a battery or inverter (a product with a warranty); null for an accessory. */
  registerPath: z.string().nullable(),
});
export type AccountOrderLine = z.infer<typeof AccountOrderLineSchema>;

export const AccountOrderSchema = z.object({
  number: z.string(),
  status: z.enum(["created", "paid", "shipped", "delivered", "cancelled", "refunded", "expired"]),
  placedAt: z.iso.datetime({ offset: true }),
  total: z.number(),
  items: z.number().int(),
  lines: z.array(AccountOrderLineSchema),
  /** The order's tracking page by its number, opened for this session (decision 054): its status, receipt, tax invoice and credit notes. */
  trackingPath: z.string(),
});
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

export const AccountUnitSchema = z.object({
  serialNo: z.string(),
  status: z.custom<WarrantyStatus>((value) => typeof value === "string"),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  /** The product as staff named it on approving (decision 051); null until then. */
  product: z.string().nullable(),
  /** The unit's own page: its details, certificate and service history (decision 052). */
  unitPath: z.string(),
  /** Its certificate, for the signed-in owner (an Active warranty only). */
  certificatePath: z.string().nullable(),
});
export type AccountUnit = z.infer<typeof AccountUnitSchema>;

export const AccountRequestSchema = z.object({
  reference: z.string(),
  product: z.string(),
  status: z.custom<ServiceStatus>((value) => typeof value === "string"),
  openedAt: z.iso.datetime({ offset: true }),
  /** The request's own page by its reference, opened for this session (decision 054). */
  trackingPath: z.string(),
});
export type AccountRequest = z.infer<typeof AccountRequestSchema>;

/** The latest word on updates by SMS or WhatsApp for the verified mobile (decision 030): given or not, and when. */
export const AccountConsentSchema = z.object({
  channel: z.enum(textChannels),
  given: z.boolean(),
  /** When the latest word was recorded; null when the customer never gave one. */
  at: z.iso.datetime({ offset: true }).nullable(),
});
export type AccountConsent = z.infer<typeof AccountConsentSchema>;

/** The account's consent form: one channel, given or withdrawn. */
export const ConsentChangeSchema = z.strictObject({
  channel: z.enum(textChannels, { error: "Choose SMS or WhatsApp" }),
  choice: z.enum(["given", "withdrawn"], { error: "Choose to start or stop these updates" }),
});
export type ConsentChange = z.infer<typeof ConsentChangeSchema>;

/** The words recorded with a consent changed on the account page: the words the button showed. */
export function accountConsentWording(channel: TextChannel, choice: ConsentChange["choice"]): string {
  const label = channel === "sms" ? "SMS" : "WhatsApp";
  return choice === "given"
    ? `Start updates by ${label}: about your service requests and warranties only, never offers, to your verified mobile number.`
    : `Stop updates by ${label}.`;
}

/**
 * What the account says of e-mail: every e-mail the shop sends is about something the customer did
 * (an order, its payment and refunds, a request, a warranty), so there is nothing to stop.
 */
export const accountEmailNote =
  "We e-mail you only about your own orders, payments, warranties and service requests, never offers or newsletters, so there is nothing to turn off here.";

export const AccountOverviewSchema = z.object({
  /** The verified contacts the records below were found by. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** True once, on the first page after the account was made: the notice of what is kept is shown open. */
  firstSignIn: z.boolean(),
  orders: z.array(AccountOrderSchema),
  units: z.array(AccountUnitSchema),
  requests: z.array(AccountRequestSchema),
  devices: z.array(AccountDeviceSchema),
  /** SMS and WhatsApp updates to the verified mobile; null for an account known by e-mail (texts need a mobile). */
  consents: z.array(AccountConsentSchema).nullable(),
});
export type AccountOverview = z.infer<typeof AccountOverviewSchema>;

/** A registered unit's page for its verified owner (decision 052). */
export const AccountUnitPageSchema = z.object({
  details: WarrantyDetailsSchema,
  /** The language of the page the unit was registered from (decision 056): its certificate is in it. */
  locale: z.enum(locales),
  /** The certificate's download (an Active warranty only). */
  certificatePath: z.string().nullable(),
  /** The complaint form with this unit's serial and product filled in. */
  complaintPath: z.string(),
  /** The account's service requests that carry this serial, newest first. */
  requests: z.array(AccountRequestSchema),
});
export type AccountUnitPage = z.infer<typeof AccountUnitPageSchema>;

/** A serial as the unit's page and the code request take it. */
export const UnitSerialSchema = z.object({ serial: serialno() });

/** A service request's status in the customer's words. */
export const requestStatusWords = (status: ServiceStatus): string => customerStatusLabels[status];

/** A cookie's value from a Cookie header, if the header has a well-formed token under `name`. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return /^[\w-]{20,100}$/.test(value) ? value : null;
  }
  return null;
}

/**
 * The contact a session proved (decision 050): a ten-digit mobile, or a lower-case e-mail address.
 * Only a session gives one; a contact typed into a form is a claim and never becomes one.
 */
export type VerifiedContact = { mobile: string | null; email: string | null };

/**
 * Whether a record (an order, a registration, a ticket) carries the verified contact, by the
 * account's one rule: the record's mobile read by the one mobile rule (decision 047), its e-mail
 * without regard to case. The account's lists, the pages opened without a token and the console's
 * customer page all join by this, so none shows what another would not.
 */
export function carriesContact(verified: VerifiedContact, record: { mobile: string | null; email: string | null }): boolean {
  if (verified.mobile) return record.mobile !== null && cleanMobile(record.mobile.trim()) === verified.mobile;
  if (verified.email) return record.email !== null && record.email.trim().toLowerCase() === verified.email;
  return false;
}

/**
 * What the account knows that a form asks for (decision 054), for checkout, warranty registration
 * and the complaint form to fill in the fields the customer has not typed in yet: the verified
 * contact, and a name and address (today the most recent paid order's). All null when the browser
 * is not signed in. Served privately and never cached: the forms' pages are public and the same
 * for every visitor, so the browser asks for this after the page has loaded.
 */
export const AccountPrefillSchema = z.object({
  signedIn: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  address: z
    .object({
      address: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
    })
    .nullable(),
});
export type AccountPrefill = z.infer<typeof AccountPrefillSchema>;

export const noPrefill: AccountPrefill = { signedIn: false, mobile: null, email: null, name: null, address: null };
