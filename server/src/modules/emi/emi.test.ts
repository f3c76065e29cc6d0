import type { AdminEmiPlan, AdminEmiPlanInputRaw } from "@urjavolt/contract/emi";
import { lowestEmiFrom } from "@urjavolt/contract/emi-rules";
import { describe, expect, it } from "vitest";
import { demoDataLeft } from "../../db/seed.ts";
import { createContentVersion } from "../../lib/content-version.ts";
import { createServices } from "../../services.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const plan = (overrides: Partial<AdminEmiPlanInputRaw> = {}): AdminEmiPlanInputRaw => ({
  provider: "Test Bank",
  kind: "credit-card",
  tenures: ["12 months at 12%", "6 months at 12%"],
  minAmount: 5_000,
  active: true,
  sortOrder: 1,
  ...overrides,
});

describe.each(testDatabaseKinds)("EMI plans on %s", (kind) => {
  const t = useTestApp(kind);
  const publicPlans = async () => (await t.app.inject({ url: "/api/v1/emi-plans" })).json().plans;

  it("offers no plan on a shop that has set none", async () => {
    const response = await t.app.inject({ url: "/api/v1/emi-plans" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ plans: [] });
  });

  it("lets an admin add a plan in rupees, which the public list then shows with its tenures in order", async () => {
    const admin = await signInAs(t.app, "admin");
    const created = await t.app.inject({ method: "POST", url: "/api/v1/admin/emi-plans", headers: admin.headers, payload: plan() });
    expect(created.statusCode).toBe(201);
    const body = created.json<AdminEmiPlan>();
    expect(body).toMatchObject({
      provider: "Test Bank",
      kind: "credit-card",
      minAmount: 5_000,
      active: true,
      tenures: [
        { months: 6, annualRate: 12 },
        { months: 12, annualRate: 12 },
      ],
    });
    const plans = await publicPlans();
    expect(plans).toEqual([{ id: body.id, provider: "Test Bank", kind: "credit-card", minAmount: 5_000, tenures: body.tenures }]);
    // ₹50,000 over 12 months at 12%: ₹4,442.44 a month, so "EMI from ₹4,443".
    expect(lowestEmiFrom(plans, 50_000)).toEqual({ monthly: 4_443, months: 12 });
    expect(lowestEmiFrom(plans, 4_999)).toBeNull();
  });

  it("edits a plan; an inactive one is shown nowhere; a deleted one is gone", async () => {
    const admin = await signInAs(t.app, "admin");
    const created = (await t.app.inject({ method: "POST", url: "/api/v1/admin/emi-plans", headers: admin.headers, payload: plan({ provider: "Edit Bank" }) })).json<AdminEmiPlan>();
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/emi-plans/${created.id}`,
      headers: admin.headers,
      payload: plan({ provider: "Edit Bank", kind: "no-cost", tenures: [{ months: 3, annualRate: 0 }], minAmount: 10_000.5 }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ kind: "no-cost", tenures: [{ months: 3, annualRate: 0 }], minAmount: 10_000.5 });
    expect((await publicPlans()).find((p: { id: number }) => p.id === created.id)).toMatchObject({ kind: "no-cost" });

    await t.app.inject({ method: "PUT", url: `/api/v1/admin/emi-plans/${created.id}`, headers: admin.headers, payload: plan({ provider: "Edit Bank", active: false }) });
    expect((await publicPlans()).some((p: { id: number }) => p.id === created.id)).toBe(false);
    const list = await t.app.inject({ url: "/api/v1/admin/emi-plans", headers: { cookie: admin.cookie } });
    expect(list.json().plans.find((p: AdminEmiPlan) => p.id === created.id)).toMatchObject({ active: false });

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/v1/admin/emi-plans/${created.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({ method: "DELETE", url: `/api/v1/admin/emi-plans/${created.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("EMI plan not found");
  });

  it("refuses what the rules forbid, field by field, with a 400", async () => {
    const admin = await signInAs(t.app, "admin");
    const create = (payload: object) => t.app.inject({ method: "POST", url: "/api/v1/admin/emi-plans", headers: admin.headers, payload: { ...plan(), ...payload } });
    const refused = async (payload: object) => {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ tenures: ["a year"] })).toEqual({ "tenures.0": "Write each tenure as months and yearly rate, e.g. “12 months at 14%”" });
    expect(await refused({ kind: "no-cost", tenures: ["6 at 14"] })).toEqual({ "tenures.0": "A no-cost EMI charges the buyer no interest: set every rate to 0%" });
    expect(await refused({ tenures: [] })).toEqual({ tenures: "Add at least one tenure" });
    expect(await refused({ provider: "  " })).toEqual({ provider: "Provider is required" });
    expect(await refused({ minAmount: "lots" })).toEqual({ minAmount: "Minimum order must be a number" });
    expect((await create({ extra: 1 })).statusCode).toBe(400);
    for (const id of ["abc", "0", "2147483648", "99999"]) {
      const response = await t.app.inject({ method: "PUT", url: `/api/v1/admin/emi-plans/${id}`, headers: admin.headers, payload: plan() });
      expect(response.statusCode, id).toBe(404);
    }
  });

  it("keeps the plans to admins, and a write needs the session's CSRF token", async () => {
    expect((await t.app.inject({ url: "/api/v1/admin/emi-plans" })).statusCode).toBe(401);
    const support = await signInAs(t.app, "support");
    expect((await t.app.inject({ url: "/api/v1/admin/emi-plans", headers: { cookie: support.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/admin/emi-plans", headers: support.headers, payload: plan() })).statusCode).toBe(403);
    const admin = await signInAs(t.app, "admin");
    expect((await t.app.inject({ method: "POST", url: "/api/v1/admin/emi-plans", headers: { cookie: admin.cookie }, payload: plan() })).statusCode).toBe(403);
  });

  it("changes the plans' content tag with every write, seen by the writer at once, so cached pages show the new figures", async () => {
    const content = createContentVersion(t.database.db);
    await content.sync();
    const services = createServices(t.database, t.config, content);
    const before = content.of("emi");
    const catalogue = content.of("catalogue");
    const created = await services.emi.create({ provider: "Cache Bank", kind: "cardless", tenures: [{ months: 3, annualRate: 18 }], minAmount: 0, active: true, sortOrder: 0 });
    expect(content.of("emi")).toBe(before + 1);
    await services.emi.update(created.id, { provider: "Cache Bank", kind: "cardless", tenures: [{ months: 6, annualRate: 18 }], minAmount: 0, active: true, sortOrder: 0 });
    await services.emi.remove(created.id);
    expect(content.of("emi")).toBe(before + 3);
    await services.emi.listActive();
    expect(content.of("emi")).toBe(before + 3);
    expect(content.of("catalogue")).toBe(catalogue);
  });
});

describe("the demo's EMI plans", () => {
  const t = useTestApp("pglite", { seed: true });

  it("are seeded with the demo, and named on the console's list of demo data left", async () => {
    const plans = (await t.app.inject({ url: "/api/v1/emi-plans" })).json().plans as Array<{ provider: string }>;
    expect(plans.length).toBe(4);
    expect(plans.every((p) => p.provider.startsWith("Demo "))).toBe(true);
    expect((await demoDataLeft(t.database.db)).emiPlans).toBe(4);
  });
});
