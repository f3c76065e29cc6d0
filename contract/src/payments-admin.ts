import { z } from "zod";
import { optionalIsoDateFilter } from "./form-rules.ts";
import { paymentStatuses } from "./payments.ts";

/**
 * Standalone payments in the staff console (docs/architecture.md, Staff console): what buyers paid on /online-payment, with
 * the gateway's ids. Read-only: the gateway and the verify step change a payment, staff do not.
 */

export const PaymentStatusSchema = z.enum(paymentStatuses, { error: "Choose a status" });

export const paymentStatusLabels: Record<(typeof paymentStatuses)[number], string> = {
  created: "Not completed",
  paid: "Paid",
  failed: "Failed",
  expired: "Expired unpaid",
};

/** `?status=&from=&to=&q=&page=`: q matches the name, e-mail, phone, receipt or gateway ids. */
export const AdminPaymentListQuerySchema = z
  .object({
    status: z.union([PaymentStatusSchema, z.literal("")]).transform((value) => value || undefined).optional(),
    from: optionalIsoDateFilter("From"),
    to: optionalIsoDateFilter("To"),
    q: z.string().trim().max(100, { error: "Search is at most 100 characters" }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: "From must not be after To", path: ["to"] });
export type AdminPaymentListQueryInput = z.input<typeof AdminPaymentListQuerySchema>;
export type AdminPaymentListQuery = z.output<typeof AdminPaymentListQuerySchema>;

export const AdminPaymentSchema = z.object({
  id: z.number().int(),
  status: PaymentStatusSchema,
  purpose: z.string(),
  /** Rupees. */
  amount: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gateway: z.enum(["test", "razorpay"]),
  gatewayOrderId: z.string(),
  paymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** Failed attempts the gateway reported for it. */
  failedAttempts: z.number().int(),
  /** Rupees refunded automatically (a second payment for one already made). */
  refunded: z.number(),
  /** Taken by the offline test gateway: no money moved. */
  test: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentListSchema = z.object({
  payments: z.array(AdminPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPaymentList = z.infer<typeof AdminPaymentListSchema>;
