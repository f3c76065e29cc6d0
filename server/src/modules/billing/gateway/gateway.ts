import { randomBytes } from "node:crypto";
import type { GatewayKind } from "@urjavolt/contract/orders";
import { and, eq } from "drizzle-orm";
import type { PaymentsConfig } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { testGatewayPayments, testGatewayRefunds } from "../../../db/schema/payments.ts";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.ts";
import type { RazorpayWebhookEvent } from "./webhook-events.ts";

/**
 * The payment gateway behind our own types (docs/architecture.md, decision 5; decisions 015 and 016): Razorpay's
 * Orders, Payments and Refunds APIs when its keys are configured, else the offline test gateway.
 * Razorpay's JSON is read here and nowhere else: the services see `GatewayPayment`,
 * `GatewayRefund` and `GatewayEvent`. Both gateways verify payments and webhooks with the same
 * HMAC-SHA256 code, so a test payment goes through exactly the checks a real one does.
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

/** A webhook event, in our words. `eventId` dedupes deliveries (Razorpay's `x-razorpay-event-id`). */
export type GatewayEvent = { name: string } & (
  | { kind: "captured"; payment: CapturedEventPayment }
  | { kind: "authorized"; payment: CapturedEventPayment }
  | { kind: "failed"; payment: { id: string | null; gatewayOrderId: string; code: string; description: string; reason: string } }
  | { kind: "refund"; refund: GatewayRefund }
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
  /** The test gateway only: its checkout stand-in (success, failure, or a payment left authorized). */
  readonly testCheckout?: TestCheckout;
}

export type TestCheckout = {
  pay(gatewayOrderId: string, amountPaise: number, outcome: "success" | "failure" | "pending"): Promise<{ paymentId: string; signature: string }>;
  /** Tests and the demo: the next refunds of the test gateway fail (the gateway refused them). */
  failRefundsOf(paymentId: string): Promise<void>;
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
  /** Per request to Razorpay. */
  timeoutMs?: number;
};

export function createPaymentGateway(config: PaymentsConfig, options: GatewayOptions = {}): PaymentGateway {
  const verifyPayment = (gatewayOrderId: string, paymentId: string, signature: string) =>
    signatureMatches(paymentSignature(config.keySecret, gatewayOrderId, paymentId), signature);
  const parseWebhook = (rawBody: Buffer, signature: string | undefined): GatewayEvent => {
    if (config.webhookSecret === undefined || !signatureMatches(hmacHex(config.webhookSecret, rawBody), signature)) {
      throw new GatewayInputError("Invalid webhook signature");
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new GatewayInputError("The webhook body is not valid JSON");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new GatewayInputError("The webhook body is not an event");
    return readRazorpayEvent(body as Record<string, unknown>);
  };
  const common = { keyId: config.keyId, verifyPayment, parseWebhook, webhooksEnabled: config.webhookSecret !== undefined };
  if (config.gateway === "test") {
    if (!options.db) throw new Error("The test gateway keeps its payments in the database: pass it");
    return { ...common, kind: "test", ...testGateway(options.db, config.keySecret) };
  }
  return { ...common, kind: "razorpay", ...razorpay(config, options) };
}

// ---- Razorpay ------------------------------------------------------------------------------------

type Json = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);
const int = (value: unknown): number | null => (typeof value === "number" && Number.isSafeInteger(value) ? value : null);
const entityOf = (payload: unknown, name: string): Json | null => {
  const wrapper = (payload as Json | undefined)?.[name];
  const entity = typeof wrapper === "object" && wrapper !== null ? (wrapper as Json).entity : null;
  return typeof entity === "object" && entity !== null ? (entity as Json) : null;
};

const paymentStatuses: readonly GatewayPaymentStatus[] = ["created", "authorized", "captured", "failed", "refunded"];
const refundStatuses: readonly GatewayRefundStatus[] = ["pending", "processed", "failed"];

function readPayment(json: Json): GatewayPayment {
  const id = str(json.id);
  const gatewayOrderId = str(json.order_id);
  const amountPaise = int(json.amount);
  const status = paymentStatuses.find((known) => known === json.status);
  if (!id || !gatewayOrderId || amountPaise === null || !status) throw new GatewayError("Razorpay answered a payment we cannot read");
  return { id, gatewayOrderId, amountPaise, status };
}

function readRefund(json: Json): GatewayRefund {
  const id = str(json.id);
  const paymentId = str(json.payment_id);
  const amountPaise = int(json.amount);
  // Razorpay reports a refund still on its way as `pending` (older answers: `created`).
  const status = json.status === "created" ? "pending" : refundStatuses.find((known) => known === json.status);
  if (!id || !paymentId || amountPaise === null || !status) throw new GatewayError("Razorpay answered a refund we cannot read");
  return { id, paymentId, amountPaise, status, receipt: str(json.receipt) };
}

