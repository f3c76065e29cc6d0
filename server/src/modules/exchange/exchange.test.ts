import { exchangeMessages } from "@urjavolt/contract/exchange";
import { installationDays } from "@urjavolt/contract/installation";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { exchangeValues } from "../../db/schema/exchange.ts";
import { creditNotes, invoices } from "../../db/schema/invoices.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { testGatewayPaymentLinks } from "../../db/schema/payments.ts";
import { checkoutSettings, orderItems, orders, refunds } from "../../db/schema/orders.ts";
import { serviceVisits } from "../../db/schema/service.ts";
import { technicianPincodes } from "../../db/schema/staff.ts";
import { batteryTakebacks } from "../../db/schema/takeback.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { demoExchangeValues } from "../../lib/exchange-values.ts";

async function setup(db: Database) {
  await db.insert(products).values([
    productRow({ id: 1, name: "Inverter Fitted Free", stock: 100, installation: true, installationFeePaise: 0 }),
    productRow({ id: 2, name: "Battery 150 Ah", category: "battery", stock: 100, installation: true, installationFeePaise: 0 }),
    productRow({ id: 3, name: "Battery Not Fitted", category: "battery", stock: 100 }),
  ]);
  await db.insert(exchangeValues).values(demoExchangeValues.map((cell) => ({ ...cell, chemistry: cell.chemistry as never, capacityBand: cell.capacityBand as never })));
}

const shipping = (pincode: string) => ({ full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode });
const line = (productId: number, quantity = 1) => ({ product_id: productId, product_name: "Anything", quantity, price: 1 });
const leadAcid100 = { chemistry: "lead_acid", capacityBand: "up_to_100" } as const;

