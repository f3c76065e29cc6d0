import { type Browser, type BrowserContext, type Locator, type Page, test as base, expect } from "@playwright/test";
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
  // Each test is a visitor of its own (see visitor() below): a test that sets its own header keeps it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(visitor());
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydration(page);
    await use(page);
  },
});

function waitForHydration(page: Page) {
  // What the page said on its way, so a page that never hydrates tells why.
  const troubles: string[] = [];
  page.on("pageerror", (error) => troubles.push(`error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") troubles.push(`console: ${message.text()}`);
  });
  page.on("requestfailed", (request) => troubles.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ""}`));
  const hydrated = async (response: Awaited<ReturnType<Page["goto"]>>) => {
    if (response && /^text\/html\b/.test(response.headers()["content-type"] ?? "")) {
      try {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      } catch (error) {
        const visibility = await page.evaluate(() => document.visibilityState).catch(() => "unknown");
        throw new Error(`${page.url()} did not hydrate (document ${visibility}; ${troubles.join("; ") || "no errors"})`, { cause: error });
      }
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
  const page = await browser.newPage({ baseURL, extraHTTPHeaders: visitor() });
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
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, extraHTTPHeaders: visitor() });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleToPhone(cdp);
  // The framework's download waits for the first paint to be seen: on a busy machine the polling
  // below can notice the paint late, after a page whose scripts came quickly had hydrated.
  let release = () => {};
  const painted = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/framework-*.js", async (route) => {
    await painted;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { polling: 16, timeout: 20_000 });
  const hydratedAtFirstPaint = (await page.locator("html[data-hydrated]").count()) > 0;
  release();
  return {
    page,
    hydratedAtFirstPaint,
    /** Waits until the site's scripts have taken over the page. */
    hydrated: () => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 }),
    close: () => context.close(),
  };
}

/**
 * A page on the throttled phone profile, filled in while it loads and sent just as its scripts take
 * it over (issue 29: a buy-now pincode typed and sent then was wiped). The framework's download is
 * held, so what the test types first goes into the server's HTML, as a quick visitor's typing does.
 * `sendAsItHydrates(target)` then lets the scripts in and presses Enter on `target` (a field, the
 * keyboard's Go, or a button) the moment they mark the page `<html data-hydrating>`: the send
 * reaches React as it hydrates the page (React hydrates at once to answer it) or just after, and
 * either way finds the fields as typed. `hydrating()` only lets the scripts in and returns at that
 * moment, for a test that types then. `prepare` sets the context up before the page opens (a cart
 * in localStorage, say). Close it when done.
 */
export async function openAsItHydrates(browser: Browser, baseURL: string | undefined, path: string, prepare?: (context: BrowserContext) => Promise<unknown>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, extraHTTPHeaders: visitor() });
  await prepare?.(context);
  // The page tells the test the moment its scripts mark it hydrating (polling would come too late).
  await context.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.dataset.hydrating !== "true") return;
      observer.disconnect();
      (window as unknown as { __hydrationStarts(): void }).__hydrationStarts();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrating"] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleToPhone(cdp);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/framework-*.js", async (route) => {
    await released;
    await route.continue();
  });
  let started = () => {};
  const hydrationStarts = new Promise<void>((resolve) => {
    started = resolve;
  });
  await page.exposeBinding("__hydrationStarts", () => started());
  await page.goto(path);
  expect(await page.locator("html[data-hydrating]").count()).toBe(0);
  return {
    page,
    /** Lets the scripts in and returns the moment they start taking the page over. */
    async hydrating() {
      release();
      await hydrationStarts;
    },
    /** Lets the scripts in and presses Enter on `target` the moment they start taking the page over. */
    async sendAsItHydrates(target: Locator) {
      await target.focus();
      await this.hydrating();
      await page.keyboard.press("Enter");
    },
    hydrated: () => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 }),
    close: () => context.close(),
  };
}

/**
 * The header that makes a test's requests a visitor of their own, from an address of the
 * documentation range: the server counts the forms' limits per address (decision 006), and the
 * whole suite otherwise comes from one (two workers sending the contact form at once ran past its
 * 20 a minute, and the refusal failed a test). Every test's own page and request have one; a
 * context a test opens itself takes one here. The e2e server believes it from the loopback proxy only.
 */
export function visitor(): { "X-Forwarded-For": string } {
  return { "X-Forwarded-For": `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
}

/**
 * Pastes `text` into `field` as a person does (the clipboard, then Ctrl+V), so the field's own
 * `maxlength` cuts what does not fit, as it would for them; works with JavaScript off too.
 */
export async function pasteInto(field: Locator, text: string) {
  const page = field.page();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press("ControlOrMeta+V");
}

export { expect };