type EventParts = { payment: Json | null; order: Json | null; refund: Json | null };
/** An event as read, before its name is put back: each kind of GatewayEvent without `name`. */
type EventReading = GatewayEvent extends infer Event ? (Event extends unknown ? Omit<Event, "name"> : never) : never;

const capturedPayment = ({ payment, order }: EventParts): CapturedEventPayment | null => {
  const paymentId = str(payment?.id);
  const gatewayOrderId = str(payment?.order_id) ?? str(order?.id);
  return paymentId && gatewayOrderId ? { id: paymentId, gatewayOrderId, amountPaise: int(payment?.amount) } : null;
};
const captured = (parts: EventParts): EventReading | null => {
  const payment = capturedPayment(parts);
  return payment ? { kind: "captured", payment } : null;
};
const settledRefund = ({ refund }: EventParts): EventReading | null => {
  if (!refund) return null;
  try {
    return { kind: "refund", refund: readRefund(refund) };
  } catch {
    return null;
  }
};

/**
 * How each of the webhook's events (RAZORPAY_WEBHOOK_EVENTS) is read, from the parts of Razorpay's
 * payloads we use (https://razorpay.com/docs/webhooks/payloads/); null when the payload lacks them.
 */
const eventReaders: Record<RazorpayWebhookEvent, (parts: EventParts) => EventReading | null> = {
  "payment.captured": captured,
  "order.paid": captured,
  "payment.authorized": (parts) => {
    const payment = capturedPayment(parts);
    return payment ? { kind: "authorized", payment } : null;
  },
  "payment.failed": ({ payment, order }) => {
    const gatewayOrderId = str(payment?.order_id) ?? str(order?.id);
    if (!gatewayOrderId) return null;
    return {
      kind: "failed",
      payment: {
        id: str(payment?.id),
        gatewayOrderId,
        code: str(payment?.error_code) ?? "UNKNOWN",
        description: str(payment?.error_description) ?? "Payment failed",
        reason: str(payment?.error_reason) ?? "unknown",
      },
    };
  },
  "refund.processed": settledRefund,
  "refund.failed": settledRefund,
};

const isWebhookEvent = (name: string): name is RazorpayWebhookEvent => Object.hasOwn(eventReaders, name);

/** A webhook's event as we act on it; any event not in the list, or without the parts we read, is "other". */
function readRazorpayEvent(body: Json): GatewayEvent {
  const name = str(body.event) ?? "unknown";
  const parts = { payment: entityOf(body.payload, "payment"), order: entityOf(body.payload, "order"), refund: entityOf(body.payload, "refund") };
  const reading = isWebhookEvent(name) ? eventReaders[name](parts) : null;
  return { name, ...(reading ?? { kind: "other" }) };
}

/** 4xx answers that say "not now" rather than "no": 408 request timeout, 425 too early, 429 too many requests. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

function razorpay(config: PaymentsConfig, options: GatewayOptions): Omit<PaymentGateway, "kind" | "keyId" | "verifyPayment" | "parseWebhook" | "webhooksEnabled"> {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  /**
   * One call to Razorpay's API: its JSON on 2xx; GatewayRefused on a 4xx that says no; GatewayError
   * (an outcome to ask about again) otherwise, including "too many requests" and a timed-out request.
   */
  async function call(method: "GET" | "POST", path: string, body?: Json): Promise<Json> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiBase}${path}`, {
        method,
        headers: { authorization, accept: "application/json", ...(body && { "content-type": "application/json" }) },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay could not be reached (${method} ${path})`, { cause: error });
    }
    const json = (await response.json().catch(() => null)) as Json | null;
    if (response.status >= 400 && response.status < 500 && !RETRYABLE_STATUSES.has(response.status)) {
      const description = (json?.error as Json | undefined)?.description;
      throw new GatewayRefused(`Razorpay refused ${method} ${path} (${response.status}): ${String(description ?? "no description")}`);
    }
    if (!response.ok || json === null || typeof json !== "object") throw new GatewayError(`Razorpay failed ${method} ${path} (${response.status})`);
    return json;
  }

  const items = (json: Json) => (Array.isArray(json.items) ? (json.items as Json[]) : []);

  return {
    async createOrder({ amountPaise, receipt, notes }) {
      let body: Json;
      try {
        body = await call("POST", "/v1/orders", { amount: amountPaise, currency: "INR", receipt: receipt.slice(0, 40), notes: notes ?? {} });
      } catch (error) {
        if (error instanceof GatewayRefused) throw new GatewayError(error.message, { cause: error });
        throw error;
      }
      if (typeof body.id !== "string" || body.amount !== amountPaise || body.currency !== "INR") {
        throw new GatewayError("Razorpay answered an order that does not match the one asked for");
      }
      return { id: body.id, amountPaise, currency: "INR" };
    },
    async fetchOrderPayments(gatewayOrderId) {
      return items(await call("GET", `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`)).map(readPayment);
    },
    async capturePayment(paymentId, amountPaise) {
      return readPayment(await call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountPaise, currency: "INR" }));
    },
    async refund({ paymentId, amountPaise, receipt, notes }) {
      return readRefund(
        await call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise, speed: "normal", receipt, notes: notes ?? {} }),
      );
    },
    async fetchRefunds(paymentId) {
      return items(await call("GET", `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`)).map(readRefund);
    },
    async fetchRefund(refundId) {
      return readRefund(await call("GET", `/v1/refunds/${encodeURIComponent(refundId)}`));
    },
  };
}

