import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { adminApi, signInAsAdmin } from "./admin-helpers.ts";
import { catalogue, productByModel } from "./catalogue-helpers.ts";

/*
 * EMI (decision 022): the console's plans, the EMI page's calculator, and the product pages' "EMI
 * from" line. The spec hides every plan while it runs (the demo's included) and puts them back
 * after, so it runs with the specs that change shop state, one test at a time. Figures are worked
 * out apart from the site's code: ₹50,000 at 12% a year over 12 months is ₹4,442.44 a month and
 * ₹3,309.27 of interest; over 6 months ₹8,627.42 and ₹1,764.51; ₹42,999 over 12 months ₹3,820.41.
 */

type Plan = { id: number; provider: string; kind: string; tenures: { months: number; annualRate: number }[]; minAmount: number; active: boolean; sortOrder: number };

const NO_PLANS = /EMI is offered at checkout by the payment gateway/;
const inputOf = (plan: Plan, active = plan.active) => ({ provider: plan.provider, kind: plan.kind, tenures: plan.tenures, minAmount: plan.minAmount, active, sortOrder: plan.sortOrder });

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  // The console is the browser's alone: scripts on, whatever the test around it uses.
  const page = await browser.newPage({ baseURL, javaScriptEnabled: true });
  await signInAsAdmin(page);
  return page;
}

async function plans(page: Page): Promise<Plan[]> {
  return ((await adminApi(page, "GET", "emi-plans")).body as { plans: Plan[] }).plans;
}

/** Shown figures of one plan's option in the calculator, by its provider. */
function option(page: Page, provider: string) {
  return page.getByRole("listitem").filter({ has: page.getByText(provider, { exact: true }) }).filter({ has: page.getByText("Monthly instalment") });
}

