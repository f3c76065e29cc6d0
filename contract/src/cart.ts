import { z } from "zod";

/** The browser keeps the cart in localStorage under this key (spec online-shop §3). */
export const CART_STORAGE_KEY = "cart";
export const CART_BADGE_CAP = 99;

export const CartItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  product_name: z.string().optional(),
  product_discountedPrice: z.number().optional(),
  quantity: z.number(),
  image: z.string().optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * Total quantity in a stored cart. Tolerates what another tab or an older version may have left:
 * anything that is not a list, or items without a finite positive quantity, count as nothing.
 */
export function cartCount(stored: string | null | undefined): number {
  if (!stored) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return 0;
  }
  if (!Array.isArray(parsed)) return 0;
  let total = 0;
  for (const item of parsed) {
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    const n = typeof quantity === "string" ? Number(quantity) : quantity;
    if (typeof n === "number" && Number.isFinite(n) && n > 0) total += Math.floor(n);
  }
  return total;
}

/** The badge text: nothing at 0 (the badge is hidden), the number up to 99, then '99+'. */
export function cartBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}
