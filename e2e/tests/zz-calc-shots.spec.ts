import { test } from "@playwright/test";
for (const width of [360, 1280]) {
  test(`shots ${width}`, async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL, viewport: { width, height: width === 360 ? 740 : 800 } });
    await page.goto("/load-calculator?preset=2bhk&budget=50000");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/calc-shots/calc-${width}-after-calculate.png` });
    const articles = page.getByRole("article");
    for (let i = 0; i < (await articles.count()); i++) await articles.nth(i).screenshot({ path: `/tmp/calc-shots/calc-${width}-option-${i}.png` });
    await page.goto("/load-calculator?preset=2bhk&hours=2");
    await page.getByRole("region", { name: "Your inverter and battery" }).screenshot({ path: `/tmp/calc-shots/calc-${width}-2h-result.png` });
  });
}
