import { formatIsoDate } from "@urjavolt/contract/dates";
import { type TextChannel, type TextEvent, textEventLabels } from "@urjavolt/contract/messages";
import { paths } from "@urjavolt/contract/paths";
import { type ServiceStatus, customerStatusLabels } from "@urjavolt/contract/service-rules";
import { site } from "@urjavolt/contract/site";

/**
 * The SMS and WhatsApp texts, one per event (decision 030). In India both channels send only
 * registered templates: an SMS must match its DLT content template word for word, its variable
 * parts written `{#var#}` and at most 30 characters each; a WhatsApp message names a template Meta
 * approved, its variables `{{1}}`, `{{2}}`, ... filled in order (Meta refuses a template that
 * starts or ends with a variable, so none does). So each text here is fixed but for
 * its `{name}` placeholders; `registrationText` prints what to register, the configuration holds
 * the ID or name each was registered under (SMS_DLT_TEMPLATE_IDS, WHATSAPP_TEMPLATE_NAMES), and
 * `renderText` fills the values in.
 *
 * The fixed parts carry the site's address (SITE_URL) and the brand, so they are registered for
 * the address the shop runs on; its domain must also be whitelisted on DLT for SMS with links.
 * An SMS fits one part (160 GSM-7 characters) with its variables at their longest, as long as the
 * site's address is not much longer than 30 characters: `smsTemplateProblems` says so at start-up.
 */

export type TextSettings = {
  /** The site's public address (SITE_URL), no trailing slash. */
  siteUrl: string;
};

type TicketFacts = {
  reference: string;
  name: string;
  /** The ticket's own signed page (decision 028), for WhatsApp; an SMS names the shorter look-up page. */
  link: string;
};
type WarrantyFacts = { name: string; serialNo: string };

/** What one message is about: its event and the facts its variables are filled from. */
export type TextFacts =
  | ({ event: "complaint-received" | "ticket-acknowledged" | "ticket-visit-scheduled" | "ticket-resolved" } & TicketFacts)
  | ({ event: "ticket-status-changed"; status: ServiceStatus } & TicketFacts)
  | ({ event: "warranty-registered" | "warranty-rejected" } & WarrantyFacts)
  | ({ event: "warranty-approved"; expiryDate: string } & WarrantyFacts)
  | { event: "account-code"; code: string }
  /** An order paid on installation: the link the technician sent when closing the visit (decision 059). */
  | { event: "payment-link"; reference: string; name: string; amount: string; link: string };

/**
 * The message that tells the customer a ticket took `status`: received, taken up, a visit and
 * resolved have their own templates; every other status goes in the status-changed one.
 */
export function ticketTextFacts(status: ServiceStatus, ticket: TicketFacts): TextFacts {
  if (status === "new") return { event: "complaint-received", ...ticket };
  if (status === "acknowledged") return { event: "ticket-acknowledged", ...ticket };
  if (status === "visit_scheduled") return { event: "ticket-visit-scheduled", ...ticket };
  if (status === "resolved") return { event: "ticket-resolved", ...ticket };
  return { event: "ticket-status-changed", status, ...ticket };
}

/**
 * A status in at most 30 characters, for the SMS's one status variable. The statuses with an
 * event of their own are listed too, for a status-changed message of any ticket.
 */
export const smsStatusWords: Record<ServiceStatus, string> = {
  new: "Received",
  acknowledged: "Taken up by our team",
  diagnosing: "Engineer finding the cause",
  visit_scheduled: "Engineer visit scheduled",
  awaiting_parts: "Waiting for spare parts",
  waiting_on_customer: "We need something from you",
  resolved: "Resolved",
  closed: "Closed",
  reopened: "Reopened",
};

type Fixed = { brand: string; site: string; phone: string; host: string };

