import { describe, expect, it } from "vitest";
import { buildTestApp, testDatabaseKinds, useTestApp } from "../test/helper.ts";
import { demoPromotions, isDatabaseEmpty, loadDemoData, nextFestivalOfferEnd, seedIfEmpty, validityText } from "./seed.ts";
import { promotions } from "./schema/promotions.ts";

describe("nextFestivalOfferEnd", () => {
  const end2026 = "2026-10-31T18:29:59.000Z"; // 31 Oct 2026, 23:59:59 India time
  const end = (now: string) => nextFestivalOfferEnd(new Date(now)).toISOString();

  it("is this year's 31 October, 23:59:59 India time, before that date", () => {
    expect(end("2026-01-01T00:00:00+05:30")).toBe(end2026);
    expect(end("2026-10-31T23:59:58+05:30")).toBe(end2026);
  });
  it("is next year's once this year's has passed", () => {
    expect(end("2026-11-22T10:00:00+05:30")).toBe("2027-10-31T18:29:59.000Z");
    expect(end("2026-12-31T23:59:59+05:30")).toBe("2027-10-31T18:29:59.000Z");
  });
  it("is next year's exactly at the boundary: an offer has ended at its end instant", () => {
    expect(end("2026-10-31T23:59:59+05:30")).toBe("2027-10-31T18:29:59.000Z");
    expect(end("2026-10-31T23:59:58.999+05:30")).toBe(end2026);
  });
  it("counts the date in India, not in UTC", () => {
    // 1 Nov 00:30 in India is still 31 Oct in UTC: the offer has already ended.
    expect(end("2026-10-31T19:00:00Z")).toBe("2027-10-31T18:29:59.000Z");
    // 1 Jan 2027 02:00 in India is still 2026 in UTC.
    expect(end("2026-12-31T20:30:00Z")).toBe("2027-10-31T18:29:59.000Z");
  });
  it("replaces the spec's passed end date (31 October 2025)", () => {
    expect(end("2025-10-31T23:59:59+05:30")).toBe(end2026);
  });
});

describe("demoPromotions", () => {
  it("writes the end date in the house style, India time", () => {
    expect(validityText(new Date("2026-10-31T18:29:59Z"))).toBe("Valid till 31 Oct 2026, 11:59 PM");
  });
  it("has one offer each for the 1100VA and 2100VA series, branded codes, live from now", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const offers = demoPromotions({ now });
    expect(offers.map((offer) => [offer.code, offer.power])).toEqual([
      ["URJAVOLT1100", "1100VA"],
      ["URJAVOLT2100", "2100VA"],
    ]);
    // Seeded in November, outside the Diwali sale: a plain offer to the end of next month.
    for (const offer of offers) {
      expect(offer.startsAt).toEqual(now);
      expect(offer.endsAt.toISOString()).toBe("2026-12-31T18:29:59.000Z");
      expect(offer.validity).toBe("Valid till 31 Dec 2026, 11:59 PM");
      expect(offer.title).toMatch(/^Limited-Time Offer/);
      expect(`${offer.greeting} ${offer.message} ${offer.festivalWish}`).not.toMatch(/Diwali|Deepavali|festive/i);
    }
  });

  it("is the Diwali sale only in its window, 16 September to 31 October", () => {
    const during = demoPromotions({ now: new Date("2026-10-05T10:00:00+05:30") });
    expect(during[0]).toMatchObject({ greeting: "Happy Diwali!", title: "Festive Offer on 1100VA Lithium Inverters" });
    expect(during[0]!.startsAt.toISOString()).toBe("2026-09-15T18:30:00.000Z");
    expect(during[0]!.endsAt.toISOString()).toBe("2026-10-31T18:29:59.000Z");
    // Less than 30 days before the sale: it starts at once rather than after a short plain offer.
    const before = demoPromotions({ now: new Date("2026-08-25T10:00:00+05:30") });
    expect(before[0]).toMatchObject({ greeting: "Happy Diwali!", startsAt: new Date("2026-08-25T10:00:00+05:30") });
    // Earlier in the year: the plain offer, ending before the sale would begin.
    const spring = demoPromotions({ now: new Date("2027-03-10T10:00:00+05:30") });
    expect(spring[0]).toMatchObject({ greeting: "Save 10%!", validity: "Valid till 30 Apr 2027, 11:59 PM" });
    // Seeded on 31 October after the sale's last second: next month's end, not next year's Diwali.
    const after = demoPromotions({ now: new Date("2026-11-01T00:00:05+05:30") });
    expect(after[0]!.endsAt.toISOString()).toBe("2026-12-31T18:29:59.000Z");
  });

  it("ends at PROMO_ENDS_AT when configured", () => {
    const promoEndsAt = new Date("2027-01-15T18:30:00Z");
    const offers = demoPromotions({ now: new Date("2026-11-22T10:00:00Z"), promoEndsAt });
    expect(offers.every((offer) => offer.endsAt.getTime() === promoEndsAt.getTime())).toBe(true);
    expect(offers[0]?.validity).toBe("Valid till 16 Jan 2027, 12:00 AM");
  });
});

describe.each(testDatabaseKinds)("seedIfEmpty on %s", (kind) => {
  const t = useTestApp(kind);

  it("seeds an empty database once: running it again leaves two promotions", async () => {
    expect(await seedIfEmpty(t.database.db)).toBe(true);
    expect(await seedIfEmpty(t.database.db)).toBe(false);
    const rows = await t.database.db.select().from(promotions);
    expect(rows.map((row) => row.code).sort()).toEqual(["URJAVOLT1100", "URJAVOLT2100"]);
  });

  it("loads the demo only when asked (SEED_DEMO), and only into an empty database", async () => {
    const empty = await buildTestApp(kind);
    try {
      expect(await loadDemoData(empty.database.db, { seedDemo: false })).toBe("not-asked");
      expect(await isDatabaseEmpty(empty.database.db)).toBe(true);
      expect(await loadDemoData(empty.database.db, { seedDemo: true })).toBe("loaded");
      expect(await loadDemoData(empty.database.db, { seedDemo: true })).toBe("not-empty");
    } finally {
      await empty.close();
    }
  });
});
