import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

/*
 * The sizing tool at /load-calculator, on the seeded catalogue (server/src/modules/catalogue/catalogue-seed.ts):
 * a 2 BHK home for 4 hours needs 1,149 VA and 3,630 Wh (contract/src/load-calculator.test.ts works
 * it by hand), which the 1100VA and 2100VA all-in-one units cannot give; the 3500VA inverter (48 V,
 * in stock) with one 48V 100Ah battery can. Nothing here changes stock or prices.
 */

const result = (page: Page) => page.getByRole("region", { name: "Your inverter and battery" });
const figure = (page: Page, term: string) => result(page).locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("+ dd");

/** Errors and warnings the page's scripts log: none is expected while the tool works out a result. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

async function expectTwoBhkResult(page: Page) {
  await expect(figure(page, "Running load")).toHaveText("735 W");
  await expect(figure(page, "Starting surge")).toHaveText("1,294 VA");
  await expect(figure(page, "Inverter of at least")).toHaveText("1,149 VA");
  await expect(figure(page, "Battery of at least")).toHaveText("3,630 Wh");
  await expect(result(page).getByRole("link", { name: "Lithium Inverter/UPS 3500VA" })).toBeVisible();
  await expect(result(page).getByRole("link", { name: "48V 100Ah Lithium Inverter Battery" })).toBeVisible();
  await expect(result(page).getByText("₹1,09,998")).toBeVisible();
  await expect(result(page).getByText(/Inverter = 735 W ÷ 0.8 power factor × 1.25/)).toBeVisible();
}

test.describe("load calculator", () => {
  test("@mobile from a 2 BHK preset to the recommended inverter and battery in the cart, and its link without JavaScript", async ({ page, browser, baseURL }) => {
    const problems = consoleProblems(page);
    await page.goto("/load-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "Load Calculator" })).toBeVisible();
    await expect(result(page)).toContainText("Choose a home above, or set your appliances, to see what you need.");
    await page.getByRole("button", { name: "2 BHK" }).click();
    await expectTwoBhkResult(page);
    await expect(page).toHaveURL(/\/load-calculator\?fan=3&led=6&tv=1&fridge=1&cooler=1&hours=4$/);
    await expectNoAxeViolations(page);

    // The result's own address, opened with JavaScript off, renders the same result on the server.
    const shared = await result(page).getByRole("link", { name: "link to this result" }).getAttribute("href");
    expect(shared).toBe("/load-calculator?fan=3&led=6&tv=1&fridge=1&cooler=1&hours=4");
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: page.viewportSize() });
    const plain = await noScript.newPage();
    const response = await plain.goto(shared ?? "");
    expect(response?.status()).toBe(200);
    await expectTwoBhkResult(plain);
    // Said in a <noscript> (Playwright's switch leaves the parser's scripting flag on, so it stays raw text here).
    expect(await plain.locator("noscript").allTextContents()).toContainEqual(expect.stringContaining("The cart is kept in your browser: turn on JavaScript"));
    await noScript.close();

    await result(page).getByRole("button", { name: "Add both to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const items = page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "Lithium Inverter/UPS 3500VA" })).toContainText("₹34,999 × 1");
    await expect(items.filter({ hasText: "48V 100Ah Lithium Inverter Battery" })).toContainText("₹74,999 × 1");
    expect(problems).toEqual([]);
  });

  test("@mobile works out a change as it is typed, and asks for a quote with the figures filled in", async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto("/load-calculator?preset=2bhk");
    await expectTwoBhkResult(page);
    // Two hours: 735 W × 2 h ÷ 0.81 = 1,815 Wh, which the 2100VA's built-in 2,560 Wh covers: it alone.
    await page.getByLabel("Hours of backup").fill("2");
    await expect(figure(page, "Battery of at least")).toHaveText("1,815 Wh");
    await expect(page).toHaveURL(/hours=2$/);
    await expect(result(page).getByRole("link", { name: "Lithium Inverter/UPS 2100VA" })).toBeVisible();
    await expect(result(page).getByText("2,100 VA with a built-in 2,560 Wh battery: no separate battery needed.")).toBeVisible();
    await expect(result(page).getByRole("button", { name: "Add to cart" })).toBeVisible();
    await result(page).getByRole("link", { name: "Ask for a quote" }).click();
    await expect(page).toHaveURL(/\/get-quote\?product=2100VA&message=/);
    await expect(page.getByLabel("Product")).toHaveValue("2100VA");
    await expect(page.getByLabel("Message")).toHaveValue(/^From the load calculator: 3 × Ceiling fans at 75 W, .* for 2 hours of backup\./);
    expect(problems).toEqual([]);
  });

  test("@mobile a bad link shows the form with its messages, answered 400, never a failure", async ({ page }) => {
    const response = await page.goto("/load-calculator?fan=lots&tv=-1&hours=99&preset=castle");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Ceiling fans: enter how many, a whole number from 0 to 50.")).toBeVisible();
    await expect(page.getByText("TVs: enter how many, a whole number from 0 to 50.")).toBeVisible();
    await expect(page.getByText("Enter the hours of backup you need, from 0.5 to 24 (for example 4 or 2.5).")).toBeVisible();
    await expect(page.getByRole("group", { name: "Ceiling fan" }).getByLabel("How many")).toHaveValue("lots");
    await expect(result(page)).toContainText("Correct the values marked above to see the result.");
    await expect(result(page).getByRole("button", { name: /Add/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("@mobile the presets and the form are answered by the server", async ({ page }) => {
      await page.goto("/load-calculator");
      await page.getByRole("button", { name: "2 BHK" }).click();
      await expect(page).toHaveURL(/\/load-calculator\?preset=2bhk#sizing-result$/);
      await expectTwoBhkResult(page);
      // One AC more, sent by the form: 735 + 1,500 = 2,235 W.
      await page.getByRole("group", { name: "Air conditioner (1.5 ton)" }).getByLabel("How many").fill("1");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/ac=1/);
      await expect(figure(page, "Running load")).toHaveText("2,235 W");
      await expect(result(page).getByRole("link", { name: /Lithium Inverter\/UPS/ })).toBeVisible();
    });
  });

  test("the inverter and battery pages link to it", async ({ page }) => {
    for (const path of ["/lithiumion-inverter", "/solar-batteries", "/ess-batteries", "/lithiumion-batteries"]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: "Use the load calculator" })).toHaveAttribute("href", "/load-calculator");
    }
  });
});
