import { z } from "zod";
import { idParams } from "./ids.ts";
import { formatIsoDate, indiaIsoDate } from "./dates.ts";
import { EMAIL_MAX, EMAIL_PATTERN, MOBILE_PATTERN, addYears, chosenFileProblem, isIsoDate, mobileNumber, pincode, requiredLine, requiredText } from "./form-rules.ts";
import { addConsentRule, consentShape } from "./messages.ts";

/**
 * Warranty registration and status check (docs/requirements/site-and-service-forms.md §3, §5, §7, §9; docs/architecture.md
 * warranty rules). The registration's text fields travel as multipart fields beside the invoice.
 */

export const WARRANTY_YEARS_DEFAULT = 5;
export const PURCHASE_WINDOW_YEARS = 5;
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;
export const invoiceTypes = ["application/pdf", "image/jpeg", "image/png"] as const;
export const INVOICE_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** How many working days checking a registration's invoice usually takes (the Pending answer says so). */
export const INVOICE_CHECK_WORKING_DAYS = 2;

export const warrantyMessages = {
  invoiceRequired: "Invoice file is required",
  invoiceType: "Invoice must be a PDF, JPEG, or PNG file",
  invoiceTooLarge: "Invoice must be 5 MB or smaller",
  /** The invoice field's hint: what it takes, and that a photo's location is not kept (decision 035). */
  invoiceHint: `One PDF, JPG or PNG, up to ${INVOICE_MAX_BYTES / (1024 * 1024)} MB. We remove the location from a photo of it.`,
  duplicate: "This serial number is already registered",
  success: "Warranty registered successfully!",
  fallback: "An error occurred. Please try again.",
  notFound: "No warranty is registered for this serial number",
  checkFallback: "Error checking warranty status. Please try again.",
  checkFailed: "Failed to check warranty status",
  certificateFailed: "Failed to generate warranty certificate. Please try again.",
  /** The public check's note (decision 052): who gets the rest, and how. */
  ownerOnly: "The owner's details and the warranty certificate are for the registered owner. Sign in with a code sent to the mobile number this unit was registered with.",
  ownerCode: "Send a code to the registered mobile",
  /** Shown with a Pending registration: no certificate until the invoice is checked. */
  pending: `We are verifying your invoice. This usually takes up to ${INVOICE_CHECK_WORKING_DAYS} working days from registration: please check again then. Your certificate can be downloaded once the warranty is active.`,
  /** Shown with an Expired registration, after the date it ended. */
  extendedCare: "Extended care can keep your unit covered.",
  extendedCareLink: "Ask about extended care",
  /** The contact form's subject for that enquiry. */
  extendedCareSubject: (serial: string) => `Extended care for ${serial}`,
  /** Staff cannot approve or reject a registration whose unit was taken back (decision 037). */
  replacedDecision: (replacement: string) => `This unit was replaced by ${replacement}: its warranty continues on that unit.`,
} as const;

const serialMask = "XXXX";

/**
 * What the status check says of a unit taken back and replaced on a visit (decision 037). The new
 * unit's serial is shown by its last four characters only, as the mobile number is: whoever holds
 * the old unit (once refurbished, someone else) learns no more than the owner needs to recognise it.
 */
export function replacedMessage(details: Pick<PublicWarranty, "replaced_by" | "replaced_on">): string {
  const ending = replacementEnding(details.replaced_by);
  const by = ending ? `the unit whose serial number ends in ${ending}` : "another unit";
  const on = details.replaced_on ? ` on ${formatIsoDate(details.replaced_on)}` : "";
  return `This unit was replaced${on} by ${by}. Its warranty continues on that unit: check that serial number for its status and certificate.`;
}

/** The last four characters of a replacement's masked serial (`XXXX7002` is 7002), as the check names it. */
export function replacementEnding(replacedBy: string | undefined): string | undefined {
  // The mask is exactly four X's: a real serial's last four may begin with X too.
  return replacedBy?.startsWith(serialMask) ? replacedBy.slice(serialMask.length) : replacedBy;
}

/** A serial as the public check shows a replacement's: its last four characters, the rest as X (decision 037). */
export function maskSerial(serial: string): string {
  return serial.length > 4 ? `${serialMask}${serial.slice(-4)}` : serialMask;
}


const warrantyEmailInvalid = "Please enter a valid email address";

/** Serial numbers are compared without case and stored upper-case. */
export function normaliseSerial(serial: string): string {
  return serial.replace(/\s+/g, "").toUpperCase();
}

const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
/** A serial number as a form takes it: required, at most 50 characters of letters, digits and - _ . / (the warranty form's rule). */
export const serialno = () =>
  requiredText("Serial number is required", 50, "Serial number cannot exceed 50 characters").regex(SERIAL_PATTERN, {
    error: "Serial number can contain only letters, digits and - _ . /",
  });

