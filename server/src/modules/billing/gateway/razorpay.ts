import type { PaymentsConfig } from "../../../config.ts";
import {
  type CapturedEventPayment,
  type GatewayEvent,
  type GatewayOptions,
  type GatewayPayment,
  type GatewayPaymentLink,
  type GatewayPaymentLinkStatus,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type GatewayRefundStatus,
  type PaymentGateway,
  GatewayError,
  GatewayRefused,
} from "./gateway.ts";
import type { RazorpayWebhookEvent } from "./webhook-events.ts";
import type { PaymentMethod } from "@urjavolt/contract/orders";

/**
 * Razorpay's Orders, Payments and Refunds APIs over HTTP, and its webhooks' JSON: read here and
 * nowhere else, so the rest of the code sees only our own types (gateway.ts).
 */

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

const linkStatuses: readonly GatewayPaymentLinkStatus[] = ["created", "partially_paid", "paid", "expired", "cancelled"];

/**
 * A Payment Link as Razorpay answers it (https://razorpay.com/docs/api/payments/payment-links/):
 * its `payments` list the attempts made through it (`payment_id`, `amount`, `status`).
 */
export function readPaymentLink(json: Json): GatewayPaymentLink {
  const id = str(json.id);
  const shortUrl = str(json.short_url);
  const amountPaise = int(json.amount);
  const status = linkStatuses.find((known) => known === json.status);
  if (!id || !shortUrl || amountPaise === null || !status) throw new GatewayError("Razorpay answered a payment link we cannot read");
  const payments = Array.isArray(json.payments) ? (json.payments as Json[]) : [];
  const captured = payments.find((payment) => payment.status === "captured" && str(payment.payment_id) !== null && int(payment.amount) !== null);
  return {
    id,
    shortUrl,
    amountPaise,
    referenceId: str(json.reference_id),
    status,
    payment: status === "paid" && captured ? { id: str(captured.payment_id)!, amountPaise: int(captured.amount)! } : null,
  };
}

type EventParts = { payment: Json | null; order: Json | null; refund: Json | null; paymentLink: Json | null };
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
  "payment_link.paid": ({ paymentLink, payment }) => {
    const linkId = str(paymentLink?.id);
    const paymentId = str(payment?.id);
    if (!linkId || !paymentId) return null;
    return { kind: "link_paid", link: { id: linkId, referenceId: str(paymentLink?.reference_id) }, payment: { id: paymentId, amountPaise: int(payment?.amount) } };
  },
};

const isWebhookEvent = (name: string): name is RazorpayWebhookEvent => Object.hasOwn(eventReaders, name);

/** A webhook's event as we act on it; any event not in the list, or without the parts we read, is "other". */
export function readRazorpayEvent(body: Json): GatewayEvent {
  const name = str(body.event) ?? "unknown";
  const parts = { payment: entityOf(body.payload, "payment"), order: entityOf(body.payload, "order"), refund: entityOf(body.payload, "refund"), paymentLink: entityOf(body.payload, "payment_link") };
  const reading = isWebhookEvent(name) ? eventReaders[name](parts) : null;
  return { name, ...(reading ?? { kind: "other" }) };
}

/**
 * A method Razorpay lists is on when it is `true`, or a list of banks, wallets or lenders with one on
 * in it (banks map a code to their name, wallets and lenders to `true`; `false` and `0` are off).
 */
const methodOn = (value: unknown): boolean =>
  value === true ||
  (Array.isArray(value) ? value.length > 0 : typeof value === "object" && value !== null && Object.values(value).some((on) => on !== false && on !== 0 && on !== null));

/**
 * The ways to pay Razorpay's Methods API (`GET /v1/methods`, https://razorpay.com/docs/payments/payment-gateway/s2s-integration/payment-methods/methods-api)
 * says are enabled on the account, in our words: card EMI and cardless EMI are both "EMI".
 */
export function readRazorpayMethods(json: Json): PaymentMethod[] {
  const on: Record<PaymentMethod, boolean> = {
    upi: methodOn(json.upi),
    card: methodOn(json.card) || methodOn(json.credit_card) || methodOn(json.debit_card),
    netbanking: methodOn(json.netbanking),
    emi: methodOn(json.emi) || methodOn(json.cardless_emi),
    wallet: methodOn(json.wallet),
  };
  return (Object.keys(on) as PaymentMethod[]).filter((method) => on[method]);
}

/** How long the account's methods are kept before Razorpay is asked again; a failed ask keeps the last answer. */
export const METHODS_FRESH_MS = 60 * 60 * 1000;
/** The checkout page waits at most this long for the first answer; without one it names no methods. */
const METHODS_TIMEOUT_MS = 3_000;

/** 4xx answers that say "not now" rather than "no": 408 request timeout, 425 too early, 429 too many requests. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

export function razorpayApi(config: PaymentsConfig, options: GatewayOptions): Omit<PaymentGateway, "kind" | "keyId" | "verifyPayment" | "parseWebhook" | "webhooksEnabled"> {
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

  // The Methods API takes the key id alone (Razorpay: "Do not provide the API key secret").
  let methods: { list: PaymentMethod[]; at: number } | null = null;
  let asking: Promise<PaymentMethod[] | null> | null = null;
  async function askMethods(): Promise<PaymentMethod[] | null> {
    try {
      const response = await fetchImpl(`${config.apiBase}/v1/methods`, {
        headers: { authorization: `Basic ${Buffer.from(`${config.keyId}:`).toString("base64")}`, accept: "application/json" },
        signal: AbortSignal.timeout(Math.min(timeoutMs, METHODS_TIMEOUT_MS)),
      });
      const json = (await response.json().catch(() => null)) as Json | null;
      if (!response.ok || json === null || typeof json !== "object") throw new GatewayError(`Razorpay failed GET /v1/methods (${response.status})`);
      methods = { list: readRazorpayMethods(json), at: Date.now() };
    } catch (error) {
      console.error("Could not read the payment methods enabled on the Razorpay account; the checkout names none until it can.", error);
    }
    return methods?.list ?? null;
  }

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
    async createPaymentLink({ amountPaise, referenceId, description, customer, expireBy, notes }) {
      const link = readPaymentLink(
        await call("POST", "/v1/payment_links", {
          amount: amountPaise,
          currency: "INR",
          accept_partial: false,
          reference_id: referenceId.slice(0, 40),
          description: description.slice(0, 2048),
          customer,
          // Our own text gateway sends the link (decision 059): Razorpay is not asked to.
          notify: { sms: false, email: false },
          reminder_enable: false,
          expire_by: Math.floor(expireBy.getTime() / 1000),
          notes: notes ?? {},
        }),
      );
      if (link.amountPaise !== amountPaise) throw new GatewayError("Razorpay answered a payment link that does not match the one asked for");
      return link;
    },
    async fetchPaymentLink(linkId) {
      return readPaymentLink(await call("GET", `/v1/payment_links/${encodeURIComponent(linkId)}`));
    },
    async cancelPaymentLink(linkId) {
      return readPaymentLink(await call("POST", `/v1/payment_links/${encodeURIComponent(linkId)}/cancel`, {}));
    },
    async paymentMethods() {
      if (methods && Date.now() - methods.at < METHODS_FRESH_MS) return methods.list;
      asking ??= askMethods().finally(() => (asking = null));
      // A stale list is answered at once while Razorpay is asked again; only the first ask is waited for.
      return methods ? methods.list : asking;
    },
  };
}
