import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { paths } from "@urjavolt/contract/paths";
import type { PromotionList } from "@urjavolt/contract/promotions";
import { countdownTo, countdownWords } from "@urjavolt/contract/promotions-timing";

/** The offers' timers start when React hydrates the page; the fake clock must not run before. */
const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

test.describe("festival promo banner", () => {
  test("rotates between the server's offers every 6 seconds and on an indicator", async ({ page, request }) => {
    const { data: offers } = (await (await request.get("/api/v1/promotions")).json()) as PromotionList;
    expect(offers).toHaveLength(2);

    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const banner = page.getByRole("region", { name: /offer/i });
    await expect(banner).toContainText(offers[0]!.title);
    await expect(banner).toContainText(offers[0]!.code);

    await page.clock.runFor(6_000);
    await expect(banner).toContainText(offers[1]!.title);
    await page.clock.runFor(6_000);
    await expect(banner).toContainText(offers[0]!.title);

    await banner.getByRole("button", { name: "Show offer 2 of 2" }).click();
    await expect(banner).toContainText(offers[1]!.code);
  });

  test("says when the offer ends, counting down in its last week", async ({ page, request }) => {
    const { data: offers, now } = (await (await request.get("/api/v1/promotions")).json()) as PromotionList;
    const offer = offers[0]!;
    // The page's clock stands still at the server's `now`, so the words cannot tick past the expected ones.
    await page.clock.setFixedTime(Date.parse(now));
    await page.goto("/");
    const banner = page.getByRole("region", { name: /offer/i });
    const ends = countdownWords(countdownTo(offer.endsAt, Date.parse(now)), offer.endsAt);
    await expect(banner.getByText(ends.lead)).toHaveText([ends.lead, ...ends.figures].join(" "));
    await expect(banner.getByText(ends.lead)).toBeVisible();
  });

  test("copies the code and says COPIED! for 2 seconds", async ({ page, context, request }) => {
    const { data: offers } = (await (await request.get("/api/v1/promotions")).json()) as PromotionList;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const banner = page.getByRole("region", { name: /offer/i });
    await banner.getByRole("button", { name: /copy/i }).first().click();
    await expect(banner.getByRole("button", { name: /COPIED!/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(offers[0]!.code);
    await page.clock.runFor(2_100);
    await expect(banner.getByRole("button", { name: /COPIED!/ })).toHaveCount(0);
  });

  test("fits a 360 px phone in one compact row and hides for the session @mobile", async ({ page, request }) => {
    const { data: offers } = (await (await request.get("/api/v1/promotions")).json()) as PromotionList;
    // The offers rotate meanwhile: whichever shows, its own title and code show.
    const either = (texts: string[]) => new RegExp(`^(${texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(paths.home);
    const banner = page.getByRole("region", { name: "Festival offers" });
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
    // What a shopper acts on shows: the title, the code with its copy button, the time left.
    await expect(banner.getByText(either(offers.map((offer) => offer.title)))).toBeVisible();
    await expect(banner.getByText(either(offers.map((offer) => offer.code)))).toBeVisible();
    await expect(banner.getByRole("button", { name: "COPY CODE" })).toBeVisible();
    await expect(banner.getByText(/^(Ends|Offer ended)/)).toBeVisible();

    const hide = banner.getByRole("button", { name: "Hide offers" });
    const box = (await hide.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await hide.click();
    await expect(banner).toHaveCount(0);
    // Focus goes on to the header rather than being lost with the banner.
    const brand = page.getByRole("banner").getByRole("link").first();
    await expect(brand).toBeFocused();

    // A page loaded afresh: the server still sends the banner, hidden before the first paint (so
    // nothing moves when it goes) — even while the page's scripts have not arrived — and gone once it hydrates.
    // (The navigation goes through the address bar: this page's goto waits for a hydration that cannot come.)
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.evaluate((path) => window.location.assign(path), paths.about);
    await page.waitForURL(paths.about);
    const sent = page.locator('section[aria-label="Festival offers"]');
    await expect(sent).toBeAttached();
    await expect(sent).toBeHidden();
    await page.unroute("**/assets/*.js");
    await page.reload();
    await expect(banner).toHaveCount(0);
    // A page rendered in the browser does not show it either.
    await brand.click();
    await expect(page).toHaveURL(paths.home);
    await expect(banner).toHaveCount(0);
  });

  test("is not on the checkout or the payment page @mobile", async ({ page }) => {
    for (const path of [paths.checkout, paths.onlinePayment]) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("region", { name: "Festival offers" })).toHaveCount(0);
    }
  });

  test("keeps to at most 80 px on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.home);
    const banner = page.getByRole("region", { name: "Festival offers" });
    await expect(banner.getByRole("button", { name: "Show offer 1 of 2" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Hide offers" })).toBeVisible();
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(80);
  });

  test("fits a 360 px phone without sideways scrolling @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
