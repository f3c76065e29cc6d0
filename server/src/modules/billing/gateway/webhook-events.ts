/**
 * The Razorpay webhook's events the shop acts on, and so the ones the operator subscribes the
 * webhook to: the start-up message, the console's set-up list and the README name these, and the
 * gateway reads these alone (any other event is recorded and left alone).
 * - `payment.captured`, `order.paid`: the payment is taken; the order (or payment) is paid.
 * - `payment.authorized`: the payment is captured, then as above.
 * - `payment.failed`: the attempt is recorded; a paid order never moves back.
 * - `refund.processed`, `refund.failed`: a refund asked for is settled (decision 016).
 * - `payment_link.paid`: an order paid on installation was paid through its link (decision 059).
 */
export const RAZORPAY_WEBHOOK_EVENTS = ["payment.captured", "payment.authorized", "order.paid", "payment.failed", "refund.processed", "refund.failed", "payment_link.paid"] as const;
export type RazorpayWebhookEvent = (typeof RAZORPAY_WEBHOOK_EVENTS)[number];

/** The list as the operator reads it: "payment.captured, payment.authorized, ..., refund.failed". */
export const RAZORPAY_WEBHOOK_EVENTS_TEXT = RAZORPAY_WEBHOOK_EVENTS.join(", ");
