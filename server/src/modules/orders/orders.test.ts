import { createHmac } from "node:crypto";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { type NewCouponRow, coupons } from "../../db/schema/coupons.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { paymentAttempts, webhookEvents } from "../../db/schema/payments.ts";
import { productRow } from "../../test/factories.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const year = Number(indiaIsoDate().slice(0, 4));
const TEST_SECRET = "urjavolt_test_secret";
const WEBHOOK_SECRET = "urjavolt_test_webhook_secret";

const product = productRow;

function coupon(overrides: Partial<NewCouponRow> & { code: string }): NewCouponRow {
  return {
    description: "10% off everything",
    kind: "percent",
    value: 10,
    startsAt: new Date("2020-01-01T00:00:00Z"),
    ...overrides,
  };
}

/** Each product and coupon is one test's own, by id and code. */
async function setup(db: Database) {
  await db.insert(products).values([
    product({ id: 1, name: "Lithium Inverter/UPS 1100VA", pricePaise: 2_999_900, discountedPricePaise: 2_499_900, stock: 100 }),
    product({ id: 2, name: "Lithium Battery 48V 100Ah", pricePaise: 6_000_000, discountedPricePaise: 5_400_050, stock: 50 }),
    product({ id: 3, name: "Sold Out Pack", stock: 0 }),
    product({ id: 4, name: "Stock Two", stock: 2 }),
    product({ id: 5, name: "Webhook Stock", stock: 4 }),
    product({ id: 6, name: "Failure Stock", stock: 4 }),
    product({ id: 7, name: "Last Three", discountedPricePaise: 1_000_000, stock: 3 }),
    product({ id: 8, name: "Coupon Race", discountedPricePaise: 1_000_000, stock: 100 }),
  ]);
  await db.insert(coupons).values([
    coupon({ code: "SAVE10" }),
    coupon({ code: "FLAT1000", kind: "flat", value: 100_000, description: "₹1,000 off", minSubtotalPaise: 2_000_000 }),
    coupon({ code: "OLDDEAL", endsAt: new Date("2021-01-01T00:00:00Z") }),
    coupon({ code: "TWOONLY", usageLimit: 2, description: "Two uses only" }),
  ]);
}

const shipping = { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };
const line = (productId: number, quantity = 1, price = 1, name = "Anything") => ({ product_id: productId, product_name: name, quantity, price });
const sign = (orderId: string, paymentId: string, secret = TEST_SECRET) => createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");

