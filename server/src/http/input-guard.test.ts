import { CONTROL_CHARACTER_MESSAGE } from "@urjavolt/contract/form-rules";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { count } from "drizzle-orm";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { enquiries } from "../db/schema/enquiries.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../test/helper.ts";
import { loggableError } from "./errors.ts";
import { FIELD_NAME_MESSAGE, MAX_NESTING, NESTING_MESSAGE, controlCharacterErrors } from "./input-guard.ts";

const contact = { name: "Asha Rao", email: "asha.rao@example.in", mobile: "9876543210", subject: "Dealership", message: "Please call me." };
const refused = (errors: Record<string, string>) => ({ message: "Please fill out all required fields correctly.", errors });

describe("control characters in a request", () => {
  it("finds them in any string or key, at any depth, by field path", () => {
    expect(controlCharacterErrors({ name: "Asha\u0000Rao", lines: [{ note: "ok" }, { note: "bell\u0007" }], ok: "tab\tline\nreturn\r" })).toEqual({
      name: CONTROL_CHARACTER_MESSAGE,
      "lines.1.note": CONTROL_CHARACTER_MESSAGE,
    });
    expect(controlCharacterErrors({ "na\u0000me": "x", nested: { "\u001b[31m": 1 } })).toEqual({ body: FIELD_NAME_MESSAGE, nested: FIELD_NAME_MESSAGE });
    expect(controlCharacterErrors("\u007f")).toEqual({ body: CONTROL_CHARACTER_MESSAGE });
    expect(controlCharacterErrors({ a: 1, b: null, c: true, d: Buffer.from([0]) })).toEqual({});
  });

  it("refuses a nesting deeper than any form without exhausting the stack", () => {
    let deep: unknown = "x";
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    const errors = controlCharacterErrors(deep);
    expect(Object.values(errors)).toEqual([NESTING_MESSAGE]);
    expect(Object.keys(errors)[0]!.split(".")).toHaveLength(MAX_NESTING);
  });

  it("logs a failed query's SQL and the database's error, never its parameters", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint \"enquiries_email\""), {
      code: "23505",
      detail: "Key (email)=(asha.rao@example.in) already exists.",
    });
    const logged = loggableError(new DrizzleQueryError("insert into enquiries (name, email) values ($1, $2)", ["Asha Rao", "asha.rao@example.in"], cause));
    const text = JSON.stringify(pino.stdSerializers.err(logged));
    expect(text).toContain("insert into enquiries");
    expect(text).toContain("23505");
    expect(text).not.toMatch(/Asha Rao|asha\.rao/);
  });
});

describe.each(testDatabaseKinds)("control characters through the API on %s", (kind) => {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  const t = useTestApp(kind, { seed: true, logger });
  let address = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, headers, remoteAddress: `198.51.100.${(address += 1) % 250}` });

  it("refuses NUL in a public form's field with 400, stores nothing and logs none of the data", async () => {
    const [before] = await t.database.db.select({ n: count() }).from(enquiries);
    lines.length = 0;
    const response = await post("contactsubmit", { ...contact, name: "Asha\u0000Rao" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused({ name: CONTROL_CHARACTER_MESSAGE }));
    const [after] = await t.database.db.select({ n: count() }).from(enquiries);
    expect(after!.n).toBe(before!.n);
    const log = lines.join("\n");
    expect(log).toContain("request rejected");
    expect(log).not.toMatch(/Asha|asha\.rao|9876543210|Dealership/);
  });

  it("refuses other control characters and DEL, but keeps tabs and line breaks where text is free", async () => {
    for (const bad of ["\u0001", "\u0008", "\u000b", "\u001b[2J", "\u007f"]) {
      const response = await post("submitquote", { name: "Vikram Gill", email: "v@example.in", mobile: "9876543210", products: "1100VA", message: `Hi${bad}` });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors).toEqual({ message: CONTROL_CHARACTER_MESSAGE });
    }
    expect((await post("contactsubmit", { ...contact, message: "Line one\n\tLine two\r\n" })).statusCode).toBe(201);
  });

  it("refuses them in a query, a path and a field name, before the route's own rules", async () => {
    const search = await t.app.inject({ url: "/api/v1/liststoreapi?q=Mohali%00" });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refused({ q: CONTROL_CHARACTER_MESSAGE }));
    const serial = await t.app.inject({ url: "/api/v1/getwarranty/UV-DEMO%00-ACTIVE" });
    expect(serial.statusCode).toBe(400);
    expect(serial.json()).toEqual(refused({ serialno: CONTROL_CHARACTER_MESSAGE }));
    const key = await post("contactsubmit", { ...contact, "subject\u0000": "x" });
    expect(key.json()).toEqual(refused({ body: FIELD_NAME_MESSAGE }));
    const review = await post("publishReview/1", { review_stars: 5, review_content: "Good\u0000", name: "Anita", email: "a@example.in" });
    expect(review.json()).toEqual(refused({ review_content: CONTROL_CHARACTER_MESSAGE }));
  });

  it("refuses them on the staff console's routes too, after the session check", async () => {
    const admin = await signInAs(t.app, "admin");
    const list = await t.app.inject({ url: "/api/v1/admin/enquiries?q=asha%00", headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual(refused({ q: CONTROL_CHARACTER_MESSAGE }));
    const store = {
      name: "Store\u0000",
      category: "dealer",
      address: "Sector 43B",
      city: "Chandigarh",
      state: "Chandigarh",
      pincode: "160043",
      phone: "+91 98765 43210",
      hours: "9 to 7",
      services: ["Install\u0007"],
      latitude: null,
      longitude: null,
    };
    const created = await post("admin/stores", store, admin.headers);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(refused({ name: CONTROL_CHARACTER_MESSAGE, "services.0": CONTROL_CHARACTER_MESSAGE }));
    // Without a session the answer is the same 401 as for any other body.
    expect((await post("admin/stores", store)).statusCode).toBe(401);
  });
});
