import type { ProductList } from "@urjavolt/contract/catalogue";
import { CouponAppliedSchema, EligibleOffersSchema, couponMessages } from "@urjavolt/contract/coupons";
import { CreateOrderResponseSchema } from "@urjavolt/contract/orders";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coupons } from "../../db/schema/coupons.ts";
import { promotions } from "../../db/schema/promotions.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

let address = 0;
/** Each request from its own address, so the rate limits stay out of the other tests. */
const fresh = () => `198.51.100.${(address++ % 250) + 1}`;
const HOUR = 60 * 60 * 1000;
const shipping = { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };

/** An offer of the promo banner for `code`, live from an hour ago for `hours` more hours unless told otherwise. */
const offerRow = (code: string, overrides: Partial<typeof promotions.$inferInsert> = {}) => ({
  code,
  title: `Offer ${code}`,
  greeting: "Save!",
  message: `Use code ${code}`,
  festivalWish: "Power that stays on.",
  validity: "Valid for a while",
  category: "Home backup",
  power: "Any",
  icon: "bolt",
  emoji: "⚡",
  startsAt: new Date(Date.now() - HOUR),
  endsAt: new Date(Date.now() + 48 * HOUR),
  ...overrides,
});

describe.each(testDatabaseKinds)("eligible-offers on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  let ids: Map<string, { id: number; price: number }> | undefined;
  const product = async (model: string) => {
    if (!ids) {
      const list: ProductList = (await t.app.inject({ url: "/api/v1/productData" })).json();
      ids = new Map(list.data.map((item) => [item.model, { id: item.id, price: item.product_discountedPrice }]));
    }
    const found = ids.get(model);
    if (!found) throw new Error(`${model} is not in the catalogue`);
    return found;
  };
  const cart = async (...lines: [model: string, quantity: number][]) =>
    Promise.all(lines.map(async ([model, quantity]) => ({ product_id: (await product(model)).id, quantity, price: 1 })));
  const offersFor = async (...lines: [string, number][]) => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/eligible-offers", payload: { product_data: await cart(...lines) }, remoteAddress: fresh() });
    expect(response.statusCode, response.body).toBe(200);
    return EligibleOffersSchema.parse(response.json()).offers;
  };
  const summary = (offers: { code: string; discount: number }[]) => offers.map((offer) => [offer.code, offer.discount]);

  it("offers the banner's 1100VA code for a cart with the 1100VA, with the saving create-order gives", async () => {
    const [banner] = await t.database.db.select().from(promotions).where(eq(promotions.code, "URJAVOLT1100"));
    const offers = await offersFor(["UVI-1100", 1]);
    // UVI-1100 sells at ₹27,499: 10% is ₹2,749 in whole rupees. POWER5 and FLAT1000 exist but no banner names them.
    expect(offers).toEqual([
      {
        code: "URJAVOLT1100",
        discount: 2_749,
        description: "Festive offer: 10% off the 1100VA lithium inverter series",
        title: banner!.title,
        endsAt: banner!.endsAt.toISOString(),
      },
    ]);

    // One source of truth: validate-coupon and create-order price the same code to the same rupee.
    const lines = await cart(["UVI-1100", 1]);
    const validated = await t.app.inject({ method: "POST", url: "/api/v1/validate-coupon", payload: { coupon_code: "URJAVOLT1100", product_data: lines }, remoteAddress: fresh() });
    expect(CouponAppliedSchema.parse(validated.json()).coupon.discount).toBe(2_749);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/placeOrderpayment/create-order",
      payload: { ...shipping, product_data: lines, coupon_code: "URJAVOLT1100" },
      remoteAddress: fresh(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = CreateOrderResponseSchema.parse(created.json());
    expect(order.coupon?.discount).toBe(2_749);
    expect(order.amount).toBe(((await product("UVI-1100")).price - 2_749) * 100);
  });

  it("lists every eligible offer, the largest saving first, and none for a cart no offer covers", async () => {
    expect(summary(await offersFor(["UVI-1100", 1], ["UVI-2100", 1]))).toEqual([
      ["URJAVOLT2100", 4_299],
      ["URJAVOLT1100", 2_749],
    ]);
    expect(summary(await offersFor(["UVI-1100", 2], ["UVI-2100", 1]))).toEqual([
      ["URJAVOLT1100", 5_499],
      ["URJAVOLT2100", 4_299],
    ]);
    expect(await offersFor(["UVB-48-100", 1])).toEqual([]);
  });

  it("lists a coupon only while a live banner offer names it, and only while the coupon itself applies", async () => {
    const db = t.database.db;
    // POWER5 (5% up to ₹5,000) is valid but unadvertised: not listed until a banner offer names it.
    expect(summary(await offersFor(["UVI-3500", 1]))).toEqual([]);
    await db.insert(promotions).values(offerRow("POWER5"));
    expect(summary(await offersFor(["UVI-3500", 1]))).toEqual([["POWER5", Math.floor((await product("UVI-3500")).price * 0.05)]]);

    // A banner offer not yet started, or ended, advertises nothing.
    await db.update(promotions).set({ startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR) }).where(eq(promotions.code, "POWER5"));
    expect(await offersFor(["UVI-3500", 1])).toEqual([]);
    await db.update(promotions).set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) }).where(eq(promotions.code, "POWER5"));
    expect(await offersFor(["UVI-3500", 1])).toEqual([]);

    // A live banner for a coupon that is used up, expired or not yet valid lists nothing either.
    await db.insert(promotions).values([offerRow("EARLYBIRD"), offerRow("MONSOON15"), offerRow("NEWYEAR10")]);
    expect(await offersFor(["UVI-3500", 1])).toEqual([]);

    // A minimum order: FLAT1000 needs ₹20,000.
    await db.insert(promotions).values(offerRow("FLAT1000"));
    expect(await offersFor(["UVA-WMK", 1])).toEqual([]);
    expect(summary(await offersFor(["UVI-3500", 1]))).toEqual([["FLAT1000", 1_000]]);
  });

  it("says when the offer stops: the coupon's end when it comes before the banner's", async () => {
    const db = t.database.db;
    const soon = new Date(Date.now() + 3 * HOUR);
    await db.update(coupons).set({ endsAt: soon }).where(eq(coupons.code, "URJAVOLT2100"));
    const [offer] = await offersFor(["UVI-2100", 1]);
    expect(offer?.endsAt).toBe(soon.toISOString());
  });

  it("refuses a cart it cannot price with a 400 and the item's message", async () => {
    const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/v1/eligible-offers", payload: payload as object, remoteAddress: fresh() });
    const unknown = await post({ product_data: [{ product_id: 999_999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Product not found for item 1");
    const empty = await post({ product_data: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(couponMessages.cartEmpty);
    expect((await post({ product_data: [{ product_id: 1, quantity: 0 }] })).statusCode).toBe(400);
    expect((await post({ product_data: "lots" })).statusCode).toBe(400);
  });
});
