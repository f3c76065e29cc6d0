import { chromium } from "playwright-core";
import { throttleToPhone } from "./phone-profile.ts";

/**
 * Time to hydrated on the phone profile, in the browser itself: Lighthouse's simulated throttling
 * replays a fast trace and never sees when React took over the page, so each page is loaded with
 * DevTools throttling (4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up: Lighthouse's
 * mobile profile) and a 412 × 823 viewport, and the page itself records:
 * - first paint (first-contentful-paint),
 * - hydrated: when the root marks `<html data-hydrated>` (web/app/root.tsx), after every
 *   component's effects have run, so a tap is answered by React from then on,
 * - blocking time until hydrated: the sum over long tasks (from the Long Tasks API) of their time
 *   beyond 50 ms, from first paint to hydrated, as Total Blocking Time counts it.
 */
export type HydrationRun = { firstPaintMs: number; hydratedMs: number; blockingMs: number };

/**
 * Installed before any of the page's scripts: watches for the hydrated mark and long tasks. A
 * string, since a function would carry the helpers tsx wraps named functions in.
 */
const recorder = `(() => {
  const record = { hydratedMs: -1, longTasks: [] };
  window.__hydration = record;
  // The script runs as the document is created, before <html> exists: watch the document itself.
  new MutationObserver(() => {
    if (record.hydratedMs < 0 && document.documentElement.dataset.hydrated === "true") record.hydratedMs = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
})();`;

/** One cold load of `url` on the throttled profile, in a fresh context of the browser at `cdpUrl`. */
export async function measureHydration(cdpUrl: string, url: string): Promise<HydrationRun> {
  const browser = await chromium.connectOverCDP(cdpUrl);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleToPhone(cdp);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await page.addInitScript({ content: recorder });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 60_000, polling: 100 });
    const { firstPaintMs, hydratedMs, longTasks } = await page.evaluate(() => {
      const record = (window as unknown as { __hydration: { hydratedMs: number; longTasks: { start: number; duration: number }[] } }).__hydration;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return { firstPaintMs: paint?.startTime ?? Number.NaN, hydratedMs: record.hydratedMs, longTasks: record.longTasks };
    });
    const blockingMs = longTasks
      .filter((task) => task.start + task.duration > firstPaintMs && task.start < hydratedMs)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    await context.close();
    return { firstPaintMs, hydratedMs, blockingMs };
  } finally {
    // Disconnects only: the browser belongs to the caller.
    await browser.close();
  }
}
