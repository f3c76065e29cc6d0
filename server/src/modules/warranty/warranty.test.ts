import { indiaIsoDate } from "@urjavolt/contract/dates";
import { addYears } from "@urjavolt/contract/form-rules";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storedFiles } from "../../db/schema/files.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { databaseFileStore } from "../../lib/file-store.ts";
import { createWarrantyService } from "./warranty-service.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { contentTypes, expectStoredWithoutLocation, photoWithLocation } from "../../test/images.ts";
import { pngBytes } from "../../test/multipart.ts";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const exeBytes = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0")]);

const today = indiaIsoDate();
const validFields = {
  name: "Ravi Kumar",
  mobile: "9876543210",
  serialno: "UV-TEST-0001",
  purchaseDate: addYears(today, -1),
  dealer: "Sharma & Sons Pvt. Ltd.",
  invoiceno: "INV-2025-001",
  pincode: "140401",
  comments: "Installed at home.",
};

type Upload = { name: string; type: string; data: Buffer };

/** A multipart body as the browser's FormData would send it. */
async function multipart(fields: Record<string, string>, file?: Upload, fileField = "invoice") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(fileField, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

const pdf: Upload = { name: "invoice.pdf", type: "application/pdf", data: pdfBytes };

describe.each(testDatabaseKinds)("warranty on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const register = async (fields: Record<string, string>, file?: Upload, fileField?: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/submitwarranty", ...(await multipart(fields, file, fileField)) });

  it("takes a mobile and a pincode as people paste them, and stores the ten digits and the six", async () => {
    for (const [index, mobile] of ["+91 98765 43210", "098765-43210", "98765 43210"].entries()) {
      const serialno = `UV-PASTE-000${index}`;
      const response = await register({ ...validFields, serialno, mobile, pincode: "140 401" }, pdf);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serialno));
      expect(row, mobile).toMatchObject({ mobile: "9876543210", pincode: "140401" });
    }
    const abroad = await register({ ...validFields, serialno: "UV-PASTE-0009", mobile: "+44 20 7946 0958" }, pdf);
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().errors).toEqual({ mobile: "Mobile number must be 10 digits" });
  });

  it("registers a serial as Pending and stores the invoice with it", async () => {
    const response = await register({ ...validFields, serialno: "uv-test-0001" }, pdf);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ serialno: "UV-TEST-0001", status: "Pending", message: expect.stringMatching(/^Warranty registered successfully!/) });

    const [row] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, "UV-TEST-0001"));
    expect(row).toMatchObject({ name: "Ravi Kumar", mobile: "9876543210", dealer: "Sharma & Sons Pvt. Ltd.", status: "pending", comments: "Installed at home." });
    const file = await databaseFileStore.read(t.database.db, row!.invoiceFileId!);
    expect(file).toMatchObject({ purpose: "warranty-invoice", contentType: "application/pdf", originalName: "invoice.pdf", size: pdfBytes.length });
    expect(Buffer.compare(file!.data, pdfBytes)).toBe(0);

    const lookup = await t.app.inject({ url: "/api/v1/getwarranty/UV-TEST-0001" });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({
      status: "success",
      message: "Warranty found",
      // Whoever holds the serial learns the status and the dates only (decision 052).
      data: {
        serialno: "UV-TEST-0001",
        status: "Pending",
        purchase_date: validFields.purchaseDate,
        expiry_date: addYears(validFields.purchaseDate, 5),
      },
    });
    // The owner's name, number, dealer, invoice and pin code are nowhere in the answer.
    for (const kept of ["Ravi", "3210", "Sharma", "INV-2025-001", "140401", "Received"]) expect(lookup.body).not.toContain(kept);
  });

  it.each(["jpeg", "png"] as const)("keeps a photographed %s invoice without where it was taken, the right way up", async (format) => {
    const serialno = `UV-EXIF-${format.toUpperCase()}`;
    const sent = await photoWithLocation(format);
    const response = await register({ ...validFields, serialno }, { name: `bill.${format}`, type: contentTypes[format], data: sent });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serialno));
    const file = await databaseFileStore.read(t.database.db, row!.invoiceFileId!);
    expect(file).toMatchObject({ contentType: contentTypes[format], size: file!.data.length });
    await expectStoredWithoutLocation(file!.data, sent, format);
  });

  it("refuses a serial already registered, whatever its case, with 409", async () => {
    const response = await register({ ...validFields, serialno: "Uv-Test-0001" }, { name: "bill.png", type: "image/png", data: pngBytes });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "This serial number is already registered", errors: { serialno: "This serial number is already registered" } });
  });

  it("accepts a PNG invoice, judged by its bytes", async () => {
    const response = await register({ ...validFields, serialno: "UV-TEST-PNG" }, { name: "photo.bin", type: "application/octet-stream", data: pngBytes });
    expect(response.statusCode).toBe(201);
  });

  it("refuses a renamed .exe and plain text with 415, storing nothing", async () => {
    const [before] = await t.database.db.select({ n: count() }).from(storedFiles);
    for (const data of [exeBytes, Buffer.from("just some text, not an invoice")]) {
      const response = await register({ ...validFields, serialno: "UV-TEST-EXE" }, { name: "invoice.pdf", type: "application/pdf", data });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("Invoice must be a PDF, JPEG, or PNG file");
    }
    const [after] = await t.database.db.select({ n: count() }).from(storedFiles);
    expect(after!.n).toBe(before!.n);
    expect((await t.app.inject({ url: "/api/v1/getwarranty/UV-TEST-EXE" })).statusCode).toBe(404);
  });

  it("refuses an invoice over 5 MB with 413", async () => {
    const big = Buffer.concat([pdfBytes, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await register({ ...validFields, serialno: "UV-TEST-BIG" }, { name: "big.pdf", type: "application/pdf", data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Invoice must be 5 MB or smaller");
    expect((await t.app.inject({ url: "/api/v1/getwarranty/UV-TEST-BIG" })).statusCode).toBe(404);
  });

  it("leaves no registration and no file behind when storing fails half-way", async () => {
    const [filesBefore] = await t.database.db.select({ n: count() }).from(storedFiles);
    // A file store that fails right after writing the file: the transaction must take the file back.
    const service = createWarrantyService(t.database.db, {
      ...databaseFileStore,
      async save(db, file) {
        const id = await databaseFileStore.save(db, file);
        throw new Error(`storage failed after saving file ${id}`);
      },
    }, { siteUrl: t.config.siteUrl });
    await expect(service.register({ ...validFields, serialno: "UV-TEST-HALF" }, { filename: "a.pdf", data: pdfBytes, contentType: "application/pdf" })).rejects.toThrow(/storage failed/);
    const [filesAfter] = await t.database.db.select({ n: count() }).from(storedFiles);
    expect(filesAfter!.n).toBe(filesBefore!.n);
    expect((await t.app.inject({ url: "/api/v1/getwarranty/UV-TEST-HALF" })).statusCode).toBe(404);
  });

  it("checks every field on the server with the spec's messages", async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please fill out all required fields correctly.",
      errors: {
        name: "Name is required",
        mobile: "Mobile number is required",
        serialno: "Serial number is required",
        purchaseDate: "Purchase date is required",
        dealer: "Dealer name is required",
        invoiceno: "Invoice number is required",
        pincode: "Pin code is required",
        invoice: "Invoice file is required",
      },
    });

    const bad = await register(
      {
        name: "R2-D2",
        mobile: "98765",
        serialno: "UV 1",
        purchaseDate: addYears(today, 1),
        dealer: "X",
        invoiceno: "I",
        pincode: "1404",
        comments: "x".repeat(501),
      },
      pdf,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: "Name must be 2-50 characters, letters and spaces only",
      mobile: "Mobile number must be 10 digits",
      serialno: "Serial number can contain only letters, digits and - _ . /",
      purchaseDate: "Purchase date cannot be in the future",
      dealer: "Dealer name must be 2-100 characters",
      invoiceno: "Invoice number must be 2-100 characters",
      pincode: "Pin code must be 6 digits",
      comments: "Comments cannot exceed 500 characters",
    });

    const old = await register({ ...validFields, serialno: "UV-TEST-OLD", purchaseDate: addYears(today, -6) }, pdf);
    expect(old.json().errors).toEqual({ purchaseDate: "Purchase date cannot be more than 5 years ago" });
  });

  it("rejects unknown fields and a second file field", async () => {
    const response = await register({ ...validFields, serialno: "UV-TEST-EXTRA", status: "active" }, pdf);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ status: "Unknown field" });
    const other = await register({ ...validFields, serialno: "UV-TEST-EXTRA" }, pdf, "photo");
    expect(other.statusCode).toBe(400);
  });

  it("refuses a JSON body: the registration is multipart", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/submitwarranty", payload: validFields });
    expect(response.statusCode).toBe(415);
  });

  it("answers the seeded demo serials with each status", async () => {
    const statuses: Record<string, string> = {};
    for (const serial of ["UV-DEMO-PENDING", "UV-DEMO-ACTIVE", "UV-DEMO-EXPIRED", "uv-demo-rejected"]) {
      const response = await t.app.inject({ url: `/api/v1/getwarranty/${serial}` });
      expect(response.statusCode).toBe(200);
      statuses[serial] = response.json().data.status;
    }
    expect(statuses).toEqual({ "UV-DEMO-PENDING": "Pending", "UV-DEMO-ACTIVE": "Active", "UV-DEMO-EXPIRED": "Expired", "uv-demo-rejected": "Rejected" });
    // A rejection's reason is the owner's to read, in their account (decision 052).
    const rejected = await t.app.inject({ url: "/api/v1/getwarranty/UV-DEMO-REJECTED" });
    expect(rejected.json().data.rejection_reason).toBeUndefined();
  });

  it("answers an unknown serial with 404 and a bad one with 400", async () => {
    const missing = await t.app.inject({ url: "/api/v1/getwarranty/NO-SUCH-SERIAL" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No warranty is registered for this serial number" });
    const bad = await t.app.inject({ url: `/api/v1/getwarranty/${encodeURIComponent("<script>")}` });
    expect(bad.statusCode).toBe(400);
  });
});

describe("warranty rate limit", () => {
  const t = useTestApp("pglite");

  it("answers 429 with a clear message after 20 checks a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await t.app.inject({ url: "/api/v1/getwarranty/NOPE", remoteAddress: "203.0.113.7" })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    const limited = await t.app.inject({ url: "/api/v1/getwarranty/NOPE", remoteAddress: "203.0.113.7" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests from your network\. Please wait .+ and try again\.$/);
    // Another address, and another form from the same address, are counted apart.
    expect((await t.app.inject({ url: "/api/v1/getwarranty/NOPE", remoteAddress: "203.0.113.8" })).statusCode).toBe(404);
    const form = await t.app.inject({ method: "POST", url: "/api/v1/contactsubmit", payload: {}, remoteAddress: "203.0.113.7" });
    expect(form.statusCode).toBe(400);
  });
});
