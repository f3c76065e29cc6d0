import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import type { PromotionList } from "@urjavolt/contract/promotions";

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

  test("counts down days and hours to the offer's end", async ({ page, request }) => {
    const { data: offers, now } = (await (await request.get("/api/v1/promotions")).json()) as PromotionList;
    const days = Math.floor((Date.parse(offers[0]!.endsAt) - Date.parse(now)) / 86_400_000);
    await page.goto("/");
    const banner = page.getByRole("region", { name: /offer/i });
    await expect(banner.getByText(new RegExp(`\\b${days}\\s*(d|days?)\\b`, "i")).first()).toBeVisible();
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

  test("fits a 360 px phone without sideways scrolling @mobile", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