/** Each event's two texts; `{name}` marks a variable, filled from the facts by `valuesOf`. */
const templates: Record<TextEvent, Record<TextChannel, (fixed: Fixed) => string>> = {
  "complaint-received": {
    sms: ({ brand, site }) =>
      `${brand}: We received your service request {reference}. Our service team will call you. Track it at ${site}${paths.trackRequest}`,
    whatsapp: ({ brand }) =>
      `Dear {name}, ${brand} has received your service request {reference}. Our service team will call you to confirm the details of the fault. You can follow your request at {link} at any time.`,
  },
  "ticket-acknowledged": {
    sms: ({ brand, site }) =>
      `${brand}: Our service team has taken up your request {reference}. An engineer will call you. Track it at ${site}${paths.trackRequest}`,
    whatsapp: ({ brand }) =>
      `Dear {name}, the ${brand} service team has taken up your request {reference}. An engineer will look into the fault and call you about it. You can follow your request at {link} at any time.`,
  },
  "ticket-visit-scheduled": {
    sms: ({ brand, site }) =>
      `${brand}: An engineer's visit is scheduled for request {reference}. Keep the unit and invoice ready. Track: ${site}${paths.trackRequest}`,
    whatsapp: ({ brand }) =>
      `Dear {name}, a ${brand} engineer's visit is scheduled for your service request {reference}. Please keep the unit, its serial number and your invoice at hand. You can follow your request at {link} at any time.`,
  },
  "ticket-resolved": {
    sms: ({ brand, site }) =>
      `${brand}: Your service request {reference} is resolved. If the fault is back within 15 days, reopen it at ${site}${paths.trackRequest}`,
    whatsapp: ({ brand }) =>
      `Dear {name}, your ${brand} service request {reference} is resolved. If the fault comes back within 15 days, you can reopen it at {link} with the same reference.`,
  },
  "ticket-status-changed": {
    sms: ({ brand, site }) => `${brand}: Update on your service request {reference}: {status}. Track it at ${site}${paths.trackRequest}`,
    whatsapp: ({ brand }) =>
      `Dear {name}, an update on your ${brand} service request {reference}: {status}. You can follow your request at {link} at any time.`,
  },
  "warranty-registered": {
    sms: ({ brand, site }) => `${brand}: Warranty of serial {serial} received. It is pending until we check your invoice. ${site}${paths.warranty}`,
    whatsapp: ({ brand, site }) =>
      `Dear {name}, thank you for registering the warranty of your ${brand} product, serial {serial}. It is pending until we verify your invoice; we will write to you when it is checked. Check its status at ${site}${paths.warranty}`,
  },
  "warranty-approved": {
    sms: ({ brand, site }) => `${brand}: Warranty of serial {serial} is active until {until}. Certificate: ${site}${paths.warranty}`,
    whatsapp: ({ brand, site }) =>
      `Dear {name}, the warranty of your ${brand} product, serial {serial}, is active until {until}. You can download its certificate at ${site}${paths.warranty}`,
  },
  "warranty-rejected": {
    sms: ({ brand, site, phone }) => `${brand}: Warranty of serial {serial} not approved. See why at ${site}${paths.warranty} or call ${phone}`,
    whatsapp: ({ brand, site, phone }) =>
      `Dear {name}, we could not approve the warranty registration of your ${brand} product, serial {serial}. The reason is on ${site}${paths.warranty} when you check its status, or call us on ${phone}.`,
  },
  // Decision 050. The SMS ends with the line that lets a phone offer the code to the site that asked
  // for it, and to no other (the origin-bound one-time code format: `@host #code`). On WhatsApp a code
  // goes only in Meta's authentication category, whose words are Meta's own: the body with its
  // security line and a 10-minute expiry, the code its one parameter.
  "payment-link": {
    sms: ({ brand }) => `${brand}: Pay {amount} for your installed order {reference} at {link} Your GST invoice follows the payment.`,
    whatsapp: ({ brand }) =>
      `Dear {name}, our technician has installed your ${brand} order {reference}. Please pay {amount} at {link} - your GST tax invoice is e-mailed to you once the payment is in.`,
  },
  "account-code": {
    sms: ({ brand, host }) => `${brand}: {code} is your sign-in code. It works for 10 minutes. Do not share it with anyone, not even our staff.\n\n@${host} #{code}`,
    whatsapp: () => "{code} is your verification code. For your security, do not share this code. This code expires in 10 minutes.",
  },
};

const PLACEHOLDER = /\{(\w+)\}/g;

function fixedParts(settings: TextSettings): Fixed {
  const address = settings.siteUrl.replace(/\/+$/, "");
  return { brand: site.brand, site: address, phone: site.phones[0]?.display ?? site.supportEmail, host: new URL(address).hostname };
}

/** The variables of one message by placeholder name, before each channel's limits are applied. */
function valuesOf(channel: TextChannel, facts: TextFacts): Record<string, string> {
  switch (facts.event) {
    case "account-code":
      return { code: facts.code };
    case "payment-link":
      return { name: facts.name, reference: facts.reference, amount: facts.amount, link: facts.link };
    case "warranty-registered":
    case "warranty-rejected":
      return { name: facts.name, serial: facts.serialNo };
    case "warranty-approved":
      return { name: facts.name, serial: facts.serialNo, until: formatIsoDate(facts.expiryDate) };
    case "ticket-status-changed":
      return channel === "sms"
        ? { reference: facts.reference, status: smsStatusWords[facts.status] }
        : { name: facts.name, reference: facts.reference, link: facts.link, status: customerStatusLabels[facts.status] };
    default:
      return { name: facts.name, reference: facts.reference, link: facts.link };
  }
}

// ---- SMS: GSM-7 and parts --------------------------------------------------------------------

