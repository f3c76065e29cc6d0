import { formatIsoDate, indiaIsoDate } from "@urjavolt/contract/dates";
import { addYears } from "@urjavolt/contract/form-rules";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { orders } from "../../db/schema/orders.ts";
import { serviceTickets, serviceUnits, serviceVisits } from "../../db/schema/service.ts";
import { warrantyEvents, warrantyRegistrations } from "../../db/schema/warranty.ts";
import { migrationsFolder } from "../../paths.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const base = "/api/v1/admin/service";

async function setup(db: Database) {
  await db.insert(products).values([productRow({ id: 1, name: "Lithium Inverter/UPS 2100VA", pricePaise: 3_499_900, discountedPricePaise: 2_999_900, stock: 20 })]);
}

/** The India date `days` after today, moved on past a Sunday. */
function workingDay(days: number): string {
  const date = new Date(`${indiaIsoDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds)("units by serial on %s", (kind) => {
  const t = useTestApp(kind, { setup });
  type Who = Awaited<ReturnType<typeof signInAs>>;
  let address = 0;
  const remoteAddress = () => `10.9.${(address >> 8) & 255}.${address++ & 255}`;

  const register = async (serialNo: string, purchaseDate: string, status: "pending" | "active" = "active") => {
    const [row] = await t.database.db
      .insert(warrantyRegistrations)
      .values({ serialNo, name: "Ravi Kumar", mobile: "9876543210", email: "ravi@example.in", purchaseDate, dealer: "Sharma Electricals", invoiceNo: "INV-778", pincode: "140401", status })
      .returning();
    return row!;
  };
  const record = (who: Who, serial: string) => t.app.inject({ url: `${base}/units/${encodeURIComponent(serial)}`, headers: who.headers });
  const enter = (who: Who, payload: object) => t.app.inject({ method: "POST", url: `${base}/units`, headers: who.headers, payload });
  const complaint = async (serialno: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/submitcomplaint",
      remoteAddress: remoteAddress(),
      payload: { name: "Ravi Kumar", email: "ravi@example.in", mobile: "9876543210", product: "2100VA", serialno, service_issue: "product_issue", pincode: "140401", message: "It shuts down under load." },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [ticket] = await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, response.json().reference));
    return ticket!;
  };
  const paidOrder = async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload, remoteAddress: remoteAddress() });
    const created = (
      await post("placeOrderpayment/create-order", {
        full_name: "Asha Rani",
        email: "asha@example.in",
        mobile: "9876543210",
        address: "12 Mall Road",
        city: "New Delhi",
        state: "Delhi",
        pincode: "110001",
        product_data: [{ product_id: 1, quantity: 1 }],
      })
    ).json();
    const payment = (await post("test-gateway/pay", { order_id: created.order_id, outcome: "success" })).json();
    expect((await post("payment/verifyPlaceOrderPayment", payment)).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, created.custom_order_id));
    return order!;
  };

  it("gathers a registered unit's record: its registration and warranty, and every request about it in time order", async () => {
    const desk = await signInAs(t.app, "support");
    const registration = await register("UV-2100-5001", "2025-06-01");
    const ticket = await complaint("uv-2100-5001 ");
    const answer = await record(desk, "uv-2100-5001");
    expect(answer.statusCode, answer.body).toBe(200);
    const unit = answer.json();
    expect(unit).toMatchObject({
      serialNo: "UV-2100-5001",
      product: "2100VA Inverter",
      sources: ["registration", "ticket"],
      warranty: { basis: "registration", status: "Active", startDate: "2025-06-01", endDate: addYears("2025-06-01", 5) },
      registration: { id: registration.id, status: "Active", name: "Ravi Kumar", dealer: "Sharma Electricals", invoiceNo: "INV-778" },
      tickets: [{ id: ticket.id, reference: ticket.reference, status: "new" }],
      order: null,
      replaces: null,
      replacedBy: null,
    });
    expect(unit.events.map((event: { kind: string; text: string }) => [event.kind, event.text])).toEqual([
      ["registered", "Registered for warranty by Ravi Kumar"],
      ["ticket", `Service request ${ticket.reference} opened`],
    ]);
    expect(unit.events[1].href).toBe(`/admin/service/${ticket.id}`);

    const missing = await record(desk, "UV-NO-SUCH-UNIT");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("We know no unit with this serial number");
    expect((await t.app.inject({ url: `${base}/units/UV-2100-5001` })).statusCode).toBe(401);
  });

  it("enters a unit sold through the shop against its paid order, its warranty from the day of payment, and refuses a serial already known", async () => {
    const desk = await signInAs(t.app, "support");
    const order = await paidOrder();
    const entered = await enter(desk, { serialNo: "uv-2100 6001", product: "2100VA", orderNumber: order.number.toLowerCase(), notes: "Shipped in carton 2 of 2" });
    expect(entered.statusCode, entered.body).toBe(201);
    const paidOn = indiaIsoDate(order.paidAt!);
    expect(entered.json()).toMatchObject({
      serialNo: "UV-21006001",
      sources: ["order", "staff"],
      warranty: { basis: "sale", startDate: paidOn, endDate: addYears(paidOn, 5), inWarranty: true },
      order: { id: order.id, number: order.number, invoiceNumber: expect.stringMatching(/\d{6}$/) },
      notes: "Shipped in carton 2 of 2",
    });
    expect(entered.json().events.map((event: { kind: string }) => event.kind)).toEqual(["sold", "entered"]);

    const again = await enter(desk, { serialNo: "UV-21006001", product: "2100VA" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ serialNo: "This serial number is already known: open its record instead" });
    await register("UV-2100-6002", "2025-01-10");
    expect((await enter(desk, { serialNo: "UV-2100-6002", product: "2100VA" })).statusCode).toBe(409);

    const refusals: Array<[object, string, string]> = [
      [{ serialNo: "UV-2100-6003", product: "2100VA", orderNumber: "UV-2026-999999" }, "orderNumber", "There is no paid order with this number"],
      [{ serialNo: "UV-2100-6003", product: "2100VA", purchaseDate: "2099-01-01" }, "purchaseDate", "The purchase date cannot be in the future"],
      [{ serialNo: "UV-2100-6003", product: "2100VA", purchaseDate: "2026-02-30" }, "purchaseDate", "Enter the purchase date, e.g. 2026-11-20"],
      [{ serialNo: "UV#6003", product: "2100VA" }, "serialNo", "Serial number can contain only letters, digits and - _ . /"],
      [{ serialNo: "UV-2100-6003", product: "9000VA" }, "product", "Please select a product"],
    ];
    for (const [payload, field, message] of refusals) {
      const response = await enter(desk, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await t.database.db.select().from(serviceUnits).where(eq(serviceUnits.serialNo, "UV-2100-6003"))).toEqual([]);
  });

  it("gives a replacement unit the replaced one's warranty start, carries its registration over for /warranty, and links the two records", async () => {
    const desk = await signInAs(t.app, "support");
    const technician = await signInAs(t.app, "technician", { name: "Suresh Gowda" });
    await register("UV-2100-7001", "2024-03-15");
    const ticket = await complaint("UV-2100-7001");
    const booked = await t.app.inject({
      method: "POST",
      url: `${base}/tickets/${ticket.id}/visits`,
      headers: desk.headers,
      payload: { technicianId: technician.staff.id, date: workingDay(2), slot: "09:00", address: "House 4, Rajpura" },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const visitId = booked.json().visits[0].id as number;

    // A serial the company knows already cannot be given as the replacement: the visit stays booked.
    await register("UV-2100-7999", "2026-01-01");
    const known = await t.app.inject({ method: "POST", url: `/api/v1/admin/visits/${visitId}/close`, headers: technician.headers, payload: { outcome: "unit_replaced", replacementSerial: "UV-2100-7999" } });
    expect(known.statusCode).toBe(409);
    expect(known.json().errors).toEqual({ replacementSerial: "The replacement's serial number is already known to us. Check it, or close the visit with another outcome." });
    const [still] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, visitId));
    expect(still!.status).toBe("booked");

    // The technician gives a spare the desk entered, of the request's product.
    expect((await enter(desk, { serialNo: "UV21007002", product: "2100VA", notes: "Spare, Rajpura service centre" })).statusCode).toBe(201);
    const closed = await t.app.inject({ method: "POST", url: `/api/v1/admin/visits/${visitId}/close`, headers: technician.headers, payload: { outcome: "unit_replaced", replacementSerial: "uv 2100 7002" } });
    expect(closed.statusCode, closed.body).toBe(200);

    const replacement = (await record(desk, "UV21007002")).json();
    expect(replacement).toMatchObject({
      serialNo: "UV21007002",
      sources: ["registration", "replacement"],
      warranty: { basis: "registration", startDate: "2024-03-15", endDate: addYears("2024-03-15", 5) },
      replaces: "UV-2100-7001",
      replacedBy: null,
    });
    expect(replacement.events.map((event: { kind: string }) => event.kind)).toEqual(["entered", "replacement", "registered"]);
    expect(replacement.events[0]).toMatchObject({ kind: "entered", text: "Entered by staff" });
    expect(replacement.events[1]).toMatchObject({ kind: "replacement", text: "Given in exchange for UV-2100-7001", href: "/admin/service/units/UV-2100-7001" });

    const original = (await record(desk, "UV-2100-7001")).json();
    expect(original.replacedBy).toBe("UV21007002");
    expect(original.events.map((event: { kind: string }) => event.kind)).toEqual(["registered", "ticket", "visit", "status", "status", "visit", "status", "replaced"]);
    expect(replacement.events[1].at).toBe(original.events.at(-1).at);
    expect(original.events.find((event: { text: string }) => event.text.includes("Unit replaced")).text).toBe(`${ticket.reference}: visit by Suresh Gowda: Unit replaced, replaced by UV21007002`);

    // The customer's warranty check finds the new unit, on the original purchase.
    const lookup = await t.app.inject({ url: "/api/v1/getwarranty/UV21007002" });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data).toMatchObject({ serialno: "UV21007002", status: "Active", purchase_date: "2024-03-15", expiry_date: addYears("2024-03-15", 5) });

    // A replacement for a unit with no registration still inherits the start it was sold with.
    const order = await paidOrder();
    await enter(desk, { serialNo: "UV-2100-8001", product: "2100VA", orderNumber: order.number });
    const second = await complaint("UV-2100-8001");
    const visit = (
      await t.app.inject({
        method: "POST",
        url: `${base}/tickets/${second.id}/visits`,
        headers: desk.headers,
        payload: { technicianId: technician.staff.id, date: workingDay(2), slot: "11:00", address: "House 9, Rajpura" },
      })
    ).json().visits[0].id as number;
    await t.app.inject({ method: "POST", url: `${base}/visits/${visit}/close`, headers: desk.headers, payload: { outcome: "unit_replaced", replacementSerial: "UV-2100-8002" } });
    const paidOn = indiaIsoDate(order.paidAt!);
    expect((await record(desk, "UV-2100-8002")).json()).toMatchObject({
      sources: ["replacement"],
      warranty: { basis: "inherited", from: "UV-2100-8001", startDate: paidOn, endDate: addYears(paidOn, 5), inWarranty: true },
    });
    expect((await t.app.inject({ url: "/api/v1/getwarranty/UV-2100-8002" })).statusCode).toBe(404);
  });

  it("marks the unit taken back Replaced: /warranty says so and by which serial (its last four characters), and its registration is no longer Active", async () => {
    const desk = await signInAs(t.app, "support");
    const technician = await signInAs(t.app, "technician", { name: "Suresh Gowda" });
    const original = await register("UV-2100-9101", "2024-08-20");
    const ticket = await complaint("UV-2100-9101");
    const booked = await t.app.inject({
      method: "POST",
      url: `${base}/tickets/${ticket.id}/visits`,
      headers: desk.headers,
      payload: { technicianId: technician.staff.id, date: workingDay(2), slot: "13:00", address: "House 11, Rajpura" },
    });
    const visitId = booked.json().visits[0].id as number;
    const closed = await t.app.inject({ method: "POST", url: `${base}/visits/${visitId}/close`, headers: desk.headers, payload: { outcome: "unit_replaced", replacementSerial: "UV-2100-9102" } });
    expect(closed.statusCode, closed.body).toBe(200);
    const [visit] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, visitId));
    const replacedOn = indiaIsoDate(visit!.closedAt!);

    const old = await t.app.inject({ url: "/api/v1/getwarranty/uv-2100-9101" });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json()).toEqual({
      status: "success",
      message: `This unit was replaced on ${formatIsoDate(replacedOn)} by the unit whose serial number ends in 9102. Its warranty continues on that unit: check that serial number for its status and certificate.`,
      // The public check: status, dates and the masked replacement, nothing of the owner's (decision 052).
      data: {
        serialno: "UV-2100-9101",
        status: "Replaced",
        purchase_date: "2024-08-20",
        expiry_date: addYears("2024-08-20", 5),
        replaced_by: "XXXX9102",
        replaced_on: replacedOn,
      },
    });
    // The new unit stays Active on the original purchase, and is not itself marked replaced.
    const replacement = (await t.app.inject({ url: "/api/v1/getwarranty/UV-2100-9102" })).json();
    expect(replacement.data).toMatchObject({ serialno: "UV-2100-9102", status: "Active", purchase_date: "2024-08-20", expiry_date: addYears("2024-08-20", 5) });
    expect(replacement.data.replaced_by).toBeUndefined();
    expect(replacement.message).toBe("Warranty found");

    // Staff see it Replaced, with the full serial, a line in its history, and cannot approve it back to Active.
    const detail = (await t.app.inject({ url: `/api/v1/admin/warranties/${original.id}`, headers: desk.headers })).json();
    expect(detail).toMatchObject({ status: "Replaced", replacedBy: "UV-2100-9102" });
    expect(detail.events.map((event: { action: string; note: string }) => [event.action, event.note])).toEqual([["replaced", `Replaced by UV-2100-9102 on a visit for service request ${ticket.reference}`]]);
    const approve = await t.app.inject({ method: "POST", url: `/api/v1/admin/warranties/${original.id}/approve`, headers: desk.headers, payload: { warrantyYears: 5 } });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe("This unit was replaced by UV-2100-9102: its warranty continues on that unit.");
    const listed = (await t.app.inject({ url: "/api/v1/admin/warranties?status=replaced&q=UV-2100-91", headers: desk.headers })).json();
    expect(listed.items.map((item: { serialno: string; status: string }) => [item.serialno, item.status])).toEqual([["UV-2100-9101", "Replaced"]]);
    const active = (await t.app.inject({ url: "/api/v1/admin/warranties?status=active&q=UV-2100-91", headers: desk.headers })).json();
    expect(active.items.map((item: { serialno: string }) => item.serialno)).toEqual(["UV-2100-9102"]);

    // The unit's record and a later request about the old serial say it too; a second replacement of it is refused.
    expect((await record(desk, "UV-2100-9101")).json().warranty).toMatchObject({ basis: "registration", status: "Replaced" });
    const later = await complaint("UV-2100-9101");
    const again = await t.app.inject({
      method: "POST",
      url: `${base}/tickets/${later.id}/visits`,
      headers: desk.headers,
      payload: { technicianId: technician.staff.id, date: workingDay(2), slot: "15:00", address: "House 11, Rajpura" },
    });
    const laterDetail = (await t.app.inject({ url: `${base}/tickets/${later.id}`, headers: desk.headers })).json();
    expect(laterDetail.warranty).toMatchObject({ registered: true, status: "Replaced", inWarranty: false });
    expect(laterDetail.chargeable).toBe(true);
    const twice = await t.app.inject({ method: "POST", url: `${base}/visits/${again.json().visits[0].id}/close`, headers: desk.headers, payload: { outcome: "unit_replaced", replacementSerial: "UV-2100-9103" } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ replacementSerial: "This unit was replaced already, by UV-2100-9102. Check the serial number on the unit, or close the visit with another outcome." });
  });

  it("lets a technician give only a spare the company holds of the request's product; the desk may record a unit new to us", async () => {
    const desk = await signInAs(t.app, "support");
    const technician = await signInAs(t.app, "technician", { name: "Suresh Gowda" });
    await register("UV-2100-9301", "2025-04-10");
    const ticket = await complaint("UV-2100-9301");
    const booked = await t.app.inject({
      method: "POST",
      url: `${base}/tickets/${ticket.id}/visits`,
      headers: desk.headers,
      payload: { technicianId: technician.staff.id, date: workingDay(2), slot: "09:00", address: "House 30, Rajpura" },
    });
    const visitId = booked.json().visits[0].id as number;
    const close = (who: Who, replacementSerial: string) =>
      t.app.inject({
        method: "POST",
        url: who.staff.role === "technician" ? `/api/v1/admin/visits/${visitId}/close` : `${base}/visits/${visitId}/close`,
        headers: who.headers,
        payload: { outcome: "unit_replaced", replacementSerial },
      });

    expect((await enter(desk, { serialNo: "UV-48-SPARE-1", product: "48V_100Ah" })).statusCode).toBe(201);
    const otherCustomer = await t.app.inject({
      method: "POST",
      url: "/api/v1/submitcomplaint",
      remoteAddress: remoteAddress(),
      payload: { name: "Asha Rani", email: "asha@example.in", mobile: "9876500000", product: "2100VA", serialno: "UV-2100-CUST-1", service_issue: "product_issue", pincode: "140401", message: "No output." },
    });
    expect(otherCustomer.statusCode).toBe(201);
    const refusals: Array<[Who, string, number, string]> = [
      [technician, "UV-48-SPARE-1", 409, "UV-48-SPARE-1 is a 48V 100Ah Battery, and this request is about a 2100VA Inverter. Give a unit of the request's product, or close the visit with another outcome."],
      [desk, "uv-48-spare-1", 409, "UV-48-SPARE-1 is a 48V 100Ah Battery, and this request is about a 2100VA Inverter. Give a unit of the request's product, or close the visit with another outcome."],
      [technician, "UV-2100-NEW-1", 409, "We hold no spare unit with serial number UV-2100-NEW-1. Ask the service desk to enter it as a spare 2100VA Inverter first, or close the visit with another outcome."],
      // Another customer's unit, named on their request, and the request's own unit.
      [technician, "UV-2100-CUST-1", 409, "The replacement's serial number is already known to us. Check it, or close the visit with another outcome."],
      [desk, "UV-2100-9301", 409, "The replacement's serial number is already known to us. Check it, or close the visit with another outcome."],
    ];
    for (const [who, serial, status, message] of refusals) {
      const refused = await close(who, serial);
      expect(refused.statusCode, serial).toBe(status);
      expect(refused.json(), serial).toEqual({ message, errors: { replacementSerial: message } });
    }
    const [still] = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, visitId));
    expect(still!.status).toBe("booked");
    expect(await t.database.db.select().from(serviceUnits).where(eq(serviceUnits.serialNo, "UV-2100-NEW-1"))).toEqual([]);
    expect((await t.app.inject({ url: "/api/v1/getwarranty/UV-2100-9301" })).json().data.status).toBe("Active");

    // The desk may record a replacement the company did not know: it is of the request's product.
    expect((await close(desk, "UV-2100-NEW-1")).statusCode).toBe(200);
    expect((await record(desk, "UV-2100-NEW-1")).json()).toMatchObject({ product: "2100VA Inverter", sources: ["registration", "replacement"], replaces: "UV-2100-9301" });
    expect((await t.app.inject({ url: "/api/v1/getwarranty/UV-2100-NEW-1" })).json().data).toMatchObject({ status: "Active", purchase_date: "2025-04-10" });
  });

  it("marks the units replaced before this rule existed, when the migration runs", async () => {
    const desk = await signInAs(t.app, "support");
    const technician = await signInAs(t.app, "technician", { name: "Suresh Gowda" });
    const original = await register("UV-2100-9201", "2024-01-05");
    const ticket = await complaint("UV-2100-9201");
    const booked = await t.app.inject({
      method: "POST",
      url: `${base}/tickets/${ticket.id}/visits`,
      headers: desk.headers,
      payload: { technicianId: technician.staff.id, date: workingDay(2), slot: "17:00", address: "House 2, Rajpura" },
    });
    const visitId = booked.json().visits[0].id as number;
    expect((await t.app.inject({ method: "POST", url: `${base}/visits/${visitId}/close`, headers: desk.headers, payload: { outcome: "unit_replaced", replacementSerial: "UV-2100-9202" } })).statusCode).toBe(200);
    // As an exchange was left before: the unit taken back still Active, no line in its history.
    await t.database.db.update(warrantyRegistrations).set({ status: "active", replacedBy: null, replacedAt: null }).where(eq(warrantyRegistrations.id, original.id));
    await t.database.db.delete(warrantyEvents).where(eq(warrantyEvents.warrantyId, original.id));

    const migration = await readFile(join(migrationsFolder, "0024_replaced_units.sql"), "utf8");
    const markOld = migration.split("--> statement-breakpoint").filter((statement) => statement.includes('INSERT INTO "warranty_events"'));
    expect(markOld).toHaveLength(1);
    await t.database.db.execute(sql.raw(markOld[0]!));

    const [unit] = await t.database.db.select().from(serviceUnits).where(eq(serviceUnits.serialNo, "UV-2100-9202"));
    const [marked] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.id, original.id));
    expect(marked).toMatchObject({ status: "replaced", replacedBy: "UV-2100-9202", replacedAt: unit!.createdAt });
    expect(await t.database.db.select({ staffId: warrantyEvents.staffId, action: warrantyEvents.action, note: warrantyEvents.note }).from(warrantyEvents).where(eq(warrantyEvents.warrantyId, original.id))).toEqual([
      { staffId: desk.staff.id, action: "replaced", note: `Replaced by UV-2100-9202 on a visit for service request ${ticket.reference}` },
    ]);
    // The replacement's own registration is left as it was: Active.
    const [carried] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, "UV-2100-9202"));
    expect(carried).toMatchObject({ status: "active", replacedBy: null });
    // Run again, it changes nothing.
    await t.database.db.execute(sql.raw(markOld[0]!));
    expect(await t.database.db.select().from(warrantyEvents).where(eq(warrantyEvents.warrantyId, original.id))).toHaveLength(1);
  });

  it("finds known serials by any part, from every source, newest first", async () => {
    const desk = await signInAs(t.app, "support");
    // Known two hours ago, an hour ago, and now.
    const registered = await register("UV-FIND-0001", "2025-01-01");
    await t.database.db.update(warrantyRegistrations).set({ createdAt: new Date(Date.now() - 2 * 3600_000) }).where(eq(warrantyRegistrations.id, registered.id));
    const ticket = await complaint("UV-FIND-0002");
    await t.database.db.update(serviceTickets).set({ openedAt: new Date(Date.now() - 3600_000) }).where(eq(serviceTickets.id, ticket.id));
    await enter(desk, { serialNo: "UV-FIND-0003", product: "48V_100Ah", purchaseDate: "2025-05-05" });
    const found = await t.app.inject({ url: `${base}/units?q=${encodeURIComponent("find-000")}`, headers: desk.headers });
    expect(found.statusCode).toBe(200);
    expect(found.json().units).toEqual([
      { serialNo: "UV-FIND-0003", product: "48V 100Ah Battery", sources: ["staff"] },
      { serialNo: "UV-FIND-0002", product: "2100VA Inverter", sources: ["ticket"] },
      { serialNo: "UV-FIND-0001", product: null, sources: ["registration"] },
    ]);
    expect((await t.app.inject({ url: `${base}/units?q=${encodeURIComponent("%_")}`, headers: desk.headers })).json().units).toEqual([]);
  });
});