// ---- The offline test gateway --------------------------------------------------------------------

/**
 * The test gateway keeps what its checkout stand-in took in two tables of its own, so asking it about
 * an order, capturing, refunding and reconciling behave as with Razorpay. Its refunds are processed
 * at once, unless a test (or the demo) asked it to refuse a payment's refunds.
 */
function testGateway(db: Database, keySecret: string): Omit<PaymentGateway, "kind" | "keyId" | "verifyPayment" | "parseWebhook" | "webhooksEnabled"> {
  const refundOf = (row: typeof testGatewayRefunds.$inferSelect): GatewayRefund => ({
    id: row.id,
    paymentId: row.paymentId,
    amountPaise: row.amountPaise,
    status: row.failed ? "failed" : "processed",
    receipt: row.receipt,
  });
  const refusedPayments = new Set<string>();
  return {
    async createOrder({ amountPaise }) {
      return { id: `order_test_${randomId()}`, amountPaise, currency: "INR" };
    },
    async fetchOrderPayments(gatewayOrderId) {
      const rows = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.gatewayOrderId, gatewayOrderId));
      return rows.map((row) => ({ id: row.id, gatewayOrderId: row.gatewayOrderId, status: row.status, amountPaise: row.amountPaise }));
    },
    async capturePayment(paymentId, amountPaise) {
      const [row] = await db
        .update(testGatewayPayments)
        .set({ status: "captured" })
        .where(and(eq(testGatewayPayments.id, paymentId), eq(testGatewayPayments.status, "authorized"), eq(testGatewayPayments.amountPaise, amountPaise)))
        .returning();
      if (!row) throw new GatewayRefused("The test gateway has no authorized payment of that amount to capture");
      return { id: row.id, gatewayOrderId: row.gatewayOrderId, status: row.status, amountPaise: row.amountPaise };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId));
      if (!payment || payment.status !== "captured") throw new GatewayRefused("The test gateway has no captured payment to refund");
      const refunded = await db.select().from(testGatewayRefunds).where(and(eq(testGatewayRefunds.paymentId, paymentId), eq(testGatewayRefunds.failed, false)));
      if (refunded.reduce((sum, row) => sum + row.amountPaise, 0) + amountPaise > payment.amountPaise) {
        throw new GatewayRefused("The refund exceeds what the payment has left");
      }
      const [row] = await db
        .insert(testGatewayRefunds)
        .values({ id: `rfnd_test_${randomId()}`, paymentId, amountPaise, receipt, failed: refusedPayments.has(paymentId) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new GatewayRefused("A refund with this receipt exists already");
      return refundOf(row);
    },
    async fetchRefunds(paymentId) {
      return (await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, paymentId))).map(refundOf);
    },
    async fetchRefund(refundId) {
      const [row] = await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.id, refundId));
      if (!row) throw new GatewayRefused("The test gateway has no such refund");
      return refundOf(row);
    },
    testCheckout: {
      async pay(gatewayOrderId, amountPaise, outcome) {
        const paymentId = `pay_test_${randomId()}`;
        const status = outcome === "success" ? "captured" : outcome === "pending" ? "authorized" : "failed";
        await db.insert(testGatewayPayments).values({ id: paymentId, gatewayOrderId, status, amountPaise });
        return { paymentId, signature: paymentSignature(keySecret, gatewayOrderId, paymentId) };
      },
      async failRefundsOf(paymentId) {
        refusedPayments.add(paymentId);
      },
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
