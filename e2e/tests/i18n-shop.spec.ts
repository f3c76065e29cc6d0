import { mkdirSync } from "node:fs";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** The shop's home in Hindi and Punjabi (decision 056): its own words, the filters, the cards and the links stay in the language. */
test.describe("the shop in Punjabi and Hindi", () => {
  test("a Punjabi shopper switches language on the home page, browses the shop in Punjabi and adds to the cart @mobile", async ({ page }, testInfo) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto("/");
    await page.getByRole("list", { name: "Read this page in" }).first().getByRole("link", { name: "ਪੰਜਾਬੀ", exact: true }).click();
    await expect(page).toHaveURL(/\/pa$/);
    await page.getByRole("main").getByRole("link", { name: "ਆਨਲਾਈਨ ਖ਼ਰੀਦੋ" }).first().click();
    await expect(page).toHaveURL(/\/pa\/shop-online$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pa-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ਆਨਲਾਈਨ ਖ਼ਰੀਦੋ");
    await expect(page.getByRole("heading", { level: 2, name: "ਸਾਰੇ ਉਤਪਾਦ" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^\d+ ਉਤਪਾਦ ਮਿਲੇ$/ })).toBeVisible();

    // The order, in Punjabi, changes the grid and the address, and the page stays Punjabi.
    await page.getByLabel("ਤਰਤੀਬ").selectOption({ label: "ਕੀਮਤ: ਘੱਟ ਤੋਂ ਵੱਧ" });
    await expect(page).toHaveURL(/\/pa\/shop-online\?sort=price-asc$/);

    // The cheapest product in stock.
    const chosen = page.getByRole("article").filter({ has: page.getByRole("button", { name: "ਕਾਰਟ ਵਿੱਚ ਪਾਓ", disabled: false }) }).first();
    await chosen.getByRole("button", { name: "ਕਾਰਟ ਵਿੱਚ ਪਾਓ" }).click();
    await expect(chosen.getByRole("status")).toHaveText("ਕਾਰਟ ਵਿੱਚ ਪਾਇਆ ਗਿਆ: ਤੁਹਾਡੇ ਕਾਰਟ ਵਿੱਚ 1 ਹਨ।");
    await expect(chosen.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/pa\/productDetail\/\d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    mkdirSync("test-results/i18n-shop", { recursive: true });
    await page.screenshot({ path: `test-results/i18n-shop/shop-pa-${testInfo.project.name}.png` });
  });

  test("the Hindi inverter page says its range, its battery sentence and its questions in Hindi, from the live catalogue @mobile", async ({ page }, testInfo) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/hi/lithiumion-inverter");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("लिथियम-आयन इन्वर्टर/UPS");
    await expect(page.getByText(/^1100VA और 2100VA में लिथियम बैटरी अंदर ही लगी है, दीवार पर लगने वाली एक ही यूनिट में; .+ के लिए अलग से .+ का बैटरी बैंक चाहिए \(साथ में नहीं आता\), जो दुकान हर एक के साथ देती है।$/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "अक्सर पूछे जाने वाले सवाल" })).toBeVisible();
    const models = page.getByRole("region", { name: "मॉडल" });
    await expect(models.getByRole("link", { name: /^ऑनलाइन खरीदें ?: / }).first()).toHaveAttribute("href", /^\/hi\/productDetail\/\d+$/);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    mkdirSync("test-results/i18n-shop", { recursive: true });
    await page.screenshot({ path: `test-results/i18n-shop/inverter-hi-${testInfo.project.name}.png` });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Hindi filters send their form to the Hindi shop, which answers in Hindi @mobile", async ({ page }, testInfo) => {
      await page.goto("/hi/shop-online");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("ऑनलाइन खरीदें");
      const filters = page.getByRole("complementary", { name: "फ़िल्टर" });
      await filters.getByLabel(/टेलीकॉम बैटरियाँ/).check();
      await filters.getByRole("button", { name: "फ़िल्टर लागू करें" }).click();
      await expect(page).toHaveURL(/\/hi\/shop-online\?(.*&)?category=telecom(&|$)/);
      await expect(page.getByRole("heading", { level: 2, name: "टेलीकॉम बैटरियाँ" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^\d+ प्रोडक्ट (मिला|मिले)$/ })).toBeVisible();
      await expect(page.getByRole("article").first().getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/hi\/productDetail\/\d+$/);
      mkdirSync("test-results/i18n-shop", { recursive: true });
      await page.screenshot({ path: `test-results/i18n-shop/shop-hi-telecom-${testInfo.project.name}.png`, fullPage: true });
    });
  });
});
