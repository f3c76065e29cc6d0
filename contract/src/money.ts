/**
 * Money as the shop shows and stores it: rupees in the API and on screen, integer paise in the
 * database (decision 004), printed with the rupee sign and Indian digit grouping.
 */

/** Integer paise to rupees (two decimals at most). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Rupees to integer paise, rounding away float noise (1299.99 → 129999). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${tail}`;
}

/**
 * Rupees with the rupee sign and Indian grouping: ₹1,23,456; paise shown only when there are any
 * (₹1,234.50). Written out rather than left to Intl so server and every browser print the same.
 */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return "₹0";
  const negative = rupees < 0;
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const text = `₹${groupIndian(String(whole))}${fraction ? `.${String(fraction).padStart(2, "0")}` : ""}`;
  return negative ? `-${text}` : text;
}
