import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, enquiryEvents } from "../../db/schema/enquiries.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const contact = { name: "Asha Rao", email: "asha@example.in", mobile: "9876543210", subject: "Dealer enquiry, Ludhiana", message: "Do you have a dealer near me?" };
const quote = { name: "Vikram Gill", email: "vikram@example.in", mobile: "+91 98140-55667", products: "5000VA", message: "For a small clinic" };
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

describe.each(testDatabaseKinds)("staff inbox on %s", (kind) => {
  const t = useTestApp(kind);
  const submit = async (path: string, payload: object) => {
    const response = await t.app.inject({ method: "POST", url: `/api/v1/${path}`, payload });
    expect(response.statusCode).toBe(201);
    return response.json().reference as string;
  };
  const idOf = async (reference: string) => {
    const [row] = await t.database.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.reference, reference));
    return row!.id;
  };

  it("refuses every inbox route without a session (401) and a change without the CSRF token (403)", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/admin/enquiries"],
      ["GET", "/api/v1/admin/enquiries.csv"],
      ["GET", "/api/v1/admin/enquiries/1"],
      ["PATCH", "/api/v1/admin/enquiries/1"],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === "PATCH" && { payload: { status: "resolved" } }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Please sign in" });
    }
    const reference = await submit("contactsubmit", contact);
    const support = await signInAs(t.app, "support");
    const withoutToken = await t.app.inject({ method: "PATCH", url: `/api/v1/admin/enquiries/${await idOf(reference)}`, headers: { cookie: support.cookie }, payload: { status: "resolved" } });
    expect(withoutToken.statusCode).toBe(403);
    const [row] = await t.database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.reference, reference));
    expect(row!.status).toBe("open");
  });

  it("lists the three kinds newest first and filters by type, status and search", async () => {
    await t.database.db.delete(enquiries);
    const contactRef = await submit("contactsubmit", contact);
    const quoteRef = await submit("submitquote", quote);
    const complaintRef = await submit("submitcomplaint", complaint);
    const support = await signInAs(t.app, "support");
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/v1/admin/enquiries?${query}`, headers: { cookie: support.cookie } });
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };

    const all = await list("");
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.items.map((item: { reference: string }) => item.reference)).toEqual([complaintRef, quoteRef, contactRef]);
    expect(all.items[0]).toMatchObject({ kind: "complaint", status: "open", name: "Harpreet Kaur", summary: "Installation issue · 2100VA Inverter" });
    expect(all.items[1]).toMatchObject({ kind: "quote", summary: "5000VA Inverter", mobile: "9814055667" });
    expect(all.items[2]).toMatchObject({ kind: "contact", summary: "Dealer enquiry, Ludhiana" });

    expect((await list("type=complaint")).items.map((item: { reference: string }) => item.reference)).toEqual([complaintRef]);
    expect((await list("type=&status=&q=")).total).toBe(3);
    expect((await list("status=resolved")).total).toBe(0);
    // Search: name (any case), e-mail, mobile, reference, serial and message text.
    expect((await list("q=vikram")).items[0].reference).toBe(quoteRef);
    expect((await list("q=asha%40example")).items[0].reference).toBe(contactRef);
    expect((await list("q=9988776655")).items[0].reference).toBe(complaintRef);
    expect((await list(`q=${complaintRef.toLowerCase()}`)).total).toBe(1);
    expect((await list("q=UV-2100-1234")).total).toBe(1);
    expect((await list("q=pump")).total).toBe(1);
    // LIKE's wildcards are plain characters in a search.
    expect((await list("q=%25")).total).toBe(0);
    expect((await list("q=_")).total).toBe(0);
  });

  it("filters by received date as whole India days, and refuses bad filters with 400", async () => {
    await t.database.db.delete(enquiries);
    const lateEvening = await submit("contactsubmit", { ...contact, subject: "late evening" });
    const midnight = await submit("contactsubmit", { ...contact, subject: "just after midnight" });
    // 23:59:59 and 00:00:00 India time, 10/11 January 2026.
    await t.database.db.update(enquiries).set({ createdAt: new Date("2026-01-10T18:29:59Z") }).where(eq(enquiries.reference, lateEvening));
    await t.database.db.update(enquiries).set({ createdAt: new Date("2026-01-10T18:30:00Z") }).where(eq(enquiries.reference, midnight));
    const admin = await signInAs(t.app, "admin");
    const references = async (query: string) =>
      (await t.app.inject({ url: `/api/v1/admin/enquiries?${query}`, headers: { cookie: admin.cookie } })).json().items.map((item: { reference: string }) => item.reference);

    expect(await references("from=2026-01-11&to=2026-01-11")).toEqual([midnight]);
    expect(await references("from=2026-01-10&to=2026-01-10")).toEqual([lateEvening]);
    expect(await references("to=2026-01-10")).toEqual([lateEvening]);
    expect(await references("from=2026-01-10")).toEqual([midnight, lateEvening]);

    for (const [query, field, message] of [
      ["type=spam", "type", "Choose a known type"],
      ["status=closed", "status", "Choose a known status"],
      ["from=2026-02-30", "from", "From must be a real date"],
      ["from=11-01-2026", "from", "From must be a date (YYYY-MM-DD)"],
      ["from=2026-01-12&to=2026-01-11", "to", "To must not be before From"],
    ] as const) {
      const response = await t.app.inject({ url: `/api/v1/admin/enquiries?${query}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors?.[field], query).toBe(message);
    }
  });

  it("moves an enquiry along with notes, keeping who changed what and when", async () => {
    const reference = await submit("submitcomplaint", complaint);
    const id = await idOf(reference);
    const support = await signInAs(t.app, "support", { name: "Sunita (support)" });
    const admin = await signInAs(t.app, "admin", { name: "Rajesh (admin)" });
    const change = (who: typeof admin, payload: object, target = id) =>
      t.app.inject({ method: "PATCH", url: `/api/v1/admin/enquiries/${target}`, headers: who.headers, payload });

    const first = await change(support, { status: "in progress", note: "  Called the customer; technician booked for Friday.  " });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ reference, status: "in progress", serialNo: "UV-2100-1234", pincode: "140401", issue: "installation_issue" });

    // A note alone, same status, is kept too; nothing at all is refused.
    expect((await change(admin, { status: "in progress", note: "Spare part ordered." })).statusCode).toBe(200);
    const nothing = await change(admin, { status: "in progress", note: "   " });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ message: "Choose a different status or write a note", errors: { status: "Choose a different status or write a note" } });

    const resolved = (await change(admin, { status: "resolved" })).json();
    expect(resolved.status).toBe("resolved");
    expect(resolved.events).toEqual([
      { id: expect.any(Number), at: expect.any(String), staffName: "Sunita (support)", staffEmail: support.staff.email, fromStatus: "open", toStatus: "in progress", note: "Called the customer; technician booked for Friday." },
      { id: expect.any(Number), at: expect.any(String), staffName: "Rajesh (admin)", staffEmail: admin.staff.email, fromStatus: "in progress", toStatus: "in progress", note: "Spare part ordered." },
      { id: expect.any(Number), at: expect.any(String), staffName: "Rajesh (admin)", staffEmail: admin.staff.email, fromStatus: "in progress", toStatus: "resolved", note: null },
    ]);
    expect(Date.parse(resolved.events[2].at)).toBeGreaterThanOrEqual(Date.parse(resolved.events[0].at));
    expect(Date.parse(resolved.updatedAt)).toBe(Date.parse(resolved.events[2].at));

    const detail = await t.app.inject({ url: `/api/v1/admin/enquiries/${id}`, headers: { cookie: support.cookie } });
    expect(detail.json()).toEqual(resolved);

    expect((await change(admin, { status: "closed" })).statusCode).toBe(400);
    expect((await change(admin, { status: "resolved", note: "x".repeat(2001) })).json().errors).toEqual({ note: "Note cannot exceed 2000 characters" });
    expect((await change(admin, { status: "resolved", extra: 1 })).statusCode).toBe(400);
    const missing = await change(admin, { status: "resolved" }, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No enquiry with this id" });
    const notAnId = await t.app.inject({ url: "/api/v1/admin/enquiries/abc", headers: { cookie: admin.cookie } });
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.json()).toEqual({ message: "No enquiry with this id" });
    expect(await t.database.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, id))).toHaveLength(3);
  });

  it("exports the filtered list as CSV, escaped and safe from spreadsheet formulas", async () => {
    await t.database.db.delete(enquiries);
    await submit("contactsubmit", { ...contact, name: "=HYPERLINK(\"http://evil.test\")", subject: "Price, \"best\" offer", message: "Line one\nLine two" });
    await submit("submitquote", { ...quote, message: "@SUM(1+1)" });
    await submit("submitcomplaint", { ...complaint, service_issue: "Remote app will not pair", other_issue_description: "Remote app will not pair" });
    const support = await signInAs(t.app, "support");

    const response = await t.app.inject({ url: "/api/v1/admin/enquiries.csv", headers: { cookie: support.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.body;
    expect(body.startsWith("\uFEFFReference,Type,Status,Received (IST),")).toBe(true);
    const lines = body.slice(1).split("\r\n");
    // Records end in CRLF; the message's own line break stays inside its quoted field.
    expect(lines).toEqual([expect.any(String), expect.any(String), expect.any(String), expect.any(String), ""]);
    expect(lines[1]).toMatch(/^CMP-\d{4}-\d{6},Complaint,Open,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
    expect(lines[1]).toContain(",Other: Remote app will not pair,140401,");
    expect(lines[2]).toMatch(/^QTE-\d{4}-\d{6},Quote request,Open,/);
    // A number arrives as people write it and is kept as its ten digits (decision 047).
    expect(lines[2]).toContain(",9814055667,");
    expect(lines[2]!.endsWith(",'@SUM(1+1)")).toBe(true);
    expect(lines[3]).toContain(`,"'=HYPERLINK(""http://evil.test"")",`);
    expect(lines[3]).toContain(`,"Price, ""best"" offer",`);
    expect(lines[3]!.endsWith(`,"Line one\nLine two"`)).toBe(true);

    const filtered = await t.app.inject({ url: "/api/v1/admin/enquiries.csv?type=quote", headers: { cookie: support.cookie } });
    expect(filtered.body.slice(1).split("\r\n").filter(Boolean)).toHaveLength(2);
    expect((await t.app.inject({ url: "/api/v1/admin/enquiries.csv?status=nope", headers: { cookie: support.cookie } })).statusCode).toBe(400);
  });
});
