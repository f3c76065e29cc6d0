import { randomBytes } from "node:crypto";
import type { GatewayKind } from "@urjavolt/contract/orders";
import type { PaymentsConfig } from "../../config.ts";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.ts";

/**
 * The payment gateway behind our own types (DESIGN.md decision 5): Razorpay's Orders API when its
 * keys are configured, else the offline test gateway. Both verify payments and webhooks with the
 * same HMAC-SHA256 code, so a test payment goes through exactly the checks a real one does.
 */
export type GatewayOrder = { id: string; amountPaise: number; currency: "INR" };

export type CreateGatewayOrder = {
  amountPaise: number;
  /** Our reference (at most 40 characters), e.g. the order number. */
  receipt: string;
  notes?: Record<string, string>;
};

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** The public key id the browser's checkout opens with. */
  readonly keyId: string;
  createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>;
  /** Whether `signature` is the gateway's signature of this order id and payment id. */
  verifyPayment(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** Whether `signature` (x-razorpay-signature) signs this raw body; false while no webhook secret is set. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  readonly webhooksEnabled: boolean;
  /** The test gateway only: signs a payment as Razorpay's checkout would hand it back. */
  signPayment?(gatewayOrderId: string, paymentId: string): string;
}

/** Raised when the gateway cannot be reached or refuses to make an order: our side, not the customer's. */
export class GatewayError extends Error {
  override name = "GatewayError";
}

export type GatewayOptions = {
  /** Razorpay's HTTP client; a test passes one that talks to a local fake. */
  fetch?: typeof fetch;
  /** Per request to Razorpay. */
  timeoutMs?: number;
};

export function createPaymentGateway(config: PaymentsConfig, options: GatewayOptions = {}): PaymentGateway {
  const verifyPayment = (gatewayOrderId: string, paymentId: string, signature: string) =>
    signatureMatches(paymentSignature(config.keySecret, gatewayOrderId, paymentId), signature);
  const verifyWebhook = (rawBody: Buffer, signature: string | undefined) =>
    config.webhookSecret !== undefined && signatureMatches(hmacHex(config.webhookSecret, rawBody), signature);
  const common = { keyId: config.keyId, verifyPayment, verifyWebhook, webhooksEnabled: config.webhookSecret !== undefined };

  if (config.gateway === "test") {
    return {
      ...common,
      kind: "test",
      async createOrder({ amountPaise }) {
        return { id: `order_test_${randomId()}`, amountPaise, currency: "INR" };
      },
      signPayment: (gatewayOrderId, paymentId) => paymentSignature(config.keySecret, gatewayOrderId, paymentId),
    };
  }

  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  return {
    ...common,
    kind: "razorpay",
    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetchImpl(`${config.apiBase}/v1/orders`, {
          method: "POST",
          headers: { authorization, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ amount: amountPaise, currency: "INR", receipt: receipt.slice(0, 40), notes: notes ?? {} }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new GatewayError("Razorpay could not be reached", { cause: error });
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown; amount?: unknown; currency?: unknown; error?: { description?: unknown } } | null;
      if (!response.ok) {
        throw new GatewayError(`Razorpay refused the order (${response.status}): ${String(body?.error?.description ?? "no description")}`);
      }
      if (typeof body?.id !== "string" || body.amount !== amountPaise || body.currency !== "INR") {
        throw new GatewayError("Razorpay answered an order that does not match the one asked for");
      }
      return { id: body.id, amountPaise, currency: "INR" };
    },
  };
}

/** 14 characters of [A-Za-z0-9], like Razorpay's ids. */
export function randomId(length = 14): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
