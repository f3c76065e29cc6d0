import { formatRupees } from "@urjavolt/contract/money";
import { formatIndiaDateTime, formatIndiaDayTime, formatIndiaTime, formatIsoDate } from "@urjavolt/contract/dates";
import { site } from "@urjavolt/contract/site";
import type { MailMessage } from "./outbox.ts";
import { signServiceRequestToken, signTrackingToken } from "../../lib/signed-links.ts";
import { trackingPagePath } from "@urjavolt/contract/orders-tracking";
import { creditNoteFilename, invoiceFilename } from "@urjavolt/contract/invoices";
import { paths } from "@urjavolt/contract/paths";
import { productChoiceLabel } from "@urjavolt/contract/enquiries";
import { type ServiceStatus, customerNextSteps, customerStatusLabels, serviceStatusLabels } from "@urjavolt/contract/service-rules";
import { visitSlotText } from "@urjavolt/contract/service-visits";
import { installFailReasonLabels } from "@urjavolt/contract/installation";
import { grievanceOfficer } from "@urjavolt/contract/grievance";
import { LINK_DAYS_AFTER_END } from "@urjavolt/contract/signed-links";
import { type Locale, htmlLang, isLocale, localizedPath } from "@urjavolt/contract/locale";
import type { I18n } from "@lingui/core";
import { catalogueWord, dateNamesFor, i18nFor } from "../../lib/i18n.ts";

/**
 * The e-mails the site sends (docs/architecture.md, Mail rules): plain text plus a simple HTML version, the
 * brand's name and contacts at the foot, no images, no tracking pixels, no remote content.
 */
