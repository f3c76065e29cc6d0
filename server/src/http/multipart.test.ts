import { indiaIsoDate } from "@urjavolt/contract/dates";
import { CONTROL_CHARACTER_MESSAGE } from "@urjavolt/contract/form-rules";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storedFiles } from "../db/schema/files.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../test/helper.ts";
import { multipartMessages } from "./multipart.ts";
import { pngBytes as png } from "../test/multipart.ts";

const BOUNDARY = "----urjavolt-test-boundary";
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart body written by hand, so it can be anything a browser would never send. */
function body(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? "" : `Content-Type: ${part.type ?? "application/octet-stream"}\r\n`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from("\r\n"));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

const today = indiaIsoDate();
const registration: Part[] = [
  { name: "name", value: "Ravi Kumar" },
  { name: "mobile", value: "9876543210" },
  { name: "serialno", value: "UV-MP-0001" },
  { name: "purchaseDate", value: today },
  { name: "dealer", value: "Sharma Electricals" },
  { name: "invoiceno", value: "INV-1" },
  { name: "pincode", value: "140401" },
];
const review: Part[] = [
  { name: "review_stars", value: "5" },
  { name: "review_content", value: "Works well." },
  { name: "name", value: "Anita" },
  { name: "email", value: "anita@example.in" },
];

/** The three upload routes, each with a valid form and the name of its file field. */
const routes = [
  { label: "warranty registration", url: "/api/v1/submitwarranty", fields: registration, file: { name: "invoice", value: pdf, filename: "invoice.pdf", type: "application/pdf" }, admin: false },
  { label: "review with an image", url: "/api/v1/publishReview/1", fields: review, file: { name: "review_image", value: png, filename: "a.png", type: "image/png" }, admin: false },
  { label: "product image", url: "/api/v1/admin/products/1/images", fields: [], file: { name: "image", value: png, filename: "a.png", type: "image/png" }, admin: true },
] as const;

describe.each(testDatabaseKinds)("multipart uploads on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  let address = 0;

  describe.each(routes)("$label", (route) => {
    const send = async (payload: string | Buffer, contentType = multipartType) => {
      const headers: Record<string, string> = { "content-type": contentType };
      if (route.admin) Object.assign(headers, (await signInAs(t.app, "admin")).headers);
      return t.app.inject({ method: "POST", url: route.url, headers, payload, remoteAddress: `203.0.113.${(address += 1) % 250}` });
    };
    const expectRefused = (response: { statusCode: number; json(): unknown }, status: number, envelope: unknown) => {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(envelope);
    };
    const files = async () => (await t.database.db.select({ n: count() }).from(storedFiles))[0]!.n;

    it("answers a body that is no form, a missing boundary and a cut-off body with 400", async () => {
      const before = await files();
      const unreadable = { message: multipartMessages.unreadable };
      expectRefused(await send("x"), 400, unreadable);
      expectRefused(await send("x", "multipart/form-data"), 400, unreadable);
      expectRefused(await send(body([...route.fields, route.file]), "multipart/form-data; boundary=another"), 400, unreadable);
      const whole = body([...route.fields, route.file]);
      expectRefused(await send(whole.subarray(0, whole.length - 30)), 400, unreadable);
      expectRefused(await send(body([...route.fields, route.file], { close: false })), 400, unreadable);
      expect(await files()).toBe(before);
    });

    it("names a file sent where text belongs, text where the file belongs, and unknown fields", async () => {
      const field = route.fields[0]?.name ?? "title";
      const misplaced = await send(body([{ name: field, value: "x", filename: "x.txt", type: "text/plain" }, { name: route.file.name, value: "not a file" }]));
      expect(misplaced.statusCode).toBe(400);
      const errors = (misplaced.json() as { errors: Record<string, string> }).errors;
      expect(errors[route.file.name]).toBe(multipartMessages.fileExpected);
      expect(errors[field]).toBe(route.fields.length > 0 ? multipartMessages.textExpected : multipartMessages.unknownField);
    });

    it("refuses a second file, more fields than the form takes, and a field name that would pollute prototypes", async () => {
      const two = await send(body([...route.fields, route.file, { ...route.file, filename: "b.bin" }]));
      expect(two.statusCode).toBe(400);
      expect(two.json()).toMatchObject({ errors: { [route.file.name]: multipartMessages.oneFile } });
      const many = Array.from({ length: 20 }, (_, index) => ({ name: route.fields[index % Math.max(route.fields.length, 1)]?.name ?? "x", value: "1" }));
      expectRefused(await send(body([...many, route.file])), 400, { message: multipartMessages.tooManyFields });
      const proto = await send(body([{ name: "__proto__", value: "x" }, route.file]));
      expect(proto.statusCode).toBe(400);
      expect(proto.json()).toHaveProperty("message");
    });

    it("refuses a field too long to be typed, and control characters in a field", async () => {
      if (route.fields.length === 0) return;
      const name = route.fields[0]!.name;
      const long = await send(body([{ name, value: "x".repeat(5000) }, route.file]));
      expectRefused(long, 413, { message: multipartMessages.fieldTooLong, errors: { [name]: multipartMessages.fieldTooLong } });
      const nul = await send(body([{ name, value: "Ravi\u0000Kumar" }, ...route.fields.slice(1), route.file]));
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({ message: "Please fill out all required fields correctly.", errors: { [name]: CONTROL_CHARACTER_MESSAGE } });
    });

    it("answers another content type with 415, or reads it as JSON where the route takes JSON", async () => {
      const response = await send("name=Ravi", "application/x-www-form-urlencoded");
      expect(response.statusCode).toBe(415);
      expect(response.json()).toHaveProperty("message");
    });
  });
});
