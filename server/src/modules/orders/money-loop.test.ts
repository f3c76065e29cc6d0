import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { creditNotes, invoices } from "../../db/schema/invoices.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { orders, refunds } from "../../db/schema/orders.ts";
import { testGatewayPayments } from "../../db/schema/payments.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/**
 * The money loop after "paid" (decisions 015 and 016): units held while the buyer pays, the
 * reconciler settling what the browser never reported, staff refunds through the gateway with
 * their credit notes, and cancellations that give the money back.
 */

const product = (id: number, stock: number, pricePaise = 1_000_000) =>
  productRow({ id, model: `UVM-${id}`, slug: `uvm-${id}`, name: `Money Loop Pack ${id}`, discountedPricePaise: pricePaise, stock });

async function setup(db: Database) {
  await db.insert(products).values([
    product(1, 50, 1_999_900),
    product(2, 50, 333_300),
    product(3, 1),
    product(4, 5),
    product(5, 50),
    product(6, 50),
    product(7, 50),
    product(8, 2),
  ]);
  await db.insert(coupons).values({ code: "LOOP10", description: "10% off", kind: "percent", value: 10, startsAt: new Date("2020-01-01T00:00:00Z") });
}

const shipping = { full_name: "Meera Iyer", email: "meera.iyer@example.in", mobile: "9812345678", address: "4 Temple Street", city: "Chennai", state: "Tamil Nadu", pincode: "600004" };
const MINUTE = 60_000;

