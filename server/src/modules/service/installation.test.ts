import { INSTALLATION_SAC } from "@urjavolt/contract/gst";
import { installationDays, installationMessages } from "@urjavolt/contract/installation";
import { slotBounds } from "@urjavolt/contract/service-visits";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceVisits } from "../../db/schema/service.ts";
import { technicianPincodes } from "../../db/schema/staff.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/** Each pincode is one test's own, so tests never share a technician's slots. */
async function setup(db: Database) {
  await db.insert(products).values([
    productRow({ id: 1, name: "Inverter Fitted Free", stock: 100, installation: true, installationFeePaise: 0 }),
    productRow({ id: 2, name: "Battery With Fee", category: "battery", stock: 100, installation: true, installationFeePaise: 49_900 }),
    productRow({ id: 3, name: "Cable Kit", category: "accessory", stock: 100 }),
  ]);
}

const shipping = (pincode: string, email = "asha@example.in") => ({ full_name: "Asha Rani", email, mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode });
const line = (productId: number, quantity = 1) => ({ product_id: productId, product_name: "Anything", quantity, price: 1 });

describe.each(testDatabaseKinds)("installation chosen at checkout on %s", (kind) => {
  const t = useTestApp(kind, { setup });
  let address = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, headers, remoteAddress: `10.7.${(address >> 8) & 255}.${address++ & 255}` });
  const availability = async (pincode: string, ids = "1,2") => t.app.inject({ url: `/api/v1/installation/availability?pincode=${pincode}&products=${ids}` });
  const technician = async (name: string, pincodes: string[]) => {
    const who = await signInAs(t.app, "technician", { name });
    await t.database.db.insert(technicianPincodes).values(pincodes.map((pincode) => ({ staffId: who.staff.id, pincode })));
    return who;
  };
  const firstDay = (pincode: string) => installationDays(new Date(), pincode, () => false)[0]!;
  const order = (pincode: string, lines: unknown[], installation: object | null, email?: string) =>
    post("placeOrderpayment/create-order", { ...shipping(pincode, email), product_data: lines, coupon_code: null, installation });
  const payAndVerify = async (orderId: string) => {
    const payment = (await post("test-gateway/pay", { order_id: orderId, outcome: "success" })).json();
    const verified = await post("payment/verifyPlaceOrderPayment", payment);
    expect(verified.statusCode, verified.body).toBe(200);
  };

  it("offers days after the delivery estimate only where a technician serves the pincode, and nothing for products without installation", async () => {
    const none = await availability("141001");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ offered: true, served: false, days: [], message: installationMessages.notServed });
    expect((await availability("141001", "3")).json()).toMatchObject({ offered: false, days: [], message: installationMessages.notOffered });
    expect((await t.app.inject({ url: "/api/v1/installation/availability?pincode=12&products=1" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v1/installation/availability?pincode=141001&products=x" })).statusCode).toBe(400);

    await technician("Gurpreet Singh", ["141002"]);
    const served = (await availability("141002")).json();
    expect(served).toMatchObject({ offered: true, served: true, message: null, fees: expect.arrayContaining([{ productId: 2, feePaise: 49_900 }, { productId: 1, feePaise: 0 }]) });
    expect(served.days[0]).toEqual({ date: firstDay("141002"), slots: ["09:00", "11:00", "13:00", "15:00", "17:00"] });
    expect(served.days.every((day: { date: string }) => new Date(`${day.date}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
  });

  it("books the slot with the order, adds the fee to the total and the invoice's own SAC line, and takes the slot off the offer", async () => {
    const gurmeet = await technician("Gurmeet Kaur", ["141003"]);
    const date = firstDay("141003");
    const created = await order("141003", [line(2, 2), line(3)], { date, slot: "11:00" });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.installation).toMatchObject({ fee: 998, from: slotBounds(date, "11:00").start.toISOString() });
    expect(body.total).toBe(body.subtotal - body.discount + body.shipping + 998);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, body.order_id));
    expect(row).toMatchObject({ installation: true, installationPaise: 99_800 });
    const [visit] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.orderId, row!.id));
    expect(visit).toMatchObject({ kind: "install", status: "booked", technicianId: gurmeet.staff.id, ticketId: null, bookedBy: null });
    // Its one technician is taken at 11:00 that day: the slot is no longer offered.
    const day = (await availability("141003")).json().days.find((offered: { date: string }) => offered.date === date);
    expect(day.slots).toEqual(["09:00", "13:00", "15:00", "17:00"]);

    await payAndVerify(body.order_id);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, row!.id));
    const installation = invoice!.document.lines.find((invoiceLine) => invoiceLine.hsn === INSTALLATION_SAC);
    expect(installation).toMatchObject({ description: "Installation", amountPaise: 99_800, gstRatePercent: 18, taxablePaise: 84_576 });
  });

  it("refuses a slot not offered, a choice for products without installation, and at a pincode nobody serves", async () => {
    await technician("Harjit Gill", ["141004"]);
    const sunday = (() => {
      const date = new Date(`${firstDay("141004")}T00:00:00Z`);
      while (date.getUTCDay() !== 0) date.setUTCDate(date.getUTCDate() + 1);
      return date.toISOString().slice(0, 10);
    })();
    const onSunday = await order("141004", [line(1)], { date: sunday, slot: "09:00" });
    expect(onSunday.statusCode).toBe(400);
    expect(onSunday.json().errors).toMatchObject({ "installation.date": installationMessages.notOffer });
    expect((await order("141004", [line(1)], { date: firstDay("141004"), slot: "08:00" })).statusCode).toBe(400);
    const accessory = await order("141004", [line(3)], { date: firstDay("141004"), slot: "09:00" });
    expect(accessory.statusCode).toBe(400);
    expect(accessory.json().errors).toMatchObject({ installation: installationMessages.notOffered });
    const unserved = await order("141099", [line(1)], { date: firstDay("141099"), slot: "09:00" });
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json().message).toBe(installationMessages.notServed);
    // Without installation the order goes ahead at any pincode.
    expect((await order("141099", [line(1)], null)).statusCode).toBe(201);
  });

  it("gives one of two buyers racing for a technician's last slot the booking and the other a 409 asking for another slot", async () => {
    await technician("Jaspreet Sandhu", ["141005"]);
    const choice = { date: firstDay("141005"), slot: "15:00" };
    const answers = await Promise.all([order("141005", [line(1)], choice, "one@example.in"), order("141005", [line(1)], choice, "two@example.in")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.message).toBe(installationMessages.slotTaken);
    expect(refused.errors).toMatchObject({ "installation.slot": installationMessages.slotTaken });
    const booked = await t.database.db
      .select()
      .from(serviceVisits)
      .where(and(eq(serviceVisits.status, "booked"), eq(serviceVisits.slotStart, slotBounds(choice.date, "15:00").start)));
    expect(booked).toHaveLength(1);
    // The refused buyer made no order: nothing of theirs holds stock.
    expect(await t.database.db.select().from(orders).where(eq(orders.email, "two@example.in"))).toHaveLength(answers[1]!.statusCode === 201 ? 1 : 0);
  });

  it("with two technicians serving, books the second when the first has the slot, and never one technician twice", async () => {
    const first = await technician("Kuldeep Brar", ["141006"]);
    const second = await technician("Lovepreet Dhillon", ["141006"]);
    const choice = { date: firstDay("141006"), slot: "09:00" };
    const answers = await Promise.all([order("141006", [line(1)], choice, "a@example.in"), order("141006", [line(1)], choice, "b@example.in"), order("141006", [line(1)], choice, "c@example.in")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409]);
    const booked = await t.database.db.select({ technicianId: serviceVisits.technicianId }).from(serviceVisits).where(and(eq(serviceVisits.status, "booked"), eq(serviceVisits.slotStart, slotBounds(choice.date, "09:00").start)));
    expect(booked.map((visit) => visit.technicianId).sort()).toEqual([first.staff.id, second.staff.id].sort());
    expect((await availability("141006")).json().days.find((day: { date: string }) => day.date === choice.date).slots).not.toContain("09:00");
  });

  it("frees the slot when the unpaid order is cancelled", async () => {
    await technician("Manpreet Virk", ["141007"]);
    const choice = { date: firstDay("141007"), slot: "13:00" };
    const created = (await order("141007", [line(1)], choice)).json();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.gatewayOrderId, created.order_id));
    const admin = await signInAs(t.app, "admin");
    const cancelled = await t.app.inject({ method: "POST", url: `/api/v1/admin/orders/${row!.id}/status`, headers: admin.headers, payload: { status: "cancelled", note: "Buyer changed their mind" } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [visit] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.orderId, row!.id));
    expect(visit!.status).toBe("cancelled");
    expect((await availability("141007")).json().days.find((day: { date: string }) => day.date === choice.date).slots).toContain("13:00");
    expect((await order("141007", [line(1)], choice)).statusCode).toBe(201);
  });

  it("lists the install beside repairs for its technician, and closing it registers each serial Active and e-mails the certificate", async () => {
    const navdeep = await technician("Navdeep Sidhu", ["141008"]);
    const created = (await order("141008", [line(1), line(2), line(3)], { date: firstDay("141008"), slot: "17:00" }, "fit@example.in")).json();
    await payAndVerify(created.order_id);
    const mine = (await t.app.inject({ url: "/api/v1/admin/visits", headers: navdeep.headers })).json();
    expect(mine.booked).toHaveLength(1);
    const [install] = mine.booked;
    expect(install).toMatchObject({ kind: "install", ticket: null, order: { number: created.custom_order_id, name: "Asha Rani", pincode: "141008" } });
    expect(install.order.items).toEqual([
      { productId: 1, name: "Inverter Fitted Free", quantity: 1, installation: true },
      { productId: 2, name: "Battery With Fee", quantity: 1, installation: true },
      { productId: 3, name: "Cable Kit", quantity: 1, installation: false },
    ]);
    const close = (payload: object, who = navdeep) => t.app.inject({ method: "POST", url: `/api/v1/admin/visits/${install.id}/install`, headers: who.headers, payload });
    // A repair's close is refused for an installation, and no serials is a 400.
    expect((await t.app.inject({ method: "POST", url: `/api/v1/admin/visits/${install.id}/close`, headers: navdeep.headers, payload: { outcome: "repaired" } })).statusCode).toBe(409);
    expect((await close({ units: [] })).statusCode).toBe(400);
    expect((await close({ units: [{ productId: 3, serial: "CAB-1" }] })).statusCode).toBe(400);
    // Someone else's installation is not theirs to close.
    const other = await technician("Other Tech", ["141009"]);
    expect((await close({ units: [{ productId: 1, serial: "uvi 8801" }] }, other)).statusCode).toBe(404);

    await t.database.db.insert(warrantyRegistrations).values({ serialNo: "TAKEN-1", name: "X", mobile: "9876500000", purchaseDate: "2026-01-01", dealer: "Shop", invoiceNo: "1", pincode: "141008", status: "pending" });
    const taken = await close({ units: [{ productId: 1, serial: "uvi 8801" }, { productId: 2, serial: "taken-1" }] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ "units.1.serial": installationMessages.serialRegistered("TAKEN-1") });

    const closed = await close({ units: [{ productId: 1, serial: "uvi 8801" }, { productId: 2, serial: "UVB-7702" }], notes: "Fitted on the wall" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().booked).toHaveLength(0);
    expect(closed.json().recent[0]).toMatchObject({ kind: "install", status: "done", outcome: "installed", fittedSerials: ["UVI8801", "UVB-7702"] });
    const [invoice] = await t.database.db.select({ number: invoices.number }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(orders.gatewayOrderId, created.order_id));
    const [registration] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, "UVI8801"));
    expect(registration).toMatchObject({ status: "active", productId: 1, dealer: "Online shop", invoiceNo: invoice!.number, email: "fit@example.in", mobile: "9876543210" });
    const [mail] = await t.database.db.select().from(outbox).where(and(eq(outbox.to, "fit@example.in"), eq(outbox.kind, "warranty-installed")));
    expect(mail!.text).toContain("/account/units/UVI8801/certificate");
    expect(mail!.text).toContain("/account/units/UVB-7702");
    // Closed once: a second closing is refused.
    expect((await close({ units: [{ productId: 1, serial: "UVI-9999" }] })).statusCode).toBe(409);
  });
});
