import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { products } from "../../../db/schema/catalogue.ts";
import { creditNotes } from "../../../db/schema/invoices.ts";
import { orders, refunds } from "../../../db/schema/orders.ts";
import { productRow } from "../../../test/factories.ts";
import { type FakeRazorpay, startFakeRazorpay } from "../../../test/fake-razorpay.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../../test/helper.ts";
import { createPaymentGateway } from "./create-gateway.ts";
import { GatewayInputError } from "./gateway.ts";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.ts";

describe("payment signatures", () => {
  it("is HMAC-SHA256 in lower-case hex, by published test vectors", () => {
    // RFC 4231, test case 2.
    expect(hmacHex("Jefe", "what do ya want for nothing?")).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    // The example of HMAC-SHA256 in the Wikipedia article "HMAC".
    expect(hmacHex("key", "The quick brown fox jumps over the lazy dog")).toBe("f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8");
  });

  it("signs order_id|payment_id as Razorpay does", () => {
    // printf '%s' 'order_IluGWxBm9U8zJ8|pay_IluJYcdpX1BSuE' | openssl dgst -sha256 -hmac 'urjavolt_test_secret'
    expect(paymentSignature("urjavolt_test_secret", "order_IluGWxBm9U8zJ8", "pay_IluJYcdpX1BSuE")).toBe(
      "a691f93cdf7762a10f371a36e02a18f5700072fbabc77cd2494296104b5bfbb1",
    );
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

  it("accepts a webhook signed over its raw body with the webhook secret, and nothing else", () => {
    const gateway = createPaymentGateway({ gateway: "razorpay", keyId: "rzp_test_x", keySecret: "secret_value", webhookSecret: "fake_webhook_secret", apiBase: "http://127.0.0.1:9" });
    const raw = Buffer.from('{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_IluJYcdpX1BSuE","order_id":"order_IluGWxBm9U8zJ8","amount":10000}}}}');
    // printf '%s' "<the raw body above>" | openssl dgst -sha256 -hmac 'fake_webhook_secret'
    const signature = "ac26e6b523f588163922c86d9992ad40b92f6f18a8c91e00a88d038d82d320b9";
    expect(gateway.parseWebhook(raw, signature)).toEqual({
      name: "payment.captured",
      kind: "captured",
      payment: { id: "pay_IluJYcdpX1BSuE", gatewayOrderId: "order_IluGWxBm9U8zJ8", amountPaise: 10_000 },
    });
    // The same JSON with other spacing is another body, so another signature.
    expect(() => gateway.parseWebhook(Buffer.from(JSON.stringify(JSON.parse(raw.toString()), null, 1)), signature)).toThrow(GatewayInputError);
  });

  it("refuses every webhook while no webhook secret is set", () => {
    const gateway = createPaymentGateway({ gateway: "razorpay", keyId: "rzp_test_x", keySecret: "secret_value", webhookSecret: undefined, apiBase: "http://127.0.0.1:9" });
    expect(gateway.webhooksEnabled).toBe(false);
    expect(() => gateway.parseWebhook(Buffer.from("{}"), createHmac("sha256", "").update("{}").digest("hex"))).toThrow(GatewayInputError);
  });
});

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

  it("answers 502 with the spec's 'Failed to create order' and stores no order when Razorpay fails", async () => {
    const before = await t.database.db.select().from(orders);
    fake.failNext = 500;
    const response = await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, product_name: "X", quantity: 1, price: 1 }] });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: "Failed to create order" });
    expect(await t.database.db.select().from(orders)).toHaveLength(before.length);
  });

  describe("the money loop with Razorpay", () => {
    const webhook = (body: object, eventId: string) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: "POST",
        url: "/api/v1/payment/webhook",
        payload: raw,
        headers: { "content-type": "application/json", "x-razorpay-event-id": eventId, "x-razorpay-signature": createHmac("sha256", "fake_webhook_secret").update(raw).digest("hex") },
      });
    };

    it("captures a payment the bank confirmed late and settles it, without the browser", async () => {
      const now = new Date();
      const body = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }] })).json();
      fake.payments.set("pay_Authorized0001", { id: "pay_Authorized0001", order_id: body.order_id, amount: body.amount, status: "authorized" });
      await t.app.reconciler.runOnce(new Date(now.getTime() + 3 * 60_000));
      expect(fake.payments.get("pay_Authorized0001")!.status).toBe("captured");
      const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, body.order_id));
      expect(row).toMatchObject({ status: "paid", paymentId: "pay_Authorized0001", reconcileAt: null });
      expect(row!.receiptNumber).toMatch(/^RCPT-\d{4}-\d{6}$/);
    });

    it("keeps holding the units while the bank is still confirming a payment", async () => {
      const now = new Date();
      const body = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }] })).json();
      fake.payments.set("pay_StillPending01", { id: "pay_StillPending01", order_id: body.order_id, amount: body.amount, status: "created" });
      const asked = new Date(now.getTime() + 3 * 60_000);
      await t.app.reconciler.runOnce(asked);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, body.order_id));
      expect(row).toMatchObject({ status: "created", reservation: "held" });
      expect(row!.reservedUntil!.getTime()).toBe(asked.getTime() + 15 * 60_000);
      // Past the first hold's end, the units are still held for this buyer.
      await t.app.reconciler.runOnce(new Date(now.getTime() + 16 * 60_000));
      const [still] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, body.order_id));
      expect(still!.reservation).toBe("held");
    });

    it("refunds once when Razorpay's answer is lost: the retry finds the refund by its receipt; the webhook settles it with a credit note", async () => {
      const now = new Date();
      const body = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }] })).json();
      const paymentId = "pay_ToRefund00001";
      fake.payments.set(paymentId, { id: paymentId, order_id: body.order_id, amount: body.amount, status: "captured" });
      expect((await post("payment/verifyPlaceOrderPayment", { razorpay_order_id: body.order_id, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(keySecret, body.order_id, paymentId) })).statusCode).toBe(200);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, body.order_id));
      const admin = await signInAs(t.app, "admin");

      fake.loseNextRefundAnswer = true;
      const refunded = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order!.id}/refunds`, headers: admin.headers, payload: { reason: "Customer returned it", refunded: 0 } });
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json()).toMatchObject({ status: "refunded", refunds: [{ status: "requested" }] });
      expect(fake.refunds.filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);

      // The reconciler sends it again: it finds the refund Razorpay made and adopts it.
      await t.app.reconciler.runOnce(new Date(now.getTime() + 2 * 60_000));
      expect(fake.refunds.filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
      const [pending] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
      expect(pending).toMatchObject({ status: "pending", gatewayRefundId: fake.refunds.at(-1)!.id });
      // Taken by the gateway but not made yet: no credit note until the money has gone back (decision 038).
      expect(await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order!.id))).toEqual([]);

      const gatewayRefund = fake.refunds.at(-1)!;
      gatewayRefund.status = "processed";
      const event = { event: "refund.processed", payload: { refund: { entity: { entity: "refund", currency: "INR", ...gatewayRefund } } } };
      expect((await webhook(event, "evt_refund_1")).json()).toEqual({ status: "processed" });
      expect((await webhook(event, "evt_refund_1")).json()).toEqual({ status: "duplicate" });
      const [processed] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order!.id));
      expect(processed!.status).toBe("processed");
      // Processed: the credit note is issued in the real series, once however often the webhook comes.
      const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order!.id));
      expect(notes.map((note) => note.number)).toEqual([expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{6}$/)]);
    });
  });
});
