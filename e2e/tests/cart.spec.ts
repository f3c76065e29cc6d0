import { type Page } from "@playwright/test";
import { expect, openAsItHydrates, openBeforeHydration, pasteInto, test } from "./fixtures.ts";
import { cartLine, productByModel } from "./catalogue-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

const line = cartLine;

async function storeCart(page: Page, lines: unknown[]) {
  await page.evaluate((text) => localStorage.setItem("cart", text), JSON.stringify(lines));
}

const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as { id: number; quantity: number }[]);

const summaryValue = (page: Page, term: string) =>
  page
    .getByRole("region", { name: "Order Summary" })
    .locator("dt", { hasText: new RegExp(`^${term}$`) })
    .locator("+ dd");

test.describe("the cart page", () => {
  test("manages quantities within the stock, removes lines and ends empty, across a reload and a second tab", async ({ page, context, request }) => {
    const inverter = await productByModel(request, "UVI-2100"); // stock 3
    const cables = await productByModel(request, "UVA-CBL-35");
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeVisible();
    // A stale stored price is replaced by today's.
    await storeCart(page, [line(inverter, 2, { product_discountedPrice: 1 }), line(cables, 1)]);
    await page.reload();

    const items = page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("₹42,999 × 2");
    await expect(items.first()).toContainText("Only 3 left - Order soon!");
    await expect(summaryValue(page, "Items")).toHaveText("3");
    await expect(summaryValue(page, "Subtotal")).toHaveText("₹89,297");
    await expect(summaryValue(page, "Shipping")).toHaveText("Free");
    await expect(summaryValue(page, "Total")).toHaveText("₹89,297");
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");

    const increase = page.getByRole("button", { name: `Increase quantity of ${inverter.product_name}` });
    await increase.click();
    await expect(items.first()).toContainText("₹42,999 × 3");
    // Beyond the stock: the spec's alert, and nothing changes.
    const alerts: string[] = [];
    page.once("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await increase.click();
    await expect.poll(() => alerts).toEqual([`Cannot add more ${inverter.product_name} . Only 3 in stock!`]);
    await expect(items.first()).toContainText("₹42,999 × 3");

    // The same cart in a second tab, which follows changes made in the first.
    const second = await context.newPage();
    await second.goto("/cart");
    const secondItems = second.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
    await expect(secondItems).toHaveCount(2);
    await expect(secondItems.first()).toContainText("₹42,999 × 3");

    await page.getByRole("button", { name: `Remove ${cables.product_name}` }).click();
    await expect(items).toHaveCount(1);
    await expect(secondItems).toHaveCount(1);
    await expect(summaryValue(second, "Total")).toHaveText("₹1,28,997");

    // After a reload the cart is still there.
    await page.reload();
    await expect(items).toHaveCount(1);
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: inverter.id, quantity: 3, product_discountedPrice: 42_999 })]);

    // Down to 0 removes the line; the last one leaves the empty state in both tabs.
    const decrease = page.getByRole("button", { name: `Decrease quantity of ${inverter.product_name}` });
    await decrease.click();
    await decrease.click();
    await expect(items.first()).toContainText("₹42,999 × 1");
    await decrease.click();
    await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeVisible();
    await expect(second.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop-online");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("has no accessibility violations with items in it @mobile", async ({ page, request }) => {
    const inverter = await productByModel(request, "UVI-1100");
    const cables = await productByModel(request, "UVA-CBL-35");
    await page.goto("/cart");
    await storeCart(page, [line(inverter, 1), line(cables, 2)]);
    // The server renders a loading status where the browser then shows the stored lines: no hydration errors.
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.reload();
    await expect(page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

test.describe("buy now", () => {
  test("arrives server-rendered with the product, and 404s for an unknown one", async ({ request }) => {
    const inverter = await productByModel(request, "UVI-1100");
    const html = await (await request.get(`/buy-now/${inverter.id}`)).text();
    expect(html).toContain(`Buy Now: ${inverter.product_name}`);
    expect(html).toContain("₹27,499");
    const missing = await request.get("/buy-now/999999");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Product not found");
  });

  test("checks a deliverable pincode, puts the product in the cart and goes on to checkout", async ({ page, request }) => {
    const inverter = await productByModel(request, "UVI-1100");
    await page.goto(`/buy-now/${inverter.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Buy Now: ${inverter.product_name}`);
    const field = page.getByLabel("Delivery pincode");
    await field.pressSequentially("14o4 01x");
    await expect(field).toHaveValue("14401");
    await page.getByRole("button", { name: "Check Delivery and Buy" }).click();
    await expect(page.getByText("Please enter a valid 6-digit pincode")).toBeVisible();
    await field.fill("140401");
    await page.getByRole("button", { name: "Check Delivery and Buy" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success!" })).toHaveText(
      `Success! ${inverter.product_name} is deliverable to 140401. Proceeding to checkout.`,
    );
    await page.waitForURL(/\/checkout\?pincode=140401$/);
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: inverter.id, quantity: 1 })]);
  });

  test("takes a pincode pasted with a space in it", async ({ page, request }) => {
    const inverter = await productByModel(request, "UVI-1100");
    await page.goto(`/buy-now/${inverter.id}`);
    const field = page.getByLabel("Delivery pincode");
    await pasteInto(field, "140 401");
    await expect(field).toHaveValue("140401");
    await page.getByRole("button", { name: "Check Delivery and Buy" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success!" })).toContainText("deliverable to 140401");
  });

  test("keeps a pincode typed as the page loads, and checks it when sent as the page hydrates", async ({ browser, baseURL, request }) => {
    const inverter = await productByModel(request, "UVI-1100");
    const quick = await openAsItHydrates(browser, baseURL, `/buy-now/${inverter.id}`);
    const field = quick.page.getByLabel("Delivery pincode");
    // A phone keyboard commits the digits as text, as autofill and a paste do; Go sends the form.
    await field.focus();
    await quick.page.keyboard.insertText("110001");
    await quick.sendAsItHydrates(field);
    await expect(quick.page.getByRole("alert")).toHaveText("Sorry, this product is not deliverable to your pincode.", { timeout: 20_000 });
    await expect(field).toHaveValue("110001");
    await quick.close();
  });

  test("says when a pincode is not deliverable", async ({ page, request }) => {
    const inverter = await productByModel(request, "UVI-1100");
    await page.goto(`/buy-now/${inverter.id}`);
    await page.getByLabel("Delivery pincode").fill("110001");
    await page.getByRole("button", { name: "Check Delivery and Buy" }).click();
    await expect(page.getByRole("alert")).toHaveText("Sorry, this product is not deliverable to your pincode.");
    await expect(page).toHaveURL(`/buy-now/${inverter.id}`);
    expect(await storedCart(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a check pressed before the scripts arrive is answered by the server, and goes on to checkout once they run", async ({ browser, baseURL, request }) => {
    const inverter = await productByModel(request, "UVI-1100");
    const { page: quick, hydrate } = await openBeforeHydration(browser, baseURL, `/buy-now/${inverter.id}`);
    await quick.getByLabel("Delivery pincode").fill("140401");
    await quick.getByRole("button", { name: "Check Delivery and Buy" }).click();
    await expect(quick.getByRole("status").filter({ hasText: "Success!" })).toHaveText(`Success! ${inverter.product_name} is deliverable to 140401. Proceeding to checkout.`);
    await hydrate();
    await quick.waitForURL(/\/checkout\?pincode=140401$/);
    expect(await storedCart(quick)).toEqual([expect.objectContaining({ id: inverter.id, quantity: 1 })]);
    await quick.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the delivery check answers on the page", async ({ page, request }) => {
      const inverter = await productByModel(request, "UVI-1100");
      await page.goto(`/buy-now/${inverter.id}`);
      await page.getByLabel("Delivery pincode").fill("1404");
      await page.getByRole("button", { name: "Check Delivery and Buy" }).click();
      await expect(page.getByLabel("Delivery pincode")).toHaveAccessibleDescription(/Please enter a valid 6-digit pincode/);
      await page.getByLabel("Delivery pincode").fill("110001");
      await page.getByRole("button", { name: "Check Delivery and Buy" }).click();
      await expect(page.getByRole("alert")).toHaveText("Sorry, this product is not deliverable to your pincode.");
      await page.getByLabel("Delivery pincode").fill("140401");
      await page.getByRole("button", { name: "Check Delivery and Buy" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Success!" })).toContainText("deliverable to 140401");
      // Said in a <noscript> (Playwright's switch leaves the parser's scripting flag on, so it stays raw text here).
      expect(await page.locator("noscript").allTextContents()).toContainEqual(expect.stringContaining("turn on JavaScript to buy online"));
    });

    test("takes a pincode pasted with a space in it", async ({ page, request }) => {
      const inverter = await productByModel(request, "UVI-1100");
      await page.goto(`/buy-now/${inverter.id}`);
      await pasteInto(page.getByLabel("Delivery pincode"), "140 401");
      await page.getByRole("button", { name: "Check Delivery and Buy" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Success!" })).toContainText("deliverable to 140401");
      await expect(page.getByLabel("Delivery pincode")).toHaveValue("140401");
    });
  });

  test("disables the form for a product out of stock", async ({ page, request }) => {
    const soldOut = await productByModel(request, "UVI-7500");
    expect(soldOut.product_stock).toBe(0);
    await page.goto(`/buy-now/${soldOut.id}`);
    await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Delivery pincode")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Check Delivery and Buy" })).toBeDisabled();
    await expect(page.getByText(`${soldOut.product_name} is out of stock`)).toBeVisible();
  });
});

test.describe("accessories", () => {
  test("lists the four accessories; adding one twice makes one cart line of 2", async ({ page }) => {
    await page.goto("/cardsproduct");
    await expect(page.getByRole("heading", { level: 1, name: "Supported Accessories" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const price of ["₹8,999", "₹4,599", "₹3,299", "₹1,899"]) await expect(page.getByText(price, { exact: true })).toBeVisible();
    const kit = page.getByRole("article", { name: "Wall-Mount Kit with Cables" });
    await expect(kit.getByRole("button", { name: "Decrease quantity of Wall-Mount Kit with Cables" })).toBeDisabled();
    await kit.getByRole("button", { name: "Add to Cart" }).click();
    await expect(kit.getByRole("status")).toHaveText("Added 1 to your cart (1 in your cart).");
    await kit.getByRole("button", { name: "Add to Cart" }).click();
    await expect(kit.getByRole("status")).toHaveText("Added 1 to your cart (2 in your cart).");
    await expectNoAxeViolations(page);

    await page.goto("/cart");
    const items = page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("Wall-Mount Kit with Cables");
    await expect(items.first()).toContainText("₹4,599 × 2");
    await expect(summaryValue(page, "Total")).toHaveText("₹9,198");
  });

  test("Add to Cart tapped before the scripts arrive shows pressed, then adds the accessory once", async ({ browser, baseURL }) => {
    const { page, hydrate } = await openBeforeHydration(browser, baseURL, "/cardsproduct");
    const kit = page.getByRole("article", { name: "Wall-Mount Kit with Cables" });
    const add = kit.getByRole("button", { name: "Add to Cart" });
    await add.click();
    await expect(add).toHaveAttribute("data-pending", "");
    await hydrate();
    await expect(kit.getByRole("status")).toHaveText("Added 1 to your cart (1 in your cart).");
    await expect(add).not.toHaveAttribute("data-pending");
    expect(await storedCart(page)).toEqual([expect.objectContaining({ quantity: 1 })]);
    await page.close();
  });
});
