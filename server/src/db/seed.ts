import { count, inArray, like } from "drizzle-orm";
import type { Database } from "./client.ts";
import { type NewPromotionRow, promotions } from "./schema/promotions.ts";
import { products } from "./schema/catalogue.ts";
import { demoCatalogueRecords, seedCatalogue } from "../modules/catalogue/catalogue-seed.ts";
import { blogPosts } from "./schema/blog.ts";
import { stores } from "./schema/stores.ts";
import { demoBlogPosts, seedBlog } from "../modules/blog/blog-seed.ts";
import { demoStores, seedStores } from "../modules/stores/stores-seed.ts";
import { warrantyRegistrations } from "./schema/warranty.ts";
import { seedWarranties } from "../modules/warranty/warranty-seed.ts";
import { reviews } from "./schema/reviews.ts";
import { seedReviews } from "../modules/reviews/reviews-seed.ts";
import { shopSlides } from "./schema/promotions.ts";
import { seedShopSlides } from "../modules/promotions/promotions-seed.ts";
import { deliverablePincodes } from "./schema/delivery.ts";
import { seedDelivery } from "../modules/delivery/delivery-seed.ts";
import { coupons } from "./schema/coupons.ts";
import { demoCoupons, seedCoupons } from "../modules/coupons/coupons-seed.ts";
import { emiPlans } from "./schema/emi.ts";
import { demoEmiPlans, seedEmiPlans } from "../modules/emi/emi-seed.ts";
import { seedExchangeValues } from "../lib/exchange-values.ts";
import { formatIndiaDateTime, indiaDayEnd, indiaDayStart, indiaIsoDate, indiaYear } from "@urjavolt/contract/dates";

/**
 * The festive offers end on 31 October at 23:59:59 India time (spec: 2025-10-31 23:59:59). That
 * date has passed, so the demo seed uses the next such moment after `now`: an offer ends at that
 * instant, so at the very instant it is already the following year's.
 */
export function nextFestivalOfferEnd(now: Date): Date {
  const yearInIndia = indiaYear(now);
  const endIn = (year: number) => new Date(indiaDayEnd(`${year}-10-31`).getTime() - 1000);
  const thisYear = endIn(yearInIndia);
  return now.getTime() < thisYear.getTime() ? thisYear : endIn(yearInIndia + 1);
}

/** "Valid till 31 Oct 2026, 11:59 PM": the house date style, India time. */
export function validityText(endsAt: Date): string {
  return `Valid till ${formatIndiaDateTime(endsAt).replace(/ (am|pm)$/, (period) => period.toUpperCase())}`;
}

export type SeedOptions = {
  now?: Date;
  /** PROMO_ENDS_AT: replaces the computed end of the festive offers. */
  promoEndsAt?: Date | undefined;
};

/** The Diwali sale's first day: the demo's festival offers show from then until 31 October (decision 020). */
const FESTIVAL_SALE_STARTS = "09-16";
/** Within this many days of the sale, the demo starts it at once rather than show a short plain offer first. */
const FESTIVAL_LEAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** 23:59:59 India time on the last day of the month after `now`'s. */
function endOfNextMonth(now: Date): Date {
  const [year, month] = indiaIsoDate(now).split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
  return new Date(indiaDayEnd(lastDay).getTime() - 1000);
}

/**
 * When the demo's two offers run, and whether they are the Diwali sale. A festival offer shows only
 * in its window (16 September to 31 October); seeded at another time of year the demo runs the same
 * codes as a plain limited-time offer to the end of next month, so the banner never wishes a happy
 * Diwali in March or counts down to one eleven months away. PROMO_ENDS_AT sets the end outright.
 */
export function demoOfferWindow(now: Date, promoEndsAt?: Date): { festival: boolean; startsAt: Date; endsAt: Date } {
  // Live from the moment of seeding, so the banner shows at once; never a window that ends first.
  const from = (endsAt: Date) => new Date(Math.min(now.getTime(), endsAt.getTime() - 1000));
  if (promoEndsAt) return { festival: true, startsAt: from(promoEndsAt), endsAt: promoEndsAt };
  const festivalEnd = nextFestivalOfferEnd(now);
  const festivalStart = indiaDayStart(`${indiaYear(festivalEnd)}-${FESTIVAL_SALE_STARTS}`);
  if (festivalStart.getTime() - now.getTime() < FESTIVAL_LEAD_DAYS * DAY_MS) {
    return { festival: true, startsAt: new Date(Math.min(now.getTime(), festivalStart.getTime())), endsAt: festivalEnd };
  }
  return { festival: false, startsAt: now, endsAt: endOfNextMonth(now) };
}

const festivalWords = {
  1100: {
    title: "Festive Offer on 1100VA Lithium Inverters",
    greeting: "Happy Diwali!",
    message: "Bring home silent, reliable backup this festive season. Use code URJAVOLT1100 for 10% off our 1100VA lithium inverter series.",
    festivalWish: "May your home shine with light, joy and power that never goes out.",
    emoji: "🪔",
  },
  2100: {
    title: "Festive Offer on 2100VA Lithium Inverters",
    greeting: "Shubh Deepavali!",
    message: "Power a bigger home or shop through the festive rush. Use code URJAVOLT2100 for 10% off our 2100VA lithium inverter series.",
    festivalWish: "Wishing you and your family a bright and prosperous Diwali.",
    emoji: "🎆",
  },
};

