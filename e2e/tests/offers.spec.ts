import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { paths } from "@urjavolt/contract/paths";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { cartLine, productByModel } from "./catalogue-helpers.ts";

/*
 * Offers where they count (decision 045): the checkout lists the advertised offers the cart can use
 * and applies the best by itself, saying so; the festival offers' bar stays off paying, tracking and
 * service pages; the checkout names the ways to pay the gateway (here the test gateway) offers.
 * The demo's banner advertises URJAVOLT1100 and URJAVOLT2100, 10% off the 1100VA and 2100VA series:
 * ₹2,749 off the 1100VA at ₹27,499, ₹4,299 off the 2100VA at ₹42,999.
 */

const FESTIVAL_OFFERS = "Festival offers";
const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

/** Puts lines in this browser's cart (localStorage "cart") and opens the checkout. */
async function checkoutWith(page: Page, lines: unknown[]) {
  await page.goto(paths.privacy);
  await page.evaluate((text) => localStorage.setItem("cart", text), JSON.stringify(lines));
  await page.goto(paths.checkout);
  await expect(page.getByRole("heading", { level: 1, name: "Secure Checkout" })).toBeVisible();
}

test.describe("offers at checkout", () => {
  test("applies the best offer for a cart with the 1100VA by itself, says so, and can remove it or apply it again @mobile", async ({ page, request }, testInfo) => {
    const inverter = await productByModel(request, "UVI-1100");
    expect(inverter.product_discountedPrice).toBe(27_499);
    await checkoutWith(page, [cartLine(inverter, 1)]);

    const applied = summary(page).getByRole("status").filter({ hasText: "We applied" });
    await expect(applied).toContainText("We applied URJAVOLT1100, the best offer for your cart: you save ₹2,749");
    await expect(summary(page).locator("dt", { hasText: "Discount (URJAVOLT1100)" }).locator("+ dd")).toHaveText("-₹2,749");
    await expect(page.getByRole("button", { name: "Place Order ₹24,750" })).toBeVisible();
    // No festival banner at checkout: the offer is in the order summary instead.
    await expect(page.getByRole("region", { name: FESTIVAL_OFFERS })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await mkdir("/tmp/offers-shots", { recursive: true });
    await summary(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/offers-shots/checkout-offer-applied-${testInfo.project.name}.png`, fullPage: true });

    await summary(page).getByRole("button", { name: "Remove coupon URJAVOLT1100" }).click();
    await expect(summary(page).locator("dt", { hasText: /^Discount/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Place Order ₹27,499" })).toBeVisible();
    const offers = summary(page).getByRole("list", { name: "Offers for your cart" });
    await expect(offers).toContainText("URJAVOLT1100: you save ₹2,749");
    await expect(page.getByLabel("Coupon code")).toBeFocused();
    await expectNoAxeViolations(page);

    await offers.getByRole("button", { name: "Apply URJAVOLT1100" }).click();
    await expect(summary(page).getByRole("status").filter({ hasText: "URJAVOLT1100 applied: you save ₹2,749" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Place Order ₹24,750" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove coupon URJAVOLT1100" })).toBeFocused();
  });

  test("lists the other eligible offers beside the best, and takes one with a tap @mobile", async ({ page, request }) => {
    const small = await productByModel(request, "UVI-1100");
    const large = await productByModel(request, "UVI-2100");
    await checkoutWith(page, [cartLine(small, 1), cartLine(large, 1)]);
    await expect(summary(page).getByRole("status").filter({ hasText: "We applied" })).toContainText("We applied URJAVOLT2100, the best offer for your cart: you save ₹4,299");
    const others = summary(page).getByRole("list", { name: "Other offers for your cart" });
    await expect(others.getByRole("listitem")).toHaveCount(1);
    await expect(others).toContainText("URJAVOLT1100: you save ₹2,749");
    await expectNoAxeViolations(page);

    await others.getByRole("button", { name: "Use instead URJAVOLT1100" }).click();
    await expect(summary(page).locator("dt", { hasText: "Discount (URJAVOLT1100)" })).toBeVisible();
    await expect(page.getByRole("button", { name: `Place Order ₹${(27_499 + 42_999 - 2_749).toLocaleString("en-IN")}` })).toBeVisible();
    await expect(summary(page).getByRole("list", { name: "Other offers for your cart" })).toContainText("URJAVOLT2100: you save ₹4,299");
  });

  test("applies nothing to a cart no advertised offer covers, and the code field still takes a code @mobile", async ({ page, request }) => {
    const ev = await productByModel(request, "UVE-48-24");
    await checkoutWith(page, [cartLine(ev, 1)]);
    await expect(page.getByRole("button", { name: `Place Order ₹${ev.product_discountedPrice.toLocaleString("en-IN")}` })).toBeVisible();
    await expect(summary(page).getByRole("list", { name: /offers for your cart/i })).toHaveCount(0);
    await expect(page.getByLabel("Coupon code")).toBeEditable();
  });

  test("names the ways to pay the gateway offers, with and before the scripts @mobile", async ({ page, request }) => {
    const inverter = await productByModel(request, "UVI-3500");
    await checkoutWith(page, [cartLine(inverter, 1)]);
    const ways = summary(page).getByRole("list", { name: "Ways to pay" });
    await expect(ways.getByRole("listitem")).toHaveText(["UPI", "Credit and debit cards", "Netbanking", "EMI"]);
    // They come with the page's HTML, from the gateway adapter (the test gateway states its own).
    const html = await (await request.get(paths.checkout)).text();
    expect(html).toContain("Ways to pay");
    expect(html).toContain("Netbanking");
  });
});

test.describe("where the festival offers' bar shows", () => {
  test("is on the shop's pages but not on tracking, service or paying pages @mobile", async ({ page }) => {
    // Many pages, each with axe or a fresh sign-in: on a busy 2-core machine with two workers, past 30 s.
    test.slow();
    for (const path of [paths.home, paths.shop, paths.cart]) {
      await page.goto(path);
      await expect(page.getByRole("region", { name: FESTIVAL_OFFERS }), path).toBeVisible();
    }
    for (const path of [
      paths.checkout,
      paths.onlinePayment,
      paths.trackOrder,
      paths.trackRequest,
      paths.support,
      paths.warranty,
      paths.complaint,
      paths.contact,
      paths.quote,
      paths.orderConfirmation("not-a-real.token"),
      paths.trackRequestTicket("not-a-real.token"),
    ]) {
      await page.goto(path);
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("region", { name: FESTIVAL_OFFERS }), path).toHaveCount(0);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the answer to a tracking look-up has no bar either @mobile", async ({ page }) => {
      await page.goto(paths.trackOrder);
      await page.getByLabel("Order number").fill("UV-2026-999999");
      await page.getByLabel("E-mail or mobile used at checkout").fill("nobody@example.in");
      await page.getByRole("button", { name: /Track/ }).click();
      await expect(page.getByRole("alert").or(page.getByRole("status")).first()).toBeVisible();
      await expect(page.getByRole("region", { name: FESTIVAL_OFFERS })).toHaveCount(0);
    });
  });
});
