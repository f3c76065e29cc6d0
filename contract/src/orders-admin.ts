import { z } from "zod";
import { optionalIsoDateFilter } from "./form-rules.ts";

/**
 * Orders in the staff console (issue 8 §4): the list with its filters, one order in full, and the
 * status changes staff may make. The lifecycle (DESIGN.md order rules): `created` on create-order,
 * `paid` on a verified payment, then `shipped` and `delivered`; `cancelled` before shipping; and
 * `refunded` once the money went back. Only admins change a status; support staff read.
 */

export const orderStatuses = ["created", "paid", "shipped", "delivered", "cancelled", "refunded"] as const;
export const OrderStatusSchema = z.enum(orderStatuses, { error: "Choose a status" });
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const orderStatusLabels: Record<OrderStatus, string> = {
  created: "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** The statuses a staff member may move an order to, from each status; `wasPaid` tells a cancelled order's two kinds apart. */
export function nextOrderStatuses(from: OrderStatus, wasPaid: boolean): OrderStatus[] {
  switch (from) {
    case "created":
      return ["cancelled"];
    case "paid":
      return ["shipped", "cancelled", "refunded"];
    case "shipped":
      return ["delivered", "refunded"];
    case "delivered":
      return ["refunded"];
    case "cancelled":
      return wasPaid ? ["refunded"] : [];
    case "refunded":
      return [];
  }
}

/** Why a change is refused, in words staff can act on; null when it is allowed. */
export function orderTransitionProblem(from: OrderStatus, to: OrderStatus, wasPaid: boolean): string | null {
  if (from === to) return `This order is already ${orderStatusLabels[to].toLowerCase()}.`;
  if (nextOrderStatuses(from, wasPaid).includes(to)) return null;
  if (to === "paid" || to === "created") return "An order becomes paid only through a verified payment.";
  if (to === "shipped") return from === "created" ? "An order cannot be shipped before it is paid." : `A ${orderStatusLabels[from].toLowerCase()} order cannot be shipped.`;
  if (to === "delivered") return "Only a shipped order can be marked delivered.";
  if (to === "cancelled") return "Only an order that has not been shipped can be cancelled; refund it instead.";
  // Only `refunded` is left: refused for an order that was never paid.
  return "This order was never paid, so there is nothing to refund.";
}

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
  productId: z.number().int(),
  productName: z.string(),
  /** Rupees. */
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});

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

export const NO_INVOICE = "This order has no tax invoice: one is issued when an order is paid and goes ahead.";

/** Where staff download an order's tax invoice (PDF). */
export const adminOrderInvoicePath = (orderId: number) => `/api/v1/admin/orders/${orderId}/invoice`;

export const AdminIdParamsSchema = z.object({ id: z.coerce.number({ error: "Not found" }).int().positive().max(2_147_483_647) });

export const ORDER_NOT_FOUND = "Order not found";
