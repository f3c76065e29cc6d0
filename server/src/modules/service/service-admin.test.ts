import { indiaIsoDate } from "@urjavolt/contract/dates";
import { addYears } from "@urjavolt/contract/form-rules";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { nextLooseNumber } from "../../lib/counters.ts";
import { enquiries, enquiryEvents } from "../../db/schema/enquiries.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTicketEvents, serviceTickets } from "../../db/schema/service.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { migrationsFolder } from "../../paths.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { grievanceOfficer } from "@urjavolt/contract/grievance";

const complaint = {
  name: "Harpreet Kaur",
  email: "harpreet@example.in",
  mobile: "9988776655",
  product: "2100VA",
  serialno: "UV-2100-1234",
  service_issue: "installation_issue",
  pincode: "140401",
  message: "The inverter trips when the pump starts.",
};

const call = {
  name: "Gurpreet Singh",
  mobile: "9876501234",
  pincode: "140402",
  product: "51.2V_100Ah",
  issue: "product_issue",
  description: "The battery drains overnight with no load.",
};

const base = "/api/v1/admin/service";

describe.each(testDatabaseKinds)("service desk on %s", (kind) => {
  const t = useTestApp(kind);
  type Who = Awaited<ReturnType<typeof signInAs>>;

  const submitComplaint = async (payload: object = complaint) => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/submitcomplaint", payload });
    expect(response.statusCode).toBe(201);
    return response.json().reference as string;
  };
  const ticketOf = async (reference: string) => {
    const [row] = await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, reference));
    return row!;
  };
  const detail = async (who: Who, id: number) => {
    const response = await t.app.inject({ url: `${base}/tickets/${id}`, headers: { cookie: who.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const move = (who: Who, id: number, payload: object) => t.app.inject({ method: "POST", url: `${base}/tickets/${id}/status`, headers: who.headers, payload });
  const mailsTo = async (address: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(asc(outbox.id))).map((row) => ({ kind: row.kind, subject: row.subject, text: row.text }));
  const openCall = async (who: Who, payload: object) => {
    const response = await t.app.inject({ method: "POST", url: `${base}/tickets`, headers: who.headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it("refuses every service route without a session (401) and a change without the CSRF token (403)", async () => {
    for (const [method, url] of [
      ["GET", `${base}/tickets`],
      ["POST", `${base}/tickets`],
      ["GET", `${base}/tickets/1`],
      ["POST", `${base}/tickets/1/status`],
      ["POST", `${base}/tickets/1/notes`],
      ["PUT", `${base}/tickets/1/priority`],
      ["PUT", `${base}/tickets/1/assignee`],
      ["GET", `${base}/holidays`],
      ["POST", `${base}/holidays`],
      ["DELETE", `${base}/holidays/2026-11-08`],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method !== "GET" && method !== "DELETE" && { payload: {} }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Please sign in" });
    }
    const reference = await submitComplaint();
    const ticket = await ticketOf(reference);
    const support = await signInAs(t.app, "support");
    for (const [method, url, payload] of [
      ["POST", `${base}/tickets/${ticket.id}/status`, { status: "acknowledged" }],
      ["POST", `${base}/tickets/${ticket.id}/notes`, { body: "Called" }],
      ["PUT", `${base}/tickets/${ticket.id}/priority`, { priority: "urgent" }],
      ["POST", `${base}/tickets`, call],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: support.cookie }, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await ticketOf(reference)).status).toBe("new");
    expect((await ticketOf(reference)).priority).toBe("normal");
  });

  it("opens a ticket for each complaint under the complaint's reference", async () => {
    const reference = await submitComplaint();
    expect(reference).toMatch(/^CMP-\d{4}-\d{6}$/);
    const ticket = await ticketOf(reference);
    const [enquiry] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(ticket).toMatchObject({
      enquiryId: enquiry!.id,
      source: "web",
      status: "new",
      priority: "normal",
      product: "2100VA",
      serialNo: "UV-2100-1234",
      name: "Harpreet Kaur",
      email: "harpreet@example.in",
      mobile: "9988776655",
      pincode: "140401",
      issue: "installation_issue",
      issueDescription: null,
      description: "The inverter trips when the pump starts.",
      assignedTo: null,
      acknowledgedAt: null,
    });
    expect(ticket.openedAt.getTime()).toBe(enquiry!.createdAt.getTime());
    // Both clocks run from the complaint's arrival (decision 027): a normal ticket is due a response within its 48 hours.
    expect(ticket.responseDueAt!.getTime()).toBeGreaterThan(ticket.openedAt.getTime());
    expect(ticket.responseDueAt!.getTime()).toBeLessThanOrEqual(ticket.openedAt.getTime() + 48 * 3600_000);
    expect(ticket.resolutionDueAt!.getTime()).toBeGreaterThan(ticket.responseDueAt!.getTime());

    const admin = await signInAs(t.app, "admin");
    const shown = await detail(admin, ticket.id);
    expect(shown).toMatchObject({ reference, status: "new", transitions: ["acknowledged"], warranty: { registered: false, serialNo: "UV-2100-1234" }, chargeable: true });
    expect(shown.events).toEqual([
      { id: expect.any(Number), at: ticket.openedAt.toISOString(), kind: "status", fromStatus: null, toStatus: "new", actor: "system", staff: null, body: "Opened from the complaint form", photo: null },
    ]);
    // The complaint's own confirmation is the customer's only mail so far.
    expect((await mailsTo("harpreet@example.in")).map((mail) => mail.kind)).toContain("complaint-confirmation");
    expect((await mailsTo("harpreet@example.in")).filter((mail) => mail.kind.startsWith("ticket-"))).toEqual([]);

    // 'Other' keeps its description; contact messages and quotes open no ticket.
    const other = await submitComplaint({ ...complaint, email: "other@example.in", service_issue: "Smell of burning", serialno: "" });
    expect(await ticketOf(other)).toMatchObject({ issue: "other", issueDescription: "Smell of burning", serialNo: null });
    const before = (await t.database.db.select().from(serviceTickets)).length;
    await t.app.inject({ method: "POST", url: "/api/v1/contactsubmit", payload: { name: "A", email: "a@example.in", mobile: "9876543210", subject: "Hi", message: "Hello" } });
    expect((await t.database.db.select().from(serviceTickets)).length).toBe(before);
  });

  it("stores a complaint only with its ticket: when the ticket cannot be written, neither is the complaint", async () => {
    const year = indiaIsoDate().slice(0, 4);
    // References come from a sequence (decision 048): the one after this is the complaint's.
    const taken = await nextLooseNumber(t.database.db, "enquiry-complaint", year);
    const next = `CMP-${year}-${String(taken + 1).padStart(6, "0")}`;
    // A ticket already holding the reference the complaint is about to take: its own ticket cannot be stored.
    await t.database.db.insert(serviceTickets).values({ ...call, source: "phone", reference: next, product: "51.2V_100Ah" });
    const response = await t.app.inject({ method: "POST", url: "/api/v1/submitcomplaint", payload: { ...complaint, email: "atomic@example.in" } });
    expect(response.statusCode).toBe(500);
    expect(await t.database.db.select().from(enquiries).where(eq(enquiries.reference, next))).toEqual([]);
    expect(await mailsTo("atomic@example.in")).toEqual([]);
    await t.database.db.delete(serviceTickets).where(eq(serviceTickets.reference, next));
    // A reference is not a tax document: the rolled-back complaint leaves a gap, and the next complaint takes the number after it.
    expect(await submitComplaint({ ...complaint, email: "atomic@example.in" })).toBe(`CMP-${year}-${String(taken + 2).padStart(6, "0")}`);
  });

  it("makes tickets of the complaints stored before tickets existed, when the migration runs", async () => {
    // The migration's statements that carry complaints over, run on complaints stored as they were before it.
    const migration = await readFile(join(migrationsFolder, "0017_service_tickets.sql"), "utf8");
    const carryOver = migration.split("--> statement-breakpoint").filter((statement) => /INSERT INTO "service_ticket(s|_events)"/.test(statement));
    expect(carryOver).toHaveLength(3);
    await t.database.db.delete(serviceTickets);
    await t.database.db.delete(enquiries);
    const stored = (reference: string, status: string, updatedAt: Date) =>
      t.database.db.insert(enquiries).values({
        kind: "complaint",
        reference,
        status,
        name: "Old Customer",
        email: "old@example.in",
        mobile: "9876543210",
        product: "5000VA",
        serialNo: "UV-OLD-1",
        issue: "other",
        issueDescription: "Fan noise",
        pincode: "140401",
        message: "Loud fan since last week.",
        createdAt: new Date("2026-10-01T04:00:00Z"),
        updatedAt,
      });
    await stored("CMP-2026-000001", "open", new Date("2026-10-01T04:00:00Z"));
    await stored("CMP-2026-000002", "in progress", new Date("2026-10-02T05:00:00Z"));
    await stored("CMP-2026-000003", "resolved", new Date("2026-10-03T06:00:00Z"));
    await t.database.db.insert(enquiries).values({ kind: "quote", reference: "QTE-2026-000001", name: "Q", email: "q@example.in", mobile: "9876543210", product: "5000VA" });
    for (const statement of carryOver) await t.database.db.execute(sql.raw(statement));

    const tickets = await t.database.db.select().from(serviceTickets).orderBy(asc(serviceTickets.reference));
    expect(tickets.map((ticket) => [ticket.reference, ticket.status, ticket.acknowledgedAt?.toISOString() ?? null, ticket.resolvedAt?.toISOString() ?? null, ticket.reopenUntil?.toISOString() ?? null])).toEqual([
      ["CMP-2026-000001", "new", null, null, null],
      ["CMP-2026-000002", "acknowledged", "2026-10-02T05:00:00.000Z", null, null],
      ["CMP-2026-000003", "resolved", "2026-10-03T06:00:00.000Z", "2026-10-03T06:00:00.000Z", "2026-10-18T06:00:00.000Z"],
    ]);
    expect(tickets[0]).toMatchObject({ source: "web", product: "5000VA", serialNo: "UV-OLD-1", issue: "other", issueDescription: "Fan noise", description: "Loud fan since last week.", openedAt: new Date("2026-10-01T04:00:00Z") });
    const admin = await signInAs(t.app, "admin");
    const resolved = await detail(admin, tickets[2]!.id);
    expect(resolved.events.map((event: { fromStatus: string; toStatus: string; actor: string; body: string }) => [event.fromStatus, event.toStatus, event.actor, event.body])).toEqual([
      [null, "new", "system", "Opened from the complaint CMP-2026-000003"],
      ["new", "resolved", "system", "Carried over from the complaint's status in the inbox"],
    ]);
    expect((await detail(admin, tickets[1]!.id)).transitions).toEqual(["diagnosing", "visit_scheduled", "waiting_on_customer", "resolved"]);
  });

  it("walks a ticket through its whole life, stamping its dates, mirroring the inbox and e-mailing each change once", async () => {
    const email = "lifecycle@example.in";
    const reference = await submitComplaint({ ...complaint, email });
    const ticket = await ticketOf(reference);
    const support = await signInAs(t.app, "support", { name: "Sunita (support)" });
    const inboxStatus = async () => (await t.database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, ticket.enquiryId!)))[0]!.status;

    const steps = [
      ["acknowledged", "in progress"],
      ["diagnosing", "in progress"],
      ["visit_scheduled", "in progress"],
      ["awaiting_parts", "in progress"],
      ["visit_scheduled", "in progress"],
      ["resolved", "resolved"],
      ["closed", "resolved"],
    ] as const;
    for (const [status, inbox] of steps) {
      const response = await move(support, ticket.id, { status, ...(status === "awaiting_parts" && { note: "  Control board ordered from the plant.  " }) });
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      expect(response.json().status).toBe(status);
      expect(await inboxStatus(), status).toBe(inbox);
    }

    const done = await detail(support, ticket.id);
    expect(done.transitions).toEqual([]);
    expect(done.acknowledgedAt).toBe(done.events[1].at);
    expect(done.resolvedAt).toBe(done.events[6].at);
    expect(Date.parse(done.reopenUntil) - Date.parse(done.resolvedAt)).toBe(15 * 24 * 3600_000);
    expect(done.closedAt).toBe(done.events[7].at);
    expect(done.events.map((event: { fromStatus: string; toStatus: string; actor: string }) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, "new", "system"],
      ["new", "acknowledged", "staff"],
      ["acknowledged", "diagnosing", "staff"],
      ["diagnosing", "visit_scheduled", "staff"],
      ["visit_scheduled", "awaiting_parts", "staff"],
      ["awaiting_parts", "visit_scheduled", "staff"],
      ["visit_scheduled", "resolved", "staff"],
      ["resolved", "closed", "staff"],
    ]);
    expect(done.events[4]).toMatchObject({ staff: { id: support.staff.id, name: "Sunita (support)" }, body: "Control board ordered from the plant." });

    // The inbox's history says who moved the complaint, once per change of its own status.
    const inboxEvents = await t.database.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, ticket.enquiryId!)).orderBy(asc(enquiryEvents.id));
    expect(inboxEvents.map((event) => [event.fromStatus, event.toStatus, event.staffId, event.note])).toEqual([
      ["open", "in progress", support.staff.id, `Service ticket ${reference}: Acknowledged`],
      ["in progress", "resolved", support.staff.id, `Service ticket ${reference}: Resolved`],
    ]);

    const mails = (await mailsTo(email)).filter((mail) => mail.kind.startsWith("ticket-"));
    expect(mails.map((mail) => mail.kind)).toEqual(steps.map(([status]) => `ticket-${status}`));
    const parts = mails[3]!;
    expect(parts.subject).toMatch(new RegExp(`^We are waiting for spare parts \\(${reference}\\) \\| `));
    expect(parts.text).toContain(`An update on your service request ${reference}: We are waiting for spare parts.`);
    expect(parts.text).toContain("We have ordered the spare parts. We will arrange the repair as soon as they arrive.");
    expect(parts.text).toContain(`Follow your request: ${t.config.siteUrl}/track-request`);
    // Staff's notes stay in the console.
    expect(parts.text).not.toContain("Control board");
  });

  it("writes a ticket's updates in the language of the page its complaint came from (decision 056)", async () => {
    const email = `punjabi-${kind}@example.in`;
    const reference = await submitComplaint({ ...complaint, email });
    // The page's language is stored by the complaint page's action (server/src/http/page-forms.test.ts); the JSON API's is English.
    await t.database.db.update(enquiries).set({ locale: "pa" }).where(eq(enquiries.reference, reference));
    const ticket = await ticketOf(reference);
    const admin = await signInAs(t.app, "admin");
    expect((await move(admin, ticket.id, { status: "acknowledged" })).statusCode).toBe(200);
    const [update] = (await mailsTo(email)).filter((mail) => mail.kind === "ticket-acknowledged");
    expect(update?.subject).toBe(`ਸਾਡੀ ਸਰਵਿਸ ਟੀਮ ਨੇ ਤੁਹਾਡੀ ਬੇਨਤੀ 'ਤੇ ਕੰਮ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤਾ ਹੈ (${reference}) | UrjaVolt`);
    expect(update?.text).toContain(`/pa/track-request/`);
  });

  it("refuses a move the lifecycle does not allow with 409 and its reason, and bad input with 400, changing nothing", async () => {
    const email = "refused@example.in";
    const ticket = await ticketOf(await submitComplaint({ ...complaint, email }));
    const admin = await signInAs(t.app, "admin");

    const early = await move(admin, ticket.id, { status: "resolved" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: "Acknowledge the ticket first." });
    const same = await move(admin, ticket.id, { status: "new" });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: "This ticket is already new." });
    expect((await move(admin, ticket.id, { status: "closed" })).json()).toEqual({ message: "Only a resolved ticket can be closed." });

    for (const [payload, errors] of [
      [{ status: "fixed" }, { status: "Choose a status" }],
      [{}, { status: "Choose a status" }],
      [{ status: "acknowledged", note: "x".repeat(2001) }, { note: "Note cannot exceed 2000 characters" }],
    ] as const) {
      const response = await move(admin, ticket.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect((await move(admin, ticket.id, { status: "acknowledged", extra: true })).statusCode).toBe(400);
    const missing = await move(admin, 999999, { status: "acknowledged" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No service ticket with this id" });
    for (const id of ["abc", "0", "2147483648", "1.5"]) {
      const response = await t.app.inject({ url: `${base}/tickets/${id}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, id).toBe(404);
    }
    const notJson = await t.app.inject({ method: "POST", url: `${base}/tickets/${ticket.id}/status`, headers: { ...admin.headers, "content-type": "application/json" }, payload: "{" });
    expect(notJson.statusCode).toBe(400);

    expect((await ticketOf(ticket.reference)).status).toBe("new");
    expect((await t.database.db.select().from(serviceTicketEvents).where(eq(serviceTicketEvents.ticketId, ticket.id))).length).toBe(1);
    expect((await mailsTo(email)).filter((mail) => mail.kind.startsWith("ticket-"))).toEqual([]);
  });

  it("reopens a resolved ticket within 15 days, back to the work, and refuses after", async () => {
    const ticket = await ticketOf(await submitComplaint({ ...complaint, email: "reopen@example.in" }));
    const admin = await signInAs(t.app, "admin");
    for (const status of ["acknowledged", "diagnosing", "resolved"]) expect((await move(admin, ticket.id, { status })).statusCode).toBe(200);

    // Fourteen days after it was resolved: the customer's call reopens it.
    const resolvedAt = new Date(Date.now() - 14 * 24 * 3600_000);
    await t.database.db.update(serviceTickets).set({ resolvedAt, reopenUntil: new Date(resolvedAt.getTime() + 15 * 24 * 3600_000) }).where(eq(serviceTickets.id, ticket.id));
    expect((await detail(admin, ticket.id)).transitions).toEqual(["closed", "reopened"]);
    const reopened = await move(admin, ticket.id, { status: "reopened", note: "Customer called: trips again." });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: "reopened", resolvedAt: null, reopenUntil: null, transitions: ["diagnosing", "visit_scheduled", "awaiting_parts", "waiting_on_customer", "resolved"] });
    const [inbox] = await t.database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, ticket.enquiryId!));
    expect(inbox!.status).toBe("open");
    expect((await mailsTo("reopen@example.in")).at(-1)!.kind).toBe("ticket-reopened");

    for (const status of ["diagnosing", "resolved"]) expect((await move(admin, ticket.id, { status })).statusCode).toBe(200);
    // Sixteen days after the second resolution: too late.
    const longAgo = new Date(Date.now() - 16 * 24 * 3600_000);
    await t.database.db.update(serviceTickets).set({ resolvedAt: longAgo, reopenUntil: new Date(longAgo.getTime() + 15 * 24 * 3600_000) }).where(eq(serviceTickets.id, ticket.id));
    expect((await detail(admin, ticket.id)).transitions).toEqual(["closed"]);
    const late = await move(admin, ticket.id, { status: "reopened" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: "A ticket can be reopened only within 15 days of being resolved. Open a new ticket instead." });
    expect((await ticketOf(ticket.reference)).status).toBe("resolved");
  });

  it("opens phone tickets in the SRV series, e-mailing the caller only when they gave an address", async () => {
    const support = await signInAs(t.app, "support", { name: "Ravi (support)" });
    const year = indiaIsoDate().slice(0, 4);
    const first = await openCall(support, { ...call, email: "caller@example.in", serialno: " uv-512 100-77 ", priority: "high" });
    expect(first).toMatchObject({
      reference: `SRV-${year}-000001`,
      source: "phone",
      status: "new",
      priority: "high",
      enquiryId: null,
      serialNo: "UV-512100-77",
      email: "caller@example.in",
      product: "51.2V_100Ah",
      transitions: ["acknowledged"],
    });
    expect(first.events).toEqual([
      { id: expect.any(Number), at: first.openedAt, kind: "status", fromStatus: null, toStatus: "new", actor: "staff", staff: { id: support.staff.id, name: "Ravi (support)" }, body: "Opened for a phone call", photo: null },
    ]);
    const mails = await mailsTo("caller@example.in");
    expect(mails.map((mail) => mail.kind)).toEqual(["ticket-new"]);
    expect(mails[0]!.subject).toMatch(new RegExp(`^We have received your request \\(SRV-${year}-000001\\)`));

    const second = await openCall(support, { ...call, issue: "other", issueDescription: "Display blank" });
    expect(second).toMatchObject({ reference: `SRV-${year}-000002`, email: null, priority: "normal", serialNo: null, warranty: null, chargeable: true, issue: "other", issueDescription: "Display blank" });
    // No address, no mail, and still the status e-mail rule holds for its changes.
    const outboxBefore = (await t.database.db.select().from(outbox)).length;
    expect((await move(support, second.id, { status: "acknowledged" })).statusCode).toBe(200);
    expect((await t.database.db.select().from(outbox)).length).toBe(outboxBefore);

    for (const [payload, field, message] of [
      [{ ...call, mobile: "12345" }, "mobile", "Please enter a valid mobile number (10-15 digits)"],
      [{ ...call, pincode: "1404" }, "pincode", undefined],
      [{ ...call, product: "9000VA" }, "product", "Please select a product"],
      [{ ...call, issue: "other" }, "issueDescription", "Please describe the issue"],
      [{ ...call, description: "" }, "description", "Please describe the issue in detail"],
      [{ ...call, priority: "asap" }, "priority", "Choose a priority"],
      [{ ...call, email: "not-an-address" }, "email", "Invalid email format"],
    ] as const) {
      const response = await t.app.inject({ method: "POST", url: `${base}/tickets`, headers: support.headers, payload });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), field).toEqual([field]);
      if (message) expect(response.json().errors[field]).toBe(message);
    }
  });

  it("shows the unit's warranty at a glance and whether the repair is chargeable", async () => {
    const today = indiaIsoDate();
    const register = (serialNo: string, purchaseDate: string, status: "pending" | "active" | "rejected", warrantyYears = 5) =>
      t.database.db.insert(warrantyRegistrations).values({ serialNo, name: "Owner", mobile: "9876543210", purchaseDate, dealer: "Dealer", invoiceNo: "INV-1", pincode: "140401", status, warrantyYears });
    const twoYearsAgo = addYears(today, -2);
    const sixYearsAgo = addYears(today, -6);
    await register("UV-ACTIVE-1", twoYearsAgo, "active");
    await register("UV-EXPIRED-1", sixYearsAgo, "active");
    await register("UV-PENDING-1", twoYearsAgo, "pending");
    await register("UV-REJECTED-1", twoYearsAgo, "rejected");
    const admin = await signInAs(t.app, "admin");
    const glance = async (serialno: string) => {
      const opened = await openCall(admin, { ...call, serialno });
      return { warranty: opened.warranty, chargeable: opened.chargeable };
    };

    expect(await glance("uv-active-1")).toEqual({
      warranty: { registered: true, serialNo: "UV-ACTIVE-1", status: "Active", startDate: twoYearsAgo, endDate: addYears(twoYearsAgo, 5), inWarranty: true },
      chargeable: false,
    });
    expect(await glance("UV-EXPIRED-1")).toEqual({
      warranty: { registered: true, serialNo: "UV-EXPIRED-1", status: "Expired", startDate: sixYearsAgo, endDate: addYears(sixYearsAgo, 5), inWarranty: false },
      chargeable: true,
    });
    expect(await glance("UV-PENDING-1")).toMatchObject({ warranty: { status: "Pending", inWarranty: true }, chargeable: false });
    expect(await glance("UV-REJECTED-1")).toMatchObject({ warranty: { status: "Rejected", inWarranty: false }, chargeable: true });
    expect(await glance("UV-NEVER-REGISTERED")).toEqual({ warranty: { registered: false, serialNo: "UV-NEVER-REGISTERED" }, chargeable: true });

    // A unit reported while covered stays covered for that fault after its warranty ends.
    const reported = await openCall(admin, { ...call, serialno: "UV-EXPIRED-1" });
    await t.database.db.update(serviceTickets).set({ openedAt: new Date(`${addYears(sixYearsAgo, 4)}T06:00:00Z`) }).where(eq(serviceTickets.id, reported.id));
    expect(await detail(admin, reported.id)).toMatchObject({ warranty: { status: "Expired", inWarranty: true }, chargeable: false });
  });

  it("keeps notes, priority and the assignee, each in the history, and lists open tickets urgent first", async () => {
    await t.database.db.delete(serviceTickets);
    const admin = await signInAs(t.app, "admin", { name: "Rajesh (admin)" });
    const engineer = await signInAs(t.app, "support", { name: "Meena (support)" });
    const low = await openCall(admin, { ...call, name: "Low Caller", priority: "low" });
    const normal = await openCall(admin, { ...call, name: "Normal Caller", mobile: "9811122233" });
    const urgent = await openCall(admin, { ...call, name: "Urgent Caller", priority: "urgent" });
    const done = await openCall(admin, { ...call, name: "Done Caller", serialno: "UV-DONE-9" });
    for (const status of ["acknowledged", "diagnosing", "resolved"]) await move(admin, done.id, { status });

    const put = (who: Who, id: number, what: string, payload: object) => t.app.inject({ method: "PUT", url: `${base}/tickets/${id}/${what}`, headers: who.headers, payload });
    const noted = await t.app.inject({ method: "POST", url: `${base}/tickets/${normal.id}/notes`, headers: engineer.headers, payload: { body: "  Asked for a photo of the display.  " } });
    expect(noted.statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `${base}/tickets/${normal.id}/notes`, headers: engineer.headers, payload: { body: "   " } })).json().errors).toEqual({ body: "Write a note" });

    const raised = await put(engineer, normal.id, "priority", { priority: "high" });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().priority).toBe("high");
    expect((await put(engineer, normal.id, "priority", { priority: "high" })).json()).toEqual({ message: "The ticket already has this priority" });
    expect((await put(engineer, normal.id, "priority", { priority: "asap" })).statusCode).toBe(400);

    const assigned = await put(admin, normal.id, "assignee", { staffId: engineer.staff.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assignedTo).toEqual({ id: engineer.staff.id, name: "Meena (support)" });
    const nobody = await put(admin, normal.id, "assignee", { staffId: 999999 });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual({ message: "No active staff account with this id", errors: { staffId: "No active staff account with this id" } });
    const gone = await signInAs(t.app, "support", { name: "Left the company" });
    await t.database.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, gone.staff.id));
    expect((await put(admin, normal.id, "assignee", { staffId: gone.staff.id })).statusCode).toBe(400);
    expect((await put(admin, normal.id, "assignee", { staffId: "me" })).statusCode).toBe(400);
    const unassigned = await put(admin, normal.id, "assignee", { staffId: null });
    expect(unassigned.json().assignedTo).toBeNull();
    expect(unassigned.json().events.slice(1).map((event: { kind: string; staff: { name: string }; body: string }) => [event.kind, event.staff.name, event.body])).toEqual([
      ["note", "Meena (support)", "Asked for a photo of the display."],
      ["note", "Meena (support)", "Priority changed from Normal to High"],
      ["note", "Rajesh (admin)", "Assigned to Meena (support)"],
      ["note", "Rajesh (admin)", "Unassigned"],
    ]);

    const list = async (query = "") => {
      const response = await t.app.inject({ url: `${base}/tickets${query}`, headers: { cookie: engineer.cookie } });
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };
    const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);
    const open = await list();
    expect(open).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(names(open)).toEqual(["Urgent Caller", "Normal Caller", "Low Caller"]);
    expect(open.items[1]).toMatchObject({ priority: "high", status: "new", source: "phone", assignedTo: null, escalatedAt: null });
    expect(open.items[1].sla.response).toMatchObject({ state: "running" });
    // Nearest deadline first: a resolved ticket has none running, and comes last.
    expect(names(await list("?status=all"))).toEqual(["Urgent Caller", "Normal Caller", "Low Caller", "Done Caller"]);
    expect(names(await list("?status=resolved"))).toEqual(["Done Caller"]);
    expect(names(await list("?status=all&q=uv-done"))).toEqual(["Done Caller"]);
    expect(names(await list("?q=9811122233"))).toEqual(["Normal Caller"]);
    expect((await list(`?status=all&q=${low.reference}`)).items[0].id).toBe(low.id);
    expect(urgent.priority).toBe("urgent");
    const bad = await t.app.inject({ url: `${base}/tickets?status=pending`, headers: { cookie: engineer.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: "Choose a known status" });
    expect((await t.app.inject({ url: `${base}/tickets?page=0`, headers: { cookie: engineer.cookie } })).statusCode).toBe(400);
  });

  it("counts each ticket's response and resolution clocks in business hours, paused while it waits, moved by holidays", async () => {
    await t.database.db.delete(serviceTickets);
    const admin = await signInAs(t.app, "admin");
    const tickets = t.app.services.serviceTickets;
    const staff = { id: admin.staff.id };
    const ist = (time: string) => new Date(`${time}+05:30`);
    // Wednesday 2 December 2026, 10:00 in India; a normal ticket: 4 business hours to respond, 7 business days (70 h) to resolve.
    const opened = await tickets.openPhoneTicket({ ...call, priority: "normal" } as never, staff, ist("2026-12-02T10:00:00"));
    expect(opened.sla.response).toMatchObject({ dueAt: ist("2026-12-02T14:00:00").toISOString(), state: "running", minutesLeft: 240, text: "4 h left (business hours)" });
    // 9 h on Wednesday, 10 on each of Thursday, Friday, Saturday, Monday, Tuesday and Wednesday, and the last hour on Thursday.
    expect(opened.sla.resolution.dueAt).toBe(ist("2026-12-10T10:00:00").toISOString());
    const row = async () => (await ticketOf(opened.reference));
    expect((await row()).responseDueAt).toEqual(ist("2026-12-02T14:00:00"));

    // Acknowledged at 13:00: the response is met, and no longer due.
    await tickets.changeStatus(opened.id, { status: "acknowledged" }, staff, ist("2026-12-02T13:00:00"));
    const acknowledged = await tickets.get(opened.id, ist("2026-12-02T15:00:00"));
    expect(acknowledged.sla.response).toMatchObject({ state: "met", text: "Met" });
    expect((await row()).responseDueAt).toBeNull();

    // Waiting on the customer from Thursday 12:00 to Monday 11:00: 7 + 10 + 10 + 2 = 29 business hours stand still.
    await tickets.changeStatus(opened.id, { status: "diagnosing" }, staff, ist("2026-12-03T10:00:00"));
    await tickets.changeStatus(opened.id, { status: "waiting_on_customer" }, staff, ist("2026-12-03T12:00:00"));
    const waiting = await tickets.get(opened.id, ist("2026-12-05T12:00:00"));
    expect(waiting.sla.resolution).toMatchObject({ dueAt: null, state: "paused", text: "Paused" });
    expect((await row()).resolutionDueAt).toBeNull();
    await tickets.changeStatus(opened.id, { status: "diagnosing" }, staff, ist("2026-12-07T11:00:00"));
    // Thursday 10 December 10:00 plus 29 business hours: 9 on Thursday, 10 on Friday, 10 on Saturday.
    expect((await row()).resolutionDueAt).toEqual(ist("2026-12-12T19:00:00"));

    // A holiday on Friday 11 December moves it by that day's 10 hours, to Monday's close.
    const holiday = await t.app.inject({ method: "POST", url: `${base}/holidays`, headers: admin.headers, payload: { date: "2026-12-11", name: "Service desk closed" } });
    expect(holiday.statusCode).toBe(201);
    expect((await row()).resolutionDueAt).toEqual(ist("2026-12-14T19:00:00"));
    const late = await tickets.get(opened.id, ist("2026-12-14T18:00:00"));
    expect(late.sla.resolution).toMatchObject({ state: "running", minutesLeft: 60, warning: true, text: "1 h left (business hours)" });
    expect((await t.app.inject({ method: "DELETE", url: `${base}/holidays/2026-12-11`, headers: admin.headers })).statusCode).toBe(204);
    expect((await row()).resolutionDueAt).toEqual(ist("2026-12-12T19:00:00"));

    // Resolved on Monday 14 December 10:00, after it was due: the clock stops, breached.
    await tickets.changeStatus(opened.id, { status: "resolved" }, staff, ist("2026-12-14T10:00:00"));
    const resolved = await tickets.get(opened.id, ist("2026-12-15T10:00:00"));
    expect(resolved.sla.resolution).toMatchObject({ state: "breached", minutesLeft: -60, text: "Overdue by 1 h" });
    expect((await row()).resolutionDueAt).toBeNull();
  });

  it("sends a ticket past its deadline to the Grievance Officer once, whichever instance looks", async () => {
    await t.database.db.delete(serviceTickets);
    const admin = await signInAs(t.app, "admin");
    const tickets = t.app.services.serviceTickets;
    const staff = { id: admin.staff.id };
    const ist = (time: string) => new Date(`${time}+05:30`);
    // Urgent: 1 business hour to respond. Opened Wednesday 10:00, never acknowledged.
    const silent = await tickets.openPhoneTicket({ ...call, name: "Silent Caller", priority: "urgent" } as never, staff, ist("2026-12-02T10:00:00"));
    // Acknowledged in time, then waiting for parts: its resolution clock stands still and is never overdue.
    const parts = await tickets.openPhoneTicket({ ...call, name: "Parts Caller", priority: "urgent" } as never, staff, ist("2026-12-02T10:00:00"));
    await tickets.changeStatus(parts.id, { status: "acknowledged" }, staff, ist("2026-12-02T10:30:00"));
    await tickets.changeStatus(parts.id, { status: "diagnosing" }, staff, ist("2026-12-02T10:35:00"));
    await tickets.changeStatus(parts.id, { status: "awaiting_parts" }, staff, ist("2026-12-02T10:40:00"));

    expect(await tickets.escalateOverdue(ist("2026-12-02T10:59:00"))).toBe(0);
    const [first, second] = await Promise.all([t.app.serviceEscalation.runOnce(ist("2026-12-02T11:05:00")), tickets.escalateOverdue(ist("2026-12-02T11:05:00"))]);
    expect(first + second).toBe(1);
    expect(await tickets.escalateOverdue(ist("2026-12-20T11:00:00"))).toBe(0);

    const escalated = await tickets.get(silent.id, ist("2026-12-02T11:10:00"));
    expect(escalated.escalatedAt).toBe(ist("2026-12-02T11:05:00").toISOString());
    expect(escalated.sla.response).toMatchObject({ state: "breached", text: "Overdue by 10 min" });
    expect(escalated.events.at(-1)).toMatchObject({ kind: "note", actor: "system", body: "Escalated to the Grievance Officer: the response deadline passed" });
    const mails = await mailsTo(grievanceOfficer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Overdue service ticket ${silent.reference}: not acknowledged in time | UrjaVolt`);
    expect(mails[0]!.text).toContain("Silent Caller");
    expect(mails[0]!.text).toContain(`/admin/service/${silent.id}`);
    expect((await tickets.get(parts.id, ist("2026-12-20T11:00:00"))).escalatedAt).toBeNull();
  });

  it("lets admins keep the service holidays, and support read them", async () => {
    const admin = await signInAs(t.app, "admin");
    const support = await signInAs(t.app, "support");
    const add = (who: Who, payload: object) => t.app.inject({ method: "POST", url: `${base}/holidays`, headers: who.headers, payload });

    expect((await add(admin, { date: "2026-11-08", name: "Diwali" })).statusCode).toBe(201);
    const holi = await add(admin, { date: "2026-03-04", name: " Holi " });
    expect(holi.statusCode).toBe(201);
    expect(holi.json()).toEqual({ date: "2026-03-04", name: "Holi" });
    const twice = await add(admin, { date: "2026-11-08", name: "Diwali again" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: "This date is already a service holiday", errors: { date: "This date is already a service holiday" } });
    expect((await add(admin, { date: "2026-02-30", name: "x" })).json().errors).toEqual({ date: "Date must be a real date" });
    expect((await add(admin, { date: "2026-11-09" })).json().errors).toEqual({ name: "Name is required" });
    expect((await add(support, { date: "2026-12-25", name: "Christmas" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `${base}/holidays`, headers: { cookie: admin.cookie }, payload: { date: "2026-12-25", name: "Christmas" } })).statusCode).toBe(403);

    const listed = await t.app.inject({ url: `${base}/holidays`, headers: { cookie: support.cookie } });
    expect(listed.json()).toEqual({ holidays: [{ date: "2026-03-04", name: "Holi" }, { date: "2026-11-08", name: "Diwali" }] });

    const remove = (who: Who, date: string) => t.app.inject({ method: "DELETE", url: `${base}/holidays/${date}`, headers: who.headers });
    expect((await remove(support, "2026-03-04")).statusCode).toBe(403);
    expect((await remove(admin, "2026-03-04")).statusCode).toBe(204);
    const again = await remove(admin, "2026-03-04");
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "No service holiday on this date" });
    expect((await remove(admin, "not-a-date")).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base}/holidays`, headers: { cookie: admin.cookie } })).json().holidays).toEqual([{ date: "2026-11-08", name: "Diwali" }]);
  });
});
