import { installationDays, payOnInstallationMessages } from "@urjavolt/contract/installation";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceVisits } from "../../db/schema/service.ts";
import { technicianPincodes } from "../../db/schema/staff.ts";
import { type FakeRazorpay, fakeRazorpayEnv, payFakeLink, razorpayWebhook, startFakeRazorpay } from "../../test/fake-razorpay.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/**
 * Pay on installation (decision 059): offered only with installation and within the limit staff set;
 * the order confirmed unpaid with its units held; the technician's close sends a Razorpay payment link
 * (made at the fake's HTTP boundary) by SMS or takes the cash to the paisa; the link's webhook (or the
 * reconciler) pays the order once, with its receipt and tax invoice; a failed visit or time run out
 * cancels the order and releases its units.
 */

const setup = async (db: Database) => {
  await db.insert(products).values([
    // ₹25,000 an inverter, fitted for ₹499; delivery is free.
    productRow({ id: 1, name: "Inverter Paid On Fitting", stock: 10, pricePaise: 2_500_000, discountedPricePaise: 2_500_000, installation: true, installationFeePaise: 49_900 }),
    productRow({ id: 2, name: "Cable Kit", category: "accessory", stock: 10, pricePaise: 50_000, discountedPricePaise: 50_000 }),
  ]);
};

const LIMIT_RUPEES = 30_000;

describe.each(testDatabaseKinds)("pay on installation on %s", (kind) => {
  const env: Record<string, string> = fakeRazorpayEnv();
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    env.RAZORPAY_API_BASE = fake.url;
  });
  afterAll(async () => {
    await fake.app.close();
  });
  const t = useTestApp(kind, { env, setup });
  let address = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, headers, remoteAddress: `10.8.${(address >> 8) & 255}.${address++ & 255}` });
  let pincodes = 0;
  /** A technician serving a pincode of this test's own. */
  const technician = async () => {
    const pincode = String(142_001 + pincodes++);
    const who = await signInAs(t.app, "technician", { name: `Technician ${pincode}` });
    await t.database.db.insert(technicianPincodes).values({ staffId: who.staff.id, pincode });
    return { ...who, pincode, day: installationDays(new Date(), pincode, () => false)[0]! };
  };
  const setLimit = async (limit: number, days = 3) => {
    const admin = await signInAs(t.app, "admin");
    const set = await t.app.inject({ method: "PUT", url: "/api/v1/admin/settings/pay-on-installation", headers: admin.headers, payload: { limit, days } });
    expect(set.statusCode, set.body).toBe(200);
  };
  const order = (pincode: string, day: string, options: { quantity?: number; pay?: boolean; installation?: boolean; email?: string } = {}) =>
    post("placeOrderpayment/create-order", {
      full_name: "Simran Kaur",
      email: options.email ?? "simran@example.in",
      mobile: "9812345678",
      address: "4 Model Town",
      city: "Patiala",
      state: "Punjab",
      pincode,
      product_data: [{ product_id: 1, product_name: "x", quantity: options.quantity ?? 1, price: 1 }],
      coupon_code: null,
      installation: options.installation === false ? null : { date: day, slot: "11:00" },
      pay_on_installation: options.pay ?? true,
    });
  const rowOf = async (number: string) => (await t.database.db.select().from(orders).where(eq(orders.number, number)))[0]!;
  const reserved = async () => (await t.database.db.select({ reserved: products.reserved }).from(products).where(eq(products.id, 1)))[0]!.reserved;
  const stockOf = async () => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, 1)))[0]!.stock;
  const installOf = async (tech: { headers: Record<string, string> }, number: string) =>
    (await t.app.inject({ url: "/api/v1/admin/visits", headers: tech.headers })).json().booked.find((visit: { order: { number: string } }) => visit.order.number === number);
  let serials = 0;
  const close = (tech: { headers: Record<string, string> }, visitId: number, payment: unknown) =>
    post(`admin/visits/${visitId}/install`, { units: [{ productId: 1, serial: `UVP-${kind}-${++serials}` }], ...(payment !== undefined && { payment }) }, tech.headers);

  it("offers pay on installation only when staff set a limit, with installation, at or under the limit; bad input is a 400", async () => {
    const tech = await technician();
    const off = await t.app.inject({ url: "/api/v1/checkout/pay-on-installation" });
    expect(off.json()).toEqual({ limit: 0, days: 3 });
    const refusedOff = await order(tech.pincode, tech.day);
    expect(refusedOff.statusCode).toBe(400);
    expect(refusedOff.json().errors).toEqual({ pay_on_installation: payOnInstallationMessages.notOffered });

    await setLimit(LIMIT_RUPEES, 2);
    expect((await t.app.inject({ url: "/api/v1/checkout/pay-on-installation" })).json()).toEqual({ limit: LIMIT_RUPEES, days: 2 });
    // Two inverters come to ₹50,998 with fitting: over the limit.
    expect((await order(tech.pincode, tech.day, { quantity: 2 })).statusCode).toBe(400);
    // No installation, no paying on it.
    expect((await order(tech.pincode, tech.day, { installation: false })).json().errors).toEqual({ pay_on_installation: payOnInstallationMessages.notOffered });
    expect((await post("placeOrderpayment/create-order", { pay_on_installation: "yes" })).statusCode).toBe(400);

    const admin = await signInAs(t.app, "admin");
    for (const payload of [{ limit: -1, days: 3 }, { limit: 10.005, days: 3 }, { limit: 100, days: 0 }, { limit: 100, days: 15 }, { limit: "lots", days: 3 }, {}]) {
      const bad = await t.app.inject({ method: "PUT", url: "/api/v1/admin/settings/pay-on-installation", headers: admin.headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const staff = await signInAs(t.app, "support");
    expect((await t.app.inject({ method: "PUT", url: "/api/v1/admin/settings/pay-on-installation", headers: staff.headers, payload: { limit: 1, days: 3 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: "/api/v1/admin/settings/pay-on-installation", payload: { limit: 1, days: 3 } })).statusCode).toBe(401);
  });

  it("confirms the order unpaid with its units held, sends a payment link by SMS when the technician closes, and the link's webhook pays it once with its receipt and invoice", async () => {
    await setLimit(LIMIT_RUPEES);
    const tech = await technician();
    const before = await reserved();
    const created = await order(tech.pincode, tech.day, { email: "link@example.in" });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.total).toBe(25_499);
    expect(body.pay_on_installation).toMatchObject({ due_by: expect.any(String), tracking_token: expect.any(String) });
    // Nothing asked of the gateway at checkout.
    expect(fake.requests.filter((request) => request.body.receipt === body.custom_order_id)).toHaveLength(0);
    let row = await rowOf(body.custom_order_id);
    expect(row).toMatchObject({ status: "created", payOnInstallation: true, installationPayment: "due", reservation: "held", reconcileAt: null, paymentId: null });
    expect(row.reservedUntil!.getTime()).toBe(row.paymentDueBy!.getTime());
    expect(row.paymentDueBy!.getTime()).toBeGreaterThan(new Date(`${tech.day}T00:00:00Z`).getTime() + 2 * 86_400_000);
    expect(await reserved()).toBe(before + 1);
    const [confirmation] = await t.database.db.select().from(outbox).where(and(eq(outbox.to, "link@example.in"), eq(outbox.kind, "order-due-on-installation")));
    expect(confirmation!.subject).toContain(`Order ${body.custom_order_id} confirmed: payment due on installation`);
    expect(confirmation!.text).toContain("₹25,499");
    expect(confirmation!.text).toContain("within 3 days of the installation day");
    // The tracking page says payment is due on installation.
    const tracked = (await t.app.inject({ url: `/api/v1/track-order/${body.pay_on_installation.tracking_token}` })).json();
    expect(tracked).toMatchObject({ status: "created", installationPayment: { state: "due" }, invoiceNumber: null });

    // The reconciler leaves it alone: it is not an unpaid card order to expire after a day.
    await t.app.reconciler.runOnce(new Date(Date.now() + 30 * 3600_000));
    expect((await rowOf(body.custom_order_id)).status).toBe("created");

    const visit = await installOf(tech, body.custom_order_id);
    // Closing without saying how it is paid is a 400; cash of the wrong amount is a 400 naming the amount due.
    const unpaid = await close(tech, visit.id, undefined);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().errors).toEqual({ payment: payOnInstallationMessages.paymentRequired });
    const short = await close(tech, visit.id, { method: "cash", amount: 25_498.99 });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ "payment.amount": payOnInstallationMessages.cashAmount("₹25,499") });
    expect((await close(tech, visit.id, { method: "cheque" })).statusCode).toBe(400);
    expect((await close(tech, visit.id, { method: "cash", amount: "lots" })).statusCode).toBe(400);

    // The gateway is down: a 502 saying so, nothing recorded, the visit still open.
    fake.failNextLink = 503;
    const down = await close(tech, visit.id, { method: "link" });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(payOnInstallationMessages.linkFailed);
    expect((await installOf(tech, body.custom_order_id))?.id).toBe(visit.id);

    const closed = await close(tech, visit.id, { method: "link" });
    expect(closed.statusCode, closed.body).toBe(200);
    row = await rowOf(body.custom_order_id);
    expect(row).toMatchObject({ status: "created", installationPayment: "link_sent", paymentLinkId: expect.stringMatching(/^plink_Fake/) });
    const link = fake.paymentLinks.get(row.paymentLinkId!)!;
    expect(link).toMatchObject({ amount: 2_549_900, reference_id: body.custom_order_id, customer: { contact: "+919812345678", email: "link@example.in" } });
    const [sms] = await t.database.db.select().from(outbox).where(and(eq(outbox.channel, "sms"), eq(outbox.kind, "payment-link"), eq(outbox.to, "+919812345678")));
    expect(sms!.text).toContain(link.short_url);
    expect(sms!.text).toContain(body.custom_order_id);
    expect((await t.app.inject({ url: `/api/v1/track-order/${body.pay_on_installation.tracking_token}` })).json().installationPayment.state).toBe("link_sent");

    // The customer pays at the link; Razorpay's webhook, delivered twice, and the reconciler pay it once.
    const event = payFakeLink(fake, link.id);
    const first = await t.app.inject(razorpayWebhook(event, `evt_link_${kind}_1`));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe("processed");
    expect((await t.app.inject(razorpayWebhook(event, `evt_link_${kind}_1`))).json().status).toBe("duplicate");
    expect((await t.app.inject(razorpayWebhook(event, `evt_link_${kind}_2`))).statusCode).toBe(200);
    await t.app.reconciler.runOnce();
    row = await rowOf(body.custom_order_id);
    expect(row).toMatchObject({ status: "paid", installationPayment: "paid_link", reservation: "consumed", paymentId: link.payments![0]!.payment_id, receiptNumber: expect.any(String), needsRefund: false });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(1);
    expect(await t.database.db.select().from(outbox).where(and(eq(outbox.to, "link@example.in"), eq(outbox.kind, "order-paid")))).toHaveLength(1);
    expect(await reserved()).toBe(before);
    const paid = (await t.app.inject({ url: `/api/v1/track-order/${body.pay_on_installation.tracking_token}` })).json();
    expect(paid).toMatchObject({ status: "paid", installationPayment: { state: "paid_link" }, invoiceNumber: expect.any(String) });
    // A forged webhook is refused.
    const forged = razorpayWebhook(event, "evt_forged", "not-the-secret");
    expect((await t.app.inject(forged)).statusCode).toBe(400);
  });

  it("pays by the reconciler when the webhook never came", async () => {
    await setLimit(LIMIT_RUPEES);
    const tech = await technician();
    const body = (await order(tech.pincode, tech.day, { email: "lost@example.in" })).json();
    const visit = await installOf(tech, body.custom_order_id);
    expect((await close(tech, visit.id, { method: "link" })).statusCode).toBe(200);
    const row = await rowOf(body.custom_order_id);
    payFakeLink(fake, row.paymentLinkId!);
    await t.app.reconciler.runOnce();
    expect(await rowOf(body.custom_order_id)).toMatchObject({ status: "paid", installationPayment: "paid_link" });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(1);
  });

  it("takes cash of exactly the amount due: receipt and invoice at once, and the warranty names the invoice", async () => {
    await setLimit(LIMIT_RUPEES);
    const tech = await technician();
    const body = (await order(tech.pincode, tech.day, { email: "cash@example.in" })).json();
    const visit = await installOf(tech, body.custom_order_id);
    const closed = await close(tech, visit.id, { method: "cash", amount: 25_499 });
    expect(closed.statusCode, closed.body).toBe(200);
    const row = await rowOf(body.custom_order_id);
    expect(row).toMatchObject({ status: "paid", installationPayment: "paid_cash", paymentId: `cash_${body.custom_order_id}`, receiptNumber: expect.any(String), reservation: "consumed" });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, row.id));
    expect(invoice).toBeDefined();
    expect(await t.database.db.select().from(outbox).where(and(eq(outbox.to, "cash@example.in"), eq(outbox.kind, "order-paid")))).toHaveLength(1);
    // No gateway payment stands behind cash: the console refuses a refund or a cancellation through the gateway.
    const admin = await signInAs(t.app, "admin");
    const refund = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${row.id}/refunds`, headers: admin.headers, payload: { refunded: 0, lines: [{ position: 0, quantity: 1 }], reason: "Changed mind" } });
    expect([400, 409]).toContain(refund.statusCode);
    const cancel = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${row.id}/status`, headers: admin.headers, payload: { status: "cancelled", note: "Changed mind" } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(payOnInstallationMessages.cashRefund);
    // Closed once: a replay is refused and changes nothing.
    expect((await close(tech, visit.id, { method: "cash", amount: 25_499 })).statusCode).toBe(409);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, row.id))).toHaveLength(1);
  });

  it("cancels the order and releases its units when the installation fails or is not done in the time to pay; once fitted, its units are sold, paid or not", async () => {
    await setLimit(LIMIT_RUPEES, 1);
    const tech = await technician();
    const before = await reserved();
    const refused = (await order(tech.pincode, tech.day, { email: "refused@example.in" })).json();
    expect(await reserved()).toBe(before + 1);
    const visit = await installOf(tech, refused.custom_order_id);
    expect((await post(`admin/visits/${visit.id}/install-failed`, { reason: "changed_mind" }, tech.headers)).statusCode).toBe(400);
    expect((await post(`admin/visits/${visit.id}/install-failed`, {}, tech.headers)).statusCode).toBe(400);
    const failed = await post(`admin/visits/${visit.id}/install-failed`, { reason: "customer_refused", notes: "Wanted another model" }, tech.headers);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await rowOf(refused.custom_order_id)).toMatchObject({ status: "cancelled", reservation: "released", installationPayment: "due" });
    expect(await reserved()).toBe(before);
    const [cancelledVisit] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, visit.id));
    expect(cancelledVisit).toMatchObject({ status: "cancelled", notes: "The customer refused the installation. Wanted another model" });
    const [mail] = await t.database.db.select().from(outbox).where(and(eq(outbox.to, "refused@example.in"), eq(outbox.kind, "order-cancelled-unpaid")));
    expect(mail!.text).toContain("the customer refused the installation");
    expect((await post(`admin/visits/${visit.id}/install-failed`, { reason: "not_possible" }, tech.headers)).statusCode).toBe(409);

    // Never installed: a day after the installation day the order is cancelled and its units go back.
    const missed = (await order(tech.pincode, tech.day, { email: "missed@example.in" })).json();
    const missedRow = await rowOf(missed.custom_order_id);
    await t.app.reconciler.runOnce(new Date(missedRow.paymentDueBy!.getTime() - 60_000));
    expect((await rowOf(missed.custom_order_id)).status).toBe("created");
    await t.app.reconciler.runOnce(new Date(missedRow.paymentDueBy!.getTime() + 60_000));
    expect(await rowOf(missed.custom_order_id)).toMatchObject({ status: "cancelled", reservation: "released" });
    const [missedMail] = await t.database.db.select().from(outbox).where(and(eq(outbox.to, "missed@example.in"), eq(outbox.kind, "order-cancelled-unpaid")));
    expect(missedMail!.text).toContain("the installation was not done in the time to pay");

    // Installed with a link sent: the units left the stock at the fitting. Unpaid past its time, the
    // order is not cancelled and nothing goes back on sale; paid late, nothing is taken twice.
    const stockBefore = await stockOf();
    const late = (await order(tech.pincode, tech.day, { email: "late@example.in" })).json();
    const lateVisit = await installOf(tech, late.custom_order_id);
    expect((await close(tech, lateVisit.id, { method: "link" })).statusCode).toBe(200);
    const row = await rowOf(late.custom_order_id);
    expect(row).toMatchObject({ status: "created", installationPayment: "link_sent", reservation: "consumed", reservedUntil: null });
    expect(await stockOf()).toBe(stockBefore - 1);
    await t.app.reconciler.runOnce(new Date(row.paymentDueBy!.getTime() + 60_000));
    expect(await rowOf(late.custom_order_id)).toMatchObject({ status: "created", installationPayment: "link_sent", reservation: "consumed" });
    expect(await stockOf()).toBe(stockBefore - 1);
    payFakeLink(fake, row.paymentLinkId!);
    await t.app.reconciler.runOnce(new Date(row.paymentDueBy!.getTime() + 120_000));
    expect(await rowOf(late.custom_order_id)).toMatchObject({ status: "paid", installationPayment: "paid_link", reservation: "consumed" });
    expect(await stockOf()).toBe(stockBefore - 1);
    expect(await reserved()).toBe(before);
  });
});
