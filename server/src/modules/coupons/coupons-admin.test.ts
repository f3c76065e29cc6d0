import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

async function setup(db: Database) {
  await db.insert(products).values(productRow({ model: "UVC-1", slug: "uvc-1", name: "Coupon Test Inverter" }));
}

const festive = {
  code: " diwali25 ",
  description: "₹2,500 off orders of ₹20,000 or more",
  kind: "flat",
  value: 2_500,
  minSubtotal: 20_000,
  maxDiscount: null,
  productModels: [],
  startsAt: "2020-01-01T00:00:00+05:30",
  endsAt: "",
  usageLimit: 100,
};

describe.each(testDatabaseKinds)("coupons in the staff console on %s", (kind) => {
  const t = useTestApp(kind, { setup });
  let address = 0;
  const validate = (code: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/validate-coupon",
      payload: { coupon_code: code, product_data: [{ product_id: 1, quantity: 1 }] },
      remoteAddress: `10.4.0.${address++ % 250}`,
    });

  it("creates a coupon in rupees that the checkout then honours, and lists it", async () => {
    const admin = await signInAs(t.app, "admin");
    const created = await t.app.inject({ method: "POST", url: "/api/v1/admin/coupons", headers: admin.headers, payload: festive });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: "DIWALI25", kind: "flat", value: 2_500, minSubtotal: 20_000, maxDiscount: null, productModels: null, endsAt: null, usageLimit: 100, usedCount: 0, orderCount: 0, state: "active" });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, "DIWALI25"));
    expect(row).toMatchObject({ value: 250_000, minSubtotalPaise: 2_000_000, startsAt: new Date("2019-12-31T18:30:00Z") });

    const applied = await validate("diwali25");
    expect(applied.statusCode).toBe(200);
    expect(applied.json().coupon).toEqual({ code: "DIWALI25", discount: 2_500, description: festive.description });

    const support = await signInAs(t.app, "support");
    const list = await t.app.inject({ url: "/api/v1/admin/coupons", headers: { cookie: support.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().coupons.map((c: { code: string }) => c.code)).toContain("DIWALI25");
  });

  it("edits a coupon: ending it stops the checkout from taking it", async () => {
    const admin = await signInAs(t.app, "admin");
    const [row] = await t.database.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, "DIWALI25"));
    const ended = await t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/coupons/${row!.id}`,
      headers: admin.headers,
      payload: { ...festive, kind: "percent", value: 15, maxDiscount: 3_000, endsAt: "2021-01-01T00:00:00+05:30" },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ kind: "percent", value: 15, maxDiscount: 3_000, state: "ended" });
    expect((await validate("DIWALI25")).json().message).toBe("This coupon has expired");
  });

  it("refuses what the rules forbid, field by field", async () => {
    const admin = await signInAs(t.app, "admin");
    const create = (payload: object) => t.app.inject({ method: "POST", url: "/api/v1/admin/coupons", headers: admin.headers, payload: { ...festive, code: "RULES1", ...payload } });
    expect((await create({ kind: "percent", value: 150 })).json().errors).toEqual({ value: "A percentage is a whole number from 1 to 100" });
    expect((await create({ value: 0 })).json().errors).toEqual({ value: "The amount off must be above ₹0" });
    expect((await create({ endsAt: "2019-01-01T00:00:00+05:30" })).json().errors).toEqual({ endsAt: "The end must be after the start" });
    expect((await create({ code: "no spaces" })).json().errors.code).toBe("Use 2 to 32 letters, digits, - or _, starting with a letter or digit");
    expect((await create({ startsAt: "" })).json().errors.startsAt).toBe("Start is required");
    // With an end to compare it with, a refused start is still a 400, not a server error.
    for (const startsAt of ["", "soon", "2147483648"]) {
      const response = await create({ startsAt, endsAt: "2030-01-01T00:00:00+05:30" });
      expect(response.statusCode, startsAt).toBe(400);
      expect(Object.keys(response.json().errors), startsAt).toEqual(["startsAt"]);
    }
    const taken = await create({ code: "diwali25" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A coupon with this code already exists");
  });

  it("keeps the usage limit at or above the uses so far, and deletes only a coupon no order carries", async () => {
    const admin = await signInAs(t.app, "admin");
    const [used] = await t.database.db
      .insert(coupons)
      .values({ code: "USEDFIVE", description: "Used", kind: "percent", value: 5, usageLimit: 10, usedCount: 5 })
      .returning({ id: coupons.id });
    const lower = await t.app.inject({ method: "PUT", url: `/api/v1/admin/coupons/${used!.id}`, headers: admin.headers, payload: { ...festive, code: "USEDFIVE", usageLimit: 4 } });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toBe("The usage limit cannot be below the 5 uses so far");

    // An order that carries a coupon keeps it.
    const order = await t.app.inject({
      method: "POST",
      url: "/api/v1/placeOrderpayment/create-order",
      remoteAddress: "10.4.1.1",
      payload: { full_name: "Asha", email: "asha@example.in", mobile: "9876543210", address: "1 Road", city: "Rajpura", state: "Punjab", pincode: "140401", product_data: [{ product_id: 1, quantity: 1 }], coupon_code: "USEDFIVE" },
    });
    expect(order.statusCode).toBe(201);
    const refused = await t.app.inject({ method: "DELETE", url: `/api/v1/admin/coupons/${used!.id}`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This coupon is on 1 order, so it cannot be deleted; set an end time to stop it instead.");

    const [unused] = await t.database.db.insert(coupons).values({ code: "UNUSED", description: "Never used", kind: "percent", value: 5 }).returning({ id: coupons.id });
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/v1/admin/coupons/${unused!.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.id, unused!.id))).toEqual([]);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/admin/coupons/${unused!.id}`, headers: admin.headers })).statusCode).toBe(404);
  });

  it("lets only admins write coupons", async () => {
    const support = await signInAs(t.app, "support");
    const create = await t.app.inject({ method: "POST", url: "/api/v1/admin/coupons", headers: support.headers, payload: { ...festive, code: "SUPPORT1" } });
    expect(create.statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: "/api/v1/admin/coupons/1", headers: support.headers })).statusCode).toBe(403);
    for (const [method, url] of [
      ["GET", "/api/v1/admin/coupons"],
      ["POST", "/api/v1/admin/coupons"],
      ["PUT", "/api/v1/admin/coupons/1"],
      ["DELETE", "/api/v1/admin/coupons/1"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