const seasonWords: typeof festivalWords = {
  1100: {
    title: "Limited-Time Offer on 1100VA Lithium Inverters",
    greeting: "Save 10%!",
    message: "Silent, reliable backup for every season. Use code URJAVOLT1100 for 10% off our 1100VA lithium inverter series.",
    festivalWish: "Power that keeps your home running through every outage.",
    emoji: "⚡",
  },
  2100: {
    title: "Limited-Time Offer on 2100VA Lithium Inverters",
    greeting: "Save 10%!",
    message: "Backup for a bigger home or shop. Use code URJAVOLT2100 for 10% off our 2100VA lithium inverter series.",
    festivalWish: "Keep the lights, fans and counters on when the grid goes down.",
    emoji: "🔋",
  },
};

/** The two offers of the promo banner: one for the 1100VA series, one for the 2100VA series. */
export function demoPromotions({ now = new Date(), promoEndsAt }: SeedOptions = {}): NewPromotionRow[] {
  const { festival, startsAt, endsAt } = demoOfferWindow(now, promoEndsAt);
  const words = festival ? festivalWords : seasonWords;
  const validity = validityText(endsAt);
  return [
    {
      code: "URJAVOLT1100",
      ...words[1100],
      validity,
      category: "Home backup",
      power: "1100VA",
      icon: "bolt",
      startsAt,
      endsAt,
      sortOrder: 1,
    },
    {
      code: "URJAVOLT2100",
      ...words[2100],
      validity,
      category: "Home and shop backup",
      power: "2100VA",
      icon: "battery",
      startsAt,
      endsAt,
      sortOrder: 2,
    },
  ];
}

/**
 * Tables the demo seed fills. The database counts as empty when all of them are: a feature that
 * adds seed data adds its table here, and the seed never lands on top of real data.
 */
const seededTables = [warrantyRegistrations, promotions, shopSlides, blogPosts, stores, products, reviews, deliverablePincodes, coupons, emiPlans];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  for (const table of seededTables) {
    const [row] = await db.select({ rows: count() }).from(table);
    if ((row?.rows ?? 0) > 0) return false;
  }
  return true;
}

/** Loads the demo seed into an empty database; does nothing otherwise. Returns whether it seeded. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) return false;
    const offers = demoPromotions(options);
    await tx.insert(promotions).values(offers);
    await seedCoupons(tx, options.now);
    // The festive slides are dated to their festivals, apart from the offers' window (decision 046).
    await seedShopSlides(tx, { now: options.now, validity: validityText });
    await seedCatalogue(tx, options.now);
    await seedReviews(tx, options.now);
    await seedBlog(tx);
    await seedStores(tx);
    await seedWarranties(tx, options.now);
    await seedDelivery(tx);
    await seedEmiPlans(tx);
    await seedExchangeValues(tx);
    return true;
  });
}

export type DemoDataOutcome = "loaded" | "not-empty" | "not-asked";

/**
 * The start-up's demo step: the demo goes only where it was asked for (SEED_DEMO, on by default on
 * PGlite only, config.ts) and only into an empty database. A real shop starts empty.
 */
export async function loadDemoData(db: Database, options: SeedOptions & { seedDemo: boolean }): Promise<DemoDataOutcome> {
  if (!options.seedDemo) return "not-asked";
  return (await seedIfEmpty(db, options)) ? "loaded" : "not-empty";
}

/** How much of the demo data is still in the database, kind by kind. */
export type DemoDataLeft = {
  products: number;
  reviews: number;
  coupons: number;
  warrantyRegistrations: number;
  blogPosts: number;
  stores: number;
  emiPlans: number;
};

/**
 * The demo records still in the database, recognised by what the seed writes: the demo models,
 * coupon codes, blog titles, store names and EMI lenders, the `UV-DEMO-` warranty serials, and reviews by
 * example.com addresses (a domain reserved for examples: no real customer has one). The console's
 * "Before you can sell" list shows them until they are gone: invented reviews and live demo coupons
 * have no place in a real shop.
 */
export async function demoDataLeft(db: Database, now: Date = new Date()): Promise<DemoDataLeft> {
  const offers = demoPromotions({ now });
  const couponCodes = demoCoupons(now, new Map(offers.map((offer) => [offer.code, { startsAt: offer.startsAt, endsAt: offer.endsAt }]))).map((coupon) => coupon.code);
  const models = demoCatalogueRecords().map((record) => String(record.model));
  const tally = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [demoProducts, demoReviews, demoCouponCount, demoWarranties, demoPosts, demoStoreCount, demoEmiCount] = await Promise.all([
    tally(db.select({ n: count() }).from(products).where(inArray(products.model, models))),
    tally(db.select({ n: count() }).from(reviews).where(like(reviews.email, "%@example.com"))),
    tally(db.select({ n: count() }).from(coupons).where(inArray(coupons.code, couponCodes))),
    tally(db.select({ n: count() }).from(warrantyRegistrations).where(like(warrantyRegistrations.serialNo, "UV-DEMO-%"))),
    tally(db.select({ n: count() }).from(blogPosts).where(inArray(blogPosts.title, demoBlogPosts.map((post) => post.title)))),
    tally(db.select({ n: count() }).from(stores).where(inArray(stores.name, demoStores.map((store) => store.name)))),
    tally(db.select({ n: count() }).from(emiPlans).where(inArray(emiPlans.provider, [...new Set(demoEmiPlans.map((plan) => plan.provider))]))),
  ]);
  return { products: demoProducts, reviews: demoReviews, coupons: demoCouponCount, warrantyRegistrations: demoWarranties, blogPosts: demoPosts, stores: demoStoreCount, emiPlans: demoEmiCount };
}
