import { expect, openAtFirstPaint, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";

/*
 * A tap at first paint on the throttled phone profile takes effect (issue 17, decisions 017 and
 * 018): each test opens a page with DevTools throttling, taps the moment the page first paints,
 * while the site's scripts are still arriving, and checks the tap did what it promised.
 */

test.describe("a tap at first paint on the phone profile", () => {
  // Throttled loads take seconds; give each test room without slowing the rest.
  test.describe.configure({ timeout: 90_000 });

  test("Add to Cart after a quantity step puts the product in the cart once, with that quantity", async ({ browser, baseURL }) => {
    const { page, hydratedAtFirstPaint, hydrated, close } = await openAtFirstPaint(browser, baseURL, "/productDetail/1");
    expect(hydratedAtFirstPaint).toBe(false);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    const add = page.getByRole("button", { name: "Add to Cart" });
    await add.click();
    await hydrated();
    await expect(page.getByRole("status").filter({ hasText: "to your cart" })).toContainText("Added 2 × Lithium Inverter/UPS 1100VA to your cart.");
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem("cart"))) ?? "[]") as { id: number; quantity: number }[];
    expect(cart).toEqual([expect.objectContaining({ id: 1, quantity: 2 })]);
    await close();
  });

  test("a product tab opens its panel", async ({ browser, baseURL }) => {
    const { page, hydratedAtFirstPaint, close } = await openAtFirstPaint(browser, baseURL, "/productDetail/1");
    expect(hydratedAtFirstPaint).toBe(false);
    await page.getByRole("tab", { name: "Features" }).click();
    await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await close();
  });

  test("the warranty page's Check Status opens the status check", async ({ browser, baseURL }) => {
    const { page, hydratedAtFirstPaint, close } = await openAtFirstPaint(browser, baseURL, "/warranty");
    expect(hydratedAtFirstPaint).toBe(false);
    await page.getByRole("link", { name: "Check Status" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Check Warranty Status" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel("Full name")).toHaveCount(0);
    await close();
  });

  test("the header search keeps every letter typed as the page hydrates, and searches for it", async ({ browser, baseURL }) => {
    const { page, hydratedAtFirstPaint, hydrated, close } = await openAtFirstPaint(browser, baseURL, "/warranty");
    expect(hydratedAtFirstPaint).toBe(false);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    // Key by key, as a thumb types, across the moment the scripts take over.
    await box.pressSequentially("sollar", { delay: 120 });
    await hydrated();
    await expect(box).toHaveValue("sollar");
    await box.press("Enter");
    await expect(page).toHaveURL(/[?&]q=sollar(&|$)/, { timeout: 20_000 });
    await expect(page.getByRole("article").first()).toContainText("Solar");
    await close();
  });

  test("the contact form sends what was typed", async ({ browser, baseURL }) => {
    const { page, hydratedAtFirstPaint, close } = await openAtFirstPaint(browser, baseURL, "/contact-us");
    expect(hydratedAtFirstPaint).toBe(false);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const email = `first-paint-${Date.now()}@example.in`;
    await form.getByLabel("Name").fill("Asha Rani");
    await form.getByLabel("Mobile").fill("9876543210");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill("Typed at first paint");
    await form.getByLabel("Message").fill("Sent on a slow phone.");
    await form.getByRole("button", { name: "Send Message" }).click({ force: true });
    await expect(page.getByRole("status")).toHaveText(/Message sent successfully! Your reference number is MSG-\d{4}-\d{6}\./, { timeout: 20_000 });
    await waitForMail(email, (mail) => mail.subject.includes("MSG-"));
    await close();
  });

  test("the shop's filters apply", async ({ browser, baseURL }) => {
    const { page, hydratedAtFirstPaint, close } = await openAtFirstPaint(browser, baseURL, "/shop-online");
    expect(hydratedAtFirstPaint).toBe(false);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/, { timeout: 20_000 });
    await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
    await close();
  });

  test("the mobile menu opens", async ({ browser, baseURL }) => {
    const { page, hydratedAtFirstPaint, close } = await openAtFirstPaint(browser, baseURL, "/");
    expect(hydratedAtFirstPaint).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("dialog").getByRole("link", { name: "About Us" })).toBeVisible();
    await close();
  });
});
