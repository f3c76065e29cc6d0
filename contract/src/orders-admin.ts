import { installationPaymentStates } from "./service-visits.ts";
import { z } from "zod";
import { optionalIsoDateFilter } from "./form-rules.ts";
import { idParams } from "./ids.ts";

/**
 * Orders in the staff console: the list with its filters, one order in full, the status changes
 * staff may make, and refunds. The lifecycle (docs/architecture.md, Order rules, decisions 008, 015 and 016):
 * `created` on create-order, `paid` on a verified payment, then `shipped` and `delivered`;
 * `cancelled` before shipping (a paid order is refunded in full through the gateway as it is
 * cancelled); `refunded` once everything paid went back through the gateway; `expired` when a
 * day passed without a payment. Only admins change a status or refund; support staff read.
 */

export const orderStatuses = ["created", "paid", "shipped", "delivered", "cancelled", "refunded", "expired"] as const;
export const OrderStatusSchema = z.enum(orderStatuses, { error: "Choose a status" });
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const orderStatusLabels: Record<OrderStatus, string> = {
  created: "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
  expired: "Expired unpaid",
};

/** The statuses a staff member may move an order to, from each status (refunds are not among them: decision 016). */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  switch (from) {
    case "created":
      return ["cancelled"];
    case "paid":
      return ["shipped", "cancelled"];
    case "shipped":
      return ["delivered"];
    case "delivered":
    case "cancelled":
    case "refunded":
    case "expired":
      return [];
  }
}

/** Why a change is refused, in words staff can act on; null when it is allowed. */
export function orderTransitionProblem(from: OrderStatus, to: OrderStatus, wasPaid: boolean): string | null {
  if (from === to) return `This order is already ${orderStatusLabels[to].toLowerCase()}.`;
  if (nextOrderStatuses(from).includes(to)) return null;
  if (to === "paid" || to === "created") return "An order becomes paid only through a verified payment.";
  if (to === "expired") return "An order expires by itself a day after it was placed unpaid.";
  if (to === "refunded" && wasPaid) return REFUND_THROUGH_GATEWAY;
  if (to === "shipped") return from === "created" ? "An order cannot be shipped before it is paid." : `A ${orderStatusLabels[from].toLowerCase()} order cannot be shipped.`;
  if (to === "delivered") return "Only a shipped order can be marked delivered.";
  if (to === "cancelled") return "Only an order that has not been shipped can be cancelled; refund it instead.";
  // Only `refunded` is left: refused for an order that was never paid.
  return NOTHING_TO_REFUND;
}

export const REFUND_THROUGH_GATEWAY = "Use Refund on the order: the money goes back through the payment gateway, and the order is marked refunded when all of it has.";
export const NOTHING_TO_REFUND = "This order was never paid, so there is nothing to refund.";

export const ORDER_NOTE_MAX = 1000;
export const ORDER_SEARCH_MAX = 100;
export const ADMIN_PAGE_SIZE = 25;