/** The GSM 03.38 default alphabet (one septet each) and its extension table (two septets each). */
const GSM_BASIC = new Set("@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà");
const GSM_EXTENDED = new Set("^{}\\[~]|€\f");

/** The most characters a DLT variable (`{#var#}`) may carry. */
export const DLT_VARIABLE_MAX = 30;
/** What a template's SMS may take: one part. */
export const SMS_MAX_PARTS = 1;

export type SmsSize = { encoding: "GSM-7" | "UCS-2"; units: number; parts: number };

/**
 * How an SMS travels: in GSM-7 when every character is in its alphabet (160 septets in one part,
 * 153 in each part of a longer one; the extension characters take two), else in UCS-2 (70 code
 * units in one part, 67 in each of more).
 */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENDED.has(character)) septets += 2;
    else return { encoding: "UCS-2", units: text.length, parts: text.length <= 70 ? 1 : Math.ceil(text.length / 67) };
  }
  return { encoding: "GSM-7", units: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/**
 * A value as a DLT variable takes it: one line, in the GSM-7 default alphabet (anything else would
 * turn the whole SMS into UCS-2 and more than double its parts, so it becomes "?"), at most 30
 * characters (a longer one is cut, ending in "...").
 */
function smsValue(value: string): string {
  const line = [...value.replace(/\s+/g, " ").trim()]
    .map((character) => (GSM_BASIC.has(character) && character !== "\n" && character !== "\r" ? character : "?"))
    .join("");
  return line.length <= DLT_VARIABLE_MAX ? line : `${line.slice(0, DLT_VARIABLE_MAX - 3)}...`;
}

// ---- WhatsApp ----------------------------------------------------------------------------------

/** A WhatsApp template's body may be at most 1024 characters; a variable takes no line break, tab or run of more than four spaces. */
export const WHATSAPP_BODY_MAX = 1024;
const WHATSAPP_VALUE_MAX = 200;

function whatsappValue(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length <= WHATSAPP_VALUE_MAX ? line : `${line.slice(0, WHATSAPP_VALUE_MAX - 1)}…`;
}

// ---- Rendering ---------------------------------------------------------------------------------

export type RenderedText = {
  event: TextEvent;
  /** The text as the customer reads it. */
  text: string;
  /** The template's variables, in its order: what the gateway fills `{#var#}` or `{{n}}` with. */
  variables: string[];
  /** One line for the console's outbox. */
  subject: string;
};

/** One message of `facts` for `channel`, its variables filled in within the channel's limits. */
export function renderText(channel: TextChannel, facts: TextFacts, settings: TextSettings): RenderedText {
  const values = valuesOf(channel, facts);
  const clean = channel === "sms" ? smsValue : whatsappValue;
  const variables: string[] = [];
  const text = templates[facts.event][channel](fixedParts(settings)).replace(PLACEHOLDER, (_match, name: string) => {
    const value = clean(values[name] ?? "");
    variables.push(value);
    return value;
  });
  // A sign-in code's subject names no code: the console's outbox lists subjects.
  if (facts.event === "account-code") return { event: facts.event, text, variables, subject: textEventLabels[facts.event] };
  const about = "reference" in facts ? facts.reference : `serial ${facts.serialNo}`;
  return { event: facts.event, text, variables, subject: `${textEventLabels[facts.event]} (${about})` };
}

/**
 * The text to register for one event: on DLT with `{#var#}` for each variable, with Meta as
 * `{{1}}`, `{{2}}`, ... in order.
 */
export function registrationText(channel: TextChannel, event: TextEvent, settings: TextSettings): string {
  let count = 0;
  return templates[event][channel](fixedParts(settings)).replace(PLACEHOLDER, () => (channel === "sms" ? "{#var#}" : `{{${++count}}}`));
}

/**
 * The longest a variable can be: a reference is 16 characters (CMP-2026-0000001, a year of ten
 * million tickets), a date 11 (22 Nov 2031); the rest are cut at DLT's 30.
 */
const SMS_VALUE_LONGEST: Readonly<Record<string, number>> = { reference: 16, until: 11, code: 6 };

/** The SMS templates that would not fit one part with the site's address and every variable at its longest. */
export function smsTemplateProblems(settings: TextSettings): string[] {
  const problems: string[] = [];
  for (const event of Object.keys(templates) as TextEvent[]) {
    const longest = templates[event]
      .sms(fixedParts(settings))
      .replace(PLACEHOLDER, (_match, name: string) => "W".repeat(SMS_VALUE_LONGEST[name] ?? DLT_VARIABLE_MAX));
    const size = smsSize(longest);
    if (size.parts > SMS_MAX_PARTS) problems.push(`${event} (up to ${size.units} characters)`);
  }
  return problems;
}
