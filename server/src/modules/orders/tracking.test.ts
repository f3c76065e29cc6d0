import { createHmac } from "node:crypto";
import { trackingMessages } from "@urjavolt/contract/orders-tracking";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { orderEvents, orders } from "../../db/schema/orders.ts";
import { signTrackingToken, verifyTrackingToken } from "../../lib/signed-links.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const SECRET = "tracking-test-secret-0123456789";

const product = (overrides: Parameters<typeof productRow>[0]) => productRow({ stock: 50, ...overrides });

async function setup(db: Database) {
  await db.insert(products).values([
    product({ id: 1, name: "Lithium Inverter/UPS 1100VA", discountedPricePaise: 2_499_900 }),
    product({ id: 2, name: "Lithium Battery 48V 100Ah", pricePaise: 6_000_000, discountedPricePaise: 5_400_050 }),
  ]);
}

const shipping = { full_name: "Asha Rani", email: "Asha.Rani@Example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };

describe.each(testDatabaseKinds)("order tracking on %s", (kind) => {
  const t = useTestApp(kind, { setup, env: { TRACKING_SECRET: SECRET } });
  let address = 0;
  const post = (url: string, payload: unknown, remote?: string) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, remoteAddress: remote ?? `10.2.${(address >> 8) & 255}.${address++ & 255}` });
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1/${url}`, remoteAddress: `10.3.${(address >> 8) & 255}.${address++ & 255}` });

  async function paidOrder(): Promise<string> {
    const created = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 2 }, { product_id: 2, quantity: 1 }] })).json();
    const payment = (await post("test-gateway/pay", { order_id: created.order_id, outcome: "success" })).json();
    expect((await post("payment/verifyPlaceOrderPayment", payment)).statusCode).toBe(200);
    return created.custom_order_id;
  }

  it("hands the buyer, with the verified payment, the signed token of the order's own page", async () => {
    const created = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }] })).json();
    const payment = (await post("test-gateway/pay", { order_id: created.order_id, outcome: "success" })).json();
    const verified = (await post("payment/verifyPlaceOrderPayment", payment)).json();
    expect(verified.tracking_token).toBe(signTrackingToken(created.custom_order_id, SECRET));
    const page = await get(`track-order/${encodeURIComponent(verified.tracking_token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ number: created.custom_order_id, status: "paid" });
    // A second verify of the same payment answers the same.
    expect((await post("payment/verifyPlaceOrderPayment", payment)).json().tracking_token).toBe(verified.tracking_token);
  });

  it("finds an order by its number and the checkout e-mail (any case) or mobile (any format)", async () => {
    const number = await paidOrder();
    for (const contact of ["asha.rani@example.in", " ASHA.RANI@EXAMPLE.IN ", "9876543210", "+91 98765-43210", "09876543210"]) {
      const response = await post("track-order", { order_number: number.toLowerCase(), contact });
      expect(response.statusCode, contact).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
    const body = (await post("track-order", { order_number: number, contact: "9876543210" })).json();
    expect(body).toMatchObject({
      number,
      status: "paid",
      fullName: "Asha Rani",
      state: "Punjab",
      lines: [
        { productName: "Lithium Inverter/UPS 1100VA", unitPrice: 24_999, quantity: 2, lineTotal: 49_998 },
        { productName: "Lithium Battery 48V 100Ah", unitPrice: 54_000.5, quantity: 1, lineTotal: 54_000.5 },
      ],
      subtotal: 103_998.5,
      discount: 0,
      shipping: 0,
      total: 103_998.5,
      couponCode: null,
      needsRefund: false,
    });
    expect(body.receiptNumber).toMatch(/^TEST-RCPT-/);
    expect(body.history.map((event: { status: string }) => event.status)).toEqual(["created", "paid"]);
    expect(body.token).toBe(signTrackingToken(number, SECRET));
    // Nothing only staff should see.
    expect(JSON.stringify(body)).not.toMatch(/mobile|email|address|gateway|payment_id|staff/i);
  });

  it("answers every wrong pair with the same neutral 404", async () => {
    const number = await paidOrder();
    const answers = await Promise.all([
      post("track-order", { order_number: number, contact: "someone@example.in" }),
      post("track-order", { order_number: number, contact: "9876543211" }),
      post("track-order", { order_number: "UV-2000-999999", contact: shipping.email }),
      post("track-order", { order_number: "UV-2000-999999", contact: "9876543210" }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: trackingMessages.notFound });
    }
  });

  it("checks the form's fields with their messages", async () => {
    const response = await post("track-order", { order_number: "", contact: "abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ order_number: trackingMessages.orderNumberRequired, contact: trackingMessages.contactInvalid });
  });

  it("opens the order from its signed token, with the staff's status changes in the history, and refuses a forged one", async () => {
    const number = await paidOrder();
    const admin = await signInAs(t.app, "admin");
    const shipped = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${await orderId(number)}/status`, headers: admin.headers, payload: { status: "shipped", note: "Internal note: courier X" } });
    expect(shipped.statusCode).toBe(200);

    const response = await get(`track-order/${signTrackingToken(number, SECRET)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ number, status: "shipped" });
    expect(body.history.map((event: { status: string }) => event.status)).toEqual(["created", "paid", "shipped"]);
    expect(JSON.stringify(body)).not.toContain("courier X");

    for (const token of [signTrackingToken(number, "some-other-secret-value"), "not-a-token", signTrackingToken("UV-2000-999999", SECRET)]) {
      const forged = await get(`track-order/${token}`);
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toEqual({ message: trackingMessages.notFound });
    }
  });

  async function orderId(number: string): Promise<number> {
    const admin = await signInAs(t.app, "support");
    const list = await t.app.inject({ url: `/api/v1/admin/orders?q=${number}`, headers: { cookie: admin.cookie } });
    return list.json().orders[0].id;
  }

  it("gives no invoice for an unpaid order, and a 404 for a forged token's invoice", async () => {
    const created = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }] })).json();
    const token = signTrackingToken(created.custom_order_id, SECRET);
    const body = (await get(`track-order/${token}`)).json();
    expect(body).toMatchObject({ status: "created", paidAt: null, invoiceUrl: null });
    expect((await get(`track-order/${token}/invoice`)).statusCode).toBe(404);
    const forged = await get(`track-order/${signTrackingToken(created.custom_order_id, "some-other-secret-value")}/invoice`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ message: trackingMessages.notFound });
  });

  /** Moves the order's events, and its placing, `days` into the past, as if it had all happened then. */
  async function age(number: string, days: number) {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, number));
    const shift = sql`interval '1 day' * ${days}`;
    await t.database.db.update(orderEvents).set({ createdAt: sql`${orderEvents.createdAt} - ${shift}` }).where(eq(orderEvents.orderId, order!.id));
    await t.database.db.update(orders).set({ createdAt: sql`${orders.createdAt} - ${shift}`, paidAt: sql`${orders.paidAt} - ${shift}` }).where(eq(orders.id, order!.id));
  }

  async function moveTo(number: string, ...statuses: string[]) {
    const admin = await signInAs(t.app, "admin");
    for (const status of statuses) {
      const moved = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${await orderId(number)}/status`, headers: admin.headers, payload: { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }

  it("keeps the e-mailed link until 90 days after delivery, then answers 410 with the way to a fresh one, for the order, its invoice and its credit notes", async () => {
    const number = await paidOrder();
    await moveTo(number, "shipped", "delivered");
    // The link the e-mails carried before links had expiries: the order number alone, signed.
    const emailed = `${Buffer.from(number).toString("base64url")}.${createHmac("sha256", SECRET).update(`track:v1:${number}`).digest("base64url")}`;
    const invoiceUrl = (await get(`track-order/${emailed}`)).json().invoiceUrl as string;
    expect(invoiceUrl).toBe(`/api/v1/track-order/${emailed}/invoice`);

    await age(number, 89);
    expect((await get(`track-order/${emailed}`)).statusCode).toBe(200);
    expect((await get(`track-order/${emailed}/invoice`)).headers["content-type"]).toBe("application/pdf");

    await age(number, 2);
    for (const path of [`track-order/${emailed}`, `track-order/${emailed}/invoice`, `track-order/${emailed}/credit-notes/CN-2026-000001`]) {
      const gone = await get(path);
      expect(gone.statusCode, path).toBe(410);
      expect(gone.json(), path).toEqual({ message: trackingMessages.linkExpired });
      expect(gone.headers["content-type"], path).toMatch(/^application\/json/);
    }
    expect(trackingMessages.linkExpired).toBe(
      "This tracking link has expired. For a fresh one, enter your order number and the e-mail or mobile number you used at checkout on the Track Your Order page.",
    );

    // The look-up by number and contact gives a fresh link, which opens the order and its invoice for a day.
    const found = await post("track-order", { order_number: number, contact: shipping.email });
    expect(found.statusCode).toBe(200);
    const fresh = found.json().token as string;
    expect(fresh).not.toBe(emailed);
    const claim = verifyTrackingToken(fresh, SECRET)!;
    expect(claim.id).toBe(number);
    expect(Math.abs(claim.expiresAt!.getTime() - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    expect(found.json().invoiceUrl).toBe(`/api/v1/track-order/${fresh}/invoice`);
    expect((await get(`track-order/${fresh}`)).statusCode).toBe(200);
    expect((await get(`track-order/${fresh}/invoice`)).headers["content-type"]).toBe("application/pdf");
    // A day later it has ended too; and nobody can write a longer one.
    const dayOld = signTrackingToken(number, SECRET, new Date(Date.now() - 1000));
    expect((await get(`track-order/${dayOld}`)).statusCode).toBe(410);
    expect((await get(`track-order/${dayOld}/invoice`)).statusCode).toBe(410);
    expect((await get(`track-order/${signTrackingToken(number, "some-other-secret-value", new Date(Date.now() + 86_400_000))}`)).statusCode).toBe(404);
  });

  it("ends the link of an order that never ends a year after it was placed, and of a cancelled or refunded one 90 days after", async () => {
    const shipped = await paidOrder();
    await moveTo(shipped, "shipped");
    await age(shipped, 364);
    expect((await get(`track-order/${signTrackingToken(shipped, SECRET)}`)).statusCode).toBe(200);
    await age(shipped, 2);
    expect((await get(`track-order/${signTrackingToken(shipped, SECRET)}`)).statusCode).toBe(410);

    const cancelled = await paidOrder();
    await moveTo(cancelled, "cancelled");
    await age(cancelled, 91);
    expect((await get(`track-order/${signTrackingToken(cancelled, SECRET)}`)).statusCode).toBe(410);
    // The look-up still finds it, with a link for the day.
    const found = await post("track-order", { order_number: cancelled, contact: "9876543210" });
    expect(found.json().status).toBe("cancelled");
    expect((await get(`track-order/${found.json().token}`)).statusCode).toBe(200);
  });

  it("rate-limits the form per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post("track-order", { order_number: "UV-2000-999999", contact: "9876543210" }, "10.9.9.9")).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
