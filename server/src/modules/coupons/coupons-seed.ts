import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type NewCouponRow, coupons } from "../../db/schema/coupons.ts";
import { promotions } from "../../db/schema/promotions.ts";
import { indiaDayStart, indiaYear } from "@urjavolt/contract/dates";

const DAY_MS = 24 * 60 * 60 * 1000;
const rupees = (amount: number) => amount * 100;

/** Midnight India time of the next 1 January after `now`. */
function nextNewYear(now: Date): Date {
  return indiaDayStart(`${indiaYear(now) + 1}-01-01`);
}

/**
 * The festival codes the seeded promo banner advertises, with exactly its promise (10% off the
 * 1100VA or the 2100VA lithium inverter series) and its validity window.
 */
const festivalCoupons = [
  { code: "URJAVOLT1100", model: "UVI-1100", description: "Festive offer: 10% off the 1100VA lithium inverter series" },
  { code: "URJAVOLT2100", model: "UVI-2100", description: "Festive offer: 10% off the 2100VA lithium inverter series" },
] as const;

/** The demo coupons, one of each kind a shop runs. Festival windows come from the seeded offers. */
export function demoCoupons(now: Date, festivalWindows: ReadonlyMap<string, { startsAt: Date; endsAt: Date }>): NewCouponRow[] {
  const festival: NewCouponRow[] = festivalCoupons.flatMap(({ code, model, description }) => {
    const window = festivalWindows.get(code);
    return window ? [{ code, description, kind: "percent" as const, value: 10, productModels: [model], startsAt: window.startsAt, endsAt: window.endsAt }] : [];
  });
  const newYear = nextNewYear(now);
  return [
    ...festival,
    { code: "FLAT1000", description: "₹1,000 off orders of ₹20,000 or more", kind: "flat", value: rupees(1_000), minSubtotalPaise: rupees(20_000), startsAt: now },
    { code: "POWER5", description: "5% off your order, up to ₹5,000", kind: "percent", value: 5, maxDiscountPaise: rupees(5_000), startsAt: now },
    {
      code: "BULK7500",
      description: "₹7,500 off orders of ₹1,50,000 or more",
      kind: "flat",
      value: rupees(7_500),
      minSubtotalPaise: rupees(1_50_000),
      startsAt: now,
    },
    { code: "WELCOME500", description: "₹500 off for our first 25 online orders", kind: "flat", value: rupees(500), minSubtotalPaise: rupees(5_000), usageLimit: 25, startsAt: now },
    {
      code: "EARLYBIRD",
      description: "₹2,000 off for our first 10 online orders",
      kind: "flat",
      value: rupees(2_000),
      usageLimit: 10,
      usedCount: 10,
      startsAt: new Date(now.getTime() - 60 * DAY_MS),
    },
    {
      code: "MONSOON15",
      description: "Monsoon offer: 15% off, up to ₹10,000",
      kind: "percent",
      value: 15,
      maxDiscountPaise: rupees(10_000),
      startsAt: new Date(now.getTime() - 120 * DAY_MS),
      endsAt: new Date(now.getTime() - 30 * DAY_MS),
    },
    {
      code: "NEWYEAR10",
      description: "New Year offer: 10% off, up to ₹7,500",
      kind: "percent",
      value: 10,
      maxDiscountPaise: rupees(7_500),
      startsAt: newYear,
      endsAt: new Date(newYear.getTime() + 15 * DAY_MS),
    },
  ];
}

/** Seeds the demo coupons; call after the promotions are in, since the festival codes share their windows. */
export async function seedCoupons(db: Database, now: Date = new Date()): Promise<void> {
  const offers = await db
    .select({ code: promotions.code, startsAt: promotions.startsAt, endsAt: promotions.endsAt })
    .from(promotions)
    .where(inArray(promotions.code, festivalCoupons.map((coupon) => coupon.code)));
  const windows = new Map(offers.map((offer) => [offer.code, { startsAt: offer.startsAt, endsAt: offer.endsAt }]));
  await db.insert(coupons).values(demoCoupons(now, windows));
}
