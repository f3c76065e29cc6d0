import { createHmac } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { orders } from "../../db/schema/orders.ts";
import { productRow } from "../../test/factories.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { createPaymentGateway } from "./gateway.ts";
import { paymentSignature, signatureMatches } from "./signature.ts";

describe("payment signatures", () => {
  it("signs order_id|payment_id with HMAC-SHA256 as Razorpay does", () => {
    const expected = createHmac("sha256", "secret").update("order_A|pay_B").digest("hex");
    expect(paymentSignature("secret", "order_A", "pay_B")).toBe(expected);
  });

  it("compares in constant time only signatures of the right length and form", () => {
    const signature = paymentSignature("secret", "order_A", "pay_B");
    expect(signatureMatches(signature, signature)).toBe(true);
    expect(signatureMatches(signature, signature.toUpperCase())).toBe(true);
    expect(signatureMatches(signature, signature.slice(0, -2))).toBe(false);
    expect(signatureMatches(signature, `${signature}00`)).toBe(false);
    expect(signatureMatches(signature, "not hex at all")).toBe(false);
    expect(signatureMatches(signature, undefined)).toBe(false);
    expect(signatureMatches(signature, "")).toBe(false);
  });

  it("refuses every webhook while no webhook secret is set", () => {
    const gateway = createPaymentGateway({ gateway: "razorpay", keyId: "rzp_test_x", keySecret: "secret_value", webhookSecret: undefined, apiBase: "http://127.0.0.1:9" });
    expect(gateway.webhooksEnabled).toBe(false);
    expect(gateway.verifyWebhook(Buffer.from("{}"), createHmac("sha256", "").update("{}").digest("hex"))).toBe(false);
  });
});

/** A local stand-in for Razorpay's Orders API: never the real one. */
type FakeRazorpay = { app: FastifyInstance; url: string; requests: { authorization: string | undefined; body: Record<string, unknown> }[]; failNext: number | null };

async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const fake: FakeRazorpay = { app: Fastify(), url: "", requests: [], failNext: null };
  let next = 0;
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

describe.each(testDatabaseKinds)("the Razorpay gateway against a local fake of its API, on %s", (kind) => {
  const keyId = "rzp_test_FakeKey0001";
  const keySecret = "fake_razorpay_secret";
  const env: Record<string, string> = { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: "fake_webhook_secret" };
  let fake: FakeRazorpay;
  // Registered before useTestApp's own beforeAll, so the app is built pointing at the fake.
  beforeAll(async () => {
    fake = await startFakeRazorpay(keyId, keySecret);
    env.RAZORPAY_API_BASE = fake.url;
  });
  afterAll(async () => {
    await fake.app.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const setup = async (db: Database) => {
    await db.insert(products).values(productRow({ id: 1, model: "UVI-1100", slug: "uvi-1100", name: "Lithium Inverter/UPS 1100VA", stock: 5 }));
  };
  const t = useTestApp(kind, { env, setup });
  const shipping = { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401", coupon_code: null };
  const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object });

  it("creates the Razorpay order over HTTP with basic auth, the amount in paise and our order number", async () => {
    const response = await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, product_name: "X", quantity: 2, price: 1 }] });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ order_id: "order_Fake0000000001", amount: 5_000_000, gateway: "razorpay", key: keyId });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toEqual({ amount: 5_000_000, currency: "INR", receipt: body.custom_order_id, notes: { custom_order_id: body.custom_order_id } });

    // Razorpay's checkout hands back a payment signed with the key secret; the server checks it the same way.
    const paymentId = "pay_RealLooking001";
    const forged = await post("payment/verifyPlaceOrderPayment", { razorpay_order_id: body.order_id, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature("urjavolt_test_secret", body.order_id, paymentId) });
    expect(forged.statusCode).toBe(400);
    const verified = await post("payment/verifyPlaceOrderPayment", { razorpay_order_id: body.order_id, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(keySecret, body.order_id, paymentId) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().receipt).toMatchObject({ payment_id: paymentId, order_id: body.order_id, amount: 50_000 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, 1));
    expect(row!.stock).toBe(3);
  });

  it("has no test gateway while Razorpay is in use", async () => {
    const response = await post("test-gateway/pay", { order_id: "order_Fake0000000001", outcome: "success" });
    expect(response.statusCode).toBe(404);
  });

  it("verifies webhooks with the Razorpay webhook secret", async () => {
    const created = (await post("payment/create-order", { name: "A B", email: "a@b.in", phone: "9876543210", amount: 100, purpose: "UrjaVolt Battery Purchase" })).json();
    expect(created).toMatchObject({ gateway: "razorpay", amount: 10_000 });
    const raw = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: "pay_Hook1", order_id: created.order_id, amount: 10_000 } } } });
    const send = (secret: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/payment/webhook", payload: raw, headers: { "content-type": "application/json", "x-razorpay-signature": createHmac("sha256", secret).update(raw).digest("hex") } });
    expect((await send("urjavolt_test_webhook_secret")).statusCode).toBe(400);
    expect((await send("fake_webhook_secret")).json()).toEqual({ status: "processed" });
  });

  it("answers a server error and stores no order when Razorpay fails", async () => {
    const before = await t.database.db.select().from(orders);
    fake.failNext = 500;
    const response = await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, product_name: "X", quantity: 1, price: 1 }] });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: "Something went wrong on our side. Please try again." });
    expect(await t.database.db.select().from(orders)).toHaveLength(before.length);
  });
});
