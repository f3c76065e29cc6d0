import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { orderEvents, orders } from "../../db/schema/orders.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const product = (overrides: Parameters<typeof productRow>[0]) =>
  productRow({ model: `UVA-${overrides?.id}`, slug: `uva-${overrides?.id}`, name: `Admin Test Pack ${overrides?.id}`, discountedPricePaise: 2_000_000, ...overrides });

async function setup(db: Database) {
  await db.insert(products).values([product({ id: 1, stock: 50 }), product({ id: 2, stock: 10, name: "Stock Return Pack" })]);
  await db.insert(coupons).values({ code: "STAFF10", description: "10% off", kind: "percent", value: 10, startsAt: new Date("2020-01-01T00:00:00Z") });
}

const shipping = { full_name: "Asha Rani", email: "asha.rani@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };

describe.each(testDatabaseKinds)("orders in the staff console on %s", (kind) => {
  const t = useTestApp(kind, { setup });
  let address = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload, remoteAddress: `10.2.${(address >> 8) & 255}.${address++ & 255}` });

  /** An order through the real checkout: create-order, the test gateway's payment, verify. */
  async function placeOrder(options: { productId?: number; quantity?: number; coupon?: string; pay?: boolean; customer?: Partial<typeof shipping> } = {}) {
    const created = await post("placeOrderpayment/create-order", {
      ...shipping,
      ...options.customer,
      product_data: [{ product_id: options.productId ?? 1, quantity: options.quantity ?? 1 }],
      coupon_code: options.coupon ?? null,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    if (options.pay !== false) {
      const payment = (await post("test-gateway/pay", { order_id: body.order_id, outcome: "success" })).json();
      const verified = await post("payment/verifyPlaceOrderPayment", payment);
      expect(verified.statusCode).toBe(200);
    }
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.gatewayOrderId, body.order_id));
    return { id: row!.id, number: body.custom_order_id as string };
  }

  const stockOf = async (id: number) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const usesOf = async (code: string) => (await t.database.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0]!.used;

  it("refuses every order and payment route without a session (401)", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/admin/orders"],
      ["GET", "/api/v1/admin/orders/1"],
      ["POST", "/api/v1/admin/orders/1/status"],
      ["GET", "/api/v1/admin/payments"],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === "POST" && { payload: { status: "shipped" } }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Please sign in" });
    }
  });

  it("lets support read orders but not change them (403)", async () => {
    const order = await placeOrder();
    const support = await signInAs(t.app, "support");
    const list = await t.app.inject({ url: "/api/v1/admin/orders", headers: { cookie: support.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((o: { number: string }) => o.number)).toContain(order.number);
    expect((await t.app.inject({ url: `/api/v1/admin/orders/${order.id}`, headers: { cookie: support.cookie } })).statusCode).toBe(200);

    const change = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/status`, headers: support.headers, payload: { status: "shipped" } });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ message: "You do not have access to this" });
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("paid");
  });

  it("refuses a change without the session's CSRF token (403)", async () => {
    const order = await placeOrder();
    const admin = await signInAs(t.app, "admin");
    const response = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/status`, headers: { cookie: admin.cookie }, payload: { status: "shipped" } });
    expect(response.statusCode).toBe(403);
  });

  it("shows an order in full: lines, totals, coupon, customer, gateway ids and history", async () => {
    const order = await placeOrder({ quantity: 2, coupon: "STAFF10" });
    const admin = await signInAs(t.app, "admin");
    const response = await t.app.inject({ url: `/api/v1/admin/orders/${order.id}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      number: order.number,
      status: "paid",
      fullName: "Asha Rani",
      email: "asha.rani@example.in",
      mobile: "9876543210",
      address: "12 Mall Road",
      pincode: "140401",
      lines: [{ position: 0, productId: 1, productName: "Admin Test Pack 1", unitPrice: 20_000, quantity: 2, lineTotal: 40_000, paid: 36_000, refundableQuantity: 2 }],
      itemCount: 2,
      subtotal: 40_000,
      discount: 4_000,
      shipping: 0,
      total: 36_000,
      couponCode: "STAFF10",
      couponDescription: "10% off",
      gateway: "test",
      needsRefund: false,
      refundReason: null,
      test: true,
      refunded: 0,
      refundable: 36_000,
      refunds: [],
      reservedUntil: null,
      nextStatuses: ["shipped", "cancelled"],
    });
    expect(detail.gatewayOrderId).toMatch(/^order_test_/);
    expect(detail.paymentId).toMatch(/^pay_test_/);
    expect(detail.receiptNumber).toMatch(/^TEST-RCPT-\d{4}-\d{6}$/);
    expect(detail.history.map((event: { toStatus: string; by: string }) => [event.toStatus, event.by])).toEqual([
      ["created", "Customer"],
      ["paid", "Payment gateway"],
    ]);
    expect((await t.app.inject({ url: "/api/v1/admin/orders/999999", headers: { cookie: admin.cookie } })).statusCode).toBe(404);
    for (const bad of ["abc", "2147483648", "-1", "1.5", "1e3"]) {
      const response = await t.app.inject({ url: `/api/v1/admin/orders/${bad}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json(), bad).toEqual({ message: "Order not found" });
    }
  });

  it("moves a paid order to shipped and delivered, with who did it and the note", async () => {
    const order = await placeOrder();
    const admin = await signInAs(t.app, "admin", { name: "Meera Admin" });
    const change = (status: string, note?: string) =>
      t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/status`, headers: admin.headers, payload: { status, ...(note && { note }) } });

    const shipped = await change("shipped", "Blue Dart AWB 123456");
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: "shipped", nextStatuses: ["delivered"] });
    const delivered = await change("delivered");
    expect(delivered.json().status).toBe("delivered");
    const history = delivered.json().history;
    expect(history.slice(2)).toMatchObject([
      { fromStatus: "paid", toStatus: "shipped", note: "Blue Dart AWB 123456", by: "Meera Admin" },
      { fromStatus: "shipped", toStatus: "delivered", note: null, by: "Meera Admin" },
    ]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.staffId)).toEqual([admin.staff.id, admin.staff.id]);

    // Anything off the lifecycle is a 409 with the reason, and changes nothing.
    const back = await change("shipped");
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("A delivered order cannot be shipped.");
    const cancel = await change("cancelled");
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("Only an order that has not been shipped can be cancelled; refund it instead.");
    expect((await change("paid")).json().message).toBe("An order becomes paid only through a verified payment.");
    expect((await change("delivered")).json().message).toBe("This order is already delivered.");
    // Money goes back only through the gateway, from the order's Refund.
    const byHand = await change("refunded", "Returned: damaged in transit");
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe("Use Refund on the order: the money goes back through the payment gateway, and the order is marked refunded when all of it has.");
  });

  it("refuses to ship or refund an unpaid order, and cancels it", async () => {
    const order = await placeOrder({ pay: false });
    const admin = await signInAs(t.app, "admin");
    const change = (status: string) => t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/status`, headers: admin.headers, payload: { status } });
    const ship = await change("shipped");
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toBe("An order cannot be shipped before it is paid.");
    expect((await change("refunded")).json().message).toBe("This order was never paid, so there is nothing to refund.");
    expect((await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/refunds`, headers: admin.headers, payload: { reason: "x", refunded: 0 } })).json().message).toBe(
      "This order was never paid, so there is nothing to refund.",
    );
    const cancelled = await change("cancelled");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", needsRefund: false, nextStatuses: [] });
    expect((await change("refunded")).statusCode).toBe(409);
    expect((await change("unknown")).statusCode).toBe(400);
  });

  it("cancelling a paid order puts the stock and the coupon's use back and refunds it through the gateway, once", async () => {
    const stockBefore = await stockOf(2);
    const usesBefore = await usesOf("STAFF10");
    const order = await placeOrder({ productId: 2, quantity: 3, coupon: "STAFF10" });
    expect(await stockOf(2)).toBe(stockBefore - 3);
    expect(await usesOf("STAFF10")).toBe(usesBefore + 1);
    const admin = await signInAs(t.app, "admin");
    const change = (status: string, note?: string) =>
      t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${order.id}/status`, headers: admin.headers, payload: { status, note } });

    const cancelled = await change("cancelled", "Customer asked to cancel before dispatch");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      needsRefund: false,
      refundReason: "Customer asked to cancel before dispatch",
      refunded: 54_000,
      refundable: 0,
      refunds: [{ amount: 54_000, status: "processed", reason: "Customer asked to cancel before dispatch" }],
      nextStatuses: [],
    });
    expect(await stockOf(2)).toBe(stockBefore);
    expect(await usesOf("STAFF10")).toBe(usesBefore);
    expect((await change("cancelled")).statusCode).toBe(409);
    // The stock went back once only.
    expect(await stockOf(2)).toBe(stockBefore);
  });

  it("refunds at once an order paid after its last units went elsewhere, without taking or putting back stock", async () => {
    await t.database.db.insert(products).values(product({ id: 3, stock: 2, name: "Last Two Pack" }));
    const created = await placeOrder({ productId: 3, quantity: 2, pay: false });
    // Someone else took the last units between checkout and payment (its hold had run out).
    await t.app.reconciler.runOnce(new Date(Date.now() + 16 * 60_000));
    await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, 3));
    const [row] = await t.database.db.select({ gatewayOrderId: orders.gatewayOrderId }).from(orders).where(eq(orders.id, created.id));
    const payment = (await post("test-gateway/pay", { order_id: row!.gatewayOrderId, outcome: "success" })).json();
    expect((await post("payment/verifyPlaceOrderPayment", payment)).json().refund_due).toBe(true);

    const admin = await signInAs(t.app, "admin");
    const detail = (await t.app.inject({ url: `/api/v1/admin/orders/${created.id}`, headers: { cookie: admin.cookie } })).json();
    expect(detail).toMatchObject({ status: "refunded", needsRefund: false, refundable: 0, refunds: [{ kind: "automatic", by: "Automatic", status: "processed" }] });
    expect(detail.refundReason).toContain("The last units were sold while the payment was on its way");
    expect(await stockOf(3)).toBe(1);
  });

  it("filters the list by status, search (number, name, mobile, e-mail) and India dates, a page at a time", async () => {
    const paid = await placeOrder({ customer: { full_name: "Gurpreet Sandhu", email: "gurpreet@example.in", mobile: "9812300001" } });
    const unpaid = await placeOrder({ pay: false, customer: { full_name: "Nikhil Bansal", email: "nikhil@example.in", mobile: "9812300002" } });
    const admin = await signInAs(t.app, "admin");
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/v1/admin/orders?${query}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, query).toBe(200);
      return response.json() as { orders: { number: string; status: string; itemCount: number }[]; total: number; page: number; pageSize: number };
    };
    const numbers = async (query: string) => (await list(query)).orders.map((order) => order.number);

    expect(await numbers("q=gurpreet")).toEqual([paid.number]);
    expect((await list("q=gurpreet")).orders[0]).toMatchObject({ itemCount: 1, total: 20_000, status: "paid", fullName: "Gurpreet Sandhu" });
    expect(await numbers("q=9812300002")).toEqual([unpaid.number]);
    expect(await numbers("q=98123-00002")).toEqual([unpaid.number]);
    // A number typed the way people write it, with the country code (lib/admin-query.ts's staffSearch).
    expect(await numbers(`q=${encodeURIComponent("+91 98123 00002")}`)).toEqual([unpaid.number]);
    expect(await numbers("q=NIKHIL%40EXAMPLE")).toEqual([unpaid.number]);
    expect(await numbers(`q=${paid.number}`)).toEqual([paid.number]);
    expect(await numbers("q=100%25")).toEqual([]);
    expect((await list("status=created")).orders.every((order) => order.status === "created")).toBe(true);
    expect(await numbers("status=created&q=gurpreet")).toEqual([]);

    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(await numbers(`from=${today}&to=${today}&q=gurpreet`)).toEqual([paid.number]);
    expect(await numbers("from=2020-01-01&to=2020-01-31")).toEqual([]);
    const first = await list("page=1");
    expect(first).toMatchObject({ page: 1, pageSize: 25 });
    expect(first.total).toBeGreaterThanOrEqual(2);

    const bad = await t.app.inject({ url: "/api/v1/admin/orders?from=2026-02-30", headers: { cookie: admin.cookie } });
    expect(bad.statusCode).toBe(400);
    const reversed = await t.app.inject({ url: "/api/v1/admin/orders?from=2026-03-02&to=2026-03-01", headers: { cookie: admin.cookie } });
    expect(reversed.statusCode).toBe(400);
  });
});
