import { indiaIsoDate } from "@urjavolt/contract/dates";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceHolidays, serviceTickets, serviceVisits } from "../../db/schema/service.ts";
import { staffUsers, technicianPincodes } from "../../db/schema/staff.ts";
import { routesOf, signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const base = "/api/v1/admin/service";

/** The India date `days` after today, moved on past a Sunday. */
function workingDay(days: number): string {
  const date = new Date(`${indiaIsoDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function sundayAhead(): string {
  const date = new Date(`${indiaIsoDate()}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 0);
  return date.toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds)("technicians' visits on %s", (kind) => {
  const t = useTestApp(kind);
  type Who = Awaited<ReturnType<typeof signInAs>>;

  const complaint = (email: string, pincode = "560034") => ({
    name: "Lakshmi Rao",
    email,
    mobile: "9845012345",
    product: "3500VA",
    serialno: "UV-3500-7788",
    service_issue: "product_issue",
    pincode,
    message: "The inverter beeps and shuts down under load.",
  });
  const openTicket = async (email: string, pincode?: string) => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/submitcomplaint", payload: complaint(email, pincode) });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, response.json().reference));
    return row!;
  };
  const technician = async (name: string, pincodes: string[] = []) => {
    const who = await signInAs(t.app, "technician", { name });
    if (pincodes.length) await t.database.db.insert(technicianPincodes).values(pincodes.map((pincode) => ({ staffId: who.staff.id, pincode })));
    return who;
  };
  const book = (who: Who, ticketId: number, payload: object) => t.app.inject({ method: "POST", url: `${base}/tickets/${ticketId}/visits`, headers: who.headers, payload });
  const visit = (technicianId: number, overrides: object = {}) => ({
    technicianId,
    date: workingDay(3),
    slot: "11:00",
    address: "14, 2nd Cross, Koramangala 4th Block, Bengaluru",
    ...overrides,
  });
  const mailsTo = async (address: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(asc(outbox.id))).map((row) => ({ subject: row.subject, text: row.text }));

  it("lets a technician reach only their own visits and their session: every other admin route answers 403", async () => {
    const ravi = await technician("Ravi Kumar");
    const open = new Set(["GET /api/v1/admin/session", "DELETE /api/v1/admin/session", "POST /api/v1/admin/session", "GET /api/v1/admin/visits", "POST /api/v1/admin/visits/:id/close", "POST /api/v1/admin/visits/:id/install", "POST /api/v1/admin/visits/:id/install-failed"]);
    const adminRoutes = routesOf(t.app).filter((route) => route.url.startsWith("/api/v1/admin/") && !["HEAD", "OPTIONS"].includes(route.method));
    expect(adminRoutes.length).toBeGreaterThan(40);
    for (const route of adminRoutes) {
      if (open.has(`${route.method} ${route.url}`)) continue;
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => (name === "date" ? "2026-12-25" : name === "number" ? "CN-2026-000001" : name === "pincode" ? "560034" : "1"));
      const response = await t.app.inject({ method: route.method as "GET", url, headers: ravi.headers, ...(route.method !== "GET" && route.method !== "DELETE" && { payload: {} }) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    // A path no route has is refused to a technician too, before it is looked up.
    expect((await t.app.inject({ url: "/api/v1/admin/no-such-page", headers: ravi.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/admin/session", headers: ravi.headers })).json().staff).toMatchObject({ role: "technician", name: "Ravi Kumar" });
    expect((await t.app.inject({ url: "/api/v1/admin/visits", headers: ravi.headers })).json()).toEqual({ booked: [], recent: [] });
    // And the desk has no "own visits" page.
    const support = await signInAs(t.app, "support");
    expect((await t.app.inject({ url: "/api/v1/admin/visits", headers: support.headers })).statusCode).toBe(403);
  });

  it("suggests the technicians serving the complaint's pincode first, books a visit, and e-mails the customer the slot", async () => {
    const ticket = await openTicket("lakshmi-book@example.in", "560034");
    const desk = await signInAs(t.app, "support");
    const far = await technician("Anil Shetty", ["560001"]);
    const near = await technician("Suresh Gowda", ["560034", "560035"]);
    const choices = await t.app.inject({ url: `${base}/tickets/${ticket.id}/technicians`, headers: desk.headers });
    expect(choices.statusCode).toBe(200);
    const listed = choices.json().technicians as Array<{ id: number; servesPincode: boolean; bookedVisits: number }>;
    expect(listed.filter((choice) => [far.staff.id, near.staff.id].includes(choice.id))).toEqual([
      { id: near.staff.id, name: "Suresh Gowda", servesPincode: true, bookedVisits: 0, bookedSlots: [] },
      { id: far.staff.id, name: "Anil Shetty", servesPincode: false, bookedVisits: 0, bookedSlots: [] },
    ]);
    expect(listed[0]!.servesPincode).toBe(true);

    const booked = await book(desk, ticket.id, visit(near.staff.id, { instructions: "Call before coming; gate code 4411." }));
    expect(booked.statusCode, booked.body).toBe(201);
    const detail = booked.json();
    expect(detail.status).toBe("visit_scheduled");
    expect(detail.assignedTo).toEqual({ id: near.staff.id, name: "Suresh Gowda" });
    expect(detail.visits).toEqual([
      expect.objectContaining({ technician: { id: near.staff.id, name: "Suresh Gowda" }, status: "booked", outcome: null, instructions: "Call before coming; gate code 4411." }),
    ]);
    const start = new Date(detail.visits[0].slotStart);
    expect(start.toISOString()).toBe(new Date(`${workingDay(3)}T11:00:00+05:30`).toISOString());
    expect(new Date(detail.visits[0].slotEnd).getTime() - start.getTime()).toBe(2 * 3600_000);
    // The desk's new ticket went through "acknowledged" on its way, as the lifecycle asks.
    expect(detail.events.filter((event: { kind: string }) => event.kind === "status").map((event: { toStatus: string }) => event.toStatus)).toEqual(["new", "acknowledged", "visit_scheduled"]);

    const mails = await mailsTo("lakshmi-book@example.in");
    const scheduled = mails.find((mail) => mail.subject.startsWith("An engineer's visit is scheduled"));
    expect(scheduled?.text).toMatch(/Visit\s*:?\s*\w{3}, \d{1,2} \w{3}, 11:00 am to 1:00 pm, by Suresh/);
    expect(scheduled?.text).not.toContain("Gowda");

    // One booked visit at a time.
    const again = await book(desk, ticket.id, visit(near.staff.id, { slot: "15:00" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This ticket already has a booked visit. Cancel it first to book another.");
    expect((await t.app.inject({ url: `${base}/tickets/${ticket.id}/technicians`, headers: desk.headers })).json().technicians[0]).toMatchObject({
      id: near.staff.id,
      bookedVisits: 1,
      bookedSlots: [start.toISOString()],
    });
  });

  it("books a technician once per slot, even when two desks book the same slot at the same moment, and frees the slot when the visit is cancelled", async () => {
    const desk = await signInAs(t.app, "support");
    const other = await signInAs(t.app, "support");
    const suresh = await technician("Suresh Gowda", ["560034"]);
    const [first, second, third] = [await openTicket("slot-a@example.in"), await openTicket("slot-b@example.in"), await openTicket("slot-c@example.in")];
    const raced = await Promise.all([book(desk, first.id, visit(suresh.staff.id)), book(other, second.id, visit(suresh.staff.id))]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = raced.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      message: "This technician already has a visit in this slot. Choose another slot or technician.",
      errors: { slot: "This technician already has a visit in this slot. Choose another slot or technician." },
    });
    const visits = await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.technicianId, suresh.staff.id));
    expect(visits).toHaveLength(1);
    const loser = refused === raced[0] ? first : second;
    // The refused ticket is untouched: not assigned, not moved to "visit scheduled".
    const [untouched] = await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.id, loser.id));
    expect(untouched).toMatchObject({ status: "new", assignedTo: null });

    // Another slot the same day, or the same slot with another technician, is free.
    expect((await book(desk, loser.id, visit(suresh.staff.id, { slot: "13:00" }))).statusCode).toBe(201);
    const anil = await technician("Anil Shetty", ["560034"]);
    expect((await book(desk, third.id, visit(anil.staff.id))).statusCode).toBe(201);

    // A cancelled visit gives its slot back.
    const winner = visits[0]!;
    expect((await t.app.inject({ method: "POST", url: `${base}/visits/${winner.id}/cancel`, headers: desk.headers })).statusCode).toBe(200);
    expect((await book(desk, winner.ticketId!, visit(suresh.staff.id))).statusCode).toBe(201);
  });

  it("refuses a slot that has started, a Sunday, a holiday, a day too far ahead, and anyone but an active technician, with the field named", async () => {
    const ticket = await openTicket("lakshmi-refused@example.in");
    const desk = await signInAs(t.app, "support");
    const ravi = await technician("Ravi Kumar");
    const holiday = workingDay(5);
    await t.database.db.insert(serviceHolidays).values({ date: holiday, name: "Local festival" });
    const cases: Array<[object, string, string]> = [
      [{ date: indiaIsoDate(new Date(Date.now() - 86_400_000)) }, "slot", "Choose a slot that has not started yet"],
      [{ date: sundayAhead() }, "date", "Visits are made Monday to Saturday"],
      [{ date: holiday }, "date", "The service desk is shut on that day"],
      [{ date: workingDay(75) }, "date", "Visits can be booked up to 60 days ahead"],
      [{ date: "2026-02-30" }, "date", "Choose a date, e.g. 2026-12-01"],
      [{ slot: "19:00" }, "slot", "Choose a time slot"],
      [{ address: "  " }, "address", "Enter the address of the visit"],
      [{ technicianId: desk.staff.id }, "technicianId", "Choose an active technician"],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await book(desk, ticket.id, visit(ravi.staff.id, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors?.[field] ?? response.json().message, JSON.stringify(overrides)).toBe(message);
    }
    await t.database.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, ravi.staff.id));
    expect((await book(desk, ticket.id, visit(ravi.staff.id))).json().errors).toEqual({ technicianId: "Choose an active technician" });
    expect(await t.database.db.select().from(serviceVisits).where(eq(serviceVisits.ticketId, ticket.id))).toEqual([]);
    expect((await t.app.inject({ method: "POST", url: `${base}/tickets/999999/visits`, headers: desk.headers, payload: visit(ravi.staff.id) })).statusCode).toBe(400);
  });

  it("lets the technician close their own visit on their page, resolving the ticket for the customer to confirm, and nobody else's", async () => {
    const ticket = await openTicket("lakshmi-close@example.in");
    const desk = await signInAs(t.app, "support");
    const ravi = await technician("Ravi Kumar", ["560034"]);
    const other = await technician("Imran Khan", ["560034"]);
    const booked = (await book(desk, ticket.id, visit(ravi.staff.id))).json();
    const visitId = booked.visits[0].id as number;

    const mine = (await t.app.inject({ url: "/api/v1/admin/visits", headers: ravi.headers })).json();
    expect(mine.booked).toEqual([
      expect.objectContaining({
        id: visitId,
        address: "14, 2nd Cross, Koramangala 4th Block, Bengaluru",
        ticket: expect.objectContaining({ reference: ticket.reference, name: "Lakshmi Rao", mobile: "9845012345", serialNo: "UV-3500-7788", issue: "Product issue" }),
      }),
    ]);
    expect((await t.app.inject({ url: "/api/v1/admin/visits", headers: other.headers })).json()).toEqual({ booked: [], recent: [] });

    const close = (who: Who, payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/visits/${visitId}/close`, headers: who.headers, payload });
    const stranger = await close(other, { outcome: "repaired", partsUsed: null, notes: null, replacementSerial: null });
    expect(stranger.statusCode).toBe(404);
    expect((await close(ravi, { outcome: "unit_replaced" })).json().errors).toEqual({ replacementSerial: "Enter the serial number of the replacement unit" });
    expect((await close(ravi, { outcome: "fixed_it" })).statusCode).toBe(400);

    const closed = await close(ravi, { outcome: "part_replaced", partsUsed: "Cooling fan", notes: "Fan seized; replaced and tested under 2 kW load." });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().booked).toEqual([]);
    expect(closed.json().recent).toEqual([expect.objectContaining({ id: visitId, status: "done", outcome: "part_replaced", partsUsed: "Cooling fan" })]);
    expect((await close(ravi, { outcome: "repaired" })).statusCode).toBe(409);

    const after = (await t.app.inject({ url: `${base}/tickets/${ticket.id}`, headers: desk.headers })).json();
    expect(after.status).toBe("resolved");
    expect(after.events.at(-1)).toMatchObject({
      kind: "status",
      toStatus: "resolved",
      staff: { id: ravi.staff.id, name: "Ravi Kumar" },
      body: "Visit closed: Part replaced. parts: Cooling fan. Fan seized; replaced and tested under 2 kW load.",
    });
    const subjects = (await mailsTo("lakshmi-close@example.in")).map((mail) => mail.subject);
    expect(subjects.at(-1)).toMatch(new RegExp(`^Your issue is resolved \\(${ticket.reference}\\)`));

    // The customer sees the visit with the technician's first name only, and may confirm the fix.
    const tracked = await t.app.inject({ method: "POST", url: "/api/v1/track-request", payload: { reference: ticket.reference, mobile: "9845012345" } });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json()).toMatchObject({ status: "resolved", canConfirm: true, visits: [{ technician: "Ravi", status: "done", outcome: "part_replaced" }] });
    expect(tracked.body).not.toContain("Kumar");
  });

  it("cancels a booked visit, sending the ticket back to diagnosing; the desk may close a visit for the technician", async () => {
    const ticket = await openTicket("lakshmi-cancel@example.in");
    const desk = await signInAs(t.app, "support");
    const ravi = await technician("Ravi Kumar");
    // The console sends its own check's answer: an empty field as null.
    const first = (await book(desk, ticket.id, visit(ravi.staff.id, { instructions: null }))).json().visits[0].id as number;
    const cancelled = await t.app.inject({ method: "POST", url: `${base}/visits/${first}/cancel`, headers: desk.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "diagnosing", visits: [{ id: first, status: "cancelled" }] });
    expect((await t.app.inject({ method: "POST", url: `${base}/visits/${first}/cancel`, headers: desk.headers })).statusCode).toBe(409);

    const second = (await book(desk, ticket.id, visit(ravi.staff.id, { slot: "17:00" }))).json().visits.find((v: { status: string }) => v.status === "booked").id as number;
    const closed = await t.app.inject({ method: "POST", url: `${base}/visits/${second}/close`, headers: desk.headers, payload: { outcome: "unit_replaced", replacementSerial: "uv 3500 9001" } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe("resolved");
    expect(closed.json().visits.find((v: { id: number }) => v.id === second)).toMatchObject({ outcome: "unit_replaced", replacementSerial: "UV35009001" });
    // A resolved ticket takes no new visit until it is reopened.
    const refused = await book(desk, ticket.id, visit(ravi.staff.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This ticket is resolved or closed: reopen it before booking a visit");
  });

  it("keeps a technician's pincodes on their account, refuses them for other roles, and drops them when the role changes", async () => {
    const admin = await signInAs(t.app, "admin");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/staff",
      headers: admin.headers,
      payload: { email: "field.engineer@example.in", name: "Field Engineer", role: "technician", password: "Visit-Slots-2026!", pincodes: ["560034", " 560035", "560034"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ role: "technician", pincodes: ["560034", "560035"] });
    const id = created.json().id as number;
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/staff",
      headers: admin.headers,
      payload: { email: "desk.person@example.in", name: "Desk Person", role: "support", password: "Visit-Slots-2026!", pincodes: ["560034"] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ pincodes: "Only a technician serves pincodes" });
    const bad = await t.app.inject({ method: "PATCH", url: `/api/v1/admin/staff/${id}`, headers: admin.headers, payload: { pincodes: ["56003"] } });
    expect(bad.statusCode).toBe(400);
    const changed = await t.app.inject({ method: "PATCH", url: `/api/v1/admin/staff/${id}`, headers: admin.headers, payload: { pincodes: ["110001"] } });
    expect(changed.json().pincodes).toEqual(["110001"]);
    const support = await t.app.inject({ method: "PATCH", url: `/api/v1/admin/staff/${id}`, headers: admin.headers, payload: { role: "support" } });
    expect(support.json()).toMatchObject({ role: "support", pincodes: [] });
    expect(await t.database.db.select().from(technicianPincodes).where(eq(technicianPincodes.staffId, id))).toEqual([]);
  });
});
