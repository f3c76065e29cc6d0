/**
 * Which products the shop may call a "Bestseller" (decision 046): a figure from the shop's own paid
 * orders, never a flag someone ticks. A product is a bestseller when, over the last
 * BESTSELLER_WINDOW_DAYS days, it sold at least BESTSELLER_MIN_UNITS units and at least
 * BESTSELLER_MIN_SHARE_PERCENT of all the units sold. So at most ten products can be bestsellers at once
 * (a tenth each), a shop with few sales has none, and a product with no sales is never one.
 */

/** The window the sales are counted over: the last 90 days, up to the moment of counting. */
export const BESTSELLER_WINDOW_DAYS = 90;
/** A product's share of the window's paid units, in percent, from which it is a bestseller. */
export const BESTSELLER_MIN_SHARE_PERCENT = 10;
/** And at least this many of its units paid for in the window: two sales out of ten are no proof. */
export const BESTSELLER_MIN_UNITS = 10;

export type ProductSales = { readonly productId: number; readonly units: number };

/** The start of the window that ends at `now`. */
export function bestsellerWindowStart(now: Date): Date {
  return new Date(now.getTime() - BESTSELLER_WINDOW_DAYS * 24 * 60 * 60_000);
}

/**
 * The bestsellers among `sales` (units paid for per product in the window; a product may appear
 * more than once, its lines are added up). Negative or fractional figures count as nothing.
 */
export function bestsellerIds(sales: readonly ProductSales[]): Set<number> {
  const units = new Map<number, number>();
  for (const line of sales) {
    const count = Number.isInteger(line.units) && line.units > 0 ? line.units : 0;
    units.set(line.productId, (units.get(line.productId) ?? 0) + count);
  }
  const total = [...units.values()].reduce((sum, count) => sum + count, 0);
  const ids = new Set<number>();
  if (total === 0) return ids;
  for (const [productId, count] of units) {
    // Compared in whole numbers, so 10% of 30 is exactly 3, with no rounding of a fraction.
    if (count >= BESTSELLER_MIN_UNITS && count * 100 >= total * BESTSELLER_MIN_SHARE_PERCENT) ids.add(productId);
  }
  return ids;
}
