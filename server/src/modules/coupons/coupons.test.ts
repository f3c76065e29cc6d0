import type { ProductList } from "@urjavolt/contract/catalogue";
import { CouponAppliedSchema, couponMessages } from "@urjavolt/contract/coupons";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coupons } from "../../db/schema/coupons.ts";
import { promotions } from "../../db/schema/promotions.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

let address = 0;
/** Each request from its own address, so the rate limit stays out of the other tests. */
const fresh = () => `203.0.113.${(address++ % 250) + 1}`;

describe.each(testDatabaseKinds)("validate-coupon on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  let ids: Map<string, number> | undefined;
  const productId = async (model: string) => {
    if (!ids) {
      const list: ProductList = (await t.app.inject({ url: "/api/v1/productData" })).json();
      ids = new Map(list.data.map((product) => [product.model, product.id]));
    }
    const id = ids.get(model);
    if (id === undefined) throw new Error(`${model} is not in the catalogue`);
    return id;
  };
  const validate = (payload: unknown, remoteAddress = fresh()) =>
    t.app.inject({ method: "POST", url: "/api/v1/validate-coupon", payload: payload as object, remoteAddress });
  const cart = async (...lines: [model: string, quantity: number][]) =>
    Promise.all(lines.map(async ([model, quantity]) => ({ product_id: await productId(model), quantity })));
  const applied = async (code: string, ...lines: [string, number][]) => {
    const response = await validate({ coupon_code: code, product_data: await cart(...lines) });
    expect(response.statusCode, response.body).toBe(200);
    return CouponAppliedSchema.parse(response.json()).coupon;
  };
  const refused = async (status: number, code: string, ...lines: [string, number][]) => {
    const response = await validate({ coupon_code: code, product_data: await cart(...lines) });
    expect(response.statusCode, response.body).toBe(status);
    return response.json().message as string;
  };

  it("applies a festival code to its inverter series: 10% in whole rupees", async () => {
    // UVI-1100 sells at ₹27,499: 10% is ₹2,749.90, rounded down to ₹2,749.
    expect(await applied("URJAVOLT1100", ["UVI-1100", 1])).toEqual({
      code: "URJAVOLT1100",
      discount: 2_749,
      description: "Festive offer: 10% off the 1100VA lithium inverter series",
    });
    expect((await applied("URJAVOLT2100", ["UVI-2100", 1])).discount).toBe(4_299);
  });

  it("discounts only the series' lines, every unit of them", async () => {
    expect((await applied("URJAVOLT1100", ["UVI-1100", 2], ["UVB-48-100", 1])).discount).toBe(5_499);
    expect(await refused(400, "URJAVOLT1100", ["UVI-2100", 1])).toBe(couponMessages.notApplicable);
  });

  it("gives the festival codes exactly the promo banner's window", async () => {
    const rows = await t.database.db.select().from(coupons).where(sql`${coupons.code} like 'URJAVOLT%'`);
    const offers = await t.database.db.select().from(promotions);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const offer = offers.find((candidate) => candidate.code === row.code);
      expect(offer).toBeDefined();
      expect(row.startsAt.toISOString()).toBe(offer!.startsAt.toISOString());
      expect(row.endsAt?.toISOString()).toBe(offer!.endsAt.toISOString());
    }
  });

  it("applies a flat amount above its minimum", async () => {
    expect(await applied("FLAT1000", ["UVI-1100", 1])).toEqual({ code: "FLAT1000", discount: 1_000, description: "₹1,000 off orders of ₹20,000 or more" });
  });

  it("caps a percentage at its maximum", async () => {
    // 5% of ₹1,39,999 would be ₹6,999.
    expect((await applied("POWER5", ["UVB-48-200", 1])).discount).toBe(5_000);
    expect((await applied("POWER5", ["UVI-1100", 1])).discount).toBe(1_374);
  });

  it("says how much more to add below the minimum subtotal", async () => {
    expect(await refused(400, "BULK7500", ["UVI-1100", 1])).toBe("Add ₹1,22,501 more to use this coupon");
    expect((await applied("BULK7500", ["UVB-48-200", 1], ["UVI-1100", 1])).discount).toBe(7_500);
  });

  it("refuses an expired coupon and one not yet valid", async () => {
    expect(await refused(400, "MONSOON15", ["UVI-1100", 1])).toBe(couponMessages.expired);
    expect(await refused(400, "NEWYEAR10", ["UVI-1100", 1])).toBe(couponMessages.notYetValid);
  });

  it("refuses a coupon whose usage limit is reached", async () => {
    expect(await refused(400, "EARLYBIRD", ["UVI-1100", 1])).toBe(couponMessages.usedUp);
  });

  it("keeps the usage limit when paid orders count up to it, even a racing one", async () => {
    const take = () =>
      t.database.db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.code, "WELCOME500"), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
        .returning({ usedCount: coupons.usedCount });
    expect((await applied("WELCOME500", ["UVI-1100", 1])).discount).toBe(500);
    await t.database.db.update(coupons).set({ usedCount: 24 }).where(eq(coupons.code, "WELCOME500"));
    expect(await take()).toEqual([{ usedCount: 25 }]);
    expect(await take()).toEqual([]);
    expect(await refused(400, "WELCOME500", ["UVI-1100", 1])).toBe(couponMessages.usedUp);
    // Even an unconditional write cannot pass the limit.
    await expect(t.database.db.update(coupons).set({ usedCount: 26 }).where(eq(coupons.code, "WELCOME500"))).rejects.toThrow();
  });

  it("takes the code in any case and with spaces around it", async () => {
    expect((await applied("  flat1000 ", ["UVI-1100", 1])).code).toBe("FLAT1000");
    expect((await applied("Urjavolt1100", ["UVI-1100", 1])).code).toBe("URJAVOLT1100");
  });

  it("prices the cart from the catalogue, ignoring the browser's subtotal and prices", async () => {
    const id = await productId("UVI-1100");
    const tampered = await validate({
      coupon_code: "BULK7500",
      subtotal: 2_00_000,
      product_data: [{ product_id: id, quantity: 1, product_name: "Lithium Inverter/UPS 1100VA", price: 2_00_000 }],
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ message: "Add ₹1,22,501 more to use this coupon" });
    const cheap = await validate({ coupon_code: "URJAVOLT1100", subtotal: 1_00_000, product_data: [{ product_id: String(id), quantity: 1, price: 1_00_000 }] });
    expect(cheap.statusCode).toBe(200);
    expect(cheap.json().coupon.discount).toBe(2_749);
  });

  it("answers 404 for an unknown code", async () => {
    expect(await refused(404, "FREEBATTERY", ["UVI-1100", 1])).toBe(couponMessages.unknown);
  });

  it("asks for a code when there is none", async () => {
    for (const coupon_code of ["", "   "]) {
      const response = await validate({ coupon_code, product_data: await cart(["UVI-1100", 1]) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: couponMessages.required, errors: { coupon_code: couponMessages.required } });
    }
    const missing = await validate({ product_data: await cart(["UVI-1100", 1]) });
    expect(missing.json().message).toBe(couponMessages.required);
  });

  it("names the item whose product is unknown or whose quantity is wrong", async () => {
    const [line] = await cart(["UVI-1100", 1]);
    const unknown = await validate({ coupon_code: "FLAT1000", product_data: [line, { product_id: 999_999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "Product not found for item 2" });
    const noId = await validate({ coupon_code: "FLAT1000", product_data: [{ product_id: null, quantity: 1, product_name: "Accessory" }] });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe("Product not found for item 1");
    const zero = await validate({ coupon_code: "FLAT1000", product_data: [{ ...line, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe("Quantity must be at least 1 for item 1");
    for (const product_id of [2_147_483_648, "2147483648", "99999999999", "1e3", -1, 1.5]) {
      const outside = await validate({ coupon_code: "FLAT1000", product_data: [{ product_id, quantity: 1 }] });
      expect(outside.statusCode, String(product_id)).toBe(400);
      expect(outside.json().message, String(product_id)).toBe("Product id must be a whole number");
    }
    const empty = await validate({ coupon_code: "FLAT1000", product_data: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(couponMessages.cartEmpty);
  });

  it("refuses a body that is not a coupon request without a server error", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/validate-coupon", payload: "[1, 2]", headers: { "content-type": "application/json" }, remoteAddress: fresh() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please fill out all required fields correctly.");
  });

  it("answers 429 after 20 tries a minute from one address", async () => {
    const line = await cart(["UVI-1100", 1]);
    const from = "192.0.2.77";
    for (let i = 0; i < 20; i++) expect((await validate({ coupon_code: `GUESS${i}`, product_data: line }, from)).statusCode).toBe(404);
    const limited = await validate({ coupon_code: "FLAT1000", product_data: line }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
  });
});