/**
 * The registration's fields (not the invoice file, which is checked by its bytes on the server);
 * a box for updates by SMS or WhatsApp needs an Indian mobile.
 */
export const WarrantyRegistrationSchema = addConsentRule(
  z
    .strictObject({
      name: requiredText("Name is required", 50, "Name must be 2-50 characters, letters and spaces only").regex(/^[A-Za-z ]{2,50}$/, {
        error: "Name must be 2-50 characters, letters and spaces only",
      }),
      mobile: mobileNumber({ required: "Mobile number is required", invalid: "Mobile number must be 10 digits" }),
      serialno: serialno(),
      purchaseDate: requiredText("Purchase date is required", 10, "Purchase date is required")
        .refine(isIsoDate, { error: "Purchase date is required", abort: true })
        .superRefine((purchaseDate, context) => {
          const problem = purchaseDateProblem(purchaseDate);
          if (problem) context.addIssue({ code: "custom", message: problem });
        }),
      dealer: requiredText("Dealer name is required", 100, "Dealer name must be 2-100 characters").regex(/^[A-Za-z0-9 &.,-]{2,100}$/, {
        error: "Dealer name must be 2-100 characters",
      }),
      invoiceno: requiredLine("Invoice number is required", 100, "Invoice number must be 2-100 characters").min(2, {
        error: "Invoice number must be 2-100 characters",
      }),
      pincode: pincode(),
      comments: z.string().trim().max(500, { error: "Comments cannot exceed 500 characters" }).optional(),
      /** Not in the spec's form: optional, for the confirmation and the approval or rejection by e-mail. */
      email: z
        .string()
        .trim()
        .max(EMAIL_MAX, { error: warrantyEmailInvalid })
        .regex(EMAIL_PATTERN, { error: warrantyEmailInvalid })
        .optional(),
      /** Not in the spec's form either: the customer's optional agreement to updates by SMS and WhatsApp (decision 030). */
      ...consentShape,
    }),
  MOBILE_PATTERN,
);
export type WarrantyRegistration = z.infer<typeof WarrantyRegistrationSchema>;

/** The earliest and latest purchase dates accepted today (India's today), as YYYY-MM-DD. */
export function purchaseDateRange(now: Date = new Date()): { min: string; max: string } {
  const max = indiaIsoDate(now);
  return { min: addYears(max, -PURCHASE_WINDOW_YEARS), max };
}

export function purchaseDateProblem(purchaseDate: string, now: Date = new Date()): string | undefined {
  const { min, max } = purchaseDateRange(now);
  if (purchaseDate > max) return "Purchase date cannot be in the future";
  if (purchaseDate < min) return "Purchase date cannot be more than 5 years ago";
  return undefined;
}

/** The browser's check of a chosen invoice, by its declared type or extension; the server checks the bytes. */
export function invoiceProblem(file: { name: string; type: string; size: number } | undefined | null): string | undefined {
  return chosenFileProblem(file, {
    types: invoiceTypes,
    extensions: /\.(pdf|jpe?g|png)$/i,
    maxBytes: INVOICE_MAX_BYTES,
    messages: { required: warrantyMessages.invoiceRequired, type: warrantyMessages.invoiceType, tooLarge: warrantyMessages.invoiceTooLarge },
  });
}

export const WarrantyRegisteredSchema = z.object({
  message: z.string(),
  serialno: z.string(),
  status: z.string(),
});
export type WarrantyRegistered = z.infer<typeof WarrantyRegisteredSchema>;

// ---- Status check ----------------------------------------------------------------------------

export const WarrantyCheckSchema = z.strictObject({ serialno: serialno() });

export const warrantyStatuses = ["Pending", "Active", "Expired", "Rejected", "Replaced"] as const;
export type WarrantyStatus = (typeof warrantyStatuses)[number];
/**
 * What staff set, or a visit that took the unit back and gave another (`replaced`, decision 037);
 * `Expired` is never stored, it follows from the expiry date.
 */
export type StoredWarrantyStatus = "pending" | "active" | "rejected" | "replaced";

/** Expiry: purchase date plus the product's warranty period, 5 years when unknown. */
export function warrantyExpiry(purchaseDate: string, years: number = WARRANTY_YEARS_DEFAULT): string {
  return addYears(purchaseDate, years);
}

