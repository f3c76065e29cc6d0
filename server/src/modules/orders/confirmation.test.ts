import { confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { addBusinessDays, indiaIsoDate } from "@urjavolt/contract/dates";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { orders } from "../../db/schema/orders.ts";
import { CONFIRMATION_LINK_DAYS, signConfirmationToken, signTrackingToken } from "../../lib/signed-links.ts";
import { productRow } from "../../test/factories.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const SECRET = "confirmation-test-secret-0123456789";
const DAY_MS = 24 * 60 * 60_000;

async function setup(db: Database) {
  await db.insert(products).values([
    productRow({ id: 1, name: "Lithium Inverter/UPS 1100VA", discountedPricePaise: 2_499_900, stock: 20 }),
    productRow({ id: 2, name: "Lithium Battery 48V 100Ah", pricePaise: 6_000_000, discountedPricePaise: 5_400_050, stock: 20 }),
  ]);
}

const shipping = { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "New Delhi", state: "Delhi", pincode: "110001" };
const payer = { name: "Gurpreet Singh", email: "gurpreet@example.in", phone: "9876501234", purpose: "UrjaVolt Battery Purchase" };

describe.each(testDatabaseKinds)("the pages after paying on %s", (kind) => {
  const t = useTestApp(kind, { setup, env: { TRACKING_SECRET: SECRET } });
  let address = 0;
  const remoteAddress = () => `10.7.${(address >> 8) & 255}.${address++ & 255}`;
  const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, remoteAddress: remoteAddress() });
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1/${url}`, remoteAddress: remoteAddress() });

  async function paidOrder() {
    const created = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 2 }, { product_id: 2, quantity: 1 }] })).json();
    const payment = (await post("test-gateway/pay", { order_id: created.order_id, outcome: "success" })).json();
    const verified = await post("payment/verifyPlaceOrderPayment", payment);
    expect(verified.statusCode).toBe(200);
    return { number: created.custom_order_id as string, verified: verified.json() };
  }

  it("opens the order's confirmation from the verify answer's token: order, receipt, dispatch and delivery by region", async () => {
    const { number, verified } = await paidOrder();
    const response = await get(`order-confirmation/${verified.confirmation_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json();
    expect(body.order).toMatchObject({ number, status: "paid", token: signTrackingToken(number, SECRET), total: 103_998.5 });
    expect(body.order.lines).toHaveLength(2);
    expect(body.order.invoiceUrl).toMatch(/^\/api\/v1\/track-order\/.+\/invoice$/);
    expect(body.receipt).toEqual(verified.receipt);
    // Paid today (India) to New Delhi: a major city, 4-7 business days after dispatch within 2.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, number));
    const paidOn = indiaIsoDate(row!.paidAt!);
    const dispatchBy = addBusinessDays(paidOn, 2);
    expect(body.delivery).toEqual({ region: "major-city", dispatchBy, from: addBusinessDays(dispatchBy, 4), to: addBusinessDays(dispatchBy, 7) });
  });

  it("answers a repeated verify with the very same link: its 30 days run from the payment", async () => {
    const created = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }] })).json();
    const payment = (await post("test-gateway/pay", { order_id: created.order_id, outcome: "success" })).json();
    const first = (await post("payment/verifyPlaceOrderPayment", payment)).json();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, created.custom_order_id));
    const payload = Buffer.from(first.confirmation_token.split(".")[0], "base64url").toString("utf8");
    expect(payload).toBe(`order:${Math.floor((row!.paidAt!.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS) / 1000)}:${created.custom_order_id}`);
    const again = (await post("payment/verifyPlaceOrderPayment", payment)).json();
    expect(again.confirmation_token).toBe(first.confirmation_token);
  });

  it("drops the estimate once the order is no longer waiting to be sent", async () => {
    const { number, verified } = await paidOrder();
    await t.database.db.update(orders).set({ status: "shipped" }).where(eq(orders.number, number));
    const body = (await get(`order-confirmation/${verified.confirmation_token}`)).json();
    expect(body.order.status).toBe("shipped");
    expect(body.delivery).toBeNull();
  });

  it("refuses a tracking token, a forged or altered one, another order's kind, and says when a genuine one has expired", async () => {
    const { number, verified } = await paidOrder();
    for (const token of [verified.tracking_token, signConfirmationToken("order", number, "another-secret-entirely", new Date()), "abc.def", signConfirmationToken("payment", number, SECRET, new Date())]) {
      const response = await get(`order-confirmation/${encodeURIComponent(token)}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().message).toBe(confirmationMessages.invalid);
    }
    // An order that was never paid has no confirmation, even with a genuine signature.
    const unpaid = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }] })).json();
    expect((await get(`order-confirmation/${signConfirmationToken("order", unpaid.custom_order_id, SECRET, new Date())}`)).statusCode).toBe(404);
    const old = signConfirmationToken("order", number, SECRET, new Date(Date.now() - (CONFIRMATION_LINK_DAYS + 1) * DAY_MS));
    const expired = await get(`order-confirmation/${old}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(confirmationMessages.expired);
    // Longer than any token: the router matches no route (a plain 404), never a 500.
    expect((await get(`order-confirmation/${"x".repeat(400)}`)).statusCode).toBe(404);
  });

  it("ends a standalone payment on its own confirmation, with the receipt", async () => {
    const created = (await post("payment/create-order", { ...payer, amount: 12_345.5 })).json();
    const payment = (await post("test-gateway/pay", { order_id: created.order_id, outcome: "success" })).json();
    const verified = (await post("payment/verify", payment)).json();
    const response = await get(`payment-confirmation/${verified.confirmation_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toEqual({ receipt: verified.receipt });
    // The payment's token opens only the payment's page, and the other way round.
    expect((await get(`order-confirmation/${verified.confirmation_token}`)).statusCode).toBe(404);
    const { verified: order } = await paidOrder();
    expect((await get(`payment-confirmation/${order.confirmation_token}`)).statusCode).toBe(404);
    const old = signConfirmationToken("payment", verified.receipt.receipt_id, SECRET, new Date(Date.now() - (CONFIRMATION_LINK_DAYS + 1) * DAY_MS));
    const expired = await get(`payment-confirmation/${old}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(confirmationMessages.paymentExpired);
  });
});
