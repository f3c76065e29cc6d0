import { describe, expect, it } from "vitest";
import { promotions } from "../../db/schema/promotions.ts";
import { demoOfferWindow } from "../../db/seed.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const DAY = 86_400_000;

const offer = (code: string, startsAt: Date, endsAt: Date, sortOrder = 0) => ({
  code,
  title: `Offer ${code}`,
  greeting: "Happy Holi!",
  message: "A test offer.",
  festivalWish: "Best wishes.",
  validity: "Valid for a while",
  category: "Test",
  power: "1100VA",
  icon: "bolt",
  emoji: "🎨",
  startsAt,
  endsAt,
  sortOrder,
});

describe.each(testDatabaseKinds)("GET /api/v1/promotions on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  it("lists the two seeded offers, in banner order", async () => {
    const before = Date.now();
    const response = await t.app.inject({ url: "/api/v1/promotions" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.data.map((promotion: { code: string }) => promotion.code)).toEqual(["URJAVOLT1100", "URJAVOLT2100"]);
    const [first] = body.data;
    expect(first).toMatchObject({ power: "1100VA", greeting: expect.any(String), festivalWish: expect.any(String) });
    // As the seed's window for today (seed.test.ts has the calendar): 23:59:59 India time, within about two months.
    expect(first.endsAt).toMatch(/T18:29:59\.000Z$/);
    expect(first.endsAt).toBe(demoOfferWindow(new Date()).endsAt.toISOString());
    expect(Date.parse(first.endsAt)).toBeGreaterThan(Date.now());
  });

  it("leaves out offers that have ended or not yet started", async () => {
    const now = Date.now();
    await t.database.db.insert(promotions).values([
      offer("ENDED", new Date(now - 10 * DAY), new Date(now - DAY)),
      offer("LATER", new Date(now + DAY), new Date(now + 10 * DAY)),
      offer("FIRST", new Date(now - DAY), new Date(now + DAY), -1),
    ]);
    const response = await t.app.inject({ url: "/api/v1/promotions" });
    expect(response.json().data.map((promotion: { code: string }) => promotion.code)).toEqual(["FIRST", "URJAVOLT1100", "URJAVOLT2100"]);
  });

  it("lists for any moment through the service the pages use", async () => {
    const live = await t.app.services.promotions.listActive(new Date(Date.now() + 2 * DAY));
    expect(live.data.map((promotion) => promotion.code)).toEqual(["LATER", "URJAVOLT1100", "URJAVOLT2100"]);
    const afterAll = await t.app.services.promotions.listActive(new Date(Date.now() + 400 * DAY));
    expect(afterAll.data).toEqual([]);
  });
});

describe.each(testDatabaseKinds)("PROMO_ENDS_AT on %s", (kind) => {
  const t = useTestApp(kind, { seed: true, env: { PROMO_ENDS_AT: "2099-01-15T23:59:59+05:30" } });

  it("ends the seeded offers then", async () => {
    const body = (await t.app.inject({ url: "/api/v1/promotions" })).json();
    expect(body.data).toHaveLength(2);
    for (const promotion of body.data) {
      expect(promotion.endsAt).toBe("2099-01-15T18:29:59.000Z");
      expect(promotion.validity).toBe("Valid till 15 Jan 2099, 11:59 PM");
    }
  });
});
