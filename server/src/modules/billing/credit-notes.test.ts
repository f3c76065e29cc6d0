import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { creditNotes, invoices } from "../../db/schema/invoices.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { orders, refunds } from "../../db/schema/orders.ts";
import { paymentAttempts } from "../../db/schema/payments.ts";
import { paymentSignature } from "./gateway/signature.ts";
import { productRow } from "../../test/factories.ts";
import { FAKE_RAZORPAY_KEY_SECRET, type FakeRazorpay, fakeRazorpayEnv, razorpayWebhook, refundEvent, startFakeRazorpay } from "../../test/fake-razorpay.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/**
 * When a credit note is issued and what it gives back (decision 038): only for money the gateway
 * has returned, never twice for the same units, and its taxable value and tax taken cumulatively from
 * the invoice's line, so any series of partial refunds reverses exactly what the invoice charged.
 */

const PUNJAB = { full_name: "Harpreet Kaur", email: "harpreet@example.in", mobile: "9814055667", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };
const MINUTE = 60_000;
const COMPONENTS = ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "taxPaise", "totalPaise"] as const;

const setup = async (db: Database) => {
  await db.insert(products).values([
    productRow({ id: 1, model: "UVC-333", slug: "uvc-333", name: "Cell Pack 333", pricePaise: 33_333, discountedPricePaise: 33_333, stock: 50 }),
    productRow({ id: 2, model: "UVC-500", slug: "uvc-500", name: "Cell Pack 500", pricePaise: 50_000, discountedPricePaise: 50_000, stock: 50 }),
  ]);
};

