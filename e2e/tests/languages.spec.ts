import { mkdirSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test, visitor } from "./fixtures.ts";

/** Hindi and Punjabi pages (decision 056): the shell and the translated pages, the switch a plain link. */
const homes = [
  { path: "/hi", lang: "hi-IN", heading: "लिथियम-आयन बैटरियाँ और इन्वर्टर, पंजाब में बने", shop: "ऑनलाइन खरीदें", font: "Noto Sans Devanagari" },
  { path: "/pa", lang: "pa-IN", heading: "ਲਿਥੀਅਮ-ਆਇਨ ਬੈਟਰੀਆਂ ਅਤੇ ਇਨਵਰਟਰ, ਪੰਜਾਬ ਵਿੱਚ ਬਣੇ", shop: "ਆਨਲਾਈਨ ਖ਼ਰੀਦੋ", font: "Noto Sans Gurmukhi" },
] as const;

/** Console and page errors while the page loads and hydrates; React reports a server/browser mismatch as error #418. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  return problems;
}

test.describe("Hindi and Punjabi home pages @mobile", () => {
  for (const home of homes) {
    test(`${home.path} is in its language, hydrates without a mismatch and passes axe`, async ({ page }, testInfo) => {
      const problems = collectProblems(page);
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request.url());
      });
      const response = await page.goto(home.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
      await expect(page.getByRole("main").getByRole("link", { name: home.shop })).toHaveAttribute("href", `${home.path}/shop-online`);
      // The page's own script, and only that script's font, drawn in Noto (no tofu boxes: the face loaded).
      await expect
        .poll(() =>
          page.evaluate((family) => {
            const faces: FontFace[] = [];
            document.fonts.forEach((face) => faces.push(face));
            return faces.some((face) => face.family.replaceAll('"', "") === family && face.status === "loaded");
          }, home.font),
        )
        .toBe(true);
      expect(fonts.length).toBeGreaterThan(0);
      // The other languages' names are drawn, so no phone shows them as boxes: both pictures loaded.
      // The footer's switch, on every width (the row above the header shows from 1024 px, the menu's on phones).
      const names = page.getByRole("contentinfo").locator(`img[src^="/images/languages/"]`);
      await expect(names).toHaveCount(1);
      expect(await names.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
      expect(problems.filter((problem) => /#418|hydrat|mismatch/i.test(problem))).toEqual([]);
      expect(problems).toEqual([]);
      mkdirSync("test-results/languages", { recursive: true });
      const name = `test-results/languages/home-${home.path.slice(1)}-${testInfo.project.name}`;
      await page.screenshot({ path: `${name}.png` });
      await page.getByRole("contentinfo").screenshot({ path: `${name}-footer.png` });
    });
  }

  test("an English page fetches no Indic font", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font" || /noto-sans-(devanagari|gurmukhi)/.test(request.url())) fonts.push(request.url());
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    expect(await page.locator("style, link[rel=preload][as=font]").evaluateAll((nodes) => nodes.some((node) => /Noto Sans (Devanagari|Gurmukhi)|noto-sans-/.test(node.outerHTML)))).toBe(false);
    expect(fonts).toEqual([]);
  });

  test("a link on a Punjabi page stays in Punjabi", async ({ page }) => {
    await page.goto("/pa");
    await page.getByRole("contentinfo").getByRole("link", { name: "ਸਾਡੇ ਬਾਰੇ" }).click();
    await expect(page).toHaveURL(/\/pa\/about-us$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pa-IN");
    // The shell and the page's own text are Punjabi.
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "ਉਪਯੋਗੀ ਲਿੰਕ" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ਇੱਕ ਟਿਕਾਊ ਭਵਿੱਖ ਨੂੰ ਊਰਜਾ");
    await expect(page.getByRole("heading", { level: 2, name: "ਸਾਡੀ ਕਹਾਣੀ" })).toBeVisible();
    await expect(page).toHaveTitle(/^ਸਾਡੇ ਬਾਰੇ \|/);
    await expect(page.getByRole("link", { name: "ਸਾਡੀਆਂ ਸਾਰੀਆਂ ਸ਼ਾਖਾਵਾਂ ਵੇਖੋ" })).toHaveAttribute("href", "/pa/branch");
  });
});

test.describe("the language switch", () => {
  test("works without JavaScript, keeping the page and its query @mobile", async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: visitor(), viewport: testInfo.project.use.viewport ?? null });
    const page = await context.newPage();
    await page.goto("/emi-options?amount=50000&months=12");
    const switchTo = (name: string) => page.getByRole("contentinfo").getByRole("link", { name, exact: true });
    await expect(switchTo("हिन्दी")).toHaveAttribute("href", "/hi/emi-options?amount=50000&months=12");
    await switchTo("ਪੰਜਾਬੀ").click();
    await expect(page).toHaveURL(/\/pa\/emi-options\?amount=50000&months=12$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pa-IN");
    await switchTo("हिन्दी").click();
    await expect(page).toHaveURL(/\/hi\/emi-options\?amount=50000&months=12$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await switchTo("English").click();
    await expect(page).toHaveURL(/\/emi-options\?amount=50000&months=12$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await context.close();
  });

  test("with JavaScript, moves the whole shell to the other language", async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto("/");
    // The footer carries the switch on every width (and the open menu on phones).
    await page.getByRole("list", { name: "Read this page in" }).first().getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homes[0].heading);
    await expect(page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("href", "/hi/about-us");
    expect(problems).toEqual([]);
  });

  test("an unknown prefix is a page not found", async ({ page, request }) => {
    for (const path of ["/xx/", "/xx/about-us", "/en/about-us"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    // The browser gets the site's page-not-found, hydrated (page.goto waits for it).
    await page.goto("/xx/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  test("the branch page names the states and their places in the page's language @mobile", async ({ page }) => {
    await page.goto("/hi/branch");
    await expect(page.getByRole("heading", { level: 1, name: "हमारा शाखा नेटवर्क" })).toBeVisible();
    const available = page.getByRole("complementary", { name: "शाखाओं की जगहें" }).getByRole("region", { name: /^अभी उपलब्ध/ });
    await available.getByRole("button", { name: "पंजाब" }).click();
    const selected = page.getByRole("region", { name: "चुनी गई जगह" });
    await expect(selected).toContainText("पंजाब");
    await expect(selected).toContainText("राज्य का मध्य भाग");
    await expectNoAxeViolations(page);
  });

  test("a page not found under a language prefix says so in that language, with its ways forward", async ({ page }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
    await expect(page).toHaveTitle(/^पेज नहीं मिला \|/);
    await expect(page.getByRole("main").getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi");
  });
});

test.describe("the suggestion of the visitor's language", () => {
  const suggestion = (page: Page) => page.locator("[data-language-suggestion]");

  test("a browser that prefers Hindi is offered the page in Hindi, in Hindi, and taking it is remembered @mobile", async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ baseURL, locale: "hi-IN", extraHTTPHeaders: visitor(), viewport: testInfo.project.use.viewport ?? null });
    const page = await context.newPage();
    const problems = collectProblems(page);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font" || /noto-sans-(devanagari|gurmukhi)/.test(request.url())) fonts.push(request.url());
    });
    const response = await page.goto("/emi-options?amount=50000");
    // The server's page is the URL's language, whatever the browser asks for: no redirect, no suggestion in the HTML.
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toContain("data-language-suggestion");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const box = page.getByRole("region", { name: "भाषा" });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute("lang", "hi-IN");
    await expect(box).toContainText("यह पेज हिन्दी में भी है।");
    await expectNoAxeViolations(page);
    // The box's script, and only it, is drawn in the site's face, added for the box alone: no rule in the English page.
    await expect.poll(() => fonts.some((url) => /noto-sans-devanagari/.test(url))).toBe(true);
    expect(fonts.filter((url) => !/noto-sans-devanagari/.test(url))).toEqual([]);
    expect(await response?.text()).not.toMatch(/noto-sans-|Noto Sans (Devanagari|Gurmukhi)/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "भाषा"))).toBe(true);
    mkdirSync("test-results/languages", { recursive: true });
    await page.screenshot({ path: `test-results/languages/suggestion-hi-${testInfo.project.name}.png` });

    await box.getByRole("link", { name: "हिन्दी में पढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/emi-options\?amount=50000$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(suggestion(page)).toHaveCount(0);
    // Back on an English page, the choice stands: no suggestion again.
    await page.goto("/about-us");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(suggestion(page)).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("turned down, it stays away; a browser that prefers Punjabi sees it in Punjabi on a Hindi page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "pa-IN", extraHTTPHeaders: visitor() });
    const page = await context.newPage();
    await page.goto("/hi/about-us");
    const box = page.getByRole("region", { name: "ਭਾਸ਼ਾ" });
    await expect(box).toContainText("ਇਹ ਪੰਨਾ ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ ਹੈ।");
    await expect(box.getByRole("link", { name: "ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ" })).toHaveAttribute("href", "/pa/about-us");
    await box.getByRole("button", { name: "ਨਹੀਂ, ਧੰਨਵਾਦ" }).click();
    await expect(suggestion(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(suggestion(page)).toHaveCount(0);
    await context.close();
  });

  test("a browser in English, or on its own language's page, is offered nothing and asks for nothing", async ({ browser, baseURL }) => {
    for (const [locale, path] of [["en-IN", "/"], ["hi-IN", "/hi"]] as const) {
      const context = await browser.newContext({ baseURL, locale, extraHTTPHeaders: visitor() });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/v1/languages/")) asked.push(request.url());
      });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(suggestion(page)).toHaveCount(0);
      expect(asked, locale).toEqual([]);
      await context.close();
    }
  });
});
