import { type Browser, type Page, test as base, expect } from "@playwright/test";
import { throttleToPhone } from "../../perf/src/phone-profile.ts";

/**
 * The site paints its server HTML first and hydrates just after the first paint (see
 * server/src/http/defer-hydration.ts). A visitor reads meanwhile; a test that clicks in the same
 * millisecond would be faster than any visitor. So page.goto and page.reload wait until the page
 * has hydrated (the root marks <html data-hydrated>) when JavaScript runs and the answer is a page.
 * Typing, tapping and submitting before hydration are tested on their own (openBeforeHydration,
 * openAtFirstPaint below; web/app/lib/route-form.test.tsx).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydration(page);
    await use(page);
  },
});

function waitForHydration(page: Page) {
  const hydrated = async (response: Awaited<ReturnType<Page["goto"]>>) => {
    if (response && /^text\/html\b/.test(response.headers()["content-type"] ?? "")) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
}

/**
 * A page as a quick visitor on a slow phone has it: the server's HTML painted, the framework's
 * download held back until `hydrate()` lets it through. What the test does in between happens
 * before any of the site's scripts run. Close the page when done.
 */
export async function openBeforeHydration(browser: Browser, baseURL: string | undefined, path: string) {
  const page = await browser.newPage({ baseURL });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/framework-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  return {
    page,
    /** Lets the scripts arrive and waits until the page has hydrated. */
    async hydrate() {
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    },
  };
}

/**
 * A page on the throttled phone profile (DevTools throttling through CDP), opened and handed over
 * the moment it first paints, as a visitor sees it: the test taps then, with the site's scripts
 * still on their way. `hydratedAtFirstPaint` says whether they had already taken over (they should
 * not have: the page hydrates after its first paint), so a test can prove its tap came early.
 */
export async function openAtFirstPaint(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleToPhone(cdp);
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { polling: 16, timeout: 20_000 });
  const hydratedAtFirstPaint = (await page.locator("html[data-hydrated]").count()) > 0;
  return {
    page,
    hydratedAtFirstPaint,
    /** Waits until the site's scripts have taken over the page. */
    hydrated: () => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 }),
    close: () => context.close(),
  };
}

export { expect };