/** Pending until staff check the invoice, then Active until the expiry date, then Expired; or Rejected; or Replaced once the unit was exchanged. */
export function warrantyStatus(stored: StoredWarrantyStatus, expiryDate: string, now: Date = new Date()): WarrantyStatus {
  if (stored === "replaced") return "Replaced";
  if (stored === "rejected") return "Rejected";
  if (stored === "pending") return "Pending";
  return indiaIsoDate(now) > expiryDate ? "Expired" : "Active";
}

/**
 * Only an Active warranty has a certificate: a Pending one is not yet a warranty (its invoice is
 * being checked), an Expired one no longer covers the unit, a Rejected one never did, and a
 * Replaced one covers the unit given in exchange, whose own serial has the certificate.
 */
export function hasCertificate(status: string): boolean {
  return status.toLowerCase() === "active";
}

/** A registration's details in the spec's lookup field names (§3), for its verified owner and the certificate (decision 052); the mobile number is masked but for its last four digits. */
export const WarrantyDetailsSchema = z.object({
  serialno: z.string(),
  name: z.string(),
  mobile: z.string(),
  status: z.enum(warrantyStatuses),
  invoice: z.string(),
  purchase_date: z.string(),
  expiry_date: z.string(),
  dealer: z.string(),
  invoiceno: z.string(),
  pincode: z.string(),
  rejection_reason: z.string().optional(),
  /** A Replaced unit's replacement, by its last four characters (`XXXX7002`), and the India date of the exchange (decision 037). */
  replaced_by: z.string().optional(),
  replaced_on: z.string().optional(),
  /** The product registered and its model, when staff have named it (decision 051): the certificate prints them. */
  product: z.string().optional(),
  model: z.string().optional(),
});
export type WarrantyDetails = z.infer<typeof WarrantyDetailsSchema>;

/**
 * What the public check tells whoever holds a serial (decision 052): the status, the dates, and
 * what the unit's own label says (product, model). The owner's name, mobile, dealer, invoice
 * number, pin code and a rejection's reason, and the certificate, go to the verified owner only.
 */
export const PublicWarrantySchema = WarrantyDetailsSchema.pick({
  serialno: true,
  status: true,
  purchase_date: true,
  expiry_date: true,
  replaced_by: true,
  replaced_on: true,
  product: true,
  model: true,
});
export type PublicWarranty = z.infer<typeof PublicWarrantySchema>;

/** The public check's part of a registration's details (decision 052). */
export function publicWarranty(details: WarrantyDetails): PublicWarranty {
  const { serialno, status, purchase_date, expiry_date, replaced_by, replaced_on, product, model } = details;
  return {
    serialno,
    status,
    purchase_date,
    expiry_date,
    ...(replaced_by !== undefined && { replaced_by }),
    ...(replaced_on !== undefined && { replaced_on }),
    ...(product !== undefined && { product }),
    ...(model !== undefined && { model }),
  };
}

/** A registration as stored, for `warrantyDetails`. */
export type WarrantyRecord = {
  serialNo: string;
  name: string;
  mobile: string;
  status: string;
  purchaseDate: string;
  warrantyYears: number;
  dealer: string;
  invoiceNo: string;
  pincode: string;
  invoiceFileId: number | null;
  rejectionReason: string | null;
  replacedBy: string | null;
  replacedAt: Date | null;
};

/** A registration's details in the spec's field names (§3), for its owner; the mobile shows its last four digits only. */
export function warrantyDetails(row: WarrantyRecord, product: { name: string; model: string } | null, now: Date = new Date()): WarrantyDetails {
  const expiry = warrantyExpiry(row.purchaseDate, row.warrantyYears);
  const status = warrantyStatus(row.status as StoredWarrantyStatus, expiry, now);
  return {
    serialno: row.serialNo,
    name: row.name,
    mobile: `XXXXXX${row.mobile.slice(-4)}`,
    status,
    invoice: row.invoiceFileId === null ? "Unknown" : "Received",
    purchase_date: row.purchaseDate,
    expiry_date: expiry,
    dealer: row.dealer,
    invoiceno: row.invoiceNo,
    pincode: row.pincode,
    ...(status === "Rejected" && row.rejectionReason ? { rejection_reason: row.rejectionReason } : {}),
    ...(status === "Replaced" && row.replacedBy && row.replacedAt ? { replaced_by: maskSerial(row.replacedBy), replaced_on: indiaIsoDate(row.replacedAt) } : {}),
    ...(product && { product: product.name, model: product.model }),
  };
}

export const WarrantyLookupSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: PublicWarrantySchema,
});
export type WarrantyLookup = z.infer<typeof WarrantyLookupSchema>;

/** The certificate's file name: the serial, kept to characters every system allows. */
export function certificateFileName(serial: string): string {
  return `${serial.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`;
}

