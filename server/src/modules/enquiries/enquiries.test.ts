import { indiaYear } from "@urjavolt/contract/dates";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries } from "../../db/schema/enquiries.ts";
import { serviceTickets } from "../../db/schema/service.ts";
import type { ProductList } from "@urjavolt/contract/catalogue";
import { catalogueProductOptions, productChoiceLabel, productChoiceOf } from "@urjavolt/contract/enquiries";
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
    // One mobile rule for every form (decision 047): a number from abroad, or not a mobile's, is refused.
    for (const refused of ["+44 20 7946 0958", "12345 67890"]) {
      const response = await post("contactsubmit", { ...contact, mobile: refused });
      expect(response.statusCode, refused).toBe(400);
      expect(response.json().errors).toEqual({ mobile: "Please enter a valid 10-digit mobile number" });
    }
    const short = await post("submitcomplaint", { ...complaint, mobile: "98765 4321", pincode: "140 40" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ mobile: "Please enter a valid 10-digit mobile number", pincode: "Pin code must be 6 digits" });
  });

  it("takes the issue's three ways of writing 98140 55667 on the contact, quote and complaint forms alike", async () => {
    for (const url of ["contactsubmit", "submitquote", "submitcomplaint"] as const) {
      const payload = { contactsubmit: contact, submitquote: quote, submitcomplaint: complaint }[url];
      for (const written of ["98140 55667", "+91 98140-55667", "098140 55667"]) {
        const response = await post(url, { ...payload, mobile: written });
        expect(response.statusCode, `${url} ${written}: ${response.body}`).toBe(201);
        expect(await stored(response.json().reference), `${url} ${written}`).toMatchObject({ mobile: "9814055667" });
      }
    }
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
      mobile: "Please enter a valid 10-digit mobile number",
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
    expect((await post("submitquote", { ...quote, email: "nope" })).json().errors).toEqual({ email: "Invalid email" });
    // A product the form never offered (decision 047).
    const unknown = await post("submitquote", { ...quote, products: "9999VA" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: "Please fill out all required fields correctly.", errors: { products: "Please select a product from the list" } });
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

describe.each(testDatabaseKinds)("the quote and complaint forms' products from the catalogue, on %s (decision 047)", (kind) => {
  const t = useTestApp(kind, { seed: true });
  // A visitor each, so the forms' limits per address (decision 006) do not count one test's many posts together.
  let address = 1;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, remoteAddress: `10.4.${(address >> 8) & 255}.${address++ & 255}` });
  const stored = (reference: string) => t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference)).then((rows) => rows[0]);

  it("files a complaint for an EV battery, with its ticket, its tracking link and when we will call", async () => {
    const { data } = (await t.app.inject({ url: "/api/v1/productData" })).json() as ProductList;
    const ev = data.find((product) => product.product_category === "ev")!;
    expect(productChoiceOf(ev)).toBeNull();
    const response = await post("submitcomplaint", { ...complaint, product: ev.product_name, serialno: "" });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(await stored(body.reference)).toMatchObject({ kind: "complaint", product: ev.product_name });
    const [ticket] = await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, body.reference));
    expect(ticket).toMatchObject({ product: ev.product_name, status: "new" });
    // When we will call: the ticket's response deadline by its SLA, the same instant the desk sees.
    expect(body.callBy).toBe(ticket!.responseDueAt!.toISOString());
    expect(Date.parse(body.callBy)).toBeGreaterThan(Date.now());
    // Track this request: the ticket's signed page opens without the reference and mobile.
    expect(body.trackPath).toMatch(/^\/track-request\/[\w.-]+$/);
    const token = body.trackPath.split("/").at(-1);
    const tracked = await t.app.inject({ url: `/api/v1/track-request/${token}` });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json()).toMatchObject({ reference: body.reference, product: ev.product_name, status: "new" });
  });

  it("offers every catalogue product and Other / not sure, the inverters and their batteries under their choices", async () => {
    const { data } = (await t.app.inject({ url: "/api/v1/productData" })).json() as ProductList;
    const groups = catalogueProductOptions(data);
    const values = groups.flatMap((group) => group.options.map((option) => option.value));
    expect(values).toHaveLength(data.length + 1);
    expect(values.at(-1)).toBe("other");
    expect(groups.at(-1)!.options).toEqual([{ value: "other", label: "Other / not sure" }]);
    for (const choice of ["1100VA", "10000VA", "48V_100Ah", "51.2V_200Ah"]) expect(values, choice).toContain(choice);
    for (const value of values) {
      const payload = { ...quote, products: value };
      const response = await post("submitquote", payload);
      expect(response.statusCode, `${value}: ${response.body}`).toBe(201);
    }
  });

  it("takes a quote for Other / not sure, and refuses a product no longer in the catalogue", async () => {
    const response = await post("submitquote", { ...quote, products: "other" });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().reference)).toMatchObject({ kind: "quote", product: "other" });
    expect(productChoiceLabel("other")).toBe("Other / not sure");
    const gone = await post("submitcomplaint", { ...complaint, product: "A Battery We Never Made" });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().errors).toEqual({ product: "Please select a product from the list" });
  });
});
