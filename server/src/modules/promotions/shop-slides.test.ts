import { ShopSlideListSchema } from "@urjavolt/contract/promotions";
import { indiaDayEnd, indiaDayStart } from "@urjavolt/contract/dates";
import { inArray } from "drizzle-orm";
import { demoShopSlides, festivalWindow, nextFestivalWindow } from "./promotions-seed.ts";
import { validityText } from "../../db/seed.ts";
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

/** The festive slides the seed made live at `now` (decision 046): dated to their festival, so usually none. */
const festiveLive = (now: number) =>
  (["dussehra", "diwali"] as const)
    .filter((festival) => {
      const window = nextFestivalWindow(festival, new Date(now));
      return window !== null && window.startsAt.getTime() <= now;
    })
    .map((festival) => (festival === "dussehra" ? "Dussehra Special" : "Diwali Celebration"));
const always = ["New Arrivals", "Free Installation", "Easy EMIs", "Bulk Orders"];

describe("the demo's festive slides (decision 046)", () => {
  const nov27 = new Date("2026-11-27T06:30:00Z"); // 12:00 noon in India

  it("are dated to their festival: Navratri to Dussehra, the day after Dussehra to Bhai Dooj, India days", () => {
    expect(festivalWindow("dussehra", 2026)).toEqual({ startsAt: indiaDayStart("2026-10-11"), endsAt: indiaDayEnd("2026-10-20") });
    expect(festivalWindow("diwali", 2026)).toEqual({ startsAt: indiaDayStart("2026-10-21"), endsAt: indiaDayEnd("2026-11-10") });
    expect(festivalWindow("dussehra", 2026)!.endsAt.toISOString()).toBe("2026-10-20T18:30:00.000Z");
    expect(festivalWindow("diwali", 2031)).toBeNull();
  });

  it("seeded on 27 Nov 2026, wait for next year's festivals and say so, and are not live", () => {
    const slides = demoShopSlides({ now: nov27, validity: validityText });
    const dussehra = slides.find((slide) => slide.slug === "dussehra")!;
    const diwali = slides.find((slide) => slide.slug === "diwali")!;
    expect(dussehra).toMatchObject({ startsAt: indiaDayStart("2027-09-30"), endsAt: indiaDayEnd("2027-10-09"), validity: "Valid till 9 Oct 2027, 11:59 PM" });
    expect(diwali).toMatchObject({ startsAt: indiaDayStart("2027-10-10"), endsAt: indiaDayEnd("2027-10-31"), validity: "Valid till 31 Oct 2027, 11:59 PM" });
    expect(festiveLive(nov27.getTime())).toEqual([]);
    // No festive text is left on the slides that show all year.
    for (const slide of slides.filter((item) => item.endsAt === null)) expect(`${slide.title} ${slide.subtitle} ${slide.description} ${slide.offerLabel}`).not.toMatch(/festiv|diwali|dussehra/i);
  });

  it("seeded during Navratri, show Dussehra from its first day; a festival without a known date gets no slide", () => {
    const slides = demoShopSlides({ now: new Date("2026-10-15T06:30:00Z"), validity: validityText });
    expect(slides.find((slide) => slide.slug === "dussehra")).toMatchObject({ startsAt: indiaDayStart("2026-10-11"), endsAt: indiaDayEnd("2026-10-20") });
    const late = demoShopSlides({ now: new Date("2027-12-01T06:30:00Z"), validity: validityText });
    expect(late.map((slide) => slide.slug)).toEqual(["new-arrivals", "free-installation", "easy-emis", "bulk-orders"]);
  });
});

describe.each(testDatabaseKinds)("GET /api/v1/shop-slides on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  it("lists the seeded slides live now in banner order, with the spec's links", async () => {
    const before = Date.now();
    const response = await t.app.inject({ url: "/api/v1/shop-slides" });
    expect(response.statusCode).toBe(200);
    const body = ShopSlideListSchema.parse(response.json());
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(before - 1000);
    expect(titles(body)).toEqual([...festiveLive(Date.parse(body.now)), ...always]);
    // Installation is offered where technicians serve, as the product page, checkout and shipping policy say (decision 057).
    const installation = body.data.find((item) => item.title === "Free Installation");
    expect(installation?.subtitle).toBe("Where Our Technicians Serve");
    expect(installation?.description).toMatch(/pin codes they serve: free unless the product page shows a fee/);
    const links = new Set(body.data.map((item) => new URL(item.buttonLink, "http://x").pathname));
    expect([...links].sort()).toEqual(["/customer-support", "/emi-options", "/get-quote", "/shop-online"]);
    for (const item of body.data) {
      expect(item.image).toMatch(/^\/images\/shop\/[a-z-]+\.svg$/);
      expect(item.colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(item.buttonText).not.toBe("");
      expect(item.offerLabel).not.toBe("");
    }
    // The festive slides are in the data, dated to their next festival (decision 046).
    const festive = await t.database.db.select().from(shopSlides).where(inArray(shopSlides.slug, ["dussehra", "diwali"]));
    for (const row of festive) expect(row).toMatchObject(nextFestivalWindow(row.slug as "dussehra" | "diwali", new Date(before))!);
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
    expect(titles(body)).toEqual(["Slide first", ...festiveLive(now), ...always, "Slide open"]);
  });

  it("follows each slide's own India-time window to the millisecond, through the service the page uses", async () => {
    // A slide for 1 to 3 December, India days: from 30 Nov 18:30 UTC to 3 Dec 18:30 UTC.
    const startsAt = indiaDayStart("2030-12-01");
    const endsAt = indiaDayEnd("2030-12-03");
    await t.database.db.insert(shopSlides).values(slide("season", startsAt, endsAt));
    const shows = async (at: Date) => titles(await t.app.services.promotions.listShopSlides(at)).includes("Slide season");
    expect(startsAt.toISOString()).toBe("2030-11-30T18:30:00.000Z");
    expect(await shows(new Date(startsAt.getTime() - 1))).toBe(false);
    expect(await shows(startsAt)).toBe(true);
    expect(await shows(new Date(endsAt.getTime() - 1))).toBe(true);
    expect(await shows(endsAt)).toBe(false);
  });

  it("refuses a slide that ends before it starts, or links off the site", async () => {
    const now = Date.now();
    await expect(t.database.db.insert(shopSlides).values(slide("backwards", new Date(now), new Date(now - DAY)))).rejects.toThrow();
    await expect(t.database.db.insert(shopSlides).values({ ...slide("offsite", new Date(now), null), buttonLink: "https://example.com" })).rejects.toThrow();
  });
});
