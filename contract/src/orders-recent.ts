/** The shop's shopper counter: paid orders in the last week (the shop page shows it; no schemas here). */
export const RECENT_ORDER_DAYS = 7;

/**
 * The shop's shopper counter (docs/architecture.md, Departures from the requirements): the real number of paid orders in the last
 * `days` days, with Indian digit grouping; nothing to show before the first order, since a counter
 * reading 0 says nothing useful and an invented figure would be a false-urgency dark pattern.
 */
export function recentOrdersText(count: number, days: number = RECENT_ORDER_DAYS): string | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  const grouped = count.toLocaleString("en-IN");
  return `${grouped} ${count === 1 ? "order" : "orders"} placed in the last ${days} days`;
}
