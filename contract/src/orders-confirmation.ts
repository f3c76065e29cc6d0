import { z } from "zod";
import { ShopReceiptSchema } from "./orders.ts";
import { TrackedOrderSchema } from "./orders-tracking.ts";
import { PaymentReceiptSchema } from "./payments.ts";

/**
 * The pages after paying (decision 023): a shop order's confirmation and a standalone payment's,
 * each opened by a signed token that only the browser that paid receives (in the verify answer).
 * The token expires after 30 days, since the page shows the whole receipt; the order's tracking
 * page (by its own link or by number and contact) stays open after that.
 */

export const confirmationMessages = {
  invalid: "This confirmation link is not valid.",
  expired: "This confirmation link has expired. Your order and its tax invoice are still on the tracking page.",
  paymentExpired: "This confirmation link has expired. Your receipt was sent to your e-mail address when you paid.",
  heading: "Thank you! Your order is confirmed",
  paymentHeading: "Thank you! Your payment is received",
} as const;

export const DeliveryEstimateSchema = z.object({
  region: z.enum(["major-city", "rest-of-india", "remote"]),
  /** India calendar dates, YYYY-MM-DD. */
  dispatchBy: z.string(),
  from: z.string(),
  to: z.string(),
});

export const OrderConfirmationSchema = z.object({
  /** The order as its tracking page shows it (its `token` opens that page and its invoice). */
  order: TrackedOrderSchema,
  receipt: ShopReceiptSchema,
  /** When it should leave the warehouse and arrive; null once it is shipped, delivered, cancelled or refunded. */
  delivery: DeliveryEstimateSchema.nullable(),
});
export type OrderConfirmation = z.infer<typeof OrderConfirmationSchema>;

export const PaymentConfirmationSchema = z.object({ receipt: PaymentReceiptSchema });
export type PaymentConfirmation = z.infer<typeof PaymentConfirmationSchema>;

/** The token in a confirmation page's path: what the API and the page accept before checking its signature. */
export const ConfirmationTokenParamsSchema = z.object({ token: z.string().max(300) });

/** What a confirmation page's loader gets: the page's data, or why the link opens nothing. */
export type ConfirmationLookup<T> = { found: T } | { refused: "invalid" | "expired" };
