import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serviceTickets } from "../../db/schema/service.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const url = "/api/v1/admin/service/sla-policy";

describe.each(testDatabaseKinds)("the service desk's targets on %s", (kind) => {
  const t = useTestApp(kind);

  it("lists every line and priority with the defaults, lets only admins change them, and moves open tickets' deadlines", async () => {
    const support = await signInAs(t.app, "support");
    const admin = await signInAs(t.app, "admin");
    const listed = await t.app.inject({ url, headers: support.headers });
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().rows as Array<{ line: string; priority: string; responseMinutes: number; resolutionMinutes: number; isDefault: boolean }>;
    expect(rows.map((row) => `${row.line}/${row.priority}`)).toEqual([
      "Inverters/urgent",
      "Inverters/high",
      "Inverters/normal",
      "Inverters/low",
      "Batteries/urgent",
      "Batteries/high",
      "Batteries/normal",
      "Batteries/low",
    ]);
    expect(rows.find((row) => row.line === "Inverters" && row.priority === "normal")).toEqual({ line: "Inverters", priority: "normal", responseMinutes: 240, resolutionMinutes: 4200, isDefault: true });

    const change = { rows: [{ line: "Inverters", priority: "normal", responseMinutes: 60, resolutionMinutes: 1200 }] };
    expect((await t.app.inject({ method: "PUT", url, headers: support.headers, payload: change })).statusCode).toBe(403);

    // An open inverter ticket of normal priority: its response falls due sooner once the target is shorter.
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/service/tickets",
      headers: admin.headers,
      payload: { name: "Gurpreet Singh", mobile: "9876501234", pincode: "140402", product: "2100VA", issue: "product_issue", description: "It beeps." },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const due = async () => (await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.id, opened.json().id)))[0]!.responseDueAt!.getTime();
    const before = await due();

    const saved = await t.app.inject({ method: "PUT", url, headers: admin.headers, payload: change });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rows.find((row: { line: string; priority: string }) => row.line === "Inverters" && row.priority === "normal")).toEqual({
      line: "Inverters",
      priority: "normal",
      responseMinutes: 60,
      resolutionMinutes: 1200,
      isDefault: false,
    });
    expect(saved.json().rows.find((row: { line: string; priority: string }) => row.line === "Batteries" && row.priority === "normal").isDefault).toBe(true);
    expect(await due()).toBeLessThan(before);

    // Saved again with the defaults, it is the default again.
    const back = await t.app.inject({ method: "PUT", url, headers: admin.headers, payload: { rows: [{ line: "Inverters", priority: "normal", responseMinutes: 240, resolutionMinutes: 4200 }] } });
    expect(back.json().rows.every((row: { isDefault: boolean }) => row.isDefault)).toBe(true);
    expect(await due()).toBe(before);
  });

  it("refuses targets past the E-Commerce Rules' limits, a response longer than its resolution, and a row given twice", async () => {
    const admin = await signInAs(t.app, "admin");
    const row = { line: "Batteries", priority: "low", responseMinutes: 600, resolutionMinutes: 9000 };
    const cases: Array<[object, string]> = [
      [{ rows: [{ ...row, responseMinutes: 500, resolutionMinutes: 400 }] }, "Response cannot be longer than resolution"],
      [{ rows: [{ ...row, responseMinutes: 5000 }] }, "Response must be at most"],
      [{ rows: [{ ...row, resolutionMinutes: 99_999 }] }, "Resolution must be at most"],
      [{ rows: [row, row] }, "A line and priority may appear once"],
      [{ rows: [{ ...row, line: "Solar" }] }, "Choose a product line"],
      [{ rows: [{ ...row, responseMinutes: 1.5 }] }, "Response must be a whole number of minutes"],
      [{ rows: [] }, "Change at least one target"],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: "PUT", url, headers: admin.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body, JSON.stringify(payload)).toContain(message);
    }
  });
});
