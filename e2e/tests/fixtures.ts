import { type Browser, type Page, test as base, expect } from "@playwright/test";

/**
 * The site paints its server HTML first and hydrates just after the first paint (see
 * server/src/http/defer-hydration.ts). A visitor reads meanwhile; a test that clicks in the same
 * millisecond would be faster than any visitor. So page.goto and page.reload wait until the page
 * has hydrated (the root marks <html data-hydrated>) when JavaScript runs and the answer is a page.
 * Typing and submitting before hydration are tested on their own (web/app/lib/use-form.test.tsx).
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

export { expect };
