/** The shop's shopper counter: paid orders in the last week (the shop page shows it; no schemas here). */
export const RECENT_ORDER_DAYS = 7;

/**
 * Below this many paid orders in a week the counter says nothing: "1 order placed in the last 7
 * days" under "Trusted by 10K+ Customers" undoes the badge, and a small count is no proof of anything.
 */
export const RECENT_ORDERS_SHOWN_FROM = 25;

/** The steps the counter rounds down to, so it never overstates and the page changes rarely. */
const STEPS = [25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000];

/**
 * The shop's shopper counter (docs/architecture.md, Departures from the requirements) shows the real
 * number of paid orders in the last `days` days, rounded down to a step ("50+ orders placed in the
 * last 7 days", Indian digit grouping; web/app/features/orders/recent-orders.tsx words it in the
 * page's language); nothing below RECENT_ORDERS_SHOWN_FROM. An invented or inflated figure would
 * be a false-urgency dark pattern.
 *
 * The step the counter shows for `count` (0: nothing shown). The shop page is given this, not the
 * count, so its HTML, and its place in the page cache, changes only when the step does (decision 024).
 */
export function recentOrdersShown(count: number): number {
  if (!Number.isInteger(count) || count < RECENT_ORDERS_SHOWN_FROM) return 0;
  return STEPS.filter((candidate) => candidate <= count).at(-1) ?? RECENT_ORDERS_SHOWN_FROM;
}
