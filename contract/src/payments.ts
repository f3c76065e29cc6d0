import { z } from "zod";
import { EMAIL_MAX, EMAIL_PATTERN, ONE_LINE_MESSAGE, mobileNumber, oneLine } from "./form-rules.ts";
import { CURRENCY, PaymentSignatureSchema, gatewayKinds } from "./orders.ts";
import { site } from "./site.ts";

/**
 * The standalone online payment (docs/requirements/online-shop.md §2 Standalone online payment, §3 Standalone
 * payment form and receipt, §4 Online payment, §5 Online payment, §7 payment/create-order and
 * payment/verify, §8). The amount is what the buyer types (rupees); the server checks it and the
 * gateway signature, and keeps each payment with its purpose and status (created, paid, failed).
 */

/** Spec §5: the only purpose is "{product} Battery Purchase". */
export const paymentPurposes = [`${site.brand} Battery Purchase`] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** The largest amount taken on this page, in rupees (₹10,00,000). */
export const MAX_PAYMENT_RUPEES = 1_000_000;

export const paymentMessages = {
  /** Step 1. */
  fillAll: "Please fill in all fields",
  emailInvalid: "Please enter a valid email",
  phoneInvalid: "Please enter a valid 10-digit phone number",
  nameTooLong: "Name cannot exceed 100 characters",
  /** Step 2. */
  amountInvalid: "Please enter a valid amount",
  amountTooLarge: "The amount cannot exceed ₹10,00,000 in one payment",
  purposeInvalid: "Please choose a purpose",
  /** §7: the create-order answer's message. */
  created: "Order created successfully",
  /** §7 and §8. */
  verified: "Payment verified successfully",
  createFailed: "Failed to create order",
  initiateFailed: "Failed to initiate payment",
  verifyFailedPrefix: "Payment verification failed: ",
  verifyFallback: "Server error",
  paymentFailedPrefix: "Payment failed: ",
  invalidSignature: "Invalid signature",
  paymentNotFound: "Payment not found",
  /** A second payment for one already made: refunded at once (decision 016). */
  alreadyPaid: "This payment has already been made. The second payment has been refunded to your original payment method.",
} as const;

const filled = (max: number, tooLong: string) =>
  z.string({ error: paymentMessages.fillAll }).trim().min(1, { error: paymentMessages.fillAll }).max(max, { error: tooLong });

/** Step 1: name, e-mail and a 10-digit phone number. */
export const PayerInfoSchema = z.object({
  name: filled(100, paymentMessages.nameTooLong).refine(oneLine, { error: ONE_LINE_MESSAGE }),
  email: filled(EMAIL_MAX, paymentMessages.emailInvalid).regex(EMAIL_PATTERN, { error: paymentMessages.emailInvalid }),
  phone: mobileNumber({ required: paymentMessages.fillAll, invalid: paymentMessages.phoneInvalid }),
});
export type PayerInfo = z.infer<typeof PayerInfoSchema>;

/**
 * Step 2's amount in rupees: a number (or numeric text from an input) above 0, with at most two
 * decimals, not above the page's limit.
 */
export const PaymentAmountSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z
    .number({ error: paymentMessages.amountInvalid })
    .finite({ error: paymentMessages.amountInvalid })
    .gt(0, { error: paymentMessages.amountInvalid })
    .max(MAX_PAYMENT_RUPEES, { error: paymentMessages.amountTooLarge })
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, { error: paymentMessages.amountInvalid }),
);

export const PaymentPurposeSchema = z.enum(paymentPurposes, { error: paymentMessages.purposeInvalid });

/** Step 2: purpose and amount. */
export const PaymentDetailsSchema = z.object({
  purpose: PaymentPurposeSchema,
  amount: PaymentAmountSchema,
});

/** §7 payment/create-order: amount (rupees), name, email, phone, purpose. */
export const CreatePaymentRequestSchema = PayerInfoSchema.extend({
  amount: PaymentAmountSchema,
  purpose: PaymentPurposeSchema,
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequestSchema>;
export type CreatePaymentRequestInput = z.input<typeof CreatePaymentRequestSchema>;

export const CreatePaymentResponseSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  /** The gateway's order id. */
  order_id: z.string(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.literal(CURRENCY),
  /** The gateway's public key id. */
  key: z.string(),
  gateway: z.enum(gatewayKinds),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponseSchema>;

/** §7 payment/verify: the three signature fields. */
export const VerifyPaymentRequestSchema = PaymentSignatureSchema;
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequestSchema>;

export const PaymentReceiptSchema = z.object({
  receipt_id: z.string(),
  payment_id: z.string(),
  order_id: z.string(),
  /** Rupees. */
  amount: z.number().positive(),
  purpose: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** ISO date-time of the payment. */
  date: z.string(),
  /** Taken by the offline test gateway: no money moved (the receipt says so). */
  test: z.boolean(),
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;

export const VerifyPaymentResponseSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  receipt: PaymentReceiptSchema,
  /** The signed token of the page after paying (`/payment-confirmation/:token`, decision 023). */
  confirmation_token: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

export const paymentStatuses = ["created", "paid", "failed", "expired"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
