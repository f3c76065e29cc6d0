import { createHmac } from "node:crypto";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refunds } from "../../db/schema/orders.ts";
import { paymentAttempts, payments, testGatewayPayments } from "../../db/schema/payments.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const year = Number(indiaIsoDate().slice(0, 4));
const payer = { name: "Gurpreet Singh", email: "gurpreet@example.in", phone: "9876501234", purpose: "UrjaVolt Battery Purchase" };
const sign = (orderId: string, paymentId: string, secret = "urjavolt_test_secret") => createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");

describe.each(testDatabaseKinds)("standalone payments on %s", (kind) => {
  const t = useTestApp(kind);
  let address = 0;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, remoteAddress: `10.2.${(address >> 8) & 255}.${address++ & 255}` });
  const stored = async (gatewayOrderId: string) => (await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)))[0]!;
  const pay = async (orderId: string, outcome = "success") => (await post("test-gateway/pay", { order_id: orderId, outcome })).json();

  it("takes a payment end to end: create, pay in the test gateway, verify, receipt; a repeat answers the same receipt", async () => {
    const created = await post("payment/create-order", { ...payer, amount: 12_345.5 });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({ status: "success", message: "Order created successfully", amount: 1_234_550, currency: "INR", key: "rzp_test_urjavolt", gateway: "test" });
    expect(order.order_id).toMatch(/^order_test_/);
    expect(await stored(order.order_id)).toMatchObject({ status: "created", purpose: "UrjaVolt Battery Purchase", amountPaise: 1_234_550, name: "Gurpreet Singh", phone: "9876501234" });

    const payment = await pay(order.order_id);
    const verified = await post("payment/verify", payment);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({
      status: "success",
      message: "Payment verified successfully",
      receipt: {
        payment_id: payment.razorpay_payment_id,
        order_id: order.order_id,
        amount: 12_345.5,
        purpose: "UrjaVolt Battery Purchase",
        name: "Gurpreet Singh",
        email: "gurpreet@example.in",
        phone: "9876501234",
      },
    });
    expect(body.receipt.receipt_id).toMatch(new RegExp(`^TEST-RCPT-${year}-\\d{6}$`));
    expect(await stored(order.order_id)).toMatchObject({ status: "paid", paymentId: payment.razorpay_payment_id, receiptNumber: body.receipt.receipt_id });

    const again = await post("payment/verify", payment);
    expect(again.json()).toEqual(body);
  });

  it("takes the payer's phone as people paste it, and stores the ten digits", async () => {
    for (const phone of ["+91 98765 01234", "098765-01234", "98765 01234"]) {
      const created = await post("payment/create-order", { ...payer, phone, amount: 100 });
      expect(created.statusCode, created.body).toBe(201);
      expect(await stored(created.json().order_id), phone).toMatchObject({ phone: "9876501234" });
    }
  });

  it("accepts the amount as typed text and refuses what is not a valid amount", async () => {
    expect((await post("payment/create-order", { ...payer, amount: "2500" })).json().amount).toBe(250_000);
    for (const amount of [0, -5, "abc", 10.001, null, "", Number.NaN]) {
      const response = await post("payment/create-order", { ...payer, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ amount: "Please enter a valid amount" });
    }
    expect((await post("payment/create-order", { ...payer, amount: 1_000_001 })).json().errors).toEqual({ amount: "The amount cannot exceed ₹10,00,000 in one payment" });
  });

  it("checks the payer's details with the page's messages", async () => {
    const empty = await post("payment/create-order", { amount: 100, purpose: payer.purpose });
    expect(empty.json()).toEqual({
      message: "Please fill out all required fields correctly.",
      errors: { name: "Please fill in all fields", email: "Please fill in all fields", phone: "Please fill in all fields" },
    });
    const wrong = await post("payment/create-order", { ...payer, amount: 100, email: "gurpreet@", phone: "98765", purpose: "Donation" });
    expect(wrong.json().errors).toEqual({
      email: "Please enter a valid email",
      phone: "Please enter a valid 10-digit phone number",
      purpose: "Please choose a purpose",
    });
  });

  it("refuses a bad signature and an unknown payment", async () => {
    const order = (await post("payment/create-order", { ...payer, amount: 500 })).json();
    const payment = await pay(order.order_id);
    const forged = await post("payment/verify", { ...payment, razorpay_signature: sign(order.order_id, payment.razorpay_payment_id, "guessed_secret") });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: "Invalid signature" });
    const unknown = await post("payment/verify", { ...payment, razorpay_order_id: "order_test_unknown000000" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Payment not found" });
    expect((await stored(order.order_id)).status).toBe("created");
  });

  it("marks a failed attempt failed, and a later successful attempt paid", async () => {
    const order = (await post("payment/create-order", { ...payer, amount: 750 })).json();
    expect(await pay(order.order_id, "failure")).toEqual({ error: { code: "BAD_REQUEST_ERROR", description: "Payment failed in the test gateway", reason: "payment_failed" } });
    expect((await stored(order.order_id)).status).toBe("failed");
    const attempts = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayOrderId, order.order_id));
    expect(attempts).toHaveLength(1);
    expect((await post("payment/verify", await pay(order.order_id))).statusCode).toBe(200);
    expect((await stored(order.order_id)).status).toBe("paid");
  });

  it("is paid by Razorpay's payment.captured webhook, once", async () => {
    const order = (await post("payment/create-order", { ...payer, amount: 999 })).json();
    const raw = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: "pay_StandaloneHook1", order_id: order.order_id, amount: 99_900 } } } });
    const signature = createHmac("sha256", "urjavolt_test_webhook_secret").update(raw).digest("hex");
    const send = () => t.app.inject({ method: "POST", url: "/api/v1/payment/webhook", payload: raw, headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": "evt_standalone_1" } });
    expect((await send()).json()).toEqual({ status: "processed" });
    const paid = await stored(order.order_id);
    expect(paid).toMatchObject({ status: "paid", paymentId: "pay_StandaloneHook1" });
    expect((await send()).json()).toEqual({ status: "duplicate" });
    expect((await stored(order.order_id)).receiptNumber).toBe(paid.receiptNumber);

    // A payment.failed afterwards never moves it back.
    const failedRaw = JSON.stringify({ event: "payment.failed", payload: { payment: { entity: { id: "pay_X", order_id: order.order_id, amount: 99_900 } } } });
    const failedSignature = createHmac("sha256", "urjavolt_test_webhook_secret").update(failedRaw).digest("hex");
    await t.app.inject({ method: "POST", url: "/api/v1/payment/webhook", payload: failedRaw, headers: { "content-type": "application/json", "x-razorpay-signature": failedSignature } });
    expect((await stored(order.order_id)).status).toBe("paid");
  });

  it("settles a payment whose browser never came back, refunds a second one, and expires an abandoned one", async () => {
    const now = new Date();
    const closed = (await post("payment/create-order", { ...payer, amount: 700 })).json();
    const abandoned = (await post("payment/create-order", { ...payer, amount: 800 })).json();
    const first = (await post("test-gateway/pay", { order_id: closed.order_id, outcome: "success" })).json();
    // The payer paid twice in two tabs; neither tab verified.
    await t.app.services.paymentGateway.testCheckout!.pay(closed.order_id, closed.amount, "success");

    await t.app.reconciler.runOnce(new Date(now.getTime() + 3 * 60_000));
    const settled = await stored(closed.order_id);
    expect(settled.status).toBe("paid");
    expect(settled.receiptNumber).toMatch(/^TEST-RCPT-/);
    // One payment is kept, the other goes back in full through the gateway.
    const gatewayPayments = await t.database.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.gatewayOrderId, closed.order_id));
    expect(gatewayPayments.map((payment) => payment.id)).toContain(first.razorpay_payment_id);
    const [refund, ...more] = await t.database.db.select().from(refunds).where(eq(refunds.paymentRowId, settled.id));
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({ kind: "automatic", status: "processed", amountPaise: closed.amount });
    expect(refund!.paymentId).not.toBe(settled.paymentId);
    expect(gatewayPayments.map((payment) => payment.id).sort()).toEqual([settled.paymentId, refund!.paymentId].sort());
    expect((await stored(abandoned.order_id)).status).toBe("created");

    await t.app.reconciler.runOnce(new Date(now.getTime() + 25 * 3600_000));
    expect((await stored(abandoned.order_id)).status).toBe("expired");
    expect((await stored(closed.order_id)).status).toBe("paid");
  });
});

