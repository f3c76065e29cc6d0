import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { CartLine } from "@urjavolt/contract/cart";
import type { ProductListItem } from "@urjavolt/contract/catalogue";
import type { BatteryOffer } from "@urjavolt/contract/catalogue-battery";
import type { BatteryNeed } from "@urjavolt/contract/catalogue-rules";

/**
 * What the cart page needs of each catalogue product to show a line at today's price and stock; for an inverter
 * that needs a separate bank, the compatible battery to offer and the products that fit it (decision 044).
 */
export type CartCatalogueEntry = Pick<ProductListItem, "id" | "product_name" | "product_discountedPrice" | "product_stock" | "image"> &
  Partial<Pick<ProductListItem, "battery">> & { companion?: BatteryOffer | null; fits?: readonly number[] };

/** What the cart says under an inverter about its battery (the page words `need`), and what it offers. */
export type CartBatteryNote = { need: BatteryNeed; offer: BatteryOffer | null; fittingInCart: string | null };

/** The battery line under a cart line: built in, or the bank it needs, whether one that fits is in the cart, and the one to add. */
export function batteryNote(line: CartLine, cart: readonly CartLine[], catalogue: ReadonlyMap<number, CartCatalogueEntry>): CartBatteryNote | null {
  const entry = catalogue.get(line.id);
  if (!entry?.battery) return null;
  const fitting = cart.find((other) => entry.fits?.includes(other.id));
  return { need: entry.battery, offer: entry.companion ?? null, fittingInCart: fitting ? fitting.product_name : null };
}

export type CartLineProblem = "missing" | "out-of-stock" | "over-stock";

/** A stored line as the page shows it: with the catalogue's current name, price, image and stock. */
export type CartLineView = CartLine & { problem: CartLineProblem | null };

/**
 * The stored lines brought up to date from the catalogue: a stored price, name or stock may be
 * days old (the cart lives in the browser). A product the catalogue no longer has keeps its stored
 * snapshot and is marked missing; a line that now asks for more than the stock is marked.
 */
export function reviewCart(cart: readonly CartLine[], catalogue: ReadonlyMap<number, CartCatalogueEntry>): CartLineView[] {
  return cart.map((line) => {
    const product = catalogue.get(line.id);
    if (!product) return { ...line, problem: "missing" };
    const fresh: CartLine = {
      ...line,
      product_name: product.product_name,
      product_discountedPrice: product.product_discountedPrice,
      image: product.image,
      product_stock: product.product_stock,
    };
    const problem = product.product_stock <= 0 ? "out-of-stock" : line.quantity > product.product_stock ? "over-stock" : null;
    return { ...fresh, problem };
  });
}

/** The stored lines with the catalogue's current snapshot (quantities untouched), to store back. */
export function refreshLines(cart: readonly CartLine[], catalogue: ReadonlyMap<number, CartCatalogueEntry>): CartLine[] {
  return reviewCart(cart, catalogue).map(({ problem: _problem, ...line }) => line);
}

/** Whether two carts hold the same lines, field for field. */
export function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        line.id === other.id &&
        line.quantity === other.quantity &&
        line.product_name === other.product_name &&
        line.product_discountedPrice === other.product_discountedPrice &&
        line.image === other.image &&
        line.product_stock === other.product_stock
      );
    })
  );
}

/** What a line's problem asks of the customer, in the page's language; null when the line can be ordered as it is. */
export function problemText(line: CartLineView, i18n: Pick<I18n, "_">): string | null {
  if (line.problem === "missing") return i18n._(msg`This product is no longer available. Please remove it to check out.`);
  if (line.problem === "out-of-stock") return i18n._(msg`Out of stock now. Please remove it to check out.`);
  const stock = line.product_stock;
  if (line.problem === "over-stock") return i18n._(msg`Only ${stock} in stock now. Please lower the quantity to check out.`);
  return null;
}