describe.each(testDatabaseKinds)("credit notes on %s", (kind) => {
  const env: Record<string, string> = fakeRazorpayEnv();
  let fake: FakeRazorpay;
  // Before useTestApp's own beforeAll, so the app is built pointing at the fake.
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    env.RAZORPAY_API_BASE = fake.url;
  });
  afterAll(async () => {
    await fake.app.close();
  });
  const t = useTestApp(kind, { env, setup });
  let address = 0;
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload, remoteAddress: `10.9.${(address >> 8) & 255}.${address++ & 255}` });
  let payments = 0;

  /** An order paid through the fake's checkout and verified as the browser would. */
  async function paidOrder(lines: { product_id: number; quantity: number }[]) {
    const created = await post("placeOrderpayment/create-order", { ...PUNJAB, product_data: lines, coupon_code: null });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    const paymentId = `pay_CreditNote${String(++payments).padStart(4, "0")}`;
    fake.payments.set(paymentId, { id: paymentId, order_id: body.order_id, amount: body.amount, status: "captured" });
    const verified = await post("payment/verifyPlaceOrderPayment", { razorpay_order_id: body.order_id, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(FAKE_RAZORPAY_KEY_SECRET, body.order_id, paymentId) });
    expect(verified.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, body.order_id));
    return order!;
  }
  const refund = async (orderId: number, payload: object) => {
    const admin = await signInAs(t.app, "admin");
    return t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${orderId}/refunds`, headers: admin.headers, payload });
  };
  const refundedSoFar = async (orderId: number) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.refundedPaise / 100;
  const notesOf = (orderId: number) => t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
  const mailsAbout = async (orderNumber: string, kind: string) =>
    (await t.database.db.select().from(outbox).where(and(eq(outbox.to, PUNJAB.email), eq(outbox.kind, kind)))).filter((mail) => mail.text.includes(orderNumber));
  const refundsOf = (orderId: number) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  /** The fake settles the refund, and Razorpay's webhook tells us. */
  async function settle(gatewayRefundId: string, status: "processed" | "failed", eventId: string) {
    const gatewayRefund = fake.refunds.find((candidate) => candidate.id === gatewayRefundId)!;
    gatewayRefund.status = status;
    const answer = await t.app.inject(razorpayWebhook(refundEvent(gatewayRefund), eventId));
    expect(answer.json()).toEqual({ status: "processed" });
  }

  it("reverses to the paisa, CGST and SGST each, three one-unit refunds of a 3 × ₹333.33 line", async () => {
    const order = await paidOrder([{ product_id: 1, quantity: 3 }]);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.document.lines[0]).toMatchObject({ amountPaise: 99_999, taxablePaise: 84_745, cgstPaise: 7_627, sgstPaise: 7_627 });
    for (let unit = 0; unit < 3; unit++) {
      const response = await refund(order.id, { reason: "Returned one", lines: [{ position: 0, quantity: 1 }], refunded: await refundedSoFar(order.id) });
      expect(response.statusCode).toBe(200);
      const [gatewayRefund] = (await refundsOf(order.id)).slice(-1);
      await settle(gatewayRefund!.gatewayRefundId!, "processed", `evt_three_${kind}_${unit}`);
    }
    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(3);
    for (const key of COMPONENTS) {
      expect(notes.reduce((sum, note) => sum + note.document.totals[key], 0), key).toBe(invoice!.document.totals[key]);
    }
    for (const note of notes) expect(Math.abs(note.document.totals.cgstPaise - note.document.totals.sgstPaise)).toBeLessThanOrEqual(1);
  });

  it("issues no credit note while the refund is pending, none for a refund that then fails, and one when a later refund is processed", async () => {
    const order = await paidOrder([{ product_id: 2, quantity: 2 }]);
    const first = await refund(order.id, { reason: "Buyer returned both", refunded: 0 });
    expect(first.json()).toMatchObject({ status: "refunded", refunds: [{ status: "pending", creditNote: null }] });
    expect(await notesOf(order.id)).toHaveLength(0);
    // The buyer hears the refund has started, without a tax document yet.
    const started = await mailsAbout(order.number, "refund-issued");
    expect(started).toHaveLength(1);
    expect(started[0]!.subject).toContain("started");
    expect(started[0]!.attachments).toEqual([]);

    const [pending] = await refundsOf(order.id);
    await settle(pending!.gatewayRefundId!, "failed", `evt_failed_${kind}`);
    const afterFailure = (await t.app.inject({ url: `/api/v1/admin/orders/${order.id}`, headers: (await signInAs(t.app, "admin")).headers })).json();
    expect(afterFailure).toMatchObject({ needsRefund: true, refunded: 0, refunds: [{ status: "failed", creditNote: null }] });
    expect(afterFailure.lines[0].refundableQuantity).toBe(2);
    expect(await notesOf(order.id)).toHaveLength(0);

    const again = await refund(order.id, { reason: "Buyer returned both", refunded: 0 });
    expect(again.statusCode).toBe(200);
    const [, second] = await refundsOf(order.id);
    await settle(second!.gatewayRefundId!, "processed", `evt_processed_${kind}`);
    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.refundId).toBe(second!.id);
    expect(notes[0]!.document.totals.totalPaise).toBe(100_000);
    // The buyer gets the credit note with the e-mail that says the money has gone back.
    const mails = await mailsAbout(order.number, "refund-issued");
    expect(mails.filter((mail) => mail.attachments.some((attachment) => attachment.ref === notes[0]!.number))).toHaveLength(1);
    expect(mails.flatMap((mail) => mail.attachments)).toHaveLength(1);
  });

  it("treats a 429 or a 5xx from the gateway as an outcome to ask again, never a failed refund", async () => {
    const now = new Date();
    const order = await paidOrder([{ product_id: 2, quantity: 1 }]);
    fake.refuseRefundsWith.push(429);
    const response = await refund(order.id, { reason: "Returned", refunded: 0 });
    expect(response.json()).toMatchObject({ status: "refunded", needsRefund: false, refunds: [{ status: "requested" }] });
    fake.refuseRefundsWith.push(503);
    await t.app.reconciler.runOnce(new Date(now.getTime() + 2 * MINUTE));
    expect((await refundsOf(order.id))[0]).toMatchObject({ status: "requested" });
    await t.app.reconciler.runOnce(new Date(now.getTime() + 10 * MINUTE));
    const [made] = await refundsOf(order.id);
    expect(made).toMatchObject({ status: "pending" });
    expect(fake.refunds.filter((candidate) => candidate.payment_id === order.paymentId)).toHaveLength(1);
  });

  it("never pays an order with a payment the gateway has already refunded: the attempt is recorded and the order expires", async () => {
    const now = new Date();
    const created = (await post("placeOrderpayment/create-order", { ...PUNJAB, product_data: [{ product_id: 2, quantity: 1 }], coupon_code: null })).json();
    const stock = (await t.database.db.select().from(products).where(eq(products.id, 2)))[0]!.stock;
    fake.payments.set("pay_AutoRefunded01", { id: "pay_AutoRefunded01", order_id: created.order_id, amount: created.amount, status: "refunded" });
    await t.app.reconciler.runOnce(new Date(now.getTime() + 3 * MINUTE));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, created.order_id));
    expect(order).toMatchObject({ status: "created", paymentId: null });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order!.id))).toHaveLength(0);
    expect((await t.database.db.select().from(products).where(eq(products.id, 2)))[0]!.stock).toBe(stock);
    expect(await mailsAbout(order!.number, "order-paid")).toEqual([]);
    const attempts = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayOrderId, created.order_id));
    expect(attempts.map((attempt) => [attempt.paymentId, attempt.status])).toEqual([["pay_AutoRefunded01", "refunded"]]);
    // Asked again, nothing more is recorded; a day on, the order has expired.
    await t.app.reconciler.runOnce(new Date(now.getTime() + 60 * MINUTE));
    expect(await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayOrderId, created.order_id))).toHaveLength(1);
    await t.app.reconciler.runOnce(new Date(now.getTime() + 25 * 60 * MINUTE));
    const [expired] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, created.order_id));
    expect(expired!.status).not.toBe("paid");
    expect(expired!.reservation).not.toBe("held");
  });
});
