import { ShopSlideListSchema } from "@urjavolt/contract/promotions";
import { describe, expect, it } from "vitest";
import { shopSlides } from "../../db/schema/promotions.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const DAY = 86_400_000;

const slide = (slug: string, startsAt: Date, endsAt: Date | null, sortOrder = 0) => ({
  slug,
  title: `Slide ${slug}`,
  subtitle: "A test slide",
  description: "For the test.",
  buttonText: "Shop Now",
  buttonLink: "/shop-online",
  colour: "#0b2545",
  image: "/images/shop/diwali.svg",
  offerLabel: "Test",
  validity: "For a while",
  startsAt,
  endsAt,
  sortOrder,
});

const titles = (body: { data: { title: string }[] }) => body.data.map((item) => item.title);

describe.each(testDatabaseKinds)("GET /api/v1/shop-slides on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  it("lists the six seeded slides in banner order, with the spec's links", async () => {
    const before = Date.now();
    const response = await t.app.inject({ url: "/api/v1/shop-slides" });
    expect(response.statusCode).toBe(200);
    const body = ShopSlideListSchema.parse(response.json());
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(before - 1000);
    expect(titles(body)).toEqual(["Dussehra Special", "Diwali Celebration", "New Arrivals", "Free Installation", "Easy EMIs", "Bulk Orders"]);
    expect(body.data.find((item) => item.title === "Free Installation")?.subtitle).toBe("Pan India Service");
    const links = new Set(body.data.map((item) => new URL(item.buttonLink, "http://x").pathname));
    expect([...links].sort()).toEqual(["/customer-support", "/emi-options", "/get-quote", "/shop-online"]);
    for (const item of body.data) {
      expect(item.image).toMatch(/^\/images\/shop\/[a-z-]+\.svg$/);
      expect(item.colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(item.buttonText).not.toBe("");
      expect(item.offerLabel).not.toBe("");
    }
    // The festive slides end with the festival offers; the others have no end.
    const offers = (await t.app.inject({ url: "/api/v1/promotions" })).json();
    const [dussehra, diwali, newArrivals] = body.data;
    expect(dussehra?.endsAt).toBe(offers.data[0].endsAt);
    expect(diwali?.validity).toBe(offers.data[0].validity);
    expect(newArrivals?.endsAt).toBeNull();
  });

  it("leaves out slides that have ended or not yet started", async () => {
    const now = Date.now();
    await t.database.db.insert(shopSlides).values([
      slide("ended", new Date(now - 10 * DAY), new Date(now - DAY)),
      slide("later", new Date(now + DAY), new Date(now + 10 * DAY)),
      slide("first", new Date(now - DAY), new Date(now + DAY), -1),
      slide("open", new Date(now - DAY), null, 99),
    ]);
    const body = (await t.app.inject({ url: "/api/v1/shop-slides" })).json();
    expect(titles(body)).toEqual([
      "Slide first",
      "Dussehra Special",
      "Diwali Celebration",
      "New Arrivals",
      "Free Installation",
      "Easy EMIs",
      "Bulk Orders",
      "Slide open",
    ]);
  });

  it("hides the festive slides after the festival's end, through the service the page uses", async () => {
    const live = await t.app.services.promotions.listShopSlides(new Date(Date.now() + 2 * DAY));
    expect(titles(live)).toContain("Slide later");
    const afterFestival = await t.app.services.promotions.listShopSlides(new Date(Date.now() + 400 * DAY));
    expect(titles(afterFestival)).toEqual(["New Arrivals", "Free Installation", "Easy EMIs", "Bulk Orders", "Slide open"]);
  });

  it("refuses a slide that ends before it starts, or links off the site", async () => {
    const now = Date.now();
    await expect(t.database.db.insert(shopSlides).values(slide("backwards", new Date(now), new Date(now - DAY)))).rejects.toThrow();
    await expect(t.database.db.insert(shopSlides).values({ ...slide("offsite", new Date(now), null), buttonLink: "https://example.com" })).rejects.toThrow();
  });
});
