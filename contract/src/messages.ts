import { z } from "zod";

/**
 * Messages beyond e-mail (decision 030): SMS and WhatsApp updates about a customer's service
 * request or warranty, sent only to a mobile whose owner ticked the form's box for that channel.
 * The forms' consent boxes, the rule for the mobile they need, and the console's view of the
 * consents recorded; the texts themselves are the server's (server/src/modules/messaging/text-templates.ts).
 */

/** The channels a customer can agree to, besides e-mail. */
export const textChannels = ["sms", "whatsapp"] as const;
export type TextChannel = (typeof textChannels)[number];

/** Every channel of the outbox: e-mail, and the text channels. */
export const outboxChannels = ["email", ...textChannels] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export const channelLabels: Record<OutboxChannel, string> = { email: "E-mail", sms: "SMS", whatsapp: "WhatsApp" };

/** The form field of each channel's box: ticked, the form sends "yes". */
export const consentFields = { sms: "sms_updates", whatsapp: "whatsapp_updates" } as const satisfies Record<TextChannel, string>;

/**
 * The words beside each box, kept with every consent recorded: what the customer agreed to is
 * part of the record (Digital Personal Data Protection Act, 2023: consent is specific and can be
 * shown).
 */
export const consentWording: Record<TextChannel, string> = {
  sms: "Send me updates by SMS",
  whatsapp: "Send me updates on WhatsApp",
};

/**
 * The line under the boxes. A consent holds for the mobile, so it covers the customer's later
 * requests too, and says so; the messages are updates, never offers.
 */
export const consentHint = "About your service requests and warranties only, never offers, to the mobile number above. You can ask us to stop at any time.";

/** What a customer who ticked the box for `channel` agreed to, word for word: kept with the consent. */
export function consentText(channel: TextChannel): string {
  return `${consentWording[channel]}. ${consentHint}`;
}

/** The events that have a registered SMS and WhatsApp template (decision 030). */
export const textEvents = [
  "complaint-received",
  "ticket-acknowledged",
  "ticket-visit-scheduled",
  "ticket-resolved",
  "ticket-status-changed",
  "warranty-registered",
  "warranty-approved",
  "warranty-rejected",
  "account-code",
  "payment-link",
] as const;
export type TextEvent = (typeof textEvents)[number];

export const textEventLabels: Record<TextEvent, string> = {
  "complaint-received": "Service request received",
  "ticket-acknowledged": "Service request taken up",
  "ticket-visit-scheduled": "Engineer's visit scheduled",
  "ticket-resolved": "Service request resolved",
  "ticket-status-changed": "Service request status changed",
  "warranty-registered": "Warranty registration received",
  "warranty-approved": "Warranty approved",
  "warranty-rejected": "Warranty not approved",
  "account-code": "Sign-in code",
  "payment-link": "Payment link for an installed order",
};

/**
 * The mobile number as the gateways take it (+91 and 10 digits), or null when it is not an Indian
 * mobile: SMS through India's DLT system and WhatsApp updates go to Indian mobiles only. A leading
 * +91, 91 or 0 and spaces, dashes and brackets are forgiven; the number starts with 6, 7, 8 or 9.
 */
export function indianMobile(value: string): string | null {
  if (!/^[\d\s()+-]*$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  const national =
    digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits.length === 11 && digits.startsWith("0") ? digits.slice(1) : digits;
  return /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

export const consentMessages = {
  mobileNotIndian: "For updates by SMS or WhatsApp, enter an Indian mobile number (10 digits starting with 6, 7, 8 or 9)",
  invalid: "Tick the box, or leave it empty",
} as const;

/**
 * A consent box: ticked is `true` (the form posts "yes", a JSON client may send true); unticked,
 * absent or empty is `undefined`, which records nothing.
 */
export const consentBox = () =>
  z.preprocess(
    (value) => (value === "yes" || value === "true" || value === "on" ? true : value === "" || value === false || value === null ? undefined : value),
    z.literal(true, { error: consentMessages.invalid }).optional(),
  );

/** The two boxes, for a form's schema. */
export const consentShape = { sms_updates: consentBox(), whatsapp_updates: consentBox() } satisfies Record<(typeof consentFields)[TextChannel], unknown>;

type ConsentValues = { sms_updates?: unknown; whatsapp_updates?: unknown; mobile?: unknown };

const ticked = (value: unknown) => value === true || value === "yes" || value === "true" || value === "on";

/** The channels a form's values agree to. */
export function consentedChannels(values: ConsentValues): TextChannel[] {
  return textChannels.filter((channel) => ticked(values[consentFields[channel]]));
}

/**
 * The rule the boxes bring to a form: a ticked box needs an Indian mobile, said on the mobile field.
 * It runs beside the fields' own rules (`when`), so every message shows at once; a mobile that
 * breaks its own rule already has its message.
 */
export function addConsentRule<T extends z.ZodType>(schema: T, mobileRule: RegExp) {
  return schema.superRefine(
    (values, context) => {
      const { mobile } = values as ConsentValues;
      if (consentedChannels(values as ConsentValues).length === 0 || typeof mobile !== "string" || !mobileRule.test(mobile.trim())) return;
      if (indianMobile(mobile) === null) context.addIssue({ code: "custom", path: ["mobile"], message: consentMessages.mobileNotIndian });
    },
    { when: (payload) => consentedChannels((payload.value ?? {}) as ConsentValues).length > 0 },
  );
}

// ---- Consents as the console sees them -----------------------------------------------------------

export const consentStatuses = ["given", "withdrawn"] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

/** Where a consent was given or withdrawn. */
export const consentSources = ["complaint-form", "warranty-form", "console", "account"] as const;
export type ConsentSource = (typeof consentSources)[number];
export const consentSourceLabels: Record<ConsentSource, string> = {
  "complaint-form": "the complaint form",
  "warranty-form": "the warranty registration form",
  console: "the service desk",
  account: "their account",
};

/** The latest word from the customer on one channel for one mobile. */
export const MessageConsentSchema = z.object({
  channel: z.enum(textChannels),
  mobile: z.string(),
  status: z.enum(consentStatuses),
  at: z.string(),
  source: z.enum(consentSources),
  /** The form's record: a complaint's reference, a warranty's serial number, or a ticket's for the desk. */
  reference: z.string().nullable(),
  wording: z.string(),
});
export type MessageConsent = z.infer<typeof MessageConsentSchema>;

/** Staff recording that the customer asked to stop one channel (by phone, in a message). */
export const ConsentWithdrawalSchema = z.strictObject({
  channel: z.enum(textChannels, { error: "Choose SMS or WhatsApp" }),
});
export type ConsentWithdrawal = z.infer<typeof ConsentWithdrawalSchema>;

export const consentAdminMessages = {
  noConsent: "The customer has not agreed to updates on this channel.",
  noMobile: "This ticket's mobile is not an Indian mobile number, so no updates go to it.",
  withdrawalWording: "Asked us to stop updates on this channel",
} as const;
