import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** A stored cart line as the shop writes it (the badge counts only lines the cart page can show). */
const line = (id: number, quantity: number) => ({ id, product_name: `Product ${id}`, product_discountedPrice: 1000, quantity, image: "", product_stock: 500 });

async function openWithCart(page: Page, items: ReturnType<typeof line>[]) {
  await page.addInitScript((cart) => window.localStorage.setItem("cart", JSON.stringify(cart)), items);
  await page.goto("/");
}

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /cart/i });

test.describe("cart badge", () => {
  test("is hidden for an empty cart", async ({ page }) => {
    await openWithCart(page, []);
    await expect(cartLink(page)).toBeVisible();
    await expect(cartLink(page)).not.toContainText(/\d/);
  });

  test("shows the number of items", async ({ page }) => {
    await openWithCart(page, [line(1, 2), line(2, 3)]);
    await expect(cartLink(page)).toContainText("5");
    await expect(cartLink(page)).toHaveAccessibleName(/5 items/);
  });

  test("caps at 99+", async ({ page }) => {
    await openWithCart(page, [line(1, 120)]);
    await expect(cartLink(page)).toContainText("99+");
  });

  test("follows a change made in another tab", async ({ page, context }) => {
    await openWithCart(page, []);
    const other = await context.newPage();
    await other.goto("/about-us");
    await other.evaluate((stored) => window.localStorage.setItem("cart", JSON.stringify(stored)), [line(7, 4)]);
    await expect(cartLink(page)).toContainText("4");
  });
});

test.describe("products dropdown", () => {
  test("opens, closes on Escape and on an outside click", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: /main/i });
    const toggle = nav.getByRole("button", { name: "Our Products" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Telecom Batteries" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("takes the visitor to a product page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: /main/i });
    await nav.getByRole("button", { name: "Our Products" }).click();
    await nav.getByRole("link", { name: "Lithium-Ion Inverter/UPS" }).click();
    await expect(page).toHaveURL(/\/lithiumion-inverter$/);
    await expect(nav.getByRole("button", { name: "Our Products" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu @mobile", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("locks the page scroll while open and closes on Escape and on a link", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await expect(page.getByRole("button", { name: "Close menu" }).first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(open).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await open.click();
    await page.getByRole("dialog").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
});

test("the header takes its scrolled style after 50 px", async ({ page }) => {
  await page.goto("/privacypolicy");
  const header = page.getByRole("banner");
  await expect(header).not.toHaveAttribute("data-scrolled", "true");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("the footer carries contacts, hours and policy links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Monday to Saturday 9:00 AM - 7:00 PM");
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
  for (const href of ["/privacypolicy", "/termsandconditions", "/cancellationrefundpolicy", "/shippingpolicy"]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});
