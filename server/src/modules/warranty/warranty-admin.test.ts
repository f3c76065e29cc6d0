import { formatIsoDate } from "@urjavolt/contract/dates";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { addYears } from "@urjavolt/contract/form-rules";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/outbox.ts";
import { warrantyEvents, warrantyRegistrations } from "../../db/schema/warranty.ts";
import { products } from "../../db/schema/catalogue.ts";
import { warrantyProductUnknown } from "@urjavolt/contract/warranty";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const today = indiaIsoDate();

async function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("invoice", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

describe.each(testDatabaseKinds)("staff warranties on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  async function register(serialno: string, name = "Ravi Kumar", mobile = "9876543210", extra: Record<string, string> = {}) {
    const fields = { ...extra, name, mobile, serialno, purchaseDate: addYears(today, -1), dealer: "Sharma Power House", invoiceno: "INV-77", pincode: "140401" };
    const response = await t.app.inject({ method: "POST", url: "/api/v1/submitwarranty", ...(await multipart(fields, { name: "bill (कॉपी).pdf", type: "application/pdf", data: pdfBytes })) });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select({ id: warrantyRegistrations.id }).from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serialno));
    return row!.id;
  }
  const lookup = async (serial: string) => (await t.app.inject({ url: `/api/v1/getwarranty/${serial}` })).json().data;

  it("refuses every warranty route without a session (401), and changes without the CSRF token (403)", async () => {
    const id = await register("UV-ADM-AUTH");
    for (const [method, url] of [
      ["GET", "/api/v1/admin/warranties"],
      ["GET", `/api/v1/admin/warranties/${id}`],
      ["GET", `/api/v1/admin/warranties/${id}/invoice`],
      ["POST", `/api/v1/admin/warranties/${id}/approve`],
      ["POST", `/api/v1/admin/warranties/${id}/reject`],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === "POST" && { payload: { reason: "Not a real invoice" } }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
    }
    const support = await signInAs(t.app, "support");
    const forged = await t.app.inject({ method: "POST", url: `/api/v1/admin/warranties/${id}/approve`, headers: { cookie: support.cookie, "x-csrf-token": "forged" }, payload: {} });
    expect(forged.statusCode).toBe(403);
    expect((await lookup("UV-ADM-AUTH")).status).toBe("Pending");
  });

  it("lists registrations by status and searches by serial, mobile or name", async () => {
    await register("UV-ADM-LIST-1", "Kavita Joshi", "9811122233");
    const support = await signInAs(t.app, "support");
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/v1/admin/warranties?${query}`, headers: { cookie: support.cookie } });
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };
    const serials = async (query: string) => (await list(query)).items.map((item: { serialno: string }) => item.serialno);

    const all = await list("");
    expect(all).toMatchObject({ page: 1, pageSize: 25 });
    expect(all.items[0]).toMatchObject({ serialno: "UV-ADM-LIST-1", name: "Kavita Joshi", mobile: "9811122233", status: "Pending", expiryDate: addYears(addYears(today, -1), 5) });
    expect(await serials("status=expired")).toEqual(["UV-DEMO-EXPIRED"]);
    expect(await serials("status=rejected")).toEqual(["UV-DEMO-REJECTED"]);
    expect(await serials("status=active")).toEqual(["UV-DEMO-ACTIVE"]);
    expect(await serials("status=pending&q=demo")).toEqual(["UV-DEMO-PENDING"]);
    expect(await serials("q=uv-adm-list")).toEqual(["UV-ADM-LIST-1"]);
    expect(await serials("q=11122233")).toEqual(["UV-ADM-LIST-1"]);
    expect(await serials("q=kavita JOSHI")).toEqual(["UV-ADM-LIST-1"]);
    expect(await serials("q=gurpreet")).toEqual(["UV-DEMO-ACTIVE"]);
    expect(await serials("q=%25")).toEqual([]);
    const bad = await t.app.inject({ url: "/api/v1/admin/warranties?status=lost", headers: { cookie: support.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: "Choose a known status" });
  });

  it("shows staff the uploaded invoice inline, never cached; a seeded registration without one answers 404", async () => {
    const id = await register("UV-ADM-INVOICE");
    const support = await signInAs(t.app, "support");
    const detail = (await t.app.inject({ url: `/api/v1/admin/warranties/${id}`, headers: { cookie: support.cookie } })).json();
    expect(detail).toMatchObject({ serialno: "UV-ADM-INVOICE", invoiceno: "INV-77", pincode: "140401", warrantyYears: 5, events: [] });
    expect(detail.invoice).toEqual({ contentType: "application/pdf", originalName: "bill (कॉपी).pdf", size: pdfBytes.length });

    const invoice = await t.app.inject({ url: `/api/v1/admin/warranties/${id}/invoice`, headers: { cookie: support.cookie } });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    expect(invoice.headers["content-disposition"]).toBe(`inline; filename="bill (____).pdf"; filename*=UTF-8''${encodeURIComponent("bill (कॉपी).pdf")}`);
    expect(invoice.headers["cache-control"]).toBe("private, no-store");
    expect(invoice.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(invoice.rawPayload, pdfBytes)).toBe(0);

    const [seeded] = await t.database.db.select({ id: warrantyRegistrations.id }).from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, "UV-DEMO-PENDING"));
    const none = await t.app.inject({ url: `/api/v1/admin/warranties/${seeded!.id}/invoice`, headers: { cookie: support.cookie } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: "This registration has no invoice file" });
    expect((await t.app.inject({ url: "/api/v1/admin/warranties/999999", headers: { cookie: support.cookie } })).json()).toEqual({ message: "No warranty registration with this id" });
  });

  it("approves to Active with the expiry computed, and the public status check shows it", async () => {
    const id = await register("UV-ADM-APPROVE");
    const support = await signInAs(t.app, "support", { name: "Sunita" });
    const approve = (payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/warranties/${id}/approve`, headers: support.headers, payload });

    expect((await approve({ warrantyYears: 0 })).json().errors).toEqual({ warrantyYears: "Warranty period must be 1 to 25 years" });
    const approved = await approve({ warrantyYears: 3 });
    expect(approved.statusCode).toBe(200);
    const expiry = addYears(addYears(today, -1), 3);
    expect(approved.json()).toMatchObject({ status: "Active", warrantyYears: 3, expiryDate: expiry, rejectionReason: null });
    expect(approved.json().events).toEqual([
      { id: expect.any(Number), at: expect.any(String), staffName: "Sunita", staffEmail: support.staff.email, action: "approved", note: `Warranty period 3 years, expires ${expiry}` },
    ]);
    expect(await lookup("UV-ADM-APPROVE")).toMatchObject({ status: "Active", expiry_date: expiry });

    const again = await approve({});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This warranty is already approved" });
  });

  it("names the product on approving: the status check and the certificate then name it and its model (decision 051)", async () => {
    const id = await register("UV-ADM-PRODUCT");
    const support = await signInAs(t.app, "support");
    const approve = (payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/warranties/${id}/approve`, headers: support.headers, payload });
    const [battery] = await t.database.db.select({ id: products.id, name: products.name, model: products.model }).from(products).where(eq(products.model, "UVB-48-100"));

    // Not yet named: neither the console nor the status check names a product.
    expect((await t.app.inject({ url: `/api/v1/admin/warranties/${id}`, headers: support.headers })).json().product).toBeNull();
    expect(await lookup("UV-ADM-PRODUCT")).not.toHaveProperty("model");

    for (const productId of [999_999, 0, "abc"]) {
      const refused = await approve({ warrantyYears: 5, productId });
      expect(refused.statusCode, String(productId)).toBe(400);
      expect(refused.json().errors).toEqual({ productId: warrantyProductUnknown });
    }
    expect((await lookup("UV-ADM-PRODUCT")).status).toBe("Pending");

    const approved = await approve({ warrantyYears: 5, productId: battery!.id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().product).toEqual(battery);
    expect(await lookup("UV-ADM-PRODUCT")).toMatchObject({ status: "Active", product: battery!.name, model: "UVB-48-100" });
  });

  it("names the demo registrations' product, the 1100VA inverter", async () => {
    expect(await lookup("UV-DEMO-ACTIVE")).toMatchObject({ product: "Lithium Inverter/UPS 1100VA", model: "UVI-1100" });
  });

  it("rejects with a reason the owner sees, and can approve a rejected one after a fresh invoice check", async () => {
    const id = await register("UV-ADM-REJECT");
    const admin = await signInAs(t.app, "admin");
    const reject = (payload: object) => t.app.inject({ method: "POST", url: `/api/v1/admin/warranties/${id}/reject`, headers: admin.headers, payload });

    expect((await reject({ reason: "  " })).json().errors).toEqual({ reason: "Please give a reason" });
    expect((await reject({})).statusCode).toBe(400);
    const rejected = await reject({ reason: "The invoice is for a different serial number." });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "Rejected", rejectionReason: "The invoice is for a different serial number." });
    // The public check says Rejected; the reason is the owner's to read in their account (decision 052).
    const rejectedView = await lookup("UV-ADM-REJECT");
    expect(rejectedView).toMatchObject({ status: "Rejected" });
    expect(rejectedView.rejection_reason).toBeUndefined();
    expect((await reject({ reason: "Again" })).statusCode).toBe(409);

    const approved = await t.app.inject({ method: "POST", url: `/api/v1/admin/warranties/${id}/approve`, headers: admin.headers, payload: {} });
    expect(approved.json()).toMatchObject({ status: "Active", warrantyYears: 5, rejectionReason: null });
    const publicView = await lookup("UV-ADM-REJECT");
    expect(publicView.status).toBe("Active");
    expect(publicView.rejection_reason).toBeUndefined();
    const events = await t.database.db.select().from(warrantyEvents).where(eq(warrantyEvents.warrantyId, id));
    expect(events.map((event) => event.action)).toEqual(["rejected", "approved"]);
  });

  it("e-mails a customer who gave an address: received, then approved or rejected with the reason", async () => {
    const mailsTo = async (email: string) =>
      (await t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id))).map((row) => ({ kind: row.kind, subject: row.subject, text: row.text }));
    const approvedId = await register("UV-ADM-MAIL-1", "Kavita Joshi", "9811122233", { email: "kavita@example.in" });
    const rejectedId = await register("UV-ADM-MAIL-2", "Kavita Joshi", "9811122233", { email: "kavita.two@example.in" });
    await register("UV-ADM-MAIL-3");
    expect(await mailsTo("kavita@example.in")).toEqual([expect.objectContaining({ kind: "warranty-registered", subject: expect.stringContaining("UV-ADM-MAIL-1") })]);
    expect((await mailsTo("kavita@example.in"))[0]!.text).toContain("Pending until we verify your invoice");

    const support = await signInAs(t.app, "support");
    const detail = (await t.app.inject({ url: `/api/v1/admin/warranties/${approvedId}`, headers: { cookie: support.cookie } })).json();
    expect(detail.email).toBe("kavita@example.in");
    expect((await t.app.inject({ method: "POST", url: `/api/v1/admin/warranties/${approvedId}/approve`, headers: support.headers, payload: { warrantyYears: 3 } })).statusCode).toBe(200);
    const expiry = formatIsoDate(addYears(addYears(today, -1), 3));
    expect((await mailsTo("kavita@example.in")).map((mail) => mail.kind)).toEqual(["warranty-registered", "warranty-approved"]);
    expect((await mailsTo("kavita@example.in"))[1]!.text).toContain(`3 years from the date of purchase, until ${expiry}`);

    const reason = "The invoice is for a different serial number";
    expect((await t.app.inject({ method: "POST", url: `/api/v1/admin/warranties/${rejectedId}/reject`, headers: support.headers, payload: { reason } })).statusCode).toBe(200);
    const rejected = await mailsTo("kavita.two@example.in");
    expect(rejected.map((mail) => mail.kind)).toEqual(["warranty-registered", "warranty-rejected"]);
    expect(rejected[1]!.text).toContain(`Reason: ${reason}`);

    // Without an address nothing is queued for the registration.
    const queued = await t.database.db.select({ text: outbox.text }).from(outbox);
    expect(queued.some((mail) => mail.text.includes("UV-ADM-MAIL-3"))).toBe(false);
  });

  it("refuses a malformed e-mail with the field's message, and stores nothing", async () => {
    const fields = { name: "Ravi Kumar", mobile: "9876543210", serialno: "UV-ADM-BADMAIL", purchaseDate: addYears(today, -1), dealer: "Sharma Power House", invoiceno: "INV-77", pincode: "140401", email: "ravi@" };
    const response = await t.app.inject({ method: "POST", url: "/api/v1/submitwarranty", ...(await multipart(fields, { name: "bill.pdf", type: "application/pdf", data: pdfBytes })) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: "Please enter a valid email address" });
    expect(await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, "UV-ADM-BADMAIL"))).toHaveLength(0);
  });
});