/** The six fixed terms printed on every certificate (docs/requirements/site-and-service-forms.md §9). */
export const certificateTerms = [
  "This warranty covers manufacturing defects only.",
  "It does not cover physical damage, misuse, unauthorised repair or improper installation.",
  "The original invoice and this certificate are required for every claim.",
  "Service is provided only through authorised service centres.",
  "This warranty is not transferable.",
  "For any help with your warranty, contact our customer care.",
] as const;

// ---- Staff console -----------------------------------------------------------------------------

export const WARRANTY_PAGE_SIZE = 25;
export const warrantyFilterStatuses = ["pending", "active", "expired", "rejected", "replaced"] as const;
export type WarrantyFilterStatus = (typeof warrantyFilterStatuses)[number];

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The console's list filters: a status and a search over serial, mobile and name. */
export const WarrantyAdminQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(warrantyFilterStatuses, { error: "Choose a known status" }).optional()),
  q: z.preprocess(blank, z.string().trim().max(100, { error: "Search cannot exceed 100 characters" }).optional()),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
});
export type WarrantyAdminQuery = z.infer<typeof WarrantyAdminQuerySchema>;

export const WarrantyAdminItemSchema = z.object({
  id: z.number().int(),
  serialno: z.string(),
  name: z.string(),
  /** Staff see the whole number. */
  mobile: z.string(),
  email: z.string().nullable(),
  status: z.enum(warrantyStatuses),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  dealer: z.string(),
  createdAt: z.string(),
});
export type WarrantyAdminItem = z.infer<typeof WarrantyAdminItemSchema>;

export const WarrantyAdminListSchema = z.object({
  items: z.array(WarrantyAdminItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WarrantyAdminList = z.infer<typeof WarrantyAdminListSchema>;

export const warrantyEventActions = ["approved", "rejected", "replaced"] as const;
export const WarrantyEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffName: z.string(),
  staffEmail: z.string(),
  action: z.enum(warrantyEventActions),
  note: z.string().nullable(),
});
export type WarrantyEvent = z.infer<typeof WarrantyEventSchema>;

export const WarrantyAdminDetailSchema = WarrantyAdminItemSchema.extend({
  invoiceno: z.string(),
  pincode: z.string(),
  comments: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  warrantyYears: z.number().int(),
  /** The unit given in exchange for this one, and when (decision 037); null while it is the customer's unit. */
  replacedBy: z.string().nullable(),
  replacedAt: z.string().nullable(),
  invoice: z.object({ contentType: z.string(), originalName: z.string(), size: z.number().int() }).nullable(),
  /** The product registered, as staff named it on approving (decision 051); null until then. */
  product: z.object({ id: z.number().int(), name: z.string(), model: z.string() }).nullable(),
  events: z.array(WarrantyEventSchema),
});
export type WarrantyAdminDetail = z.infer<typeof WarrantyAdminDetailSchema>;

export const WARRANTY_YEARS_MAX = 25;
/** Staff named a product the catalogue does not have. */
export const warrantyProductUnknown = "Choose a product from the catalogue";
export const REJECTION_REASON_MAX = 500;

export const WarrantyApproveSchema = z.strictObject({
  /** The product's warranty period; the expiry is the purchase date plus this. */
  warrantyYears: z.coerce
    .number({ error: "Warranty period must be a whole number of years" })
    .int({ error: "Warranty period must be a whole number of years" })
    .min(1, { error: `Warranty period must be 1 to ${WARRANTY_YEARS_MAX} years` })
    .max(WARRANTY_YEARS_MAX, { error: `Warranty period must be 1 to ${WARRANTY_YEARS_MAX} years` })
    .default(WARRANTY_YEARS_DEFAULT),
  /** The catalogue product the invoice names, printed on the certificate with its model (decision 051); kept as it was when not given. */
  productId: z.coerce.number({ error: warrantyProductUnknown }).int({ error: warrantyProductUnknown }).positive({ error: warrantyProductUnknown }).optional(),
});
export type WarrantyApprove = z.infer<typeof WarrantyApproveSchema>;

export const WarrantyRejectSchema = z.strictObject({
  reason: requiredText("Please give a reason", REJECTION_REASON_MAX, `Reason cannot exceed ${REJECTION_REASON_MAX} characters`).min(3, {
    error: "Reason must be at least 3 characters",
  }),
});
export type WarrantyReject = z.infer<typeof WarrantyRejectSchema>;

export const warrantyAdminMessages = {
  notFound: "No warranty registration with this id",
  noInvoice: "This registration has no invoice file",
  alreadyActive: "This warranty is already approved",
  alreadyRejected: "This warranty is already rejected",
} as const;

export const WarrantyIdParamsSchema = idParams(warrantyAdminMessages.notFound);
