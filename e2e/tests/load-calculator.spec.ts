import { type Locator, type Page } from "@playwright/test";
import { expect, openAtFirstPaint, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

/*
 * The sizing tool at /load-calculator, on the seeded catalogue (server/src/modules/catalogue/catalogue-seed.ts):
 * a 2 BHK home for 4 hours needs 1,149 VA and 3,630 Wh (contract/src/load-calculator.test.ts works
 * it by hand), which the 1100VA and 2100VA all-in-one units cannot give; the 3500VA inverter (48 V,
 * in stock) with one 48V 100Ah battery can: the smallest that fits. Beside it a longer backup
 * (decision 043): at least half as long again, 7,200 Wh rated, the 3.5 KVA 48 V 150Ah solar battery
 * system with the same inverter. Nothing here changes stock or prices.
 */

const result = (page: Page) => page.getByRole("region", { name: "Your inverter and battery" });
/** One of the result's bundles, by why it is offered. */
const bundle = (page: Page, name: string | RegExp) => result(page).getByRole("article", { name });
/** A bundle's total, as its summary line says it. */
const total = (option: Locator) => option.locator("p", { hasText: /total/ }).locator("strong");
const upToDate = (page: Page) => result(page).getByText("Up to date: worked out for the values you entered.");

/** Whether the top of `locator` is on screen below the sticky header. */
async function topInView(locator: Locator) {
  return locator.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return top >= header - 1 && top < window.innerHeight;
  });
}
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
  await expect(result(page).getByRole("article")).toHaveCount(2);
  await expect(result(page).getByText("Two bundles from our shop to choose from, by backup and price.")).toBeVisible();
  const smallest = bundle(page, "Smallest that fits");
  await expect(smallest.getByRole("link", { name: "Lithium Inverter/UPS 3500VA" })).toBeVisible();
  await expect(smallest.getByRole("link", { name: "48V 100Ah Lithium Inverter Battery" })).toBeVisible();
  await expect(smallest.getByText("₹1,09,998")).toBeVisible();
  await expect(smallest.getByText("about 5.3 hours at this load (you asked for 4)", { exact: false })).toBeVisible();
  const longer = bundle(page, "Longer backup");
  await expect(longer.getByRole("link", { name: "Lithium Inverter/UPS 3500VA" })).toBeVisible();
  await expect(longer.getByRole("link", { name: "3.5 KVA 48V 150Ah Solar Battery System" })).toBeVisible();
  // 34,999 + 1,14,999; 7,200 × 0.9 × 0.9 ÷ 735 W = 7.9 h.
  await expect(longer.getByText("₹1,49,998")).toBeVisible();
  await expect(longer.getByText("about 7.9 hours at this load (you asked for 4)", { exact: false })).toBeVisible();
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

    await bundle(page, "Smallest that fits").getByRole("button", { name: "Add both to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const items = page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "Lithium Inverter/UPS 3500VA" })).toContainText("₹34,999 × 1");
    // The inverter's line names its compatible battery too (decision 044): the battery's own line is the one at its price.
    await expect(items.filter({ hasText: "₹74,999 × 1" })).toContainText("48V 100Ah Lithium Inverter Battery");
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
    // Beside it the longer backup (≥ 1.5 × 2.8 h): the 3500VA with a 48V 100Ah, 5.3 h: the price step between them is a choice, not a cliff.
    const smallest = bundle(page, "Smallest that fits");
    await expect(smallest.getByRole("link", { name: "Lithium Inverter/UPS 2100VA" })).toBeVisible();
    await expect(smallest.getByText("2,100 VA with a built-in 2,560 Wh battery: no separate battery needed.")).toBeVisible();
    await expect(total(smallest)).toHaveText("₹42,999");
    await expect(smallest.getByRole("button", { name: "Add to cart" })).toBeVisible();
    await expect(bundle(page, "Longer backup").getByText("₹1,09,998")).toBeVisible();
    await expect(bundle(page, "Longer backup").getByText("about 5.3 hours at this load (you asked for 2)", { exact: false })).toBeVisible();
    await result(page).getByRole("link", { name: "Ask for a quote" }).click();
    await expect(page).toHaveURL(/\/get-quote\?product=2100VA&message=/);
    await expect(page.getByRole("main").getByLabel("Product")).toHaveValue("2100VA");
    await expect(page.getByLabel("Message")).toHaveValue(/^From the load calculator: 3 × Ceiling fans at 75 W, .* for 2 hours of backup\./);
    expect(problems).toEqual([]);
  });

  test("@mobile a bad link shows the form with its messages, answered 400, never a failure", async ({ page }) => {
    // Hours that are not a number (a number beyond the form's range is read as its nearest end, decision 048).
    const response = await page.goto("/load-calculator?fan=lots&tv=-1&hours=all-night&preset=castle");
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
      await expect(bundle(page, /Smallest that fits/).getByRole("link", { name: /Lithium Inverter\/UPS/ })).toBeVisible();
      // The form's answer opens at the result, which says it is up to date.
      await expect(page).toHaveURL(/#sizing-result$/);
      await expect(upToDate(page)).toBeVisible();
      expect(await topInView(result(page))).toBe(true);
    });

    test("@mobile Calculate on a result already current still answers, and a budget brings its bundle", async ({ page }) => {
      await page.goto("/load-calculator?preset=2bhk&hours=4");
      await expect(upToDate(page)).toBeHidden();
      await page.getByRole("button", { name: "Calculate" }).click();
      // The browser sends every field of the form.
      await expect(page).toHaveURL(/\?fan=3&fan_w=75&led=6&.*&hours=4&budget=#sizing-result$/);
      await expect(upToDate(page)).toBeVisible();
      // Pressed again on the same values: the browser goes to the result again, which still says so.
      // (The visitor has scrolled back to the button: it is at the foot of the screen, the result's top out of sight.)
      await page.getByRole("button", { name: "Calculate" }).evaluate((button) => button.scrollIntoView({ block: "end" }));
      expect(await topInView(result(page))).toBe(false);
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect.poll(() => topInView(result(page))).toBe(true);
      await expect(upToDate(page)).toBeVisible();

      await page.getByLabel("Your budget (₹)").fill("50000");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/hours=4&budget=50000#sizing-result$/);
      await expect(result(page).getByRole("article")).toHaveCount(3);
      await expect(bundle(page, "Within your budget").getByRole("link", { name: "Lithium Inverter/UPS 2100VA" })).toBeVisible();
    });
  });

  test("@mobile a budget adds the bundle that gives the most backup for it, said plainly when it falls short", async ({ page }) => {
    await page.goto("/load-calculator?preset=2bhk");
    await page.getByLabel("Your budget (₹)").fill("50,000");
    await expect(page).toHaveURL(/hours=4&budget=50%2C000$/);
    await expect(result(page).getByRole("article")).toHaveCount(3);
    await expect(result(page).getByText("Three bundles from our shop to choose from, by backup and price.")).toBeVisible();
    const withinBudget = bundle(page, "Within your budget");
    await expect(withinBudget.getByRole("link", { name: "Lithium Inverter/UPS 2100VA" })).toBeVisible();
    await expect(total(withinBudget)).toHaveText("₹42,999");
    // 2,560 × 0.81 ÷ 735 W = 2.8 h.
    await expect(withinBudget.getByText("Usable energy 2,304 Wh: about 2.8 hours at this load, less than the 4 you asked for.")).toBeVisible();
    await expect(withinBudget.getByText("Within your budget of ₹50,000.")).toBeVisible();
    await expect(bundle(page, "Smallest that fits").getByText("₹59,998 above your budget of ₹50,000.")).toBeVisible();
    // From the top: on a phone the sticky header (with its search row) would cover the fields scrolled beneath it.
    await expectNoAxeViolations(page, { fromTop: true });
    // Its Add to cart puts the 2100VA alone in the cart.
    await withinBudget.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const items = page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem");
    await expect(items).toHaveCount(1);
    await expect(items.filter({ hasText: "Lithium Inverter/UPS 2100VA" })).toContainText("₹42,999 × 1");
    // A budget nothing in the shop meets: said.
    await page.goto("/load-calculator?preset=2bhk&budget=20000");
    await expect(result(page).getByText("Two bundles from our shop to choose from, by backup and price. Nothing in stock comes within your budget of ₹20,000.")).toBeVisible();
  });

  test("@mobile Calculate on a result that is already current says it is up to date and shows it, each time", async ({ page }) => {
    // Two axe runs and two presses: room on a busy machine.
    test.setTimeout(60_000);
    await page.goto("/load-calculator?preset=2bhk");
    await expectTwoBhkResult(page);
    await expect(upToDate(page)).toBeHidden();
    const calculate = page.getByRole("button", { name: "Calculate" });
    await calculate.click();
    await expect(upToDate(page)).toBeVisible();
    await expect(result(page)).toBeFocused();
    await expect.poll(() => topInView(result(page))).toBe(true);
    await expectNoAxeViolations(page);
    // Again, with nothing changed, from the button at the foot of the screen: the note is put there again, the result
    // comes back into view and keeps the focus.
    await calculate.evaluate((button) => button.scrollIntoView({ block: "end" }));
    expect(await topInView(result(page))).toBe(false);
    await calculate.click();
    await expect(upToDate(page)).toBeVisible();
    await expect(result(page)).toBeFocused();
    await expect.poll(() => topInView(result(page))).toBe(true);
    // A change shows at once, without the note, until the next press.
    await page.getByLabel("Hours of backup").fill("3");
    await expect(upToDate(page)).toBeHidden();
    await expect(page).toHaveURL(/hours=3$/);
    // The form's answer as the browser opens it before the scripts and without them (at #sizing-result) passes axe too.
    await page.goto("/load-calculator?preset=2bhk&budget=50000#sizing-result");
    await expect(upToDate(page)).toBeVisible();
    await expect(result(page).getByRole("article")).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test("Calculate tapped at first paint on a throttled phone answers with the result, up to date", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { page, hydratedAtFirstPaint, close } = await openAtFirstPaint(browser, baseURL, "/load-calculator?preset=2bhk");
    expect(hydratedAtFirstPaint).toBe(false);
    await page.getByRole("button", { name: "Calculate" }).click();
    // Sent by the browser (every field, opening at the result) when the tap came before the scripts; answered
    // by them when they took the page over just before it. Either way the result says it is up to date.
    await expect(upToDate(page)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\?fan=3&(fan_w=75&led=6&.*&hours=4&budget=#sizing-result|led=6&tv=1&fridge=1&cooler=1&hours=4)$/);
    await expect(bundle(page, "Smallest that fits").getByText("₹1,09,998")).toBeVisible();
    await close();
  });

  test("the inverter and battery pages link to it", async ({ page }) => {
    for (const path of ["/lithiumion-inverter", "/solar-batteries", "/ess-batteries", "/lithiumion-batteries"]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: "Use the load calculator" })).toHaveAttribute("href", "/load-calculator");
    }
  });

  test("@mobile the menu, home, shop and the inverter and battery product pages link to it", async ({ page, isMobile }) => {
    // Many pages, each with axe or a fresh sign-in: on a busy 2-core machine with two workers, past 30 s.
    test.slow();
    await page.goto("/");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog");
      const products = menu.getByRole("button", { name: "Our Products" });
      if ((await products.count()) > 0 && (await products.getAttribute("aria-expanded")) === "false") await products.click();
      await menu.getByRole("link", { name: "Load Calculator" }).click();
    } else {
      const nav = page.getByRole("navigation", { name: /main/i });
      await nav.getByRole("button", { name: "Our Products" }).click();
      await nav.getByRole("link", { name: "Load Calculator" }).click();
    }
    await expect(page).toHaveURL(/\/load-calculator$/);
    await expect(page.getByRole("heading", { level: 1, name: "Load Calculator" })).toBeVisible();

    // Inverter 1 (1100VA), battery 7 (48V 100Ah), the 2.5 KVA solar system 11: the products it sizes.
    for (const path of ["/", "/shop-online", "/productDetail/1", "/productDetail/7", "/productDetail/11"]) {
      await page.goto(path);
      const link = page.getByRole("main").getByRole("link", { name: "Use the load calculator" });
      await expect(link).toHaveAttribute("href", "/load-calculator");
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
    }
    // An EV pack is not what it sizes: no link there.
    await page.goto("/productDetail/24");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("EV Battery");
    await expect(page.getByRole("main").getByRole("link", { name: "Use the load calculator" })).toHaveCount(0);
  });
});