describe.each(testDatabaseKinds)("the old battery exchanged at installation on %s", (kind) => {
  const t = useTestApp(kind, { setup });
  let address = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, headers, remoteAddress: `10.9.${(address >> 8) & 255}.${address++ & 255}` });
  const technician = async (name: string, pincode: string) => {
    const who = await signInAs(t.app, "technician", { name });
    await t.database.db.insert(technicianPincodes).values({ staffId: who.staff.id, pincode });
    return who;
  };
  const slot = (pincode: string) => ({ date: installationDays(new Date(), pincode, () => false)[0]!, slot: "11:00" });
  const order = (pincode: string, lines: unknown[], installation: object | null, exchange: object | null) =>
    post("placeOrderpayment/create-order", { ...shipping(pincode), product_data: lines, coupon_code: null, installation, exchange });
  const paid = async (pincode: string, exchange: object | null, lines: unknown[] = [line(2)]) => {
    const created = await order(pincode, lines, slot(pincode), exchange);
    expect(created.statusCode, created.body).toBe(201);
    const payment = (await post("test-gateway/pay", { order_id: created.json().order_id, outcome: "success" })).json();
    expect((await post("payment/verifyPlaceOrderPayment", payment)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, created.json().order_id));
    const [visit] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.orderId, row!.id));
    return { created: created.json(), order: row!, visit: visit! };
  };

  it("keeps the value table for admins only, and refuses bad values with a 400 naming the cell", async () => {
    const admin = await signInAs(t.app, "admin");
    const support = await signInAs(t.app, "support");
    expect((await t.app.inject({ url: "/api/v1/admin/exchange-values" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/admin/exchange-values", headers: support.headers })).statusCode).toBe(403);
    const table = await t.app.inject({ url: "/api/v1/admin/exchange-values", headers: admin.headers });
    expect(table.statusCode).toBe(200);
    expect(table.json().values).toHaveLength(8);
    expect(table.json().values).toContainEqual({ ...leadAcid100, value: 1500 });

    const put = (payload: object, who = admin) => t.app.inject({ method: "PUT", url: "/api/v1/admin/exchange-values", headers: who.headers, payload });
    const updated = await put({ values: [{ ...leadAcid100, value: "1750.50" }, { chemistry: "lithium_ion", capacityBand: "over_200", value: 0 }] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().values).toContainEqual({ ...leadAcid100, value: 1750.5 });
    expect(updated.json().values).toContainEqual({ chemistry: "lithium_ion", capacityBand: "over_200", value: 0 });
    expect(updated.json().updatedBy).toBeTruthy();
    const [cell] = await t.database.db.select().from(exchangeValues).where(and(eq(exchangeValues.chemistry, "lead_acid"), eq(exchangeValues.capacityBand, "up_to_100")));
    expect(cell!.valuePaise).toBe(175_050);
    // The shop reads the same table.
    expect((await t.app.inject({ url: "/api/v1/exchange-values" })).json().values).toContainEqual({ ...leadAcid100, value: 1750.5 });

    for (const bad of [
      { values: [{ ...leadAcid100, value: -1 }] },
      { values: [{ ...leadAcid100, value: "12.345" }] },
      { values: [{ ...leadAcid100, value: 50_001 }] },
      { values: [{ ...leadAcid100, value: "" }] },
      { values: [{ chemistry: "nickel", capacityBand: "up_to_100", value: 10 }] },
      { values: [{ ...leadAcid100, value: 10 }, { ...leadAcid100, value: 20 }] },
      { values: [] },
      { values: [{ ...leadAcid100, value: 10, extra: 1 }] },
    ]) {
      const refused = await put(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    // The console shows a refusal on the field it names.
    expect((await put({ values: [{ ...leadAcid100, value: 1 }, { ...leadAcid100, chemistry: "lithium_ion", value: "12.345" }] })).json().errors).toEqual({
      "values.1.value": exchangeMessages.valueInvalid,
    });
    expect((await put({ values: [{ ...leadAcid100, value: 10 }] }, support)).statusCode).toBe(403);
    await put({ values: [{ ...leadAcid100, value: 1500 }, { chemistry: "lithium_ion", capacityBand: "over_200", value: 2500 }] });
  });

  it("takes the value off the total and the battery's taxable value, only with installation and one per battery installed", async () => {
    await technician("Gurpreet Singh", "142001");
    const withoutInstall = await order("142001", [line(2)], null, { ...leadAcid100, quantity: 1 });
    expect(withoutInstall.statusCode).toBe(400);
    expect(withoutInstall.json().errors).toEqual({ exchange: exchangeMessages.needsInstallation });
    const tooMany = await order("142001", [line(1), line(2), line(3)], slot("142001"), { ...leadAcid100, quantity: 2 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ "exchange.quantity": exchangeMessages.tooMany(1) });
    const inverterOnly = await order("142001", [line(1)], slot("142001"), { ...leadAcid100, quantity: 1 });
    expect(inverterOnly.json().errors).toEqual({ exchange: exchangeMessages.noBatteries });
    expect((await order("142001", [line(2)], slot("142001"), { chemistry: "nickel", capacityBand: "up_to_100" })).statusCode).toBe(400);
    // The browser's figure is never read: a value sent along is refused, not trusted.
    expect((await order("142001", [line(2)], slot("142001"), { ...leadAcid100, quantity: 1, value: 99_999 })).statusCode).toBe(400);

    const { created, order: row } = await paid("142001", { chemistry: "lead_acid", capacityBand: "101_to_150", quantity: 2 }, [line(2, 2), line(1)]);
    expect(created.exchange).toEqual({ chemistry: "lead_acid", capacityBand: "101_to_150", quantity: 2, value: 4400 });
    expect(created.total).toBe(created.subtotal - created.discount - 4400 + created.shipping);
    expect(row).toMatchObject({ exchangeQuantity: 2, exchangeUnitPaise: 220_000, exchangePaise: 440_000 });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.position));
    expect(items.map((item) => item.exchangePaise)).toEqual([440_000, 0]);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, row.id));
    const battery = invoice!.document.lines[0]!;
    expect(battery.amountPaise).toBe(2 * 2_500_000 - 440_000);
    expect(battery.taxablePaise + battery.taxPaise).toBe(battery.amountPaise);
    expect(invoice!.document.totals.totalPaise).toBe(row.totalPaise);
  });

  it("with pay on installation, is settled on the amount due: the link or the cash asks for what was collected is worth, and the invoice shows it (decision 059)", async () => {
    const tech = await technician("Harpreet Kaur", "142009");
    await t.database.db.update(checkoutSettings).set({ payOnInstallationLimitPaise: 10_000_000 });
    const request = (exchange: object | null) =>
      post("placeOrderpayment/create-order", { ...shipping("142009"), product_data: [line(2)], coupon_code: null, installation: slot("142009"), exchange, pay_on_installation: true });
    const unpaid = async (exchange: object) => {
      const created = await request(exchange);
      expect(created.statusCode, created.body).toBe(201);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, created.json().order_id));
      const [visit] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.orderId, row!.id));
      return { created: created.json(), order: row!, visit: visit! };
    };
    const close = (visitId: number, payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/visits/${visitId}/install`, headers: tech.headers, payload });

    // A bigger battery than declared: the link asks for ₹700 less, and the invoice is on the settled value.
    const first = await unpaid({ ...leadAcid100, quantity: 1 });
    expect(first.order).toMatchObject({ payOnInstallation: true, exchangePaise: 150_000, totalPaise: 2_500_000 - 150_000 });
    const [confirmation] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "order-due-on-installation"));
    expect(confirmation!.text).toContain("exchange value is confirmed when the technician collects it");
    const page = (await t.app.inject({ url: "/api/v1/admin/visits", headers: tech.headers })).json();
    const listed = page.booked.find((visit: { id: number }) => visit.id === first.visit.id);
    expect(listed.order.payment).toMatchObject({ state: "due", due: 23_500, settle: { unitValue: 1500, beforeExchange: 25_000, cap: 24_999 } });
    const bigger = { chemistry: "lead_acid", capacityBand: "101_to_150", weightKg: 41 };
    // Nothing is collected apart on an unpaid order: the difference is in the amount due.
    const ticked = await close(first.visit.id, { units: [{ productId: 2, serial: "UVB-5001" }], collected: [bigger], differenceCollected: true, payment: { method: "link" } });
    expect(ticked.statusCode).toBe(400);
    expect(ticked.json().errors).toEqual({ differenceCollected: exchangeMessages.settledOnDue });
    const [made] = await t.database.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(made).toMatchObject({ totalPaise: 2_350_000, exchangePaise: 150_000, exchangeAdjustmentPaise: 0, paymentLinkPaise: 2_280_000 });
    // Refused again, now with the declared battery: the link made for the bigger one is cancelled, one for the declared amount made.
    const wrongUnit = await close(first.visit.id, { units: [{ productId: 3, serial: "UVB-5001" }], collected: [{ ...leadAcid100, weightKg: 27 }], payment: { method: "link" } });
    expect(wrongUnit.statusCode).toBe(400);
    const [remade] = await t.database.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(remade).toMatchObject({ totalPaise: 2_350_000, paymentLinkPaise: 2_350_000 });
    const linkStatus = async (id: string) => (await t.database.db.select().from(testGatewayPaymentLinks).where(eq(testGatewayPaymentLinks.id, id)))[0]!.status;
    expect(await linkStatus(made!.paymentLinkId!)).toBe("cancelled");
    const closed = await close(first.visit.id, { units: [{ productId: 2, serial: "UVB-5001" }], collected: [bigger], payment: { method: "link" } });
    expect(closed.statusCode, closed.body).toBe(200);
    const [settled] = await t.database.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(settled).toMatchObject({ status: "created", installationPayment: "link_sent", totalPaise: 2_280_000, exchangePaise: 220_000, exchangeAdjustmentPaise: 70_000, paymentLinkPaise: 2_280_000 });
    expect(await linkStatus(remade!.paymentLinkId!)).toBe("cancelled");
    expect(await linkStatus(settled!.paymentLinkId!)).toBe("created");
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, first.order.id));
    expect(item!.exchangePaise).toBe(220_000);
    const paidLink = await t.app.inject({ method: "POST", url: `/api/v1/test-gateway/links/${settled!.paymentLinkId}/pay` });
    expect(paidLink.statusCode, paidLink.body).toBeLessThan(300);
    const [invoiced] = await t.database.db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(invoiced).toMatchObject({ status: "paid", installationPayment: "paid_link" });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, first.order.id));
    expect(invoice!.document.lines[0]!.amountPaise).toBe(2_500_000 - 220_000);
    expect(invoice!.document.totals.totalPaise).toBe(2_280_000);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, first.order.id))).toEqual([]);
    const [ledger] = await t.database.db.select().from(batteryTakebacks).where(eq(batteryTakebacks.reference, first.order.number));
    expect(ledger).toMatchObject({ chemistry: "lead_acid", capacityBand: "101_to_150", weightGrams: 41_000 });

    // Nothing handed over: the cash is the whole price, to the paisa.
    const second = await unpaid({ ...leadAcid100, quantity: 1 });
    const short = await close(second.visit.id, { units: [{ productId: 2, serial: "UVB-5002" }], collected: [], payment: { method: "cash", amount: 23_500 } });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors["payment.amount"]).toContain("₹25,000");
    const cash = await close(second.visit.id, { units: [{ productId: 2, serial: "UVB-5002" }], collected: [], payment: { method: "cash", amount: 25_000 } });
    expect(cash.statusCode, cash.body).toBe(200);
    const [cashOrder] = await t.database.db.select().from(orders).where(eq(orders.id, second.order.id));
    expect(cashOrder).toMatchObject({ status: "paid", installationPayment: "paid_cash", totalPaise: 2_500_000, exchangePaise: 0, exchangeAdjustmentPaise: -150_000 });
    const [cashInvoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, second.order.id));
    expect(cashInvoice!.document.totals.totalPaise).toBe(2_500_000);
  });

  it("at pickup, the declared battery keeps the discount, goes into the ledger with its weight, and the closing is once", async () => {
    const tech = await technician("Harjit Gill", "142002");
    const { order: row, visit } = await paid("142002", { ...leadAcid100, quantity: 1 });
    const close = (payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/visits/${visit.id}/install`, headers: tech.headers, payload });
    expect((await close({ units: [{ productId: 2, serial: "UVB-2001" }], collected: [{ ...leadAcid100, weightKg: "0" }] })).statusCode).toBe(400);
    expect((await close({ units: [{ productId: 2, serial: "UVB-2001" }], collected: [{ ...leadAcid100, weightKg: 28.5 }], differenceCollected: true })).json().errors).toEqual({
      differenceCollected: exchangeMessages.shortfallNotDue,
    });
    const closed = await close({ units: [{ productId: 2, serial: "UVB-2001" }], collected: [{ ...leadAcid100, weightKg: "28.5" }] });
    expect(closed.statusCode, closed.body).toBe(200);
    const ledger = await t.database.db.select().from(batteryTakebacks).where(eq(batteryTakebacks.reference, row.number));
    expect(ledger).toEqual([expect.objectContaining({ ...leadAcid100, weightGrams: 28_500, source: "technician", visitId: visit.id, recordedBy: tech.staff.id })]);
    const [done] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, visit.id));
    expect(done).toMatchObject({ status: "done", exchangeDifferencePaise: 0, exchangeRefundId: null });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, row.id))).toHaveLength(0);
    expect((await close({ units: [{ productId: 2, serial: "UVB-2002" }], collected: [{ ...leadAcid100, weightKg: 28.5 }] })).statusCode).toBe(409);
    expect(await t.database.db.select().from(batteryTakebacks).where(eq(batteryTakebacks.reference, row.number))).toHaveLength(1);
  });

  it("a more valuable battery refunds the difference through the gateway, with a credit note on the battery line", async () => {
    const tech = await technician("Jaspreet Sandhu", "142003");
    const { order: row, visit } = await paid("142003", { ...leadAcid100, quantity: 1 });
    const closed = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/visits/${visit.id}/install`,
      headers: tech.headers,
      payload: { units: [{ productId: 2, serial: "UVB-3001" }], collected: [{ chemistry: "lead_acid", capacityBand: "151_to_200", weightKg: 55 }] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    // ₹2,800 for a 151–200 Ah lead-acid against the ₹1,500 promised: ₹1,300 back.
    expect(refund).toMatchObject({ amountPaise: 130_000, status: "processed", lines: [expect.objectContaining({ position: 0, quantity: 0, amountPaise: 130_000 })] });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, row.id));
    expect(after!.refundedPaise).toBe(130_000);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, row.id));
    expect(note!.document.totals.totalPaise).toBe(130_000);
    expect(note!.document.lines).toEqual([expect.objectContaining({ invoiceLine: 0, quantity: 0, amountPaise: 130_000 })]);
    expect(note!.document.lines[0]!.taxablePaise + note!.document.lines[0]!.taxPaise).toBe(130_000);
    const [done] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, visit.id));
    expect(done).toMatchObject({ exchangeDifferencePaise: 130_000, exchangeRefundId: refund!.id });
  });

  it("with no battery handed over, the closing asks the technician to collect the difference, and records it", async () => {
    const tech = await technician("Kuldeep Brar", "142004");
    const { order: row, visit } = await paid("142004", { chemistry: "lithium_ion", capacityBand: "up_to_100", quantity: 1 });
    const close = (payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/visits/${visit.id}/install`, headers: tech.headers, payload });
    const unsettled = await close({ units: [{ productId: 2, serial: "UVB-4001" }] });
    expect(unsettled.statusCode).toBe(400);
    expect(unsettled.json().errors).toEqual({ differenceCollected: exchangeMessages.shortfallUnsettled(100_000) });
    expect((await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, visit.id)))[0]!.status).toBe("booked");
    const closed = await close({ units: [{ productId: 2, serial: "UVB-4001" }], differenceCollected: true });
    expect(closed.statusCode, closed.body).toBe(200);
    const [done] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, visit.id));
    expect(done).toMatchObject({ status: "done", exchangeDifferencePaise: -100_000, exchangeRefundId: null });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, row.id))).toHaveLength(0);
    expect(await t.database.db.select().from(batteryTakebacks).where(eq(batteryTakebacks.reference, row.number))).toHaveLength(0);
  });
});