export type MailSettings = {
  /** Where staff notices go (STAFF_NOTIFY_EMAIL). */
  staffEmail: string;
  /** The site's public address, for absolute links (SITE_URL). */
  siteUrl: string;
  trackingSecret: string;
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The foot of every e-mail: the site configuration's words in the mail's language where the catalogue has them. */
const footerLines = (i18n: I18n) => [
  `${site.brand} (${site.parentCompany.name})`,
  `${site.supportEmail} | ${site.phones.map((phone) => `${catalogueWord(i18n, phone.label)}: ${phone.display}`).join(" | ")}`,
  catalogueWord(i18n, site.hours),
];

/** A paragraph is a string; a table is rows of [label, value]; a link is { href, label }. */
type Block = string | { rows: [string, string][] } | { href: string; label: string };

/** `locale`: the customer's language (decision 056); staff's e-mails are English. */
function compose(kind: string, to: string, subject: string, greeting: string, blocks: Block[], locale: Locale = "en"): MailMessage {
  const i18n = i18nFor(locale);
  const text = [greeting, ""];
  const html = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if (typeof block === "string") {
      text.push(block, "");
      html.push(`<p>${escapeHtml(block)}</p>`);
    } else if ("rows" in block) {
      text.push(...block.rows.map(([label, value]) => `${label}: ${value}`), "");
      html.push(
        `<table cellpadding="4" style="border-collapse:collapse">${block.rows
          .map(([label, value]) => `<tr><th align="left" scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
          .join("")}</table>`,
      );
    } else {
      text.push(`${block.label}: ${block.href}`, "");
      html.push(`<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`);
    }
  }
  text.push("--", ...footerLines(i18n));
  html.push(`<hr><p style="color:#555;font-size:13px">${footerLines(i18n).map(escapeHtml).join("<br>")}</p>`);
  return {
    kind,
    to,
    subject: `${subject} | ${site.brand}`,
    text: text.join("\n"),
    html: `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">${html.join("\n")}</body></html>`,
  };
}

export type EnquiryMailKind = "contact" | "quote" | "complaint";
const enquiryNouns: Record<EnquiryMailKind, string> = { contact: "message", quote: "quote request", complaint: "complaint" };

/** What an enquiry's e-mails list of it, by the English label staff read. */
export type EnquirySummaryLabel = "Subject" | "Product" | "Serial number" | "Issue" | "PIN code" | "Message";

export type EnquiryMailFacts = {
  kind: EnquiryMailKind;
  reference: string;
  name: string;
  email: string;
  mobile: string;
  summary: [EnquirySummaryLabel, string][];
  /** The language of the page it was sent from: the customer's confirmation is written in it. */
  locale?: Locale;
};

const greeting = (i18n: I18n, name: string) => i18n._("Dear {name},", { name });

function summaryLabel(i18n: I18n, label: EnquirySummaryLabel): string {
  switch (label) {
    case "Subject":
      return i18n._("Subject");
    case "Product":
      return i18n._("Product");
    case "Serial number":
      return i18n._("Serial number");
    case "Issue":
      return i18n._("Issue");
    case "PIN code":
      return i18n._("PIN code");
    case "Message":
      return i18n._("Message");
  }
}

/** The subject and first lines of an enquiry's confirmation: a sentence each kind, so each language can say it its own way. */
function enquiryReceived(i18n: I18n, kind: EnquiryMailKind, values: { reference: string; brand: string }): { subject: string; thanks: string } {
  switch (kind) {
    case "contact":
      return {
        subject: i18n._("We received your message ({reference})", values),
        thanks: i18n._("Thank you for writing to {brand}. We received your message; your reference number is {reference}. Please quote it when you contact us about it.", values),
      };
    case "quote":
      return {
        subject: i18n._("We received your quote request ({reference})", values),
        thanks: i18n._("Thank you for writing to {brand}. We received your quote request; your reference number is {reference}. Please quote it when you contact us about it.", values),
      };
    case "complaint":
      return {
        subject: i18n._("We received your complaint ({reference})", values),
        thanks: i18n._("Thank you for writing to {brand}. We received your complaint; your reference number is {reference}. Please quote it when you contact us about it.", values),
      };
  }
}

/** The issue chosen from the complaint form's list, and after a colon the customer's own words for "Other". */
function issueIn(i18n: I18n, issue: string): string {
  const colon = issue.indexOf(": ");
  return colon === -1 ? catalogueWord(i18n, issue) : `${catalogueWord(i18n, issue.slice(0, colon))}${issue.slice(colon)}`;
}

/**
 * To the customer: we have it, here is the reference, in the language of the page they wrote from
 * (decision 056). What they wrote stays as they wrote it; the issue they chose from the form's list
 * is in their language where the catalogue has it.
 */
export function enquiryConfirmationMail(enquiry: EnquiryMailFacts): MailMessage {
  const locale = enquiry.locale ?? "en";
  const i18n = i18nFor(locale);
  const { subject, thanks } = enquiryReceived(i18n, enquiry.kind, { reference: enquiry.reference, brand: site.brand });
  const rows = enquiry.summary.map(([label, value]): [string, string] => [summaryLabel(i18n, label), label === "Issue" ? issueIn(i18n, value) : value]);
  return compose(
    `${enquiry.kind}-confirmation`,
    enquiry.email,
    subject,
    greeting(i18n, enquiry.name),
    [thanks, { rows }, i18n._("Our team answers {hours}.", { hours: catalogueWord(i18n, site.hours) })],
    locale,
  );
}

/** To staff: a new enquiry or complaint arrived. */
export function staffEnquiryMail(enquiry: EnquiryMailFacts, settings: MailSettings): MailMessage {
  const noun = enquiryNouns[enquiry.kind];
  return compose(`staff-${enquiry.kind}`, settings.staffEmail, `New ${noun} ${enquiry.reference}`, "Hello,", [
    `A new ${noun} arrived on the website.`,
    { rows: [["Reference", enquiry.reference], ["Name", enquiry.name], ["E-mail", enquiry.email], ["Mobile", enquiry.mobile], ...enquiry.summary] },
    { href: `${settings.siteUrl}${paths.admin.inbox}`, label: "Open the inbox" },
  ]);
}

export type TicketMailFacts = {
  reference: string;
  name: string;
  email: string;
  product: string;
  status: ServiceStatus;
  /** The visit this change is about: its slot and the technician's first name (decision 031). */
  visit?: { technician: string; from: Date; to: Date };
  /** The language of the complaint's page (decision 056); a ticket opened by phone is English. */
  locale?: Locale;
};

/** What an order's e-mailed link lasts, and how to get a fresh one after (decision 036), in the buyer's language. */
export function orderLinkNote(orderNumber: string, siteUrl: string, locale: Locale = "en"): string {
  const i18n = i18nFor(locale);
  return i18n._(
    "This link works until {days} days after your order is delivered, cancelled or refunded. After that, open {page} and enter your order number {orderNumber} and the e-mail or mobile number you used at checkout: the page shows your order and gives you a fresh link.",
    { days: LINK_DAYS_AFTER_END, page: `${siteUrl.replace(/\/+$/, "")}${localizedPath(paths.trackOrder, locale)}`, orderNumber },
  );
}

/** The signed link to an order's page, in the buyer's language (the page under `/hi/…` or `/pa/…`). */
export function orderPageUrl(orderNumber: string, settings: Pick<MailSettings, "siteUrl" | "trackingSecret">, locale: Locale): string {
  return `${settings.siteUrl.replace(/\/+$/, "")}${localizedPath(trackingPagePath(signTrackingToken(orderNumber, settings.trackingSecret)), locale)}`;
}

/** What a service request's e-mailed link lasts, and how to get a fresh one after (decision 036), in the customer's language. */
export function ticketLinkNote(reference: string, siteUrl: string, locale: Locale = "en"): string {
  const i18n = i18nFor(locale);
  return i18n._(
    "This link works until {days} days after your request is closed. After that, open {page} and enter the reference {reference} and your mobile number for a fresh link.",
    { days: LINK_DAYS_AFTER_END, page: `${siteUrl.replace(/\/+$/, "")}${localizedPath(paths.trackRequest, locale)}`, reference },
  );
}

/** The absolute, signed link to a ticket's own page (decision 028), in the customer's language: it opens without the reference and mobile. */
export function ticketPageUrl(reference: string, settings: Pick<MailSettings, "siteUrl" | "trackingSecret">, locale: Locale = "en"): string {
  return `${settings.siteUrl.replace(/\/+$/, "")}${localizedPath(paths.trackRequestTicket(signServiceRequestToken(reference, settings.trackingSecret)), locale)}`;
}

/**
 * The customer's words for a service status and what happens next (contract/src/service-rules.ts,
 * whose English they are), in the e-mail's language: the ticket page's own messages
 * (web/app/features/service/ticket-words.ts), so the e-mail and the page say it alike.
 */
export function customerStatusIn(i18n: I18n, status: ServiceStatus): { label: string; next: string } {
  return { label: catalogueWord(i18n, customerStatusLabels[status]), next: catalogueWord(i18n, customerNextSteps[status]) };
}

/** "Mon, 14 Dec, 10:00 am to 1:00 pm": a visit's slot in the e-mail's language. */
function visitSlotIn(i18n: I18n, locale: Locale, from: Date, to: Date): string {
  if (locale === "en") return visitSlotText(from, to);
  return i18n._("{start} to {end}", { start: formatIndiaDayTime(from, dateNamesFor(locale)), end: formatIndiaTime(to) });
}

/**
 * To the customer: their service ticket moved (decision 026). The customer's words for the status
 * and what happens next; staff's notes stay inside the console. The link opens the ticket's page.
 */
export function ticketStatusMail(ticket: TicketMailFacts, settings: Pick<MailSettings, "siteUrl" | "trackingSecret">): MailMessage {
  const locale = ticket.locale ?? "en";
  const i18n = i18nFor(locale);
  const { label, next } = customerStatusIn(i18n, ticket.status);
  const { reference } = ticket;
  return compose(
    `ticket-${ticket.status}`,
    ticket.email,
    `${label} (${reference})`,
    greeting(i18n, ticket.name),
    [
      i18n._("An update on your service request {reference}: {status}.", { reference, status: label }),
      next,
      {
        rows: [
          [i18n._("Reference"), reference],
          [i18n._("Product"), catalogueWord(i18n, productChoiceLabel(ticket.product))],
          [i18n._("Status"), label],
          ...(ticket.visit
            ? [[i18n._("Visit"), i18n._("{slot}, by {technician}", { slot: visitSlotIn(i18n, locale, ticket.visit.from, ticket.visit.to), technician: ticket.visit.technician })] as [string, string]]
            : []),
        ],
      },
      { href: ticketPageUrl(reference, settings, locale), label: i18n._("Follow your request") },
      ticketLinkNote(reference, settings.siteUrl, locale),
      i18n._("Please quote {reference} when you contact us about it. Our team answers {hours}.", { reference, hours: catalogueWord(i18n, site.hours) }),
    ],
    locale,
  );
}

export type TicketMessageMailFacts = { id: number; reference: string; name: string; mobile: string; message: string; withPhoto?: boolean };

/** To staff: the customer wrote on their ticket's page, perhaps with a photo (decision 028); the link opens the ticket in the console. */
export function ticketCustomerMessageMail(ticket: TicketMessageMailFacts, settings: MailSettings): MailMessage {
  return compose("staff-ticket-message", settings.staffEmail, `Message from the customer on ${ticket.reference}`, "Hello,", [
    `${ticket.name} wrote on service request ${ticket.reference}${ticket.withPhoto ? ", with a photo (open the ticket to see it)" : ""}:`,
    ticket.message,
    { rows: [["Reference", ticket.reference], ["Customer", ticket.name], ["Mobile", ticket.mobile]] },
    { href: `${settings.siteUrl}${paths.admin.ticket(ticket.id)}`, label: "Open it in the console" },
  ]);
}

export type EscalationMailFacts = {
  id: number;
  reference: string;
  name: string;
  mobile: string;
  product: string;
  status: ServiceStatus;
  openedAt: Date;
  missed: "response" | "resolution";
  dueAt: Date;
};

/**
 * To the Grievance Officer (contract/src/grievance.ts): a service ticket missed its response or
 * resolution deadline (decision 027). Sent once per ticket.
 */
export function ticketEscalationMail(ticket: EscalationMailFacts, settings: Pick<MailSettings, "siteUrl">): MailMessage {
  const what = ticket.missed === "response" ? "acknowledged" : "resolved";
  return compose(`ticket-escalated-${ticket.missed}`, grievanceOfficer.email, `Overdue service ticket ${ticket.reference}: not ${what} in time`, `Dear ${grievanceOfficer.name},`, [
    `Service ticket ${ticket.reference} was not ${what} by its deadline, ${formatIndiaDateTime(ticket.dueAt)}, and comes to you as Grievance Officer.`,
    {
      rows: [
        ["Reference", ticket.reference],
        ["Customer", ticket.name],
        ["Mobile", ticket.mobile],
        ["Product", productChoiceLabel(ticket.product)],
        ["Status", serviceStatusLabels[ticket.status]],
        ["Opened", formatIndiaDateTime(ticket.openedAt)],
      ],
    },
    { href: `${settings.siteUrl}${paths.admin.ticket(ticket.id)}`, label: "Open the ticket" },
  ]);
}

export type WarrantyMailFacts = {
  name: string;
  email: string;
  serialNo: string;
  purchaseDate: string;
  dealer: string;
  /** The language of the page it was registered from (decision 056). */
  locale?: Locale;
};

const warrantyRows = (i18n: I18n, registration: WarrantyMailFacts): { rows: [string, string][] } => ({
  rows: [
    [i18n._("Serial number"), registration.serialNo],
    [i18n._("Purchase date"), formatIsoDate(registration.purchaseDate, dateNamesFor(registration.locale ?? "en"))],
    [i18n._("Dealer"), registration.dealer],
  ],
});

/** To the customer: the registration is in, Pending until staff check the invoice; in the language they registered in. */
export function warrantyRegisteredMail(registration: WarrantyMailFacts): MailMessage {
  const locale = registration.locale ?? "en";
  const i18n = i18nFor(locale);
  return compose(
    "warranty-registered",
    registration.email,
    i18n._("Warranty registration received ({serial})", { serial: registration.serialNo }),
    greeting(i18n, registration.name),
    [
      i18n._("Thank you for registering your {brand} product. Its warranty is Pending until we verify your invoice; we will write to you when it is checked.", { brand: site.brand }),
      warrantyRows(i18n, registration),
      i18n._("You can check the status at any time on our website's warranty page with your serial number."),
    ],
    locale,
  );
}

/**
 * To the customer: staff approved the registration (Active until its expiry) or rejected it with a
 * reason, in the language they registered in; the reason is staff's own words.
 */
export function warrantyDecisionMail(
  registration: WarrantyMailFacts,
  decision: { approved: true; warrantyYears: number; expiryDate: string } | { approved: false; reason: string },
): MailMessage {
  const locale = registration.locale ?? "en";
  const i18n = i18nFor(locale);
  const serial = registration.serialNo;
  return decision.approved
    ? compose(
        "warranty-approved",
        registration.email,
        i18n._("Warranty approved ({serial})", { serial }),
        greeting(i18n, registration.name),
        [
          i18n._(
            "Your warranty is Active: {years, plural, one {# year} other {# years}} from the date of purchase, until {expiry}. You can download its certificate from the warranty page of our website.",
            { years: decision.warrantyYears, expiry: formatIsoDate(decision.expiryDate, dateNamesFor(locale)) },
          ),
          warrantyRows(i18n, registration),
        ],
        locale,
      )
    : compose(
        "warranty-rejected",
        registration.email,
        i18n._("Warranty registration not approved ({serial})", { serial }),
        greeting(i18n, registration.name),
        [
          i18n._("We could not approve your warranty registration. Reason: {reason}", { reason: decision.reason }),
          warrantyRows(i18n, registration),
          i18n._("Please reply to {email} or call us if you have questions.", { email: site.supportEmail }),
        ],
        locale,
      );
}

/**
 * To the customer: the units our technician installed are registered and their warranties Active
 * (decision 057), each with its page in their account and its certificate, no form to fill in.
 */
export function installedWarrantyMail(facts: {
  name: string;
  email: string;
  orderNumber: string;
  purchaseDate: string;
  units: { serialNo: string; expiryDate: string; unitUrl: string; certificateUrl: string }[];
}): MailMessage {
  return compose("warranty-installed", facts.email, `Installed and under warranty (order ${facts.orderNumber})`, `Dear ${facts.name},`, [
    `Our technician has installed your order ${facts.orderNumber}. We have registered the warranty of each unit fitted for you: it is Active from the date of purchase, ${formatIsoDate(facts.purchaseDate)}.`,
    ...facts.units.flatMap((unit): Block[] => [
      { rows: [["Serial number", unit.serialNo], ["Warranty until", formatIsoDate(unit.expiryDate)]] },
      { label: `Certificate for ${unit.serialNo}`, href: unit.certificateUrl },
      { label: `Your unit ${unit.serialNo} in your account`, href: unit.unitUrl },
    ]),
    `Sign in to your account with the mobile number or e-mail of this order to open them.`,
  ]);
}

export type OrderMailFacts = {
  number: string;
  fullName: string;
  email: string;
  mobile: string;
  receiptNumber: string;
  paymentId: string;
  totalPaise: number;
  lines: { name: string; quantity: number; linePaise: number }[];
  shippingPaise: number;
  discountPaise: number;
  address: string;
  needsRefund: boolean;
  /** The tax invoice issued with the payment; null for an order to be refunded, which has none. */
  invoiceNumber: string | null;
  /** Taken by the offline test gateway: no money moved. */
  test: boolean;
  /** For an order that could not be fulfilled: the refund already asked of the gateway, in paise. */
  refundPaise?: number;
  /** The language of the checkout page (decision 056); the buyer's e-mail is written in it, staff's in English. */
  locale?: Locale;
};

/** Said first in every e-mail about a payment the offline test gateway took (decision 016). */
export const TEST_PAYMENT_NOTE = "This was a TEST payment through the offline test gateway: no money was taken.";
/** TEST_PAYMENT_NOTE in the buyer's language (its English is the same words). */
const testPaymentNoteIn = (i18n: I18n) => i18n._("This was a TEST payment through the offline test gateway: no money was taken.");
const testSubject = (test: boolean, subject: string) => (test ? `[TEST] ${subject}` : subject);

const rupees = (paise: number) => formatRupees(paise / 100);

function orderRows(order: OrderMailFacts, i18n: I18n = i18nFor("en")): [string, string][] {
  return [
    [i18n._("Order number"), order.number],
    [i18n._("Receipt number"), order.receiptNumber],
    [i18n._("Payment ID"), order.paymentId],
    ...order.lines.map((line): [string, string] => [`${line.name} x ${line.quantity}`, rupees(line.linePaise)]),
    ...(order.discountPaise > 0 ? [[i18n._("Discount"), `- ${rupees(order.discountPaise)}`] as [string, string]] : []),
    [i18n._("Delivery"), order.shippingPaise === 0 ? i18n._("Free") : rupees(order.shippingPaise)],
    [i18n._("Total paid"), rupees(order.totalPaise)],
    [i18n._("Deliver to"), order.address],
  ];
}

/** To the buyer, in the language they checked out in: paid, with the GST tax invoice attached and the tracking link. */
export function orderPaidMail(order: OrderMailFacts, settings: MailSettings): MailMessage {
  const locale = order.locale ?? "en";
  const i18n = i18nFor(locale);
  const { number } = order;
  const unfulfilled = order.invoiceNumber === null;
  const subject = unfulfilled ? i18n._("Order {number}: your payment is being refunded", { number }) : i18n._("Order {number} confirmed", { number });
  const message = compose(
    unfulfilled ? "order-refunded" : "order-paid",
    order.email,
    testSubject(order.test, subject),
    greeting(i18n, order.fullName),
    [
      ...(order.test ? [testPaymentNoteIn(i18n)] : []),
      unfulfilled
        ? i18n._(
            "We received your payment for order {number}, but the last units were sold while you paid, so we could not fulfil it. We have refunded {amount} to your original payment method; it reaches you within 5-7 business days.",
            { number, amount: rupees(order.refundPaise ?? order.totalPaise) },
          )
        : i18n._("Thank you for your order. We received your payment and will send your order soon. Your GST tax invoice {invoice} is attached.", { invoice: order.invoiceNumber }),
      { rows: orderRows(order, i18n) },
      { href: orderPageUrl(number, settings, locale), label: unfulfilled ? i18n._("See your order") : i18n._("Track your order and download the invoice") },
      orderLinkNote(number, settings.siteUrl, locale),
    ],
    locale,
  );
  if (order.invoiceNumber === null) return message;
  return { ...message, attachments: [{ kind: "invoice", ref: order.number, filename: invoiceFilename(order.invoiceNumber) }] };
}

/** An order confirmed to be paid on installation (decision 059), as its e-mails tell it. */
export type DueOnInstallationFacts = {
  number: string;
  fullName: string;
  email: string;
  mobile: string;
  totalPaise: number;
  lines: { name: string; quantity: number; linePaise: number }[];
  address: string;
  installation: { from: Date; to: Date };
  dueBy: Date;
  terms: string[];
  /** The language of the checkout page (decision 056). */
  locale?: Locale;
};

const indiaDateTime = (at: Date) =>
  at.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** To the buyer, in the language they checked out in: the order is confirmed and paid on installation, with the terms they accepted. */
export function orderDueOnInstallationMail(order: DueOnInstallationFacts, settings: MailSettings): MailMessage {
  const locale = order.locale ?? "en";
  const i18n = i18nFor(locale);
  const { number } = order;
  const names = dateNamesFor(locale);
  // English keeps its long-standing wording of the dates; Hindi and Punjabi take the catalogue's names.
  const installation =
    locale === "en"
      ? `${indiaDateTime(order.installation.from)} to ${order.installation.to.toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit" })}`
      : i18n._("{start} to {end}", { start: formatIndiaDayTime(order.installation.from, names), end: formatIndiaTime(order.installation.to) });
  return compose(
    "order-due-on-installation",
    order.email,
    i18n._("Order {number} confirmed: payment due on installation", { number }),
    greeting(i18n, order.fullName),
    [
      i18n._("Thank you for your order. It is confirmed and its stock is kept for you. Payment is due on installation: you pay {amount} after our technician has installed it.", {
        amount: rupees(order.totalPaise),
      }),
      {
        rows: [
          [i18n._("Order number"), number],
          ...order.lines.map((line): [string, string] => [`${line.name} x ${line.quantity}`, rupees(line.linePaise)]),
          [i18n._("Total due on installation"), rupees(order.totalPaise)],
          [i18n._("Installation"), installation],
          [i18n._("Pay by"), locale === "en" ? indiaDateTime(order.dueBy) : formatIndiaDateTime(order.dueBy, names)],
          [i18n._("Deliver to"), order.address],
        ],
      },
      // The terms as the buyer accepted them: the checkout page's words, English until that page is translated.
      ...order.terms,
      { href: orderPageUrl(number, settings, locale), label: i18n._("Track your order") },
      orderLinkNote(number, settings.siteUrl, locale),
    ],
    locale,
  );
}

/** Why an order to be paid on installation was cancelled unpaid: the technician's report, or the time to pay ran out. */
export type UnpaidCancellation = "customer_refused" | "not_possible" | "time_ran_out";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The reason in English, as the order's history and staff read it: the technician's report in the console's words. */
export const unpaidCancellationReasons: Record<UnpaidCancellation, string> = {
  customer_refused: lowerFirst(installFailReasonLabels.customer_refused),
  not_possible: lowerFirst(installFailReasonLabels.not_possible),
  time_ran_out: "the installation was not done in the time to pay",
};

function unpaidCancellationIn(i18n: I18n, why: UnpaidCancellation, number: string): string {
  switch (why) {
    case "customer_refused":
      return i18n._("Your order {number} has been cancelled: the customer refused the installation. Nothing was charged.", { number });
    case "not_possible":
      return i18n._("Your order {number} has been cancelled: the installation could not be done. Nothing was charged.", { number });
    case "time_ran_out":
      return i18n._("Your order {number} has been cancelled: the installation was not done in the time to pay. Nothing was charged.", { number });
  }
}

/** To the buyer, in the language they checked out in: an order paid on installation was cancelled (the installation failed, or the time to pay ran out). */
export function orderCancelledUnpaidMail(order: { number: string; fullName: string; email: string; locale?: string }, why: UnpaidCancellation, settings: MailSettings): MailMessage {
  const locale = isLocale(order.locale) ? order.locale : "en";
  const i18n = i18nFor(locale);
  return compose(
    "order-cancelled-unpaid",
    order.email,
    i18n._("Order {number} cancelled", { number: order.number }),
    greeting(i18n, order.fullName),
    [unpaidCancellationIn(i18n, why, order.number), { href: orderPageUrl(order.number, settings, locale), label: i18n._("See your order") }],
    locale,
  );
}

/** To staff: a new paid order. */
export function staffOrderPaidMail(order: OrderMailFacts, settings: MailSettings): MailMessage {
  return compose("staff-order-paid", settings.staffEmail, testSubject(order.test, `New paid order ${order.number}`), "Hello,", [
    ...(order.test ? [TEST_PAYMENT_NOTE] : []),
    order.needsRefund ? "A payment arrived for an order that cannot be fulfilled: it was refunded automatically." : "A new order was paid on the website.",
    { rows: [["Customer", order.fullName], ["E-mail", order.email], ["Mobile", order.mobile], ...orderRows(order)] },
    { href: `${settings.siteUrl}${paths.admin.orders}`, label: "Open the orders" },
  ]);
}

export type PaymentMailFacts = { name: string; email: string; receiptNumber: string; paymentId: string; amountPaise: number; purpose: string; paidAt: Date; test: boolean };

/** To the payer: the receipt of a standalone payment. */
export function paymentReceiptMail(payment: PaymentMailFacts): MailMessage {
  return compose("payment-receipt", payment.email, testSubject(payment.test, `Payment receipt ${payment.receiptNumber}`), `Dear ${payment.name},`, [
    ...(payment.test ? [TEST_PAYMENT_NOTE] : []),
    `Thank you. We received your payment.`,
    {
      rows: [
        ["Receipt number", payment.receiptNumber],
        ["Payment ID", payment.paymentId],
        ["Purpose", payment.purpose],
        ["Amount", rupees(payment.amountPaise)],
        ["Date", formatIndiaDateTime(payment.paidAt)],
      ],
    },
  ]);
}

export type SignInAlertFacts = { name: string; email: string; attempts: number; addresses: number; windowMinutes: number };

/**
 * To a staff member: someone is guessing their console password (decision 013). Once per
 * throttle window; never the passwords tried, and nothing that helps the guesser.
 */
export function staffSignInAlertMail(alert: SignInAlertFacts, settings: Pick<MailSettings, "siteUrl">): MailMessage {
  const from = alert.addresses === 1 ? "one address" : `${alert.addresses} different addresses`;
  return compose("staff-sign-in-alert", alert.email, "Someone is trying to sign in to your staff account", `Dear ${alert.name},`, [
    `In the last ${alert.windowMinutes} minutes there were ${alert.attempts} attempts to sign in to the ${site.brand} staff console with your e-mail address from ${from}, without your password.`,
    "Further attempts from browsers you have not signed in from are held back for a while. Browsers you have signed in from before can still sign in as usual.",
    "If this was you, there is nothing to do. If not, change your password once you are signed in, or ask an admin to, and tell whoever looks after the site.",
    { href: `${settings.siteUrl}${paths.admin.home}`, label: "Open the console" },
  ]);
}

export type RefundMailFacts = {
  name: string;
  email: string;
  /** The order number, or the receipt of a standalone payment. */
  reference: string;
  kind: "order" | "payment";
  amountPaise: number;
  paymentId: string;
  reason: string;
  full: boolean;
  /** `started`: the gateway has the refund and is still making it; `done`: the money has gone back. */
  stage: "started" | "done";
  creditNoteNumber: string | null;
  test: boolean;
  /** The order's signed tracking link, where the refund and its credit note show, and the site's address for a fresh one once it has ended (decision 036). */
  tracking: { link: string; siteUrl: string } | null;
  /** An order's: the language of its checkout page (decision 056). A standalone payment's refund is English. */
  locale?: Locale;
};

/**
 * To the buyer: a refund was made through the gateway (decision 016), or started when the gateway is
 * still making it; the credit note is attached once the money has gone back (decision 038). The
 * refund policy's 5-7 business days is when it reaches them.
 */
export function refundIssuedMail(refund: RefundMailFacts): MailMessage {
  if (refund.kind === "order") return orderRefundMail(refund, refund.locale ?? "en");
  const what = `payment ${refund.reference}`;
  const message = compose("refund-issued", refund.email, testSubject(refund.test, `Refund of ${rupees(refund.amountPaise)}${refund.stage === "started" ? " started" : ""} for ${what}`), `Dear ${refund.name},`, [
    ...(refund.test ? [TEST_PAYMENT_NOTE] : []),
    refund.stage === "started"
      ? `We have started a refund of ${rupees(refund.amountPaise)} ${refund.full ? "(the full amount)" : "(part of the amount)"} for ${what} to your original payment method. It reaches you within 5-7 business days.`
      : `We have refunded ${rupees(refund.amountPaise)} ${refund.full ? "(the full amount)" : "(part of the amount)"} for ${what} to your original payment method. It reaches you within 5-7 business days.`,
    {
      rows: [
        ["Receipt number", refund.reference],
        ["Payment ID", refund.paymentId],
        ["Refund", rupees(refund.amountPaise)],
        ["Reason", refund.reason],
        ...(refund.creditNoteNumber ? [["GST credit note", refund.creditNoteNumber] as [string, string]] : []),
      ],
    },
    ...(refund.tracking ? [{ href: refund.tracking.link, label: "See your order and its refund" }, orderLinkNote(refund.reference, refund.tracking.siteUrl)] : []),
  ]);
  return withCreditNote(message, refund.creditNoteNumber);
}

const withCreditNote = (message: MailMessage, creditNoteNumber: string | null): MailMessage =>
  creditNoteNumber ? { ...message, attachments: [{ kind: "credit-note", ref: creditNoteNumber, filename: creditNoteFilename(creditNoteNumber) }] } : message;

/** An order's refund in the language of its checkout page (English its messages' own words); the reason is staff's words, as written. */
function orderRefundMail(refund: RefundMailFacts, locale: Locale): MailMessage {
  const i18n = i18nFor(locale);
  const values = { amount: rupees(refund.amountPaise), number: refund.reference };
  const started = refund.stage === "started";
  const subject = started ? i18n._("Refund of {amount} started for order {number}", values) : i18n._("Refund of {amount} for order {number}", values);
  const sentence = started
    ? refund.full
      ? i18n._(
          "We have started a refund of {amount} (the full amount) for order {number} to your original payment method. It reaches you within 5-7 business days, and we will send the GST credit note once the payment gateway confirms it.",
          values,
        )
      : i18n._(
          "We have started a refund of {amount} (part of the amount) for order {number} to your original payment method. It reaches you within 5-7 business days, and we will send the GST credit note once the payment gateway confirms it.",
          values,
        )
    : refund.full
      ? i18n._("We have refunded {amount} (the full amount) for order {number} to your original payment method. It reaches you within 5-7 business days.", values)
      : i18n._("We have refunded {amount} (part of the amount) for order {number} to your original payment method. It reaches you within 5-7 business days.", values);
  const message = compose(
    "refund-issued",
    refund.email,
    testSubject(refund.test, subject),
    greeting(i18n, refund.name),
    [
      ...(refund.test ? [testPaymentNoteIn(i18n)] : []),
      sentence,
      {
        rows: [
          [i18n._("Order number"), refund.reference],
          [i18n._("Payment ID"), refund.paymentId],
          [i18n._("Refund"), rupees(refund.amountPaise)],
          [i18n._("Reason"), refund.reason],
          ...(refund.creditNoteNumber ? [[i18n._("GST credit note"), refund.creditNoteNumber] as [string, string]] : []),
        ],
      },
      ...(refund.tracking ? [{ href: refund.tracking.link, label: i18n._("See your order and its refund") }, orderLinkNote(refund.reference, refund.tracking.siteUrl, locale)] : []),
    ],
    locale,
  );
  return withCreditNote(message, refund.creditNoteNumber);
}

/** To staff: the gateway refused a refund; the order is flagged so that someone looks at it. */
export function staffRefundFailedMail(refund: { reference: string; amountPaise: number; reason: string; failure: string; test: boolean }, settings: MailSettings): MailMessage {
  return compose("staff-refund-failed", settings.staffEmail, testSubject(refund.test, `Refund failed: ${refund.reference}`), "Hello,", [
    `The payment gateway did not make a refund of ${rupees(refund.amountPaise)} for ${refund.reference}. The customer has not been refunded.`,
    { rows: [["For", refund.reference], ["Amount", rupees(refund.amountPaise)], ["Reason for the refund", refund.reason], ["What the gateway said", refund.failure]] },
    { href: `${settings.siteUrl}${paths.admin.orders}`, label: "Open the orders" },
  ]);
}
