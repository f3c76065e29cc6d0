import { randomBytes } from "node:crypto";
import type { GatewayKind, PaymentMethod } from "@urjavolt/contract/orders";
import type { Database } from "../../../db/client.ts";

/**
 * The payment gateway behind our own types (docs/architecture.md, decision 5; decisions 015 and 016):
 * the services see `PaymentGateway`, `GatewayPayment`, `GatewayRefund` and `GatewayEvent`, never a
 * provider's JSON. One provider per file behind this interface: Razorpay (razorpay.ts) and the
 * offline test gateway (test-gateway.ts); create-gateway.ts picks one from the configuration.
 */

export type GatewayOrder = { id: string; amountPaise: number; currency: "INR" };

export type CreateGatewayOrder = {
  amountPaise: number;
  /** Our reference (at most 40 characters), e.g. the order number. */
  receipt: string;
  notes?: Record<string, string>;
};

/** A payment as the gateway knows it: `created` and `authorized` are still pending, `captured` is money taken. */
export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "failed" | "refunded";
export type GatewayPayment = { id: string; gatewayOrderId: string; status: GatewayPaymentStatus; amountPaise: number };

export type GatewayRefundStatus = "pending" | "processed" | "failed";
export type GatewayRefund = { id: string; paymentId: string; amountPaise: number; status: GatewayRefundStatus; receipt: string | null };

export type RefundRequest = {
  paymentId: string;
  amountPaise: number;
  /** Ours and unique per refund: how a retried request finds the refund the first one made. */
  receipt: string;
  notes?: Record<string, string>;
};

export type CapturedEventPayment = { id: string; gatewayOrderId: string; amountPaise: number | null };

/**
 * A payment link (Razorpay Payment Links, decision 059): a page at `shortUrl` where the customer pays
 * `amountPaise`; `referenceId` is ours (the order number), unique per link. `paid` once a payment
 * for the whole amount was captured through it (`payment` is that payment).
 */
export type CreatePaymentLink = {
  amountPaise: number;
  referenceId: string;
  description: string;
  customer: { name: string; contact: string; email: string };
  /** The link stops taking payments after this. */
  expireBy: Date;
  notes?: Record<string, string>;
};
export type GatewayPaymentLinkStatus = "created" | "partially_paid" | "paid" | "expired" | "cancelled";
export type GatewayPaymentLink = {
  id: string;
  shortUrl: string;
  amountPaise: number;
  referenceId: string | null;
  status: GatewayPaymentLinkStatus;
  /** The captured payment that paid it, when `paid`. */
  payment: { id: string; amountPaise: number } | null;
};

/** A webhook event, in our words. `eventId` dedupes deliveries (Razorpay's `x-razorpay-event-id`). */
export type GatewayEvent = { name: string } & (
  | { kind: "captured"; payment: CapturedEventPayment }
  | { kind: "authorized"; payment: CapturedEventPayment }
  | { kind: "failed"; payment: { id: string | null; gatewayOrderId: string; code: string; description: string; reason: string } }
  | { kind: "refund"; refund: GatewayRefund }
  | { kind: "link_paid"; link: { id: string; referenceId: string | null }; payment: { id: string; amountPaise: number | null } }
  | { kind: "other" }
);

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** The public key id the browser's checkout opens with. */
  readonly keyId: string;
  readonly webhooksEnabled: boolean;
  createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>;
  /** Whether `signature` is the gateway's signature of this order id and payment id. */
  verifyPayment(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /**
   * A webhook's event: the signature (x-razorpay-signature over the raw bytes) first, then the body,
   * which must be a JSON object. Throws GatewayInputError for a bad signature or body.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
  /** Every payment attempt made against a gateway order. */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorized payment (money taken). Throws GatewayRefused when the gateway says no. */
  capturePayment(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  /** Asks for a refund. GatewayRefused: the gateway said no (it will not happen); GatewayError: the outcome is unknown. */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** The refunds made against a payment (to find one by our receipt after an unknown outcome). */
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /**
   * The ways to pay this gateway offers the shop's buyers (the checkout names them, decision 045);
   * null when the gateway cannot say just now, and the checkout then names none.
   */
  paymentMethods(): Promise<PaymentMethod[] | null>;
  /**
   * A payment link (decision 059). A second request with the same `referenceId` is refused by the
   * gateway, so the caller keeps the link's id and asks `fetchPaymentLink` after an unknown outcome.
   */
  createPaymentLink(link: CreatePaymentLink): Promise<GatewayPaymentLink>;
  fetchPaymentLink(linkId: string): Promise<GatewayPaymentLink>;
  /** Stops a link taking payments (one made for an amount no longer due). GatewayRefused when it was paid or is unknown. */
  cancelPaymentLink(linkId: string): Promise<GatewayPaymentLink>;
  /** The test gateway only: its checkout stand-in (success, failure, or a payment left authorized). */
  readonly testCheckout?: TestCheckout;
}

export type TestCheckout = {
  pay(gatewayOrderId: string, amountPaise: number, outcome: "success" | "failure" | "pending"): Promise<{ paymentId: string; signature: string }>;
  /** Tests and the demo: the next refunds of the test gateway fail (the gateway refused them). */
  failRefundsOf(paymentId: string): Promise<void>;
  /** The test gateway's payment-link page: pays the link in full (its payment captured); null when there is no such unpaid link. */
  payLink(linkId: string): Promise<GatewayPaymentLink | null>;
};

/** The gateway could not be reached or answered something we cannot read: the outcome is unknown. */
export class GatewayError extends Error {
  override name = "GatewayError";
}

/** The gateway answered and said no (a 4xx): retrying the same request will not change that. */
export class GatewayRefused extends GatewayError {
  override name = "GatewayRefused";
}

/** A webhook that is not the gateway's (bad signature) or not an event (not a JSON object). */
export class GatewayInputError extends Error {
  override name = "GatewayInputError";
}

export type GatewayOptions = {
  /** The test gateway keeps what it took in the database. */
  db?: Database;
  /** Razorpay's HTTP client; a test passes one that talks to a local fake. */
  fetch?: typeof fetch;
  /** The site's address: the test gateway's payment links open its stand-in page there. */
  siteUrl?: string;
  /** Per request to Razorpay. */
  timeoutMs?: number;
};

/** 14 characters of [A-Za-z0-9], like Razorpay's ids. */
export function randomId(length = 14): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
