import { createHmac } from "node:crypto";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";

/**
 * A local stand-in for Razorpay's Orders, Payments and Refunds APIs (never the real one), for tests
 * that run the app with RAZORPAY_API_BASE pointing at it. Its refunds start `pending`, as Razorpay's
 * do; a test settles them by changing `status` and sending the webhook with `razorpayWebhook`.
 */
export type FakePayment = { id: string; order_id: string; amount: number; status: "created" | "authorized" | "captured" | "failed" | "refunded" };
export type FakeRefund = { id: string; payment_id: string; amount: number; status: "pending" | "processed" | "failed"; receipt: string | null };
export type FakePaymentLink = {
  id: string;
  short_url: string;
  amount: number;
  amount_paid: number;
  reference_id: string;
  status: "created" | "paid" | "cancelled" | "expired";
  customer: { name?: string; contact?: string; email?: string };
  expire_by: number;
  payments: { payment_id: string; amount: number; status: "captured" }[] | null;
};
export type FakeRazorpay = {
  /** Payment links made (Razorpay's Payment Links API, decision 059), by id. */
  paymentLinks: Map<string, FakePaymentLink>;
  /** The next payment link creation answers this status. */
  failNextLink: number | null;
  app: FastifyInstance;
  url: string;
  requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  /** The next order creation answers this status (a 5xx, say). */
  failNext: number | null;
  /** Payments its checkout took, by id. */
  payments: Map<string, FakePayment>;
  refunds: FakeRefund[];
  /** The next refund is made, but the answer is lost (a 504), as a timeout would lose it. */
  loseNextRefundAnswer: boolean;
  /** The next refund requests are answered with these statuses and not made (429 too many requests, 503 down). */
  refuseRefundsWith: number[];
  /** What `GET /v1/methods` answers (Razorpay's Methods API, asked with the key id alone); a number answers that status. */
  methods: Record<string, unknown> | number;
  /** How many times the Methods API was asked. */
  methodsAsked: number;
};

/** An account with cards, UPI and netbanking on, card EMI off and cardless EMI on, and no wallets, in the Methods API's shape. */
export const FAKE_RAZORPAY_METHODS: Record<string, unknown> = {
  entity: "methods",
  card: true,
  debit_card: true,
  credit_card: true,
  netbanking: { HDFC: "HDFC Bank", SBIN: "State Bank of India" },
  wallet: {},
  emi: false,
  upi: true,
  cardless_emi: { earlysalary: true },
  paylater: [],
};

export const FAKE_RAZORPAY_KEY_ID = "rzp_test_FakeKey0001";
export const FAKE_RAZORPAY_KEY_SECRET = "fake_razorpay_secret";
export const FAKE_RAZORPAY_WEBHOOK_SECRET = "fake_webhook_secret";

/** The environment that points an app at the fake (add RAZORPAY_API_BASE: fake.url once it listens). */
export const fakeRazorpayEnv = (): Record<string, string> => ({
  RAZORPAY_KEY_ID: FAKE_RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET: FAKE_RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: FAKE_RAZORPAY_WEBHOOK_SECRET,
});