describe.each(testDatabaseKinds)("the money loop on %s", (kind) => {
  const t = useTestApp(kind, { setup });
  let address = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload, headers, remoteAddress: `10.3.${(address >> 8) & 255}.${address++ & 255}` });
  const createOrder = async (lines: { product_id: number; quantity: number }[], coupon: string | null = null) =>
    post("placeOrderpayment/create-order", { ...shipping, product_data: lines, coupon_code: coupon });
  const pay = async (orderId: string, outcome: "success" | "failure" | "pending" = "success") => (await post("test-gateway/pay", { order_id: orderId, outcome })).json();
  const verify = (payment: object) => post("payment/verifyPlaceOrderPayment", payment);
  const product$ = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
  const order$ = async (gatewayOrderId: string) => (await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)))[0]!;
  const mailsTo = async (to: string, kind: string) => t.database.db.select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

  async function paidOrder(lines: { product_id: number; quantity: number }[], coupon: string | null = null) {
    const created = await createOrder(lines, coupon);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect((await verify(await pay(body.order_id))).statusCode).toBe(200);
    return order$(body.order_id);
  }

  describe("the order's language (decision 056)", () => {
    it("keeps the checkout page's language and writes the buyer's e-mail in it, with the invoice's number; staff's stays English", async () => {
      const created = await post("placeOrderpayment/create-order", { ...shipping, email: "gurpreet.pa@example.in", product_data: [{ product_id: 5, quantity: 1 }], locale: "pa" });
      expect(created.statusCode).toBe(201);
      const { order_id } = created.json();
      expect((await order$(order_id)).locale).toBe("pa");
      expect((await verify(await pay(order_id))).statusCode).toBe(200);
      const row = await order$(order_id);
      const [mail] = await mailsTo("gurpreet.pa@example.in", "order-paid");
      expect(mail!.subject).toBe(`[TEST] ਆਰਡਰ ${row.number} ਦੀ ਪੁਸ਼ਟੀ ਹੋ ਗਈ | UrjaVolt`);
      const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, row.id));
      expect(mail!.text).toContain(`ਤੁਹਾਡਾ GST ਟੈਕਸ ਇਨਵੌਇਸ ${invoice!.number} ਨਾਲ ਲੱਗਾ ਹੈ।`);
      expect(mail!.text).toContain("/pa/track-order?token=");
      const staff = await t.database.db.select().from(outbox).where(eq(outbox.kind, "staff-order-paid"));
      expect(staff.find((message) => message.subject.includes(row.number))!.text).toContain("A new order was paid on the website.");

      // Staff refund it in full: the buyer hears of it in Punjabi, with staff's reason as written and the credit note.
      const admin = await signInAs(t.app, "admin");
      const refunded = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${row.id}/refunds`, headers: admin.headers, payload: { reason: "Cancelled by the buyer", refunded: 0 } });
      expect(refunded.statusCode).toBe(200);
      const [refundMail] = await mailsTo("gurpreet.pa@example.in", "refund-issued");
      expect(refundMail!.subject).toMatch(new RegExp(`^\\[TEST\\] ਆਰਡਰ ${row.number} ਲਈ ₹[\\d,]+ ਦਾ ਰਿਫੰਡ \\| UrjaVolt$`));
      expect(refundMail!.text).toContain("ਕਾਰਨ: Cancelled by the buyer");
      expect(refundMail!.text).toContain("/pa/track-order?token=");
    });

    it("is English when the request does not say, and refuses a language the site does not speak", async () => {
      const plain = (await createOrder([{ product_id: 5, quantity: 1 }])).json();
      expect((await order$(plain.order_id)).locale).toBe("en");
      const refused = await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 5, quantity: 1 }], locale: "fr" });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain("locale is en, hi or pa");
    });
  });

  describe("holding units while the buyer pays", () => {
    it("holds the units, releases them when the hold runs out, and a late payment still takes free units", async () => {
      const now = new Date();
      const created = (await createOrder([{ product_id: 4, quantity: 2 }])).json();
      expect(created.reserved_until).toBeTruthy();
      expect(await product$(4)).toMatchObject({ stock: 5, reserved: 2 });

      await t.app.reconciler.runOnce(new Date(now.getTime() + 16 * MINUTE));
      expect(await product$(4)).toMatchObject({ stock: 5, reserved: 0 });
      expect(await order$(created.order_id)).toMatchObject({ status: "created", reservation: "released" });

      // The buyer pays after the hold ended: the units are still free, so the order goes ahead.
      const verified = await verify(await pay(created.order_id));
      expect(verified.json()).toMatchObject({ refund_due: false });
      expect(await product$(4)).toMatchObject({ stock: 3, reserved: 0 });
    });

    it("refunds at once, in full, a payment that arrives after its released units were sold", async () => {
      const now = new Date();
      const first = (await createOrder([{ product_id: 3, quantity: 1 }])).json();
      await t.app.reconciler.runOnce(new Date(now.getTime() + 16 * MINUTE));
      // Someone else buys the last unit meanwhile.
      const second = (await createOrder([{ product_id: 3, quantity: 1 }])).json();
      expect((await verify(await pay(second.order_id))).json().refund_due).toBe(false);

      const late = await verify(await pay(first.order_id));
      expect(late.statusCode).toBe(200);
      expect(late.json()).toMatchObject({ refund_due: true });
      expect(late.json().notice).toMatch(/We have refunded ₹10,000 to your original payment method/);
      const row = await order$(first.order_id);
      expect(row).toMatchObject({ status: "refunded", refundedPaise: row.totalPaise, needsRefund: false });
      const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, row.id));
      expect(refund).toMatchObject({ kind: "automatic", status: "processed", amountPaise: row.totalPaise, paymentId: row.paymentId });
      expect(await product$(3)).toMatchObject({ stock: 0, reserved: 0 });
      // No tax invoice for a sale that did not happen.
      expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(0);
    });

    it("gives the units back when the payment fails", async () => {
      const created = (await createOrder([{ product_id: 8, quantity: 2 }])).json();
      expect((await product$(8)).reserved).toBe(2);
      await pay(created.order_id, "failure");
      expect(await product$(8)).toMatchObject({ stock: 2, reserved: 0 });
      expect((await createOrder([{ product_id: 8, quantity: 2 }])).statusCode).toBe(201);
    });
  });

  describe("the reconciler", () => {
    it("settles a payment the browser never reported, once, and captures one the bank confirmed late", async () => {
      const now = new Date();
      const closed = (await createOrder([{ product_id: 5, quantity: 1 }])).json();
      await pay(closed.order_id);
      const pending = (await createOrder([{ product_id: 5, quantity: 1 }])).json();
      expect(await pay(pending.order_id, "pending")).toMatchObject({ pending: true });
      expect((await order$(closed.order_id)).status).toBe("created");

      // Before its time nothing is asked; after it, both are settled, and a second pass changes nothing.
      await t.app.reconciler.runOnce(new Date(now.getTime() + 10_000));
      expect((await order$(closed.order_id)).status).toBe("created");
      await t.app.reconciler.runOnce(new Date(now.getTime() + 3 * MINUTE));
      await t.app.reconciler.runOnce(new Date(now.getTime() + 4 * MINUTE));
      const settled = await order$(closed.order_id);
      expect(settled).toMatchObject({ status: "paid", reconcileAt: null, reservation: "consumed" });
      expect(settled.receiptNumber).toMatch(/^TEST-RCPT-/);
      expect(await order$(pending.order_id)).toMatchObject({ status: "paid" });
      const [captured] = await t.database.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.gatewayOrderId, pending.order_id));
      expect(captured!.status).toBe("captured");
      expect(await mailsTo(shipping.email, "order-paid")).not.toHaveLength(0);
      // The browser's verify, arriving after all, answers the same receipt.
      const late = await t.database.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.gatewayOrderId, closed.order_id));
      expect(late).toHaveLength(1);
    });

    it("settles an order once when two instances reconcile at the same moment", async () => {
      const now = new Date();
      const created = (await createOrder([{ product_id: 5, quantity: 2 }])).json();
      await pay(created.order_id);
      const stock = (await product$(5)).stock;
      const later = new Date(now.getTime() + 3 * MINUTE);
      // Two server processes, each with its own reconciler pass.
      await Promise.all([t.app.services.gatewayEvents.reconcile(later), t.app.services.gatewayEvents.reconcile(later)]);
      const row = await order$(created.order_id);
      expect(row).toMatchObject({ status: "paid", reconcileAt: null });
      expect((await product$(5)).stock).toBe(stock - 2);
      expect((await mailsTo(shipping.email, "order-paid")).filter((mail) => mail.subject.includes(row.number))).toHaveLength(1);
    });

    it("expires an order a day after it was placed with nothing paid", async () => {
      const now = new Date();
      const created = (await createOrder([{ product_id: 6, quantity: 3 }])).json();
      await t.app.reconciler.runOnce(new Date(now.getTime() + 25 * 60 * MINUTE));
      expect(await order$(created.order_id)).toMatchObject({ status: "expired", reconcileAt: null, reservation: "released" });
      expect((await product$(6)).reserved).toBe(0);
    });
  });

  describe("refunds by staff", () => {
    it("refunds one unit of one line through the gateway, issues its credit note and tells the buyer", async () => {
      const order = await paidOrder(
        [
          { product_id: 1, quantity: 1 },
          { product_id: 2, quantity: 3 },
        ],
        "LOOP10",
      );
      const stockBefore = (await product$(2)).stock;
      const admin = await signInAs(t.app, "admin");
      const response = await t.app.inject({
        method: "POST",
        url: `/api/v1/admin/orders/${order.id}/refunds`,
        headers: admin.headers,
        payload: { reason: "One battery arrived damaged", lines: [{ position: 1, quantity: 1 }], refunded: 0 },
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json();
        const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(detail.refunds).toHaveLength(1);
      const refund = detail.refunds[0];
      expect(refund).toMatchObject({ status: "processed", kind: "staff", reason: "One battery arrived damaged", by: "Test admin", lines: [{ position: 1, quantity: 1 }] });
      // One of three units: a third of what the buyer paid for the line (its price less its coupon share), to the paisa.
      expect(refund.amount).toBe(Math.round((detail.lines[1].paid * 100) / 3) / 100);
      expect(detail).toMatchObject({ status: "paid", refunded: refund.amount });
      expect(detail.refundable).toBeCloseTo(order.totalPaise / 100 - refund.amount, 2);
      expect(detail.lines[1]).toMatchObject({ refundableQuantity: 2 });
      // Before dispatch the unit is back on the shelf.
      expect((await product$(2)).stock).toBe(stockBefore + 1);

      const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
      expect(note!.number).toMatch(/^TEST-CN\/\d{2}-\d{2}\/\d{6}$/);
      expect(note!.invoiceId).toBe(invoice!.id);
      expect(refund.creditNote.number).toBe(note!.number);
      const pdf = await t.app.inject({ url: refund.creditNote.url, headers: { cookie: admin.cookie } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

      const mails = await mailsTo(shipping.email, "refund-issued");
      expect(mails.some((mail) => mail.subject.startsWith("[TEST] Refund of"))).toBe(true);

      // The buyer's tracking page lists it, and the credit note downloads with the tracking token.
      const tracked = await post("track-order", { order_number: order.number, contact: shipping.email });
      expect(tracked.json()).toMatchObject({ test: true, refunded: refund.amount, refunds: [{ amount: refund.amount, status: "processed", creditNote: { number: note!.number } }] });
      const buyerPdf = await t.app.inject({ url: tracked.json().refunds[0].creditNote.url });
      expect(buyerPdf.statusCode).toBe(200);
      expect(buyerPdf.headers["content-type"]).toBe("application/pdf");
      const wrong = await t.app.inject({ url: `/api/v1/track-order/${tracked.json().token}/credit-notes/CN%2F00-01%2F999999` });
      expect(wrong.statusCode).toBe(404);
    });

    it("refunds once when the button is pressed twice, and refuses more than is left", async () => {
      const order = await paidOrder([{ product_id: 7, quantity: 2 }]);
      const admin = await signInAs(t.app, "admin");
      const refund = (payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/refunds`, headers: admin.headers, payload });
      const [a, b] = await Promise.all([refund({ reason: "Returned", refunded: 0 }), refund({ reason: "Returned", refunded: 0 })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(refused.json().message).toMatch(/Someone refunded this order while you were looking at it|nothing left to refund/);
      const row = await order$(order.gatewayOrderId);
      expect(row).toMatchObject({ status: "refunded", refundedPaise: row.totalPaise });
      expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);

      const more = await refund({ reason: "Again", refunded: row.totalPaise / 100 });
      expect(more.statusCode).toBe(409);
      expect(more.json().message).toBe("There is nothing left to refund on this order.");
    });

    it("refuses lines the order does not have and units already refunded, with the reason", async () => {
      const order = await paidOrder([{ product_id: 7, quantity: 1 }]);
      const admin = await signInAs(t.app, "admin");
      const refund = (payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/refunds`, headers: admin.headers, payload });
      const noLine = await refund({ reason: "x", lines: [{ position: 4, quantity: 1 }], refunded: 0 });
      expect(noLine.statusCode).toBe(400);
      expect(noLine.json().message).toBe("The order has no line 5.");
      const tooMany = await refund({ reason: "x", lines: [{ position: 0, quantity: 2 }], refunded: 0 });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toBe(`Only 1 of Money Loop Pack 7 can still be refunded.`);
      const noReason = await refund({ reason: "  ", refunded: 0 });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors).toEqual({ reason: "Give the reason for the refund" });
      const support = await signInAs(t.app, "support");
      expect((await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/refunds`, headers: support.headers, payload: { reason: "x", refunded: 0 } })).statusCode).toBe(403);
      expect((await order$(order.gatewayOrderId)).refundedPaise).toBe(0);
    });

    it("keeps the money counted as not refunded when the gateway refuses, and tells staff", async () => {
      const order = await paidOrder([{ product_id: 7, quantity: 1 }]);
      await t.app.services.paymentGateway.testCheckout!.failRefundsOf(order.paymentId!);
      const admin = await signInAs(t.app, "admin");
      const response = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/refunds`, headers: admin.headers, payload: { reason: "Returned", refunded: 0 } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: "paid", refunded: 0, needsRefund: true, refunds: [{ status: "failed" }] });
      expect(response.json().refunds[0].failureReason).toBeTruthy();
      expect(await t.database.db.select().from(outbox).where(eq(outbox.kind, "staff-refund-failed"))).not.toHaveLength(0);
    });

    it("takes back off the shelf the units of a refund the gateway refused: the order is to be sent after all", async () => {
      const order = await paidOrder([{ product_id: 7, quantity: 2 }]);
      const stockBefore = (await product$(7)).stock;
      await t.app.services.paymentGateway.testCheckout!.failRefundsOf(order.paymentId!);
      const admin = await signInAs(t.app, "admin");
      const refund = (payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/refunds`, headers: admin.headers, payload });
      // Refused: the order is still to be sent, so its two units are not for sale again.
      const refused = await refund({ reason: "Buyer asked", refunded: 0 });
      expect(refused.json()).toMatchObject({ status: "paid", needsRefund: true, refunds: [{ status: "failed" }] });
      expect((await product$(7)).stock).toBe(stockBefore);
      // A part refund refused the same way leaves the stock alone too.
      const part = await refund({ reason: "One unit damaged", lines: [{ position: 0, quantity: 1 }], refunded: 0 });
      expect(part.json().refunds.map((row: { status: string }) => row.status)).toEqual(["failed", "failed"]);
      expect((await product$(7)).stock).toBe(stockBefore);
    });

    it("cancels a paid order: the stock and the coupon go back and the money is refunded in full", async () => {
      const order = await paidOrder([{ product_id: 5, quantity: 2 }], "LOOP10");
      const stock = (await product$(5)).stock;
      const uses = (await t.database.db.select().from(coupons).where(eq(coupons.code, "LOOP10")))[0]!.usedCount;
      const admin = await signInAs(t.app, "admin");
      const response = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/status`, headers: admin.headers, payload: { status: "cancelled", note: "Buyer changed their mind" } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: "cancelled", needsRefund: false, refundable: 0, refunds: [{ status: "processed", amount: order.totalPaise / 100 }] });
      expect((await product$(5)).stock).toBe(stock + 2);
      expect((await t.database.db.select().from(coupons).where(eq(coupons.code, "LOOP10")))[0]!.usedCount).toBe(uses - 1);
      // Refunded is not a status staff set by hand any more.
      const manual = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/status`, headers: admin.headers, payload: { status: "refunded" } });
      expect(manual.statusCode).toBe(409);
    });

    it("cancels an unpaid order and gives its held units back", async () => {
      const created = (await createOrder([{ product_id: 6, quantity: 4 }])).json();
      const reserved = (await product$(6)).reserved;
      const row = await order$(created.order_id);
      const admin = await signInAs(t.app, "admin");
      const response = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${row.id}/status`, headers: admin.headers, payload: { status: "cancelled" } });
      expect(response.statusCode).toBe(200);
      expect((await product$(6)).reserved).toBe(reserved - 4);
    });
  });
});
