import { trackingMessages } from "@urjavolt/contract/orders-tracking";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { signTrackingToken } from "../../lib/tracking-token.ts";
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

  it("rate-limits the form per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post("track-order", { order_number: "UV-2000-999999", contact: "9876543210" }, "10.9.9.9")).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