export async function startFakeRazorpay(keyId = FAKE_RAZORPAY_KEY_ID, keySecret = FAKE_RAZORPAY_KEY_SECRET): Promise<FakeRazorpay> {
  const fake: FakeRazorpay = { app: Fastify(), url: "", requests: [], failNext: null, payments: new Map(), refunds: [], loseNextRefundAnswer: false, refuseRefundsWith: [], methods: FAKE_RAZORPAY_METHODS, methodsAsked: 0, paymentLinks: new Map(), failNextLink: null };
  let next = 0;
  const authorized = (authorization: string | undefined) => authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  fake.app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/v1/orders") && request.method === "POST") return;
    if (request.url === "/v1/methods") {
      if (request.headers.authorization !== `Basic ${Buffer.from(`${keyId}:`).toString("base64")}`) return reply.status(401).send({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
      return;
    }
    if (!authorized(request.headers.authorization)) return reply.status(401).send({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
  });
  fake.app.get("/v1/methods", async (_request, reply) => {
    fake.methodsAsked += 1;
    return typeof fake.methods === "number" ? reply.status(fake.methods).send({ error: { code: "SERVER_ERROR", description: "Try again later" } }) : fake.methods;
  });
  fake.app.get<{ Params: { id: string } }>("/v1/orders/:id/payments", async (request) => ({
    entity: "collection",
    items: [...fake.payments.values()].filter((payment) => payment.order_id === request.params.id).map((payment) => ({ entity: "payment", currency: "INR", ...payment })),
  }));
  fake.app.post<{ Params: { id: string }; Body: { amount: number } }>("/v1/payments/:id/capture", async (request, reply) => {
    const payment = fake.payments.get(request.params.id);
    if (!payment || payment.status !== "authorized" || payment.amount !== request.body.amount) return reply.status(400).send({ error: { code: "BAD_REQUEST_ERROR", description: "This payment cannot be captured" } });
    payment.status = "captured";
    return { entity: "payment", currency: "INR", ...payment };
  });
  fake.app.post<{ Params: { id: string }; Body: { amount: number; receipt: string } }>("/v1/payments/:id/refund", async (request, reply) => {
    const refused = fake.refuseRefundsWith.shift();
    if (refused !== undefined) return reply.status(refused).send({ error: { code: refused === 429 ? "TOO_MANY_REQUESTS" : "SERVER_ERROR", description: "Try again later" } });
    const payment = fake.payments.get(request.params.id);
    const refunded = fake.refunds.filter((refund) => refund.payment_id === request.params.id && refund.status !== "failed").reduce((sum, refund) => sum + refund.amount, 0);
    if (!payment || payment.status !== "captured" || refunded + request.body.amount > payment.amount) {
      return reply.status(400).send({ error: { code: "BAD_REQUEST_ERROR", description: "The refund amount exceeds the payment" } });
    }
    const refund: FakeRefund = { id: `rfnd_Fake${String(fake.refunds.length + 1).padStart(10, "0")}`, payment_id: payment.id, amount: request.body.amount, status: "pending", receipt: request.body.receipt };
    fake.refunds.push(refund);
    if (fake.loseNextRefundAnswer) {
      fake.loseNextRefundAnswer = false;
      return reply.status(504).send({ error: { code: "GATEWAY_ERROR", description: "Gateway timeout" } });
    }
    return { entity: "refund", currency: "INR", ...refund };
  });
  fake.app.get<{ Params: { id: string } }>("/v1/payments/:id/refunds", async (request) => ({
    entity: "collection",
    items: fake.refunds.filter((refund) => refund.payment_id === request.params.id).map((refund) => ({ entity: "refund", currency: "INR", ...refund })),
  }));
  fake.app.get<{ Params: { id: string } }>("/v1/refunds/:id", async (request, reply) => {
    const refund = fake.refunds.find((candidate) => candidate.id === request.params.id);
    return refund ? { entity: "refund", currency: "INR", ...refund } : reply.status(404).send({ error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
  });
  fake.app.post("/v1/payment_links", async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    fake.requests.push({ authorization: request.headers.authorization, body });
    if (fake.failNextLink !== null) {
      const status = fake.failNextLink;
      fake.failNextLink = null;
      return reply.status(status).send({ error: { code: "SERVER_ERROR", description: "The server is down" } });
    }
    const reference = String(body.reference_id ?? "");
    if (typeof body.amount !== "number" || body.amount < 100 || body.currency !== "INR") return reply.status(400).send({ error: { code: "BAD_REQUEST_ERROR", description: "The amount must be at least INR 1.00" } });
    if ([...fake.paymentLinks.values()].some((link) => link.reference_id === reference)) {
      return reply.status(400).send({ error: { code: "BAD_REQUEST_ERROR", description: "Payment Link with reference_id already exists" } });
    }
    const id = `plink_Fake${String(fake.paymentLinks.size + 1).padStart(10, "0")}`;
    const link: FakePaymentLink = {
      id,
      short_url: `https://rzp.io/i/fake${fake.paymentLinks.size + 1}`,
      amount: body.amount,
      amount_paid: 0,
      reference_id: reference,
      status: "created",
      customer: (body.customer ?? {}) as FakePaymentLink["customer"],
      expire_by: Number(body.expire_by),
      payments: null,
    };
    fake.paymentLinks.set(id, link);
    return { entity: "payment_link", currency: "INR", accept_partial: false, ...link };
  });
  fake.app.get<{ Params: { id: string } }>("/v1/payment_links/:id", async (request, reply) => {
    const link = fake.paymentLinks.get(request.params.id);
    return link ? { entity: "payment_link", currency: "INR", ...link } : reply.status(404).send({ error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
  });
  fake.app.post<{ Params: { id: string } }>("/v1/payment_links/:id/cancel", async (request, reply) => {
    const link = fake.paymentLinks.get(request.params.id);
    if (!link) return reply.status(404).send({ error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
    if (link.status !== "created") return reply.status(400).send({ error: { code: "BAD_REQUEST_ERROR", description: `Payment Link cannot be cancelled in ${link.status} state` } });
    link.status = "cancelled";
    return { entity: "payment_link", currency: "INR", ...link };
  });
  fake.app.post("/v1/orders", async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    fake.requests.push({ authorization: request.headers.authorization, body });
    if (request.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`) {
      return reply.status(401).send({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    }
    if (fake.failNext !== null) {
      const status = fake.failNext;
      fake.failNext = null;
      return reply.status(status).send({ error: { code: "SERVER_ERROR", description: "The server is down" } });
    }
    next += 1;
    return { id: `order_Fake${String(next).padStart(10, "0")}`, entity: "order", amount: body.amount, amount_paid: 0, amount_due: body.amount, currency: body.currency, receipt: body.receipt, status: "created", notes: body.notes, created_at: 1_795_000_000 };
  });
  fake.url = await fake.app.listen({ port: 0, host: "127.0.0.1" });
  return fake;
}

/** A webhook delivery as Razorpay signs it with the webhook secret, for `app.inject`. */
export function razorpayWebhook(body: object, eventId: string, secret = FAKE_RAZORPAY_WEBHOOK_SECRET): InjectOptions {
  const raw = JSON.stringify(body);
  return {
    method: "POST",
    url: "/api/v1/payment/webhook",
    payload: raw,
    headers: { "content-type": "application/json", "x-razorpay-event-id": eventId, "x-razorpay-signature": createHmac("sha256", secret).update(raw).digest("hex") },
  };
}

/**
 * The customer pays a link of the fake in full: the link is `paid`, its payment captured (with an
 * order of its own, as Razorpay makes one per link); answers Razorpay's `payment_link.paid` event.
 */
export function payFakeLink(fake: FakeRazorpay, linkId: string, amount?: number): object {
  const link = fake.paymentLinks.get(linkId);
  if (!link) throw new Error(`The fake has no payment link ${linkId}`);
  const paid = amount ?? link.amount;
  const payment: FakePayment = { id: `pay_FakeLink${String(fake.payments.size + 1).padStart(6, "0")}`, order_id: `order_FakeLink${linkId.slice(-6)}`, amount: paid, status: "captured" };
  fake.payments.set(payment.id, payment);
  link.status = "paid";
  link.amount_paid = paid;
  link.payments = [{ payment_id: payment.id, amount: paid, status: "captured" }];
  return {
    entity: "event",
    event: "payment_link.paid",
    payload: {
      payment_link: { entity: { entity: "payment_link", currency: "INR", ...link, order_id: payment.order_id } },
      order: { entity: { id: payment.order_id, entity: "order", amount: link.amount, amount_paid: paid, status: "paid", receipt: link.reference_id } },
      payment: { entity: { entity: "payment", currency: "INR", ...payment, method: "upi" } },
    },
  };
}

/** Razorpay's `refund.processed` or `refund.failed` event for a refund of the fake. */
export const refundEvent = (refund: FakeRefund) => ({
  event: refund.status === "failed" ? "refund.failed" : "refund.processed",
  payload: { refund: { entity: { entity: "refund", currency: "INR", ...refund } } },
});
