import { indiaYear } from "@urjavolt/contract/dates";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries } from "../../db/schema/enquiries.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const year = indiaYear(new Date());
const contact = { name: "Asha Rani", email: "asha@example.in", mobile: "+919876543210", subject: "Dealership", message: "I'd like to <b>sell</b> your inverters." };
const quote = { name: "Vikram Gill", email: "vikram@example.in", mobile: "9876543210", products: "51.2V_100Ah", message: "" };
const complaint = {
  name: "Harjit Kaur",
  email: "harjit@example.in",
  mobile: "9876543210",
  product: "2100VA",
  serialno: "UV-2100-7788",
  service_issue: "installation_issue",
  pincode: "140401",
  other_issue_description: "",
  message: "The inverter beeps every few minutes.",
};

describe.each(testDatabaseKinds)("enquiries on %s", (kind) => {
  const t = useTestApp(kind);
  const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object });
  const stored = (reference: string) => t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference)).then((rows) => rows[0]);

  it("stores a contact message as typed, with a reference in the answer", async () => {
    const response = await post("contactsubmit", { ...contact, name: "  Asha Rani " });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.reference).toBe(`MSG-${year}-000001`);
    expect(body.message).toBe(`Message sent successfully! Your reference number is MSG-${year}-000001.`);
    // The mobile is kept as its ten digits, whichever way it was written (+919876543210 here).
    expect(await stored(body.reference)).toMatchObject({ kind: "contact", status: "open", ...contact, mobile: "9876543210" });
  });

  it("numbers each kind on its own, one after another", async () => {
    const second = (await post("contactsubmit", contact)).json();
    expect(second.reference).toBe(`MSG-${year}-000002`);
    const first = (await post("submitquote", quote)).json();
    expect(first.reference).toBe(`QTE-${year}-000001`);
    expect(first.message).toBe(`Your quote request has been submitted successfully. We'll contact you soon. Your reference number is QTE-${year}-000001.`);
    expect(await stored(first.reference)).toMatchObject({ kind: "quote", product: "51.2V_100Ah", message: null, subject: null });
  });

  it("gives distinct references to complaints sent at the same moment", async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => post("submitcomplaint", complaint)));
    const references = responses.map((response) => response.json().reference).sort();
    expect(references).toEqual([1, 2, 3, 4, 5].map((n) => `CMP-${year}-00000${n}`));
    expect(await stored(references[0])).toMatchObject({ kind: "complaint", product: "2100VA", serialNo: "UV-2100-7788", issue: "installation_issue", issueDescription: null, pincode: "140401" });
  });

  it("files a complaint whose service_issue is the description as 'other'", async () => {
    const body = (await post("submitcomplaint", { ...complaint, serialno: "", service_issue: "Remote app will not pair", other_issue_description: "Remote app will not pair" })).json();
    expect(body.message).toMatch(/^Support request submitted successfully! Your reference number is CMP-/);
    expect(await stored(body.reference)).toMatchObject({ issue: "other", issueDescription: "Remote app will not pair", serialNo: null });
  });

  it("takes a mobile and a pincode as people paste them, and stores the ten digits and the six", async () => {
    for (const [written, url, payload] of [
      ["+91 98765 43210", "contactsubmit", contact],
      ["098765-43210", "submitquote", quote],
      ["98765 43210", "submitcomplaint", complaint],
      ["(+91) 98765-43210", "contactsubmit", contact],
    ] as const) {
      const response = await post(url, { ...payload, mobile: written, ...(url === "submitcomplaint" && { pincode: "140 401" }) });
      expect(response.statusCode, `${url} ${written}: ${response.body}`).toBe(201);
      const row = await stored(response.json().reference);
      expect(row, written).toMatchObject({ mobile: "9876543210" });
      if (url === "submitcomplaint") expect(row!.pincode).toBe("140401");
    }
    // The spec's contact rule still takes a number from abroad, without its spaces.
    const abroad = await post("contactsubmit", { ...contact, mobile: "+44 20 7946 0958" });
    expect(abroad.statusCode).toBe(201);
    expect(await stored(abroad.json().reference)).toMatchObject({ mobile: "+442079460958" });
    const short = await post("submitcomplaint", { ...complaint, mobile: "98765 4321", pincode: "140 40" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ mobile: "Please enter a valid mobile number (10-15 digits)", pincode: "Pin code must be 6 digits" });
  });

  it("checks the contact rules with the spec's messages", async () => {
    const empty = await post("contactsubmit", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: "Please fill out all required fields correctly.",
      errors: { name: "Name is required", email: "Email is required", mobile: "Mobile number is required", subject: "Subject is required", message: "Message is required" },
    });
    const blank = await post("contactsubmit", { name: "  ", email: "a b@c.in", mobile: "12345", subject: " ", message: " " });
    expect(blank.json().errors).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      mobile: "Please enter a valid mobile number (10-15 digits)",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("checks the quote and complaint rules with the spec's messages", async () => {
    expect((await post("submitquote", {})).json().errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      mobile: "Mobile number is required",
      products: "Please select a product",
    });
    expect((await post("submitquote", { ...quote, email: "nope", products: "9999VA" })).json().errors).toEqual({ email: "Invalid email", products: "Please select a product" });
    expect((await post("submitcomplaint", {})).json().errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      mobile: "Phone number is required",
      product: "Please select a product",
      service_issue: "Please choose an issue",
      pincode: "Pin code is required",
      message: "Please describe the issue in detail",
    });
    expect((await post("submitcomplaint", { ...complaint, email: "x@", pincode: "14040" })).json().errors).toEqual({ email: "Invalid email format", pincode: "Pin code must be 6 digits" });
  });

  it("requires the description of an issue 'other', as the form does", async () => {
    for (const description of [undefined, "", "   "]) {
      const response = await post("submitcomplaint", { ...complaint, service_issue: "other", other_issue_description: description });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Please fill out all required fields correctly.", errors: { other_issue_description: "Please describe the issue" } });
    }
    // With the other fields' errors too, so every message shows at once.
    expect((await post("submitcomplaint", { ...complaint, pincode: "", service_issue: "other" })).json().errors).toEqual({
      pincode: "Pin code is required",
      other_issue_description: "Please describe the issue",
    });
    const described = await post("submitcomplaint", { ...complaint, service_issue: "other", other_issue_description: "Display stays blank" });
    expect(described.statusCode).toBe(201);
    expect(await stored(described.json().reference)).toMatchObject({ issue: "other", issueDescription: "Display stays blank" });
  });

  it("keeps names and subjects to one line, and messages as written", async () => {
    const broken = await post("contactsubmit", { ...contact, name: "Asha\nRani", subject: "Dealer\r\nBcc: x@example.in" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual({ name: "Please keep this to one line", subject: "Please keep this to one line" });
    expect((await post("submitquote", { ...quote, name: "Vikram\nGill" })).json().errors).toEqual({ name: "Please keep this to one line" });
    expect((await post("submitcomplaint", { ...complaint, name: "Harjit\rKaur" })).json().errors).toEqual({ name: "Please keep this to one line" });
    const lines = await post("contactsubmit", { ...contact, message: "First line\nSecond line\r\n\tIndented" });
    expect(lines.statusCode).toBe(201);
    expect(await stored(lines.json().reference)).toMatchObject({ message: "First line\nSecond line\r\n\tIndented" });
  });

  it("rejects unknown fields, oversized text and oversized bodies", async () => {
    const extra = await post("contactsubmit", { ...contact, status: "resolved" });
    expect(extra.statusCode).toBe(400);
    const long = await post("contactsubmit", { ...contact, message: "x".repeat(2001) });
    expect(long.json().errors).toEqual({ message: "Message cannot exceed 2000 characters" });
    const huge = await post("contactsubmit", { ...contact, message: "x".repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    const rows = await t.database.db.select().from(enquiries).orderBy(asc(enquiries.id));
    expect(rows.every((row) => row.status !== "resolved")).toBe(true);
  });
});
