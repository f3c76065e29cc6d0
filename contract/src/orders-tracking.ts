import { paths } from "./paths.ts";
import { z } from "zod";
import { BookedInstallationSchema, installationPaymentStates } from "./installation.ts";
import { MOBILE_PATTERN, cleanMobile } from "./form-rules.ts";
import { NO_INVOICE, OrderStatusSchema } from "./orders-admin.ts";

/**
 * Guest order tracking (docs/architecture.md, Order tracking): the order number plus the e-mail or mobile given at checkout,
 * or the signed token from the order's e-mail, shows the order. A wrong pair gets one neutral
 * answer, so the form tells nobody which part was wrong (or that an order number exists).
 */

export const trackingMessages = {
  orderNumberRequired: "Order number is required",
  orderNumberInvalid: "Enter the order number as on your receipt, e.g. UV-2026-000123",
  contactRequired: "E-mail or mobile number is required",
  contactInvalid: "Enter the e-mail address or 10-digit mobile number you used at checkout",
  notFound: "We could not find an order with those details.",
  linkInvalid: "This tracking link is not valid. Enter your order number and e-mail or mobile instead.",
  /** A link past its order's lifetime (decision 036): the look-up gives a fresh one. */
  linkExpired:
    "This tracking link has expired. For a fresh one, enter your order number and the e-mail or mobile number you used at checkout on the Track Your Order page.",
  fallback: "We could not look up your order. Please try again.",
  noInvoice: NO_INVOICE,
  noCreditNote: "Credit note not found",
} as const;

/** UV-2026-000123; case and surrounding spaces are forgiven. */
export const ORDER_NUMBER_PATTERN = /^UV-\d{4}-\d{6,}$/;

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail (compared case-insensitively) or a mobile (compared as its 10 digits). */
export function normalizeContact(value: string): { kind: "email"; value: string } | { kind: "mobile"; value: string } | null {
  const trimmed = value.trim();
  if (trimmed.includes("@")) return EMAIL_LIKE.test(trimmed) && trimmed.length <= 254 ? { kind: "email", value: trimmed.toLowerCase() } : null;
  const mobile = cleanMobile(trimmed);
  return MOBILE_PATTERN.test(mobile) ? { kind: "mobile", value: mobile } : null;
}

export const TrackOrderRequestSchema = z.object({
  order_number: z
    .string({ error: trackingMessages.orderNumberRequired })
    .trim()
    .min(1, { error: trackingMessages.orderNumberRequired })
    .max(40, { error: trackingMessages.orderNumberInvalid })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(ORDER_NUMBER_PATTERN, { error: trackingMessages.orderNumberInvalid })),
  contact: z
    .string({ error: trackingMessages.contactRequired })
    .trim()
    .min(1, { error: trackingMessages.contactRequired })
    .max(254, { error: trackingMessages.contactInvalid })
    .refine((value) => normalizeContact(value) !== null, { error: trackingMessages.contactInvalid }),
});
export type TrackOrderRequest = z.infer<typeof TrackOrderRequestSchema>;
export type TrackOrderRequestInput = z.input<typeof TrackOrderRequestSchema>;

const rupees = z.number();

export const TrackedOrderLineSchema = z.object({
  productName: z.string(),
  unitPrice: rupees,
  quantity: z.number().int(),
  lineTotal: rupees,
});

/** One step of the order's history as the buyer sees it (no staff names, no internal notes). */
export const TrackedOrderEventSchema = z.object({
  status: OrderStatusSchema,
  at: z.iso.datetime({ offset: true }),
});

export const TrackedOrderSchema = z.object({
  /**
   * The signed token that opens this page again (and its invoice): the order's own link while it
   * lives, or, from the look-up once it has ended, a fresh one for a day (decision 036).
   */
  token: z.string(),
  number: z.string(),
  status: OrderStatusSchema,
  fullName: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  lines: z.array(TrackedOrderLineSchema),
  subtotal: rupees,
  discount: rupees,
  /** An old battery's exchange value off the order (decision 058), confirmed at pickup; 0 when none. */
  exchange: rupees.optional(),
  shipping: rupees,
  total: rupees,
  couponCode: z.string().nullable(),
  couponDescription: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  needsRefund: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  history: z.array(TrackedOrderEventSchema),
  /** The tax invoice's number, issued with the payment; null for an unpaid order or one to be refunded. */
  invoiceNumber: z.string().nullable(),
  /** The API path of the tax invoice PDF; null when the order has none. */
  invoiceUrl: z.string().nullable(),
  /** Paid through the offline test gateway: no money moved. */
  test: z.boolean(),
  /** Installation by our technician booked at checkout: its slot, state and fee (decision 057); null when none. */
  installation: BookedInstallationSchema.nullable(),
  /** Paid on installation (decision 059): the payment's state and the day by which it is due; null for an order paid at checkout. */
  installationPayment: z.object({ state: z.enum(installationPaymentStates), dueBy: z.iso.datetime({ offset: true }) }).nullable(),
  /** Rupees refunded (or being refunded) to the buyer's payment method so far. */
  refunded: rupees,
  /** Refunds of this order's payments that did not fail, oldest first (decision 016). */
  refunds: z.array(
    z.object({
      amount: rupees,
      /** `pending` until the bank confirms it. */
      status: z.enum(["pending", "processed"]),
      at: z.iso.datetime({ offset: true }),
      /** The GST credit note issued with it, and its PDF's API path; null for a refund without one. */
      creditNote: z.object({ number: z.string(), url: z.string() }).nullable(),
    }),
  ),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
export type TrackedOrderLine = z.infer<typeof TrackedOrderLineSchema>;

/** The API path (under /api/v1) of one of a tracked order's credit notes. */
export function trackingCreditNotePath(token: string, number: string): string {
  return `/api/v1/track-order/${encodeURIComponent(token)}/credit-notes/${encodeURIComponent(number)}`;
}

/** Words for a refund on the tracking page. */
export const trackedRefundLabels = { pending: "Refund initiated: it reaches your payment method in 5-7 business days", processed: "Refunded" } as const;

/** The order's own page, opened by its signed token (the receipt's and the e-mail's link). */
export function trackingPagePath(token: string): string {
  return `${paths.trackOrder}?token=${encodeURIComponent(token)}`;
}

/** The API path (under /api/v1) of a tracked order's invoice. */
export function trackingInvoicePath(token: string): string {
  return `/api/v1/track-order/${encodeURIComponent(token)}/invoice`;
}
