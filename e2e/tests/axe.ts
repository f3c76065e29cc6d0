import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe on the page as a visitor sees it once it is still: a step, dialog or reveal that is
 * fading in is measured after its fade, not half-way through it (a half-faded button would read as
 * low contrast). Endless animations, such as a spinner, are not waited for. `fromTop` scrolls up
 * first, for pages whose sticky header would otherwise cover a field scrolled beneath it.
 *
 * axe runs in the page itself ("legacy mode") and keeps only violations: the site has no frames,
 * so the default's blank page for gathering frames' results costs without checking anything more,
 * and the passing nodes are never read. Together that is about a third of the time per check
 * (0.3–0.7 s against 0.9–2.5 s per page on this 2-core machine), some 350 checks a run.
 */
export async function expectNoAxeViolations(page: Page, options: { fromTop?: boolean } = {}) {
  await test.step("axe", () => analyze(page, options), { box: true });
}

async function analyze(page: Page, options: { fromTop?: boolean }) {
  await page.evaluate(async (fromTop) => {
    if (fromTop) window.scrollTo(0, 0);
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  }, options.fromTop ?? false);
  const results = await new AxeBuilder({ page }).withTags(axeTags).options({ resultTypes: ["violations"] }).setLegacyMode().analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
