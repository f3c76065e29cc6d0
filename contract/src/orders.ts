import { z } from "zod";
import { InstallationChoiceSchema } from "./installation.ts";
import { BookedExchangeSchema, ExchangeChoiceSchema } from "./exchange.ts";
import { AppliedCouponSchema } from "./coupons.ts";
import { EMAIL_MAX, EMAIL_PATTERN, ONE_LINE_MESSAGE, mobileNumber, oneLine, pincodeNumber } from "./form-rules.ts";
import { isId } from "./ids.ts";
import { site } from "./site.ts";
import { isValidGstin } from "./gst.ts";
import { defaultLocale, locales } from "./locale.ts";

/**
 * Shop orders and their payment (docs/requirements/online-shop.md §3 Checkout form, Order line, Create-order
 * response, Shop receipt; §4 Checkout; §5 Checkout submit; §7 placeOrderpayment/create-order and
 * payment/verifyPlaceOrderPayment; §8; docs/architecture.md, decision 5 and the order rules).
 *
 * The browser sends the spec's payload, but the server prices every line from its own catalogue:
 * a line's `product_name` and `price` are checked for shape (the spec's messages) and then ignored.
 * Money in answers is rupees, except `amount` of the create-order answer, which is paise (what the
 * gateway's checkout wants).
 */

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 999;
export const CURRENCY = "INR";
/** What a shop receipt's `purpose` says. */
export const SHOP_ORDER_PURPOSE = `${site.brand} Online Shop Order`;
/** Unknown product name in a payload line (docs/requirements/online-shop.md §3 Order line default). */
export const UNKNOWN_PRODUCT_NAME = "Unknown Product";

export const checkoutMessages = {
  cartEmpty: "Cart cannot be empty",
  tooManyLines: `An order can have at most ${MAX_ORDER_LINES} items`,
  productRequired: (item: number) => `Product is required for item ${item}`,
  productNameRequired: (item: number) => `Product name is required for item ${item}`,
  quantityMin: (item: number) => `Quantity must be at least 1 for item ${item}`,
  quantityWhole: (item: number) => `Quantity must be a whole number for item ${item}`,
  quantityMax: (item: number) => `Quantity cannot exceed ${MAX_LINE_QUANTITY} for item ${item}`,
  priceNonNegative: (item: number) => `Price must be non-negative for item ${item}`,
  /** The server's answers about a line it cannot sell. */
  productUnknown: (item: number) => `Product not found for item ${item}`,
  outOfStock: (name: string) => `${name} is out of stock`,
  notEnoughStock: (name: string, stock: number) => `Only ${stock} of ${name} left in stock`,
  fullNameRequired: "Full name is required",
  fullNameTooLong: "Full name cannot exceed 100 characters",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  mobileRequired: "Mobile number is required",
  mobileInvalid: "Please enter a valid 10-digit mobile number",
  addressRequired: "Address is required",
  addressTooLong: "Address cannot exceed 300 characters",
  cityRequired: "City is required",
  stateRequired: "State is required",
  pincodeRequired: "Valid 6-digit pincode is required",
  gstinInvalid: "Please enter a valid 15-character GSTIN, or leave it blank",
  /** §5: the alert on any failure of the form. */
  invalidForm: "Please fill out all required fields correctly.",
  /** §8 Create-order failure: "Error: {server message}" or this. */
  createFailed: "Failed to create order",
  /** §7: the verify answer's message that means success. */
  verified: "Payment verified successfully",
  /** §8: the alert is this prefix plus the server's message, or "Server error". */
  verifyFailedPrefix: "Payment verification failed: ",
  verifyFallback: "Server error",
  /** §8: the widget's failure alert is this prefix plus the gateway's description. */
  paymentFailedPrefix: "Payment failed: ",
  invalidSignature: "Invalid signature",
  orderNotFound: "Order not found",
  refundNotice: (amount: string) =>
    `Your payment was received, but the last units of this order were sold while you paid, so we could not fulfil it. We have refunded ${amount} to your original payment method; it reaches you within 5-7 business days.`,
  /** A second payment for an order already paid: refunded at once. */
  alreadyPaid: "This order has already been paid. This second payment has been refunded to your original payment method.",
  totalTooLarge: "This order is too large to pay online in one go. Please order fewer units, or ask us for a quote.",
  /** When create-order finds fewer units than asked: the cart is adjusted to what is left. */
  cartAdjusted: "Some items sold out while you were shopping. We have updated your cart to what is left; please check it and place the order again.",
} as const;

