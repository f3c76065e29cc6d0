import { type CartLine, cartTotals } from "@urjavolt/contract/cart";
import type { ProductListItem } from "@urjavolt/contract/catalogue";
import { paiseToRupees } from "@urjavolt/contract/money";
import { type OrderLineInput, OrderLinesSchema } from "@urjavolt/contract/orders";

/** What the checkout needs of each catalogue product to show a cart line at today's price. */
export type CheckoutCatalogueEntry = Pick<ProductListItem, "id" | "product_name" | "product_discountedPrice" | "product_stock" | "image">;

export type CheckoutLine = CartLine & {
  /** Why the server will refuse this line, for the customer; null when it can be ordered. */
  problem: string | null;
};

/**
 * The stored cart at the catalogue's current names, prices and stock (a stored line may be days
 * old). The server prices the order itself; this only keeps what the customer sees honest.
 */
export function checkoutLines(cart: readonly CartLine[], catalogue: ReadonlyMap<number, CheckoutCatalogueEntry>): CheckoutLine[] {
  return cart.map((line) => {
    const product = catalogue.get(line.id);
    if (!product) return { ...line, problem: "No longer available: please remove it from your cart." };
    const fresh = { ...line, ...product, quantity: line.quantity };
    const problem =
      product.product_stock <= 0
        ? "Out of stock now: please remove it from your cart."
        : line.quantity > product.product_stock
          ? `Only ${product.product_stock} in stock now: please lower the quantity in your cart.`
          : null;
    return { ...fresh, problem };
  });
}

/** The payload's lines (docs/requirements/online-shop.md §7): product id, name, quantity and the price shown; the server prices them again. */
export function orderLines(lines: readonly CartLine[]): OrderLineInput[] {
  return lines.map((line) => ({ product_id: line.id, product_name: line.product_name, quantity: line.quantity, price: line.product_discountedPrice }));
}

/** Spec §5's cart messages ("Cart cannot be empty", "... for item N"), in item order; empty when the lines are fine. */
export function lineProblems(lines: readonly CartLine[]): string[] {
  const parsed = OrderLinesSchema.safeParse(orderLines(lines));
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => issue.message))];
}

/** Subtotal in rupees of the lines shown. */
export function subtotalRupees(lines: readonly CartLine[]): number {
  return paiseToRupees(cartTotals(lines).subtotalPaise);
}

/** Identifies a cart's products and quantities: a coupon applied to one cart is checked again when this changes. */
export function cartKey(lines: readonly Pick<CartLine, "id" | "quantity">[]): string {
  return lines.map((line) => `${line.id}x${line.quantity}`).join(",");
}
