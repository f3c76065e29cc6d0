import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe on the page as a visitor sees it once it is still: a step, dialog or reveal that is
 * fading in is measured after its fade, not half-way through it (a half-faded button would read as
 * low contrast). Endless animations, such as a spinner, are not waited for. `fromTop` scrolls up
 * first, for pages whose sticky header would otherwise cover a field scrolled beneath it.
 */
export async function expectNoAxeViolations(page: Page, options: { fromTop?: boolean } = {}) {
  await page.evaluate(async (fromTop) => {
    if (fromTop) window.scrollTo(0, 0);
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  }, options.fromTop ?? false);
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