/** `?status=&from=&to=&q=&page=`: dates are India's calendar days, both ends included. */
export const AdminOrderListQuerySchema = z
  .object({
    status: z.union([OrderStatusSchema, z.literal("")]).transform((value) => value || undefined).optional(),
    from: optionalIsoDateFilter("From"),
    to: optionalIsoDateFilter("To"),
    q: z.string().trim().max(ORDER_SEARCH_MAX, { error: `Search is at most ${ORDER_SEARCH_MAX} characters` }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: "From must not be after To", path: ["to"] });
export type AdminOrderListQueryInput = z.input<typeof AdminOrderListQuerySchema>;
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatusSchema,
  fullName: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** Rupees. */
  total: z.number(),
  itemCount: z.number().int(),
  couponCode: z.string().nullable(),
  needsRefund: z.boolean(),
  /** Rupees refunded (or being refunded) through the gateway so far. */
  refunded: z.number(),
  /** Taken by the offline test gateway: no money moved, and it is left out of revenue. */
  test: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const AdminOrderLineSchema = z.object({
  /** The line's place in the order (0, 1, ...): how a refund names it. */
  position: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** Rupees. */
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** What the buyer paid for the line (its total less its share of the coupon), rupees. */
  paid: z.number(),
  /** Units of the line not refunded yet. */
  refundableQuantity: z.number().int(),
});

export const refundStatuses = ["requested", "pending", "processed", "failed"] as const;
export const refundStatusLabels: Record<(typeof refundStatuses)[number], string> = {
  requested: "Sending to the gateway",
  pending: "Refund initiated",
  processed: "Refunded",
  failed: "Failed",
};

export const AdminRefundSchema = z.object({
  id: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(refundStatuses),
  reason: z.string(),
  kind: z.enum(["staff", "automatic"]),
  /** The gateway's id of the payment refunded (a second payment for a paid order is refunded on its own). */
  paymentId: z.string(),
  gatewayRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  lines: z.array(z.object({ position: z.number().int(), productName: z.string(), quantity: z.number().int(), amount: z.number() })),
  /** Who asked for it; "Automatic" for one the server made itself. */
  by: z.string(),
  at: z.string(),
  creditNote: z.object({ number: z.string(), url: z.string() }).nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminOrderEventSchema = z.object({
  /** null for the order's creation. */
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema,
  note: z.string().nullable(),
  /** Who made the change; "Customer" for creation, "Payment gateway" for payment. */
  by: z.string(),
  at: z.string(),
});
export type AdminOrderEvent = z.infer<typeof AdminOrderEventSchema>;

export const AdminOrderDetailSchema = AdminOrderSummarySchema.extend({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  lines: z.array(AdminOrderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  /** An old battery's exchange value off the order (decision 058); 0 when none. */
  exchange: z.number().optional(),
  shipping: z.number(),
  couponDescription: z.string().nullable(),
  gateway: z.enum(["test", "razorpay"]),
  gatewayOrderId: z.string(),
  paymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** The GSTIN the buyer gave for a business invoice, if any. */
  buyerGstin: z.string().nullable(),
  /** The tax invoice issued with the payment, and where staff download it; null when the order has none. */
  invoice: z.object({ number: z.string(), url: z.string() }).nullable(),
  /** Rupees that can still be refunded (what was paid less what was refunded). */
  refundable: z.number(),
  refunds: z.array(AdminRefundSchema),
  /** Until when the order holds its units for the buyer who is paying; null when it holds none. */
  reservedUntil: z.string().nullable(),
  /** Paid on installation (decision 059): where the payment stands, by when it is due, the link sent; null when paid at checkout. */
  installationPayment: z.object({ state: z.enum(installationPaymentStates), dueBy: z.string(), linkUrl: z.string().nullable() }).nullable(),
  updatedAt: z.string(),
  history: z.array(AdminOrderEventSchema),
  /** The statuses an admin may move it to now. */
  nextStatuses: z.array(OrderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const AdminOrderStatusChangeSchema = z.strictObject({
  status: OrderStatusSchema,
  note: z
    .string()
    .trim()
    .max(ORDER_NOTE_MAX, { error: `Note cannot exceed ${ORDER_NOTE_MAX} characters` })
    .optional()
    .transform((value) => value || undefined),
});
export type AdminOrderStatusChangeInput = z.input<typeof AdminOrderStatusChangeSchema>;
export type AdminOrderStatusChange = z.output<typeof AdminOrderStatusChangeSchema>;

export const REFUND_REASON_MAX = 500;

/**
 * A refund staff ask for: a reason, and either nothing (everything not refunded yet) or the lines
 * and units to refund. `refunded` is the rupees the console showed as refunded already: when someone
 * else refunded meanwhile it no longer matches and the refund is refused, so two clicks refund once.
 */
export const AdminRefundRequestSchema = z.strictObject({
  reason: z
    .string({ error: "Give the reason for the refund" })
    .trim()
    .min(1, { error: "Give the reason for the refund" })
    .max(REFUND_REASON_MAX, { error: `The reason cannot exceed ${REFUND_REASON_MAX} characters` }),
  lines: z
    .array(z.strictObject({ position: z.number().int().min(0).max(49), quantity: z.number().int().min(1).max(999) }), { error: "Choose the lines to refund" })
    .min(1, { error: "Choose at least one line to refund" })
    .max(50)
    .optional(),
  refunded: z.number({ error: "Reload the order and try again" }).nonnegative().max(21_474_836.47),
});
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

export const refundMessages = {
  stale: "Someone refunded this order while you were looking at it. Reload it to see what is left to refund.",
  tooMuch: "That is more than what is left to refund on this order.",
  nothing: "There is nothing left to refund on this order.",
  unpaid: NOTHING_TO_REFUND,
  noSuchLine: (position: number) => `The order has no line ${position + 1}.`,
  tooManyUnits: (name: string, left: number) => `Only ${left} of ${name} can still be refunded.`,
} as const;

/** Where staff download a credit note (PDF). */
export const adminCreditNotePath = (orderId: number, number: string) => `/api/v1/admin/orders/${orderId}/credit-notes/${encodeURIComponent(number)}`;

export const NO_INVOICE = "This order has no tax invoice: one is issued when an order is paid and goes ahead.";

/** Where staff download an order's tax invoice (PDF). */
export const adminOrderInvoicePath = (orderId: number) => `/api/v1/admin/orders/${orderId}/invoice`;

export const ORDER_NOT_FOUND = "Order not found";

export const AdminOrderIdParamsSchema = idParams(ORDER_NOT_FOUND);
