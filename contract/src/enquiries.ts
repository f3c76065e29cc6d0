import { z } from "zod";
import { idParams } from "./ids.ts";
import { MOBILE_INVALID_MESSAGE, MOBILE_PATTERN, email, mobileNumber, optionalIsoDateFilter, pincode, requiredLine, requiredText } from "./form-rules.ts";
import { addConsentRule, consentShape } from "./messages.ts";

/**
 * The contact, quote and complaint forms (docs/requirements/site-and-service-forms.md §3, §5, §7): one schema per
 * form with the spec's messages, validated by the web form on submit and again by the server.
 */

const NAME_MAX = 50;
const name = () => requiredLine("Name is required", NAME_MAX, `Name cannot exceed ${NAME_MAX} characters`);
/**
 * The one mobile rule of every public form (form-rules.ts, decision 047): an Indian mobile's ten
 * digits once cleaned, where the requirements took "an optional +, then 10 to 15 digits".
 */
const phone = (required: string) => mobileNumber({ required, invalid: MOBILE_INVALID_MESSAGE });
const MESSAGE_MAX = 2000;
const messageTooLong = `Message cannot exceed ${MESSAGE_MAX} characters`;

// ---- Contact ---------------------------------------------------------------------------------

export const ContactRequestSchema = z.strictObject({
  name: name(),
  email: email("Email is required", "Please enter a valid email address"),
  mobile: phone("Mobile number is required"),
  subject: requiredLine("Subject is required", 150, "Subject cannot exceed 150 characters"),
  message: requiredText("Message is required", MESSAGE_MAX, messageTooLong),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

// ---- Product choices (quote and complaint) -----------------------------------------------------

/** docs/architecture.md: the spec's duplicated 51.2V_200Ah choice becomes two distinct choices. */
export const productChoices = [
  { group: "Inverters", value: "1100VA", label: "1100VA Inverter" },
  { group: "Inverters", value: "2100VA", label: "2100VA Inverter" },
  { group: "Inverters", value: "3500VA", label: "3500VA (3.5 KVA) Inverter" },
  { group: "Inverters", value: "5000VA", label: "5000VA Inverter" },
  { group: "Inverters", value: "7500VA", label: "7500VA Inverter" },
  { group: "Inverters", value: "10000VA", label: "10000VA Inverter" },
  { group: "Batteries", value: "48V_100Ah", label: "48V 100Ah Battery" },
  { group: "Batteries", value: "48V_200Ah", label: "48V 200Ah Battery" },
  { group: "Batteries", value: "51.2V_100Ah", label: "51.2V 100Ah Battery" },
  { group: "Batteries", value: "51.2V_200Ah", label: "51.2V 200Ah Battery" },
] as const;
export type ProductChoice = (typeof productChoices)[number]["value"];
const productValues = productChoices.map((choice) => choice.value) as [ProductChoice, ...ProductChoice[]];

/** docs/architecture.md: "Please select a products" reads "Please select a product". */
export const PRODUCT_REQUIRED = "Please select a product";
/** The server's answer for a product the form never offered (a stale page, a hand-made request). */
export const PRODUCT_UNKNOWN = "Please select a product from the list";

/** The choice for a customer who cannot find or does not know their product (decision 047). */
export const OTHER_PRODUCT = { value: "other", label: "Other / not sure" } as const;

/**
 * The product a quote or complaint is about (decision 047): one of the product choices above, a
 * product of the catalogue by its name, or OTHER_PRODUCT. The schema takes one line of text; the
 * server checks it against the live catalogue (`isOfferedProduct`).
 */
const product = () => requiredLine(PRODUCT_REQUIRED, 150, PRODUCT_UNKNOWN);

/** A catalogue product as the forms' product list needs it. */
export type CatalogueProductRef = { product_name: string; product_category: string; product_category_name: string; product_capacity: string };
export type ProductOptionGroup = { group: string; options: { value: string; label: string }[] };

/**
 * The product choice a catalogue product stands for: an inverter or inverter battery whose capacity
 * is a choice's ("1100VA", "48V 100Ah" as 48V_100Ah), so its tickets keep their line and the links
 * that name a choice (the load calculator's quote) still pick it; null for every other product.
 */
export function productChoiceOf(product: Pick<CatalogueProductRef, "product_category" | "product_capacity">): ProductChoice | null {
  if (product.product_category !== "inverter" && product.product_category !== "battery") return null;
  const value = product.product_capacity.trim().replace(/\s+/g, "_");
  return productChoices.find((choice) => choice.value === value)?.value ?? null;
}

/**
 * The quote and complaint forms' product list (decision 047): every catalogue product, grouped by
 * its category in catalogue order, then "Other / not sure". A product that stands for a product
 * choice is sent as that choice's value; every other product as its name.
 */
export function catalogueProductOptions(products: readonly CatalogueProductRef[]): ProductOptionGroup[] {
  const groups = new Map<string, ProductOptionGroup>();
  const seen = new Set<string>();
  for (const product of products) {
    const value = productChoiceOf(product) ?? product.product_name;
    if (seen.has(value)) continue;
    seen.add(value);
    const group = groups.get(product.product_category_name) ?? { group: product.product_category_name, options: [] };
    group.options.push({ value, label: product.product_name });
    groups.set(product.product_category_name, group);
  }
  return [...groups.values(), { group: "Not in the list", options: [{ value: OTHER_PRODUCT.value, label: OTHER_PRODUCT.label }] }];
}

/** Whether `value` is a product the forms offer, given the live catalogue (`products`). */
export function isOfferedProduct(value: string, products: readonly CatalogueProductRef[]): boolean {
  if (value === OTHER_PRODUCT.value || productValues.includes(value as ProductChoice)) return true;
  return products.some((product) => product.product_name === value);
}

// ---- Quote -----------------------------------------------------------------------------------

export const QuoteRequestSchema = z.strictObject({
  name: name(),
  email: email("Email is required", "Invalid email"),
  mobile: phone("Mobile number is required"),
  products: product(),
  message: z.string().trim().max(MESSAGE_MAX, { error: messageTooLong }).optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

// ---- Complaint -------------------------------------------------------------------------------

export const complaintIssues = [
  { value: "product_issue", label: "Product issue" },
  { value: "after_sales_service", label: "After-sales service" },
  { value: "delivery_issue", label: "Delivery issue" },
  { value: "installation_issue", label: "Installation issue" },
  { value: "warranty_issue", label: "Warranty issue" },
  { value: "other", label: "Other" },
] as const;
export type ComplaintIssue = (typeof complaintIssues)[number]["value"];
const issueValues = complaintIssues.map((issue) => issue.value) as [ComplaintIssue, ...ComplaintIssue[]];

const ISSUE_REQUIRED = "Please choose an issue";
const DESCRIPTION_REQUIRED = "Please describe the issue";
const DESCRIPTION_MAX = 500;
const descriptionTooLong = `Issue description cannot exceed ${DESCRIPTION_MAX} characters`;
const serialno = () => z.string().trim().max(50, { error: "Serial number cannot exceed 50 characters" }).optional();

const complaintCommon = {
  name: name(),
  email: email("Email is required", "Invalid email format"),
  mobile: phone("Phone number is required"),
  product: product(),
  serialno: serialno(),
  pincode: pincode(),
  message: requiredText("Please describe the issue in detail", MESSAGE_MAX, messageTooLong),
  // Not in the spec's form: the customer's optional agreement to updates by SMS and WhatsApp (decision 030).
  ...consentShape,
};

/**
 * What the complaint form checks: a chosen issue, a description when the issue is 'other', and an
 * Indian mobile when a box for updates by SMS or WhatsApp is ticked.
 */
export const ComplaintFormSchema = addConsentRule(
  z
    .strictObject({
      ...complaintCommon,
      service_issue: z.enum(issueValues, { error: ISSUE_REQUIRED }),
      other_issue_description: z.string().trim().max(DESCRIPTION_MAX, { error: descriptionTooLong }).optional(),
    })
    .superRefine(
      (form, context) => {
        if (form.service_issue === "other" && !form.other_issue_description) {
          context.addIssue({ code: "custom", path: ["other_issue_description"], message: DESCRIPTION_REQUIRED });
        }
      },
      // Checked with the other fields' errors too, so every message shows at once.
      { when: (payload) => (payload.value as { service_issue?: unknown } | undefined)?.service_issue === "other" },
    ),
  MOBILE_PATTERN,
);
export type ComplaintForm = z.infer<typeof ComplaintFormSchema>;

/**
 * What the complaint form sends (docs/requirements/site-and-service-forms.md §3): when the issue is 'other', the description replaces
 * `service_issue`, so the server reads any `service_issue` that is not a known value as that description.
 */
export const ComplaintRequestSchema = addConsentRule(
  z
    .strictObject({
      ...complaintCommon,
      service_issue: requiredText(ISSUE_REQUIRED, DESCRIPTION_MAX, descriptionTooLong),
      other_issue_description: z.string().trim().max(DESCRIPTION_MAX, { error: descriptionTooLong }).optional(),
    })
    .superRefine(
      (request, context) => {
        // Spec §5: "when the issue is other, the description is required", whoever sends it.
        if (request.service_issue === "other" && !request.other_issue_description) {
          context.addIssue({ code: "custom", path: ["other_issue_description"], message: DESCRIPTION_REQUIRED });
        }
      },
      { when: (payload) => (payload.value as { service_issue?: unknown } | undefined)?.service_issue === "other" },
    ),
  MOBILE_PATTERN,
);
export type ComplaintRequest = z.infer<typeof ComplaintRequestSchema>;

export function toComplaintRequest(form: ComplaintForm): ComplaintRequest {
  const { service_issue, other_issue_description, ...rest } = form;
  if (service_issue === "other") {
    return { ...rest, service_issue: other_issue_description ?? "", other_issue_description };
  }
  return { ...rest, service_issue };
}

/** The issue a stored complaint is filed under, and its free-text description for 'other'. */
export function complaintIssueOf(request: ComplaintRequest): { issue: ComplaintIssue; description: string | undefined } {
  const known = issueValues.find((value) => value === request.service_issue && value !== "other");
  if (known) return { issue: known, description: undefined };
  const description = request.service_issue === "other" ? request.other_issue_description : request.service_issue;
  return { issue: "other", description };
}

// ---- Answers ---------------------------------------------------------------------------------

/** Every stored message, quote request and complaint gets a reference such as CMP-2026-000123. */
export const EnquiryReceiptSchema = z.object({
  message: z.string(),
  reference: z.string(),
  /** A complaint's: its service ticket's own page, by the signed link its e-mails carry (decision 028). */
  trackPath: z.string().optional(),
  /** A complaint's: when its first response (our call) is due by the ticket's SLA (contract/src/service-sla.ts). */
  callBy: z.iso.datetime().optional(),
});
export type EnquiryReceipt = z.infer<typeof EnquiryReceiptSchema>;

export const enquiryKinds = ["contact", "quote", "complaint"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];
export const referencePrefix: Record<EnquiryKind, string> = { contact: "MSG", quote: "QTE", complaint: "CMP" };

export function formatReference(kind: EnquiryKind, year: number, number: number): string {
  return `${referencePrefix[kind]}-${year}-${String(number).padStart(6, "0")}`;
}

/** Spec §8 fallbacks and success defaults, per form. */
export const enquiryMessages = {
  contact: { success: "Message sent successfully!", fallback: "An error occurred. Please try again." },
  quote: {
    success: "Your quote request has been submitted successfully. We'll contact you soon.",
    fallback: "An error occurred. Please try again.",
  },
  complaint: { success: "Support request submitted successfully!", fallback: "An error occurred. Please try again later." },
} as const;

// ---- Staff console: the inbox ------------------------------------------------------------------

export const enquiryStatuses = ["open", "in progress", "resolved"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const enquiryKindLabels: Record<EnquiryKind, string> = { contact: "Contact message", quote: "Quote request", complaint: "Complaint" };
export const enquiryStatusLabels: Record<EnquiryStatus, string> = { open: "Open", "in progress": "In progress", resolved: "Resolved" };

export const INBOX_PAGE_SIZE = 25;
/** The CSV export stops here; narrow the filters for more. */
export const INBOX_EXPORT_MAX = 10_000;

/** An empty query field (a cleared filter) means no filter. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
/** The inbox's filters, as they travel in the URL: type, status, received from/to (India dates), search. */
export const InboxFilterSchema = z
  .object({
    type: z.preprocess(blankToUndefined, z.enum(enquiryKinds, { error: "Choose a known type" }).optional()),
    status: z.preprocess(blankToUndefined, z.enum(enquiryStatuses, { error: "Choose a known status" }).optional()),
    from: optionalIsoDateFilter("From"),
    to: optionalIsoDateFilter("To"),
    q: z.preprocess(blankToUndefined, z.string().trim().max(100, { error: "Search cannot exceed 100 characters" }).optional()),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ["to"], error: "To must not be before From" });
export type InboxFilter = z.infer<typeof InboxFilterSchema>;

export const InboxQuerySchema = z.intersection(
  InboxFilterSchema,
  z.object({ page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)) }),
);
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

export const InboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(enquiryKinds),
  reference: z.string(),
  status: z.enum(enquiryStatuses),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** The subject (contact), the product (quote) or the issue (complaint): one line for the list. */
  summary: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxListSchema = z.object({
  items: z.array(InboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxList = z.infer<typeof InboxListSchema>;

export const EnquiryEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffName: z.string(),
  staffEmail: z.string(),
  fromStatus: z.enum(enquiryStatuses),
  toStatus: z.enum(enquiryStatuses),
  note: z.string().nullable(),
});
export type EnquiryEvent = z.infer<typeof EnquiryEventSchema>;

export const EnquiryDetailSchema = InboxItemSchema.extend({
  subject: z.string().nullable(),
  product: z.string().nullable(),
  serialNo: z.string().nullable(),
  issue: z.string().nullable(),
  issueDescription: z.string().nullable(),
  pincode: z.string().nullable(),
  message: z.string().nullable(),
  events: z.array(EnquiryEventSchema),
});
export type EnquiryDetail = z.infer<typeof EnquiryDetailSchema>;

export const NOTE_MAX = 2000;
export const enquiryAdminMessages = {
  notFound: "No enquiry with this id",
  nothingToChange: "Choose a different status or write a note",
  updated: "Saved",
} as const;

export const EnquiryIdParamsSchema = idParams(enquiryAdminMessages.notFound);

/** A status change with an internal note; the note alone (same status) is kept in the history too. */
export const EnquiryStatusChangeSchema = z.strictObject({
  status: z.enum(enquiryStatuses, { error: "Choose a status" }),
  note: z.string().trim().max(NOTE_MAX, { error: `Note cannot exceed ${NOTE_MAX} characters` }).optional(),
});
export type EnquiryStatusChange = z.infer<typeof EnquiryStatusChangeSchema>;

/** The label of a stored complaint issue ('other' shows its description). */
export function complaintIssueLabel(issue: string | null, description: string | null): string {
  if (!issue) return "";
  if (issue === "other") return description ? `Other: ${description}` : "Other";
  return complaintIssues.find((known) => known.value === issue)?.label ?? issue;
}

export function productChoiceLabel(value: string | null): string {
  if (!value) return "";
  if (value === OTHER_PRODUCT.value) return OTHER_PRODUCT.label;
  return productChoices.find((choice) => choice.value === value)?.label ?? value;
}