// ---- Checkout form (§3, §5) --------------------------------------------------------------------

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const ShippingDetailsSchema = z.object({
  full_name: text(checkoutMessages.fullNameRequired, 100, checkoutMessages.fullNameTooLong).refine(oneLine, { error: ONE_LINE_MESSAGE }),
  email: text(checkoutMessages.emailRequired, EMAIL_MAX, checkoutMessages.emailInvalid).regex(EMAIL_PATTERN, { error: checkoutMessages.emailInvalid }),
  mobile: mobileNumber({ required: checkoutMessages.mobileRequired, invalid: checkoutMessages.mobileInvalid }),
  address: text(checkoutMessages.addressRequired, 300, checkoutMessages.addressTooLong),
  city: text(checkoutMessages.cityRequired, 100, checkoutMessages.cityRequired).refine(oneLine, { error: ONE_LINE_MESSAGE }),
  state: text(checkoutMessages.stateRequired, 100, checkoutMessages.stateRequired).refine(oneLine, { error: ONE_LINE_MESSAGE }),
  pincode: pincodeNumber({ required: checkoutMessages.pincodeRequired, invalid: checkoutMessages.pincodeRequired }),
});
export type ShippingDetails = z.infer<typeof ShippingDetailsSchema>;
export type ShippingDetailsInput = z.input<typeof ShippingDetailsSchema>;

// ---- Order lines (§3 Order line, §5 "for item N") ------------------------------------------------

/**
 * One line as the browser sends it. Only the product id and the quantity count: the name and price
 * may be left out (docs/architecture.md, decision 5); when sent (the spec's payload), they are checked for shape.
 */
export type OrderLineInput = {
  product_id: number;
  product_name?: string;
  quantity: number;
  price?: number;
};

function lineProblems(raw: unknown, item: number): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const line = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const id = line.product_id;
  if (!isId(id)) problems.push({ field: "product_id", message: checkoutMessages.productRequired(item) });
  const name = line.product_name;
  if (name !== undefined && name !== null && (typeof name !== "string" || name.trim() === "")) {
    problems.push({ field: "product_name", message: checkoutMessages.productNameRequired(item) });
  }
  const quantity = line.quantity;
  if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity < 1) {
    problems.push({ field: "quantity", message: checkoutMessages.quantityMin(item) });
  } else if (!Number.isInteger(quantity)) {
    problems.push({ field: "quantity", message: checkoutMessages.quantityWhole(item) });
  } else if (quantity > MAX_LINE_QUANTITY) {
    problems.push({ field: "quantity", message: checkoutMessages.quantityMax(item) });
  }
  const price = line.price;
  if (price !== undefined && price !== null && (typeof price !== "number" || !Number.isFinite(price) || price < 0)) problems.push({ field: "price", message: checkoutMessages.priceNonNegative(item) });
  return problems;
}

/**
 * The payload's lines with the spec's per-item messages (item numbers count from 1). Error paths
 * are `product_data.<index>.<field>`, or `product_data` for the list itself.
 */
export const OrderLinesSchema = z
  .array(z.unknown(), { error: checkoutMessages.cartEmpty })
  .min(1, { error: checkoutMessages.cartEmpty })
  .max(MAX_ORDER_LINES, { error: checkoutMessages.tooManyLines })
  .transform((items, context): OrderLineInput[] => {
    let valid = true;
    items.forEach((raw, index) => {
      for (const problem of lineProblems(raw, index + 1)) {
        valid = false;
        context.addIssue({ code: "custom", path: [index, problem.field], message: problem.message });
      }
    });
    if (!valid) return z.NEVER;
    return items.map((raw) => {
      const line = raw as { product_id: number; product_name?: string | null; quantity: number; price?: number | null };
      return {
        product_id: line.product_id,
        quantity: line.quantity,
        ...(typeof line.product_name === "string" && { product_name: line.product_name.trim() }),
        ...(typeof line.price === "number" && { price: line.price }),
      };
    });
  });

/** The coupon code as typed: trimmed and upper-cased; empty or null means none. */
export const CouponCodeFieldSchema = z
  .string()
  .trim()
  .max(40, { error: "Coupon code is too long" })
  .transform((code) => code.toUpperCase() || null)
  .nullish()
  .transform((code) => code ?? null);

// ---- Create order (§7 placeOrderpayment/create-order) -----------------------------------------

/** The buyer's GSTIN for a B2B tax invoice (docs/decisions/011-gst-tax-invoices-are-issued-with-the-payment.md): optional; blank means none. */
export const BuyerGstinFieldSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase() || null)
  .nullish()
  .transform((value) => value ?? null)
  .refine((value) => value === null || isValidGstin(value), { error: checkoutMessages.gstinInvalid });

