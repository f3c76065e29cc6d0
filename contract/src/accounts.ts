import { z } from "zod";
import { MOBILE_INPUT_MAX, email, mobileNumber, requiredText } from "./form-rules.ts";
import { type ServiceStatus, customerStatusLabels } from "./service-rules.ts";
import type { WarrantyStatus } from "./warranty.ts";

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

export const AccountOrderSchema = z.object({
  number: z.string(),
  status: z.enum(["created", "paid", "shipped", "delivered", "cancelled", "refunded", "expired"]),
  placedAt: z.iso.datetime({ offset: true }),
  total: z.number(),
  items: z.number().int(),
  /** The order's tracking page (signed link, decision 036): its status, receipt, tax invoice and credit notes. */
  trackingPath: z.string(),
});
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

export const AccountUnitSchema = z.object({
  serialNo: z.string(),
  status: z.custom<WarrantyStatus>((value) => typeof value === "string"),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  /** Where its status is checked and its certificate downloaded (an Active warranty only). */
  certificatePath: z.string().nullable(),
});
export type AccountUnit = z.infer<typeof AccountUnitSchema>;

export const AccountRequestSchema = z.object({
  reference: z.string(),
  product: z.string(),
  status: z.custom<ServiceStatus>((value) => typeof value === "string"),
  openedAt: z.iso.datetime({ offset: true }),
  /** The request's own page (signed link, decision 028). */
  trackingPath: z.string(),
});
export type AccountRequest = z.infer<typeof AccountRequestSchema>;

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
});
export type AccountOverview = z.infer<typeof AccountOverviewSchema>;

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