describe.each(testDatabaseKinds)("orders on %s", (kind) => {
  const t = useTestApp(kind, { setup });
  let address = 0;
  // A new client address per request, so the create-order rate limit (per address) never gets in the way.
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, headers, remoteAddress: `10.1.${(address >> 8) & 255}.${address++ & 255}` });
  const createOrder = (lines: unknown[], coupon_code: string | null = null) => post("placeOrderpayment/create-order", { ...shipping, product_data: lines, coupon_code });
  const stockOf = async (id: number) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const orderRow = async (gatewayOrderId: string) => (await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)))[0]!;
  const usedCount = async (code: string) => (await t.database.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0]!.used;
  const pay = async (orderId: string) => (await post("test-gateway/pay", { order_id: orderId, outcome: "success" })).json();
  const verify = (payment: unknown) => post("payment/verifyPlaceOrderPayment", payment);
  const webhook = (body: object, options: { secret?: string; eventId?: string } = {}) => {
    const raw = JSON.stringify(body);
    const signature = createHmac("sha256", options.secret ?? WEBHOOK_SECRET).update(raw).digest("hex");
    return t.app.inject({
      method: "POST",
      url: "/api/v1/payment/webhook",
      payload: raw,
      headers: { "content-type": "application/json", "x-razorpay-signature": signature, ...(options.eventId && { "x-razorpay-event-id": options.eventId }) },
    });
  };
  const capturedEvent = (orderId: string, paymentId: string, amount: number, event = "payment.captured") => ({
    entity: "event",
    event,
    payload: { payment: { entity: { id: paymentId, entity: "payment", amount, currency: "INR", status: "captured", order_id: orderId } } },
  });

  it("prices an order from the catalogue, whatever prices the browser sends", async () => {
    const response = await createOrder([line(1, 2, 1), line(2, 1, 0, "Cheap battery")]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const subtotal = 2 * 24_999 + 54_000.5;
    expect(body).toMatchObject({
      amount: Math.round(subtotal * 100),
      currency: "INR",
      gateway: "test",
      key: "rzp_test_urjavolt",
      coupon: null,
      subtotal,
      discount: 0,
      shipping: 0,
      total: subtotal,
      product_data: [
        { product_id: 1, product_name: "Lithium Inverter/UPS 1100VA", quantity: 2, price: 24_999, line_total: 49_998 },
        { product_id: 2, product_name: "Lithium Battery 48V 100Ah", quantity: 1, price: 54_000.5, line_total: 54_000.5 },
      ],
    });
    expect(body.order_id).toMatch(/^order_test_[A-Za-z0-9]{14}$/);
    expect(body.custom_order_id).toMatch(new RegExp(`^UV-${year}-\\d{6}$`));

    const stored = await orderRow(body.order_id);
    expect(stored).toMatchObject({ status: "created", number: body.custom_order_id, subtotalPaise: 10_399_850, discountPaise: 0, shippingPaise: 0, totalPaise: 10_399_850, fullName: "Asha Rani", pincode: "140401" });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, stored.id)).orderBy(orderItems.position);
    expect(items.map(({ productId, productName, unitPricePaise, quantity }) => ({ productId, productName, unitPricePaise, quantity }))).toEqual([
      { productId: 1, productName: "Lithium Inverter/UPS 1100VA", unitPricePaise: 2_499_900, quantity: 2 },
      { productId: 2, productName: "Lithium Battery 48V 100Ah", unitPricePaise: 5_400_050, quantity: 1 },
    ]);
    // Creating an order takes nothing from stock: it holds the units for the buyer while they pay.
    expect(await stockOf(1)).toBe(100);
    expect((await t.database.db.select({ reserved: products.reserved }).from(products).where(eq(products.id, 1)))[0]!.reserved).toBeGreaterThanOrEqual(2);
    expect(stored).toMatchObject({ reservation: "held" });
    expect(stored.reservedUntil!.getTime() - stored.createdAt.getTime()).toBe(15 * 60_000);
  });

  it("takes the buyer's mobile and pincode as people paste them, and stores the ten digits and the six", async () => {
    for (const mobile of ["+91 98765 43210", "098765-43210", "98765 43210"]) {
      const response = await post("placeOrderpayment/create-order", { ...shipping, mobile, pincode: "140 401", product_data: [line(1)], coupon_code: null });
      expect(response.statusCode, response.body).toBe(201);
      expect(await orderRow(response.json().order_id), mobile).toMatchObject({ mobile: "9876543210", pincode: "140401" });
    }
  });

  it("needs only product ids and quantities from the browser", async () => {
    const response = await createOrder([{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1, product_name: null, price: null }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().total).toBe(24_999 + 54_000.5);
  });

  it("numbers orders one after another and merges repeated lines of one product", async () => {
    const first = (await createOrder([line(1, 1), line(1, 2)])).json();
    const second = (await createOrder([line(1, 1)])).json();
    const number = (id: string) => Number(id.slice(-6));
    expect(number(second.custom_order_id)).toBe(number(first.custom_order_id) + 1);
    expect(first.product_data).toEqual([{ product_id: 1, product_name: "Lithium Inverter/UPS 1100VA", quantity: 3, price: 24_999, line_total: 74_997 }]);
  });

  it("applies a coupon from the database and answers its discount", async () => {
    const body = (await createOrder([line(1, 1)], " save10 ")).json();
    expect(body.coupon).toEqual({ code: "SAVE10", discount: 2_499, description: "10% off everything" });
    expect(body).toMatchObject({ subtotal: 24_999, discount: 2_499, total: 22_500, amount: 2_250_000 });
    expect(await orderRow(body.order_id)).toMatchObject({ couponCode: "SAVE10", discountPaise: 249_900, totalPaise: 2_250_000 });

    const flat = (await createOrder([line(1, 1)], "FLAT1000")).json();
    expect(flat).toMatchObject({ discount: 1_000, total: 23_999 });
  });

  it("refuses a coupon that does not apply, with the reason under the coupon field", async () => {
    const expired = await createOrder([line(1, 1)], "OLDDEAL");
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: "This coupon has expired", errors: { coupon_code: "This coupon has expired" } });
    const unknown = await createOrder([line(1, 1)], "NOSUCH");
    expect(unknown.json()).toEqual({ message: "Invalid coupon code", errors: { coupon_code: "Invalid coupon code" } });
    const minimum = await createOrder([line(8, 1)], "FLAT1000");
    expect(minimum.json().message).toBe("Add ₹10,000 more to use this coupon");
  });

  it("refuses unknown products and quantities beyond the stock", async () => {
    const unknown = await createOrder([line(1, 1), line(999, 1)]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: "Product not found for item 2", errors: { "product_data.1.product_id": "Product not found for item 2" } });

    // Units that are not there are a 409 that says what is left of each line, so the cart can be adjusted.
    const soldOut = await createOrder([line(3, 1)]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ message: "Sold Out Pack is out of stock", errors: { "product_data.0.quantity": "Sold Out Pack is out of stock" }, available: { "3": 0 } });

    const tooMany = await createOrder([line(4, 3)]);
    expect(tooMany.json()).toEqual({ message: "Only 2 of Stock Two left in stock", errors: { "product_data.0.quantity": "Only 2 of Stock Two left in stock" }, available: { "4": 2 } });
    // Two lines of one product count together against its stock.
    expect((await createOrder([line(4, 2), line(4, 1)])).statusCode).toBe(409);
  });

  it("refuses zero, negative and fractional quantities with the spec's messages", async () => {
    const response = await createOrder([line(1, 0), line(1, -2), line(1, 1.5), line(1, 1, -5), { product_id: 1, product_name: " ", quantity: 1, price: 1 }, { product_id: "1", product_name: "X", quantity: "2", price: 1 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please fill out all required fields correctly.",
      errors: {
        "product_data.0.quantity": "Quantity must be at least 1 for item 1",
        "product_data.1.quantity": "Quantity must be at least 1 for item 2",
        "product_data.2.quantity": "Quantity must be a whole number for item 3",
        "product_data.3.price": "Price must be non-negative for item 4",
        "product_data.4.product_name": "Product name is required for item 5",
        "product_data.5.product_id": "Product is required for item 6",
        "product_data.5.quantity": "Quantity must be at least 1 for item 6",
      },
    });
  });

  it("refuses malformed payloads with the checkout's messages", async () => {
    const empty = await post("placeOrderpayment/create-order", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      full_name: "Full name is required",
      email: "Email is required",
      mobile: "Mobile number is required",
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      pincode: "Valid 6-digit pincode is required",
      product_data: "Cart cannot be empty",
    });
    const emptyCart = await createOrder([]);
    expect(emptyCart.json().errors).toEqual({ product_data: "Cart cannot be empty" });
    const bad = await post("placeOrderpayment/create-order", { ...shipping, email: "asha", mobile: "12345", pincode: "14040", product_data: "lots", coupon_code: null });
    expect(bad.json().errors).toEqual({
      email: "Please enter a valid email",
      mobile: "Please enter a valid 10-digit mobile number",
      pincode: "Valid 6-digit pincode is required",
      product_data: "Cart cannot be empty",
    });
    const notJson = await t.app.inject({ method: "POST", url: "/api/v1/placeOrderpayment/create-order", payload: "{not json", headers: { "content-type": "application/json" } });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("verifies a payment once: paid, stock taken, coupon counted, a receipt; a repeat answers the same receipt", async () => {
    const order = (await createOrder([line(1, 2), line(2, 1)], "SAVE10")).json();
    const usedBefore = await usedCount("SAVE10");
    const [stock1, stock2] = [await stockOf(1), await stockOf(2)];
    const payment = await pay(order.order_id);
    expect(payment.razorpay_order_id).toBe(order.order_id);
    expect(payment.razorpay_payment_id).toMatch(/^pay_test_[A-Za-z0-9]{14}$/);
    expect(payment.razorpay_signature).toBe(sign(order.order_id, payment.razorpay_payment_id));

    const response = await verify(payment);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: "Payment verified successfully", refund_due: false });
    expect(body.notice).toBeUndefined();
    expect(body.receipt).toMatchObject({
      payment_id: payment.razorpay_payment_id,
      custom_order_id: order.custom_order_id,
      order_id: order.order_id,
      amount: order.total,
      purpose: "UrjaVolt Online Shop Order",
      coupon_code: "SAVE10",
      discount: order.discount,
      subtotal: order.subtotal,
      name: "Asha Rani",
      email: "asha@example.in",
      phone: "9876543210",
      address: "12 Mall Road",
      city: "Rajpura",
      state: "Punjab",
      pincode: "140401",
      product_data: [
        { product_name: "Lithium Inverter/UPS 1100VA", quantity: 2, price: 24_999 },
        { product_name: "Lithium Battery 48V 100Ah", quantity: 1, price: 54_000.5 },
      ],
      refund_due: false,
    });
    // The test gateway's receipts have a series of their own, marked TEST.
    expect(body.receipt.receipt_id).toMatch(new RegExp(`^TEST-RCPT-${year}-\\d{6}$`));
    expect(body.receipt.test).toBe(true);
    expect(new Date(body.receipt.date).toISOString()).toBe(body.receipt.date);
    expect(await stockOf(1)).toBe(stock1 - 2);
    expect(await stockOf(2)).toBe(stock2 - 1);
    expect(await usedCount("SAVE10")).toBe(usedBefore + 1);
    expect(await orderRow(order.order_id)).toMatchObject({ status: "paid", paymentId: payment.razorpay_payment_id, receiptNumber: body.receipt.receipt_id, needsRefund: false });

    const again = await verify(payment);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await stockOf(1)).toBe(stock1 - 2);
    expect(await usedCount("SAVE10")).toBe(usedBefore + 1);

    // The test gateway will not take a second payment for a paid order, nor does verify accept one.
    expect((await post("test-gateway/pay", { order_id: order.order_id, outcome: "success" })).statusCode).toBe(409);
    const otherPayment = "pay_test_someoneelse001";
    const second = await verify({ razorpay_order_id: order.order_id, razorpay_payment_id: otherPayment, razorpay_signature: sign(order.order_id, otherPayment) });
    expect(second.statusCode).toBe(409);
    expect(await stockOf(1)).toBe(stock1 - 2);
  });

  it("gives sequential receipt ids", async () => {
    const receipts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const order = (await createOrder([line(1, 1)])).json();
      receipts.push((await verify(await pay(order.order_id))).json().receipt.receipt_id);
    }
    expect(Number(receipts[1]!.slice(-6))).toBe(Number(receipts[0]!.slice(-6)) + 1);
  });

  it("refuses a bad signature, another order's signature and an unknown order, changing nothing", async () => {
    const order = (await createOrder([line(1, 1)])).json();
    const other = (await createOrder([line(1, 1)])).json();
    const stock = await stockOf(1);
    const payment = await pay(order.order_id);

    const tampered = await verify({ ...payment, razorpay_signature: payment.razorpay_signature.replace(/.$/, (c: string) => (c === "0" ? "1" : "0")) });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: "Invalid signature" });
    expect((await verify({ ...payment, razorpay_signature: "short" })).json()).toEqual({ message: "Invalid signature" });
    expect((await verify({ ...payment, razorpay_signature: sign(order.order_id, payment.razorpay_payment_id, "someone_elses_secret") })).statusCode).toBe(400);
    // A signature for one order does not pay another.
    expect((await verify({ ...payment, razorpay_order_id: other.order_id })).statusCode).toBe(400);

    const unknown = await verify({ ...payment, razorpay_order_id: "order_test_doesnotexist00" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Order not found" });
    const missing = await verify({ razorpay_order_id: order.order_id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ razorpay_payment_id: "Payment id is required", razorpay_signature: "Signature is required" });

    expect(await stockOf(1)).toBe(stock);
    expect((await orderRow(order.order_id)).status).toBe("created");
  });

  it("records a failed payment and leaves the order created and the stock untouched; a retry can still pay", async () => {
    const order = (await createOrder([line(6, 2)])).json();
    const failed = await post("test-gateway/pay", { order_id: order.order_id, outcome: "failure" });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ error: { code: "BAD_REQUEST_ERROR", description: "Payment failed in the test gateway", reason: "payment_failed" } });
    expect((await orderRow(order.order_id)).status).toBe("created");
    expect(await stockOf(6)).toBe(4);
    const attempts = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayOrderId, order.order_id));
    expect(attempts).toMatchObject([{ status: "failed", errorCode: "BAD_REQUEST_ERROR", errorReason: "payment_failed" }]);

    expect((await verify(await pay(order.order_id))).statusCode).toBe(200);
    expect(await stockOf(6)).toBe(2);
    expect((await post("test-gateway/pay", { order_id: "order_test_nope", outcome: "success" })).statusCode).toBe(404);
    expect((await post("test-gateway/pay", { order_id: order.order_id, outcome: "maybe" })).json().errors).toEqual({ outcome: "Outcome must be success, failure or pending" });
  });

  it("marks an order paid from Razorpay's webhook once, and the browser's verify then answers the same receipt", async () => {
    const order = (await createOrder([line(5, 3)])).json();
    const paymentId = "pay_WebhookPaid0001";
    const event = capturedEvent(order.order_id, paymentId, order.amount);

    const forged = await webhook(event, { secret: "not_the_webhook_secret", eventId: "evt_forged" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: "Invalid webhook signature" });
    const unsigned = await t.app.inject({ method: "POST", url: "/api/v1/payment/webhook", payload: event, headers: { "x-razorpay-event-id": "evt_unsigned" } });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(order.order_id)).status).toBe("created");

    const first = await webhook(event, { eventId: "evt_captured_1" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "processed" });
    expect(await stockOf(5)).toBe(1);
    const paid = await orderRow(order.order_id);
    expect(paid).toMatchObject({ status: "paid", paymentId, needsRefund: false });

    // Redelivered, and the order.paid event for the same payment: nothing changes.
    expect((await webhook(event, { eventId: "evt_captured_1" })).json()).toEqual({ status: "duplicate" });
    expect((await webhook(capturedEvent(order.order_id, paymentId, order.amount, "order.paid"), { eventId: "evt_order_paid_1" })).json()).toEqual({ status: "processed" });
    expect(await stockOf(5)).toBe(1);
    // A late payment.failed never moves a paid order back.
    const failedEvent = { event: "payment.failed", payload: { payment: { entity: { id: "pay_Late", order_id: order.order_id, amount: order.amount, error_code: "BAD_REQUEST_ERROR", error_description: "Card declined", error_reason: "payment_failed" } } } };
    expect((await webhook(failedEvent, { eventId: "evt_failed_late" })).statusCode).toBe(200);
    expect(await orderRow(order.order_id)).toMatchObject({ status: "paid", paymentId, receiptNumber: paid.receiptNumber });

    const browser = await verify({ razorpay_order_id: order.order_id, razorpay_payment_id: paymentId, razorpay_signature: sign(order.order_id, paymentId) });
    expect(browser.statusCode).toBe(200);
    expect(browser.json().receipt).toMatchObject({ receipt_id: paid.receiptNumber, payment_id: paymentId });
    expect(await stockOf(5)).toBe(1);
    const events = await t.database.db.select().from(webhookEvents);
    expect(events.map((row) => row.eventId).filter((id) => !id.startsWith("evt_twice")).sort()).toEqual(["evt_captured_1", "evt_failed_late", "evt_order_paid_1"]);
  });

  it("applies one webhook delivered twice at once exactly once", async () => {
    const order = (await createOrder([line(5, 1)])).json();
    const stock = await stockOf(5);
    const event = capturedEvent(order.order_id, "pay_TwiceAtOnce01", order.amount);
    const answers = await Promise.all([webhook(event, { eventId: "evt_twice_1" }), webhook(event, { eventId: "evt_twice_1" })]);
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(["duplicate", "processed"]);
    expect(await stockOf(5)).toBe(stock - 1);
    expect(await orderRow(order.order_id)).toMatchObject({ status: "paid", paymentId: "pay_TwiceAtOnce01" });
    expect((await t.database.db.select().from(webhookEvents)).filter((row) => row.eventId === "evt_twice_1")).toHaveLength(1);
  });

  it("ignores webhook events for orders it does not know", async () => {
    const response = await webhook(capturedEvent("order_UnknownToUs01", "pay_Unknown01", 100), { eventId: "evt_unknown" });
    expect(response.json()).toEqual({ status: "ignored" });
  });

  it("holds the last 3 units for the first 3 of 20 buyers at once; the others learn before paying", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => createOrder([line(7, 1)])));
    const held = responses.filter((response) => response.statusCode === 201).map((response) => response.json());
    const refused = responses.filter((response) => response.statusCode === 409).map((response) => response.json());
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(17);
    expect(refused[0]).toMatchObject({ message: "Last Three is out of stock", available: { "7": 0 } });

    const bodies = await Promise.all(held.map(async (order) => (await verify(await pay(order.order_id))).json()));
    expect(bodies.every((body) => body.refund_due === false)).toBe(true);
    expect(await stockOf(7)).toBe(0);
    expect((await t.database.db.select({ reserved: products.reserved }).from(products).where(eq(products.id, 7)))[0]!.reserved).toBe(0);
    expect(new Set(bodies.map((body) => body.receipt.receipt_id)).size).toBe(3);
  });

  it("counts a coupon's use on paid orders only, never past its limit when payments race", async () => {
    const created = [];
    for (let i = 0; i < 6; i++) created.push((await createOrder([line(8, 1)], "TWOONLY")).json());
    expect(await usedCount("TWOONLY")).toBe(0);
    const stock = await stockOf(8);
    const payments = await Promise.all(created.map((order) => pay(order.order_id)));
    const bodies = (await Promise.all(payments.map((payment) => verify(payment)))).map((response) => response.json());
    expect(bodies.filter((body) => !body.refund_due)).toHaveLength(2);
    expect(await usedCount("TWOONLY")).toBe(2);
    // Refunded orders take no stock.
    expect(await stockOf(8)).toBe(stock - 2);
    // Now used up, the coupon is refused at checkout.
    expect((await createOrder([line(8, 1)], "TWOONLY")).json().message).toBe("This coupon has reached its usage limit");
  });

  it("counts the orders paid in the last 7 days for the shopper counter", async () => {
    const count = await t.app.services.orders.countRecentOrders();
    const rows = await t.database.db.select().from(orders);
    expect(count).toBe(rows.filter((row) => row.status === "paid" && !row.needsRefund).length);
    expect(count).toBeGreaterThan(3);
    const response = await t.app.inject({ url: "/api/v1/orders/recent-count" });
    expect(response.json()).toEqual({ count, days: 7 });
    expect((await t.app.inject({ url: "/api/v1/orders/recent-count?days=0" })).statusCode).toBe(400);
    expect(await t.app.services.orders.countRecentOrders(7, new Date(Date.now() + 8 * 24 * 3600_000))).toBe(0);
  });
});