export const CreateOrderRequestSchema = ShippingDetailsSchema.extend({
  product_data: OrderLinesSchema,
  coupon_code: CouponCodeFieldSchema,
  gstin: BuyerGstinFieldSchema,
  /** Installation by our technician on a day and slot offered (decision 057); left out or null is none. */
  installation: InstallationChoiceSchema.nullish().transform((value) => value ?? null),
  /** An old battery handed over at the installation against a discount (decision 058); left out or null is none. */
  exchange: ExchangeChoiceSchema.nullish().transform((value) => value ?? null),
  /** Pay after the installation rather than now (decision 059); only with installation and within the shop's limit. */
  pay_on_installation: z.boolean({ error: "pay_on_installation is true or false" }).nullish().transform((value) => value ?? false),
  /** The language of the checkout page (decision 056): the order's e-mails are written in it. Left out is English. */
  locale: z.enum(locales, { error: "locale is en, hi or pa" }).nullish().transform((value) => value ?? defaultLocale),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;
export type CreateOrderRequestInput = z.input<typeof CreateOrderRequestSchema>;

export const gatewayKinds = ["test", "razorpay"] as const;
export type GatewayKind = (typeof gatewayKinds)[number];

/**
 * The ways to pay the checkout names (decision 045), as the gateway reports them for this shop's
 * account: Razorpay's list of the methods enabled on it, or the test gateway's own. In this order.
 */
export const paymentMethods = ["upi", "card", "netbanking", "emi", "wallet"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  upi: "UPI",
  card: "Credit and debit cards",
  netbanking: "Netbanking",
  emi: "EMI",
  wallet: "Wallets",
};
/** "UPI, Credit and debit cards, Netbanking and EMI". */
export function paymentMethodsText(methods: readonly PaymentMethod[]): string {
  const labels = paymentMethods.filter((method) => methods.includes(method)).map((method) => paymentMethodLabels[method]);
  return labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** A line as the server priced it: unit price and line total in rupees. */
export const PricedOrderLineSchema = z.object({
  product_id: z.number().int().positive(),
  product_name: z.string(),
  quantity: z.number().int().positive(),
  price: z.number().nonnegative(),
  line_total: z.number().nonnegative(),
});
export type PricedOrderLine = z.infer<typeof PricedOrderLineSchema>;

/** The coupon on an order: the same shape validate-coupon answers (code, discount in rupees, description). */
export { AppliedCouponSchema, type AppliedCoupon } from "./coupons.ts";

export const CreateOrderResponseSchema = z.object({
  /** The gateway's order id, handed to its checkout. */
  order_id: z.string(),
  /** Paise, as the gateway's checkout wants it. */
  amount: z.number().int().positive(),
  currency: z.literal(CURRENCY),
  /** Ours, for people: UV-2026-000123. */
  custom_order_id: z.string(),
  product_data: z.array(PricedOrderLineSchema),
  coupon: AppliedCouponSchema.nullable(),
  /** The gateway's public key id. */
  key: z.string(),
  gateway: z.enum(gatewayKinds),
  /** Rupees. */
  subtotal: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  shipping: z.number().nonnegative(),
  /** Installation booked (decision 057): its fee in rupees and slot; null when none. */
  installation: z.object({ fee: z.number().nonnegative(), from: z.string(), to: z.string() }).nullable(),
  /** The old battery's exchange value off the order (decision 058), confirmed at pickup; null when none. */
  exchange: BookedExchangeSchema.nullable(),
  total: z.number().positive(),
  /** Until when the order's units are held for this buyer (ISO date-time; decision 015). */
  reserved_until: z.string(),
  /**
   * Paid on installation (decision 059): the order is confirmed without payment, and the page goes
   * to its tracking page with this signed token; null for an order paid now through the gateway.
   */
  pay_on_installation: z.object({ due_by: z.string(), tracking_token: z.string() }).nullable(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** Our order number: prefix, India's year, six digits. */
export function formatOrderNumber(year: number, number: number): string {
  return `UV-${year}-${String(number).padStart(6, "0")}`;
}

/**
 * Receipt ids are unique and sequential per year (docs/architecture.md, Order rules); what the offline test
 * gateway took has a series of its own (TEST-RCPT-2026-000001) and never takes a real number.
 */
export function formatReceiptNumber(year: number, number: number, test = false): string {
  return `${test ? "TEST-" : ""}RCPT-${year}-${String(number).padStart(6, "0")}`;
}

// ---- Payment signature (the gateway's checkout hands these back) --------------------------------

const gatewayId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(100, { error: `${name} is not valid` });

/** What the gateway's checkout returns on success; verified by the server (HMAC-SHA256). */
export const PaymentSignatureSchema = z.object({
  razorpay_payment_id: gatewayId("Payment id"),
  razorpay_order_id: gatewayId("Order id"),
  razorpay_signature: gatewayId("Signature"),
});
export type PaymentSignature = z.infer<typeof PaymentSignatureSchema>;

// ---- Verify (§7 payment/verifyPlaceOrderPayment) and the shop receipt (§3) -----------------------

export const ReceiptLineSchema = z.object({
  product_name: z.string(),
  quantity: z.number().int().positive(),
  /** Unit price, rupees. */
  price: z.number().nonnegative(),
});
export type ReceiptLine = z.infer<typeof ReceiptLineSchema>;

export const ShopReceiptSchema = z.object({
  receipt_id: z.string(),
  payment_id: z.string(),
  custom_order_id: z.string(),
  /** The gateway's order id. */
  order_id: z.string(),
  /** Rupees paid. */
  amount: z.number().nonnegative(),
  purpose: z.string(),
  /** "N/A" when no coupon was used. */
  coupon_code: z.string(),
  discount: z.number().nonnegative(),
  subtotal: z.number().nonnegative(),
  /** Rupees of installation by our technician (decision 057); 0 when free or none. */
  installation: z.number().nonnegative(),
  /** Rupees of an old battery's exchange value off the order (decision 058), confirmed at pickup; 0 or absent when none. */
  exchange: z.number().nonnegative().optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** ISO date-time of the payment. */
  date: z.string(),
  product_data: z.array(ReceiptLineSchema),
  /** True when the money was taken but the order could not be fulfilled: it was refunded through the gateway. */
  refund_due: z.boolean(),
  /** Taken by the offline test gateway: no money moved (the receipt says so). */
  test: z.boolean(),
});
export type ShopReceipt = z.infer<typeof ShopReceiptSchema>;

export const VerifyOrderPaymentResponseSchema = z.object({
  message: z.literal(checkoutMessages.verified),
  receipt: ShopReceiptSchema,
  refund_due: z.boolean(),
  /** The signed token of the order's own page (`/track-order?token=`): its status, items, tax invoice. */
  tracking_token: z.string(),
  /** The signed token of the page after paying (`/order-confirmation/:token`, decision 023); it expires after 30 days. */
  confirmation_token: z.string(),
  /** For the customer, when `refund_due`: what happens to their money. */
  notice: z.string().optional(),
});
export type VerifyOrderPaymentResponse = z.infer<typeof VerifyOrderPaymentResponseSchema>;

export const NO_COUPON = "N/A";

// ---- Test gateway (the offline stand-in for the Razorpay checkout; docs/architecture.md, decision 5) ---------

export const testGatewayTexts = {
  title: "Test payment gateway",
  success: "Simulate success",
  failure: "Simulate failure",
  failedDescription: "Payment failed in the test gateway",
  /** A payment the bank is still confirming: the order waits for it (decision 015). */
  pendingDescription: "Your bank is still confirming this payment. We will e-mail you as soon as it is confirmed; nothing more is needed from you.",
} as const;

export const TestGatewayPayRequestSchema = z.object({
  order_id: gatewayId("Order id"),
  /** `pending` leaves the payment authorized but not captured, as a bank still confirming it would (decision 015). */
  outcome: z.enum(["success", "failure", "pending"], { error: "Outcome must be success, failure or pending" }),
});
export type TestGatewayPayRequest = z.infer<typeof TestGatewayPayRequestSchema>;

/** The shape of Razorpay's `payment.failed` error, which the checkout's failure alert reads. */
export const GatewayPaymentErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
  }),
});
export type GatewayPaymentError = z.infer<typeof GatewayPaymentErrorSchema>;

/** The test gateway's answer to `pending`: the payment exists but the money is not taken yet. */
export const TestGatewayPendingSchema = z.object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string(), pending: z.literal(true) });

export const TestGatewayPayResponseSchema = z.union([PaymentSignatureSchema, GatewayPaymentErrorSchema, TestGatewayPendingSchema]);
export type TestGatewayPayResponse = z.infer<typeof TestGatewayPayResponseSchema>;

// ---- Shopper counter (docs/architecture.md, Departures from the requirements: a real figure) -------------------------------------

export const RecentOrderCountSchema = z.object({
  count: z.number().int().nonnegative(),
  days: z.number().int().positive(),
});
export type RecentOrderCount = z.infer<typeof RecentOrderCountSchema>;