test.describe("EMI options", () => {
  test.describe.configure({ mode: "serial" });
  let before: Plan[] = [];
  let provider = "";

  test.beforeAll(async ({ browser, baseURL }, testInfo) => {
    provider = `E2E Bank ${testInfo.project.name.replace(/\W+/g, " ").trim()}`;
    const page = await adminPage(browser, baseURL);
    before = await plans(page);
    // Only this spec's plans from here on: the demo's are hidden, and put back in afterAll.
    for (const plan of before) expect((await adminApi(page, "PUT", `emi-plans/${plan.id}`, inputOf(plan, false))).status).toBe(200);
    await page.close();
  });

  test.afterAll(async ({ browser, baseURL }) => {
    const page = await adminPage(browser, baseURL);
    for (const plan of await plans(page)) {
      const kept = before.find((earlier) => earlier.id === plan.id);
      if (kept) await adminApi(page, "PUT", `emi-plans/${plan.id}`, inputOf(kept));
      else await adminApi(page, "DELETE", `emi-plans/${plan.id}`);
    }
    await page.close();
  });

  test("with no plan, the EMI page names no figure and product pages show no EMI line @mobile", async ({ page, request }) => {
    await page.goto("/emi-options");
    await expect(page.getByRole("heading", { level: 1, name: "Easy EMIs" })).toBeVisible();
    await expect(page.getByText(NO_PLANS)).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const inverter = await productByModel(request, "UVI-2100");
    await page.goto(`/productDetail/${inverter.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(inverter.product_name);
    await expect(page.getByText(/EMI from/)).toHaveCount(0);
  });

  test("an admin adds a plan in the console, is told what is wrong with a tenure, and edits it @mobile", async ({ page }) => {
    await signInAsAdmin(page, "/admin/emi");
    await expect(page.getByRole("heading", { level: 1, name: "EMI plans" })).toBeVisible();
    await page.getByRole("button", { name: "New EMI plan" }).click();
    const form = page.getByRole("form", { name: "New EMI plan" });
    await form.getByLabel("Bank or provider").fill(provider);
    await form.getByLabel("Kind").selectOption({ label: "Credit card EMI" });
    await form.getByLabel("Tenures and yearly interest rates").fill("a year at twelve");
    await form.getByLabel("Minimum order (₹)").fill("40000");
    await form.getByRole("button", { name: "Add EMI plan" }).click();
    await expect(form.getByText("Write each tenure as months and yearly rate, e.g. “12 months at 14%”")).toBeVisible();
    await form.getByLabel("Tenures and yearly interest rates").fill("12 months at 12%");
    await form.getByRole("button", { name: "Add EMI plan" }).click();
    await expect(page.getByText(`Added the EMI plan “${provider} Credit card EMI”.`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: provider });
    await expect(row).toContainText("12 months at 12%");
    await expect(row).toContainText("₹40,000");
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: /^Edit/ }).click();
    const edit = page.getByRole("form", { name: `Edit ${provider} Credit card EMI` });
    await expect(edit.getByLabel("Tenures and yearly interest rates")).toHaveValue("12 months at 12%");
    await edit.getByLabel("Tenures and yearly interest rates").fill("12 months at 12%\n6 months at 12%");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`Saved the EMI plan “${provider} Credit card EMI”.`)).toBeVisible();
    await expect(row).toContainText("6 months at 12%; 12 months at 12%");
  });

  test("the calculator works out the worked example as the fields change @mobile", async ({ page }) => {
    await page.goto("/emi-options");
    await expect(page.getByRole("heading", { level: 3, name: provider })).toBeVisible();
    await expect(page.getByRole("list", { name: `${provider} Credit card EMI tenures` })).toContainText("12 months at 12% a year");
    await page.getByRole("textbox", { name: /Amount/ }).fill("50,000");
    await page.getByRole("combobox", { name: /Tenure/ }).selectOption("12");
    const mine = option(page, provider);
    await expect(mine).toContainText("Monthly instalment₹4,442.44");
    await expect(mine).toContainText("Total interest₹3,309.27");
    await expect(mine).toContainText("Total payable₹53,309.27");
    await expect(mine).toContainText("12% a year");

    await page.getByRole("combobox", { name: /Tenure/ }).selectOption("6");
    await expect(mine).toContainText("Monthly instalment₹8,627.42");
    await expect(mine).toContainText("Total interest₹1,764.51");

    // Under the plan's minimum, nothing is offered, and the page says why.
    await page.getByRole("textbox", { name: /Amount/ }).fill("39999");
    await expect(page.getByText("No plan over 6 months takes ₹39,999: the smallest amount for EMI over 6 months is ₹40,000.")).toBeVisible();
    await expectNoAxeViolations(page);

    // What the server answers to bad input, messages tied to their fields, passes axe too.
    await page.goto("/emi-options?amount=fifty&months=12");
    await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveAccessibleDescription(/Enter an amount from ₹1 to ₹1,00,00,000/);
    await expectNoAxeViolations(page);
  });

  test("a product page shows EMI from the lowest instalment, links to the calculator, and says nothing under the minimum @mobile", async ({ page, request }) => {
    const inverter = await productByModel(request, "UVI-2100");
    expect(inverter.product_discountedPrice).toBe(42_999);
    await page.goto(`/productDetail/${inverter.id}`);
    await expect(page.getByText("EMI from ₹3,821/month for 12 months.")).toBeVisible();
    await page.getByRole("link", { name: "See EMI options on ₹42,999" }).click();
    await expect(page).toHaveURL(/\/emi-options\?amount=42999&months=12#emi-calculator$/);
    // The amount as Indians write it (decision 045).
    await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveValue("42,999");
    await expect(page.getByRole("combobox", { name: /Tenure/ })).toHaveValue("12");
    await expect(option(page, provider)).toContainText("Monthly instalment₹3,820.41");

    const cheaper = (await catalogue(request)).find((product) => product.product_discountedPrice < 40_000);
    expect(cheaper, "a product under ₹40,000").toBeTruthy();
    await page.goto(`/productDetail/${cheaper!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cheaper!.product_name);
    await expect(page.getByText(/EMI from/)).toHaveCount(0);
  });

  test("a product page names the no-cost EMI when a plan offers one on its price, amounts grouped @mobile", async ({ page, browser, baseURL, request }) => {
    const admin = await adminPage(browser, baseURL);
    const created = await adminApi(admin, "POST", "emi-plans", {
      provider: `${provider} No-cost`,
      kind: "no-cost",
      tenures: [{ months: 3, annualRate: 0 }, { months: 6, annualRate: 0 }],
      minAmount: 40_000,
      active: true,
      sortOrder: 1,
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    try {
      const inverter = await productByModel(request, "UVI-2100");
      await page.goto(`/productDetail/${inverter.id}`);
      // ₹42,999 over 6 months at no cost: ₹7,166.50 a month, read ₹7,167 (rounded up, decision 022), though 12 months at 12% costs less a month.
      const line = page.getByText(/EMI from ₹/);
      await expect(line).toHaveText("No-cost EMI from ₹7,167/month for 6 months. See EMI options on ₹42,999");
      await expectNoAxeViolations(page);
      await line.getByRole("link", { name: "See EMI options on ₹42,999" }).click();
      await expect(page).toHaveURL(/\/emi-options\?amount=42999&months=6#emi-calculator$/);
      await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveValue("42,999");
      await expect(option(page, `${provider} No-cost`)).toContainText("Monthly instalment₹7,166.50");
      await expectNoAxeViolations(page);
    } finally {
      await adminApi(admin, "DELETE", `emi-plans/${id}`);
      await admin.close();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server answers the calculator, and bad input with a 400 and the field's message @mobile", async ({ page }) => {
      await page.goto("/emi-options");
      await page.getByRole("textbox", { name: /Amount/ }).fill("50,000");
      await page.getByRole("combobox", { name: /Tenure/ }).selectOption("12");
      await page.getByRole("button", { name: "Work out EMI" }).click();
      await expect(page).toHaveURL(/\/emi-options\?amount=50%2C000&months=12#emi-calculator$/);
      await expect(option(page, provider)).toContainText("Monthly instalment₹4,442.44");
      await expect(option(page, provider)).toContainText("Total interest₹3,309.27");

      // A number past the form's range is read as its nearest end (decision 048); text is refused.
      const refused = await page.goto("/emi-options?amount=fifty&months=ninety");
      expect(refused?.status()).toBe(400);
      await expect(page.getByText("Enter an amount from ₹1 to ₹1,00,00,000")).toBeVisible();
      await expect(page.getByText("A tenure is a whole number of months from 1 to 60")).toBeVisible();
      await expect(page.getByRole("textbox", { name: /Amount/ })).toHaveValue("fifty");
    });
  });
});
