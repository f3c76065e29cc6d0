import { rupeesToPaise } from "./money.ts";
import { cleanPincodeInput } from "./form-rules.ts";

/** The browser keeps the cart in localStorage under this key (docs/requirements/online-shop.md §3). */
export const CART_STORAGE_KEY = "cart";
export const CART_BADGE_CAP = 99;

/** The badge text: nothing at 0 (the badge is hidden), the number up to 99, then '99+'. */
export function cartBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}

// ---------------------------------------------------------------------------------------------
// The cart as the shop keeps it (docs/requirements/online-shop.md §3 Cart item, §4 Cart (cards) and Cart (page),
// §5 Buy-now pincode and Detail quantity selector, §9 cart total)

/**
 * One line of the stored cart: the product's id, a snapshot of what the cart page shows (name,
 * discounted price in rupees, first image, stock) and the quantity. The snapshot is for display;
 * the server prices an order from its own prices and stock (docs/architecture.md, decision 5).
 */
export type CartLine = {
  id: number;
  product_name: string;
  /** Rupees. */
  product_discountedPrice: number;
  quantity: number;
  image: string;
  product_stock: number;
};

/** What the cart needs of a product to add it: a catalogue list item or detail has all of it. */
export type CartProduct = Pick<CartLine, "id" | "product_name" | "product_discountedPrice" | "image" | "product_stock">;

/** A number, or numeric text ("42999", "2.7"); NaN for anything else. */
function numberFrom(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

const isCount = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

/**
 * A stored line read leniently: numeric text accepted for numbers, a fractional quantity floored,
 * a missing image empty; null when it has no usable id, name, price, stock or positive quantity.
 * Written out rather than as a schema: the header's cart badge reads it on every page, and the
 * validation library is not worth its weight in every page's first download.
 */
function readStoredLine(item: unknown): CartLine | null {
  if (typeof item !== "object" || item === null) return null;
  const raw = item as Record<string, unknown>;
  const id = numberFrom(raw.id);
  const name = typeof raw.product_name === "string" ? raw.product_name.trim() : "";
  const price = numberFrom(raw.product_discountedPrice);
  const quantity = Math.floor(numberFrom(raw.quantity));
  const stock = numberFrom(raw.product_stock);
  if (!isCount(id, 1) || name === "" || !Number.isFinite(price) || price < 0 || !isCount(quantity, 1) || !isCount(stock, 0)) return null;
  return { id, product_name: name, product_discountedPrice: price, quantity, image: typeof raw.image === "string" ? raw.image : "", product_stock: stock };
}

/**
 * The cart from its stored text. Never throws: anything that is not a JSON list is an empty cart,
 * lines that cannot be read (no id, name, price, stock or positive quantity) are dropped, and two
 * lines of one product become one line with both quantities.
 */
export function parseStoredCart(text: string | null | undefined): CartLine[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: CartLine[] = [];
  for (const item of parsed) {
    const line = readStoredLine(item);
    if (!line) continue;
    const index = lines.findIndex((existing) => existing.id === line.id);
    if (index === -1) lines.push(line);
    else lines[index] = { ...line, quantity: (lines[index]?.quantity ?? 0) + line.quantity };
  }
  return lines;
}

/** Total quantity of the cart's lines: what the header badge counts. */
export function cartCount(cart: readonly Pick<CartLine, "quantity">[]): number {
  return cart.reduce((total, line) => total + line.quantity, 0);
}

/** The quantity of a product in the cart; 0 when it is not there (the product card shows it). */
export function cartQuantity(cart: readonly CartLine[], id: number): number {
  return cart.find((line) => line.id === id)?.quantity ?? 0;
}

/** The cart page's alert when a quantity would pass the stock (docs/requirements/online-shop.md §4, spacing as written). */
export function overStockMessage(productName: string, stock: number): string {
  return `Cannot add more ${productName} . Only ${stock} in stock!`;
}

export function outOfStockMessage(productName: string): string {
  return `${productName} is out of stock`;
}

export type CartRefusal = { reason: "out-of-stock" | "over-stock" | "invalid-quantity"; message: string };

/** A cart operation's outcome: the new cart, or the same cart and why the change was refused. */
export type CartUpdate = { cart: CartLine[]; refusal: CartRefusal | null };

function refused(cart: readonly CartLine[], reason: CartRefusal["reason"], message: string): CartUpdate {
  return { cart: [...cart], refusal: { reason, message } };
}

/**
 * Adds a quantity of a product (docs/requirements/online-shop.md §4 cards): refused when the product is out of stock or the
 * cart would then hold more than its stock; an existing line grows (and takes the product's
 * current name, price, image and stock), else a new line is added at the end.
 */
export function addToCart(cart: readonly CartLine[], product: CartProduct, quantity: number): CartUpdate {
  if (!Number.isInteger(quantity) || quantity < 1) return refused(cart, "invalid-quantity", "Please choose a quantity of at least 1");
  if (!(product.product_stock > 0)) return refused(cart, "out-of-stock", outOfStockMessage(product.product_name));
  const total = cartQuantity(cart, product.id) + quantity;
  if (total > product.product_stock) return refused(cart, "over-stock", overStockMessage(product.product_name, product.product_stock));
  const line: CartLine = {
    id: product.id,
    product_name: product.product_name,
    product_discountedPrice: product.product_discountedPrice,
    quantity: total,
    image: product.image,
    product_stock: product.product_stock,
  };
  const exists = cart.some((existing) => existing.id === product.id);
  return { cart: exists ? cart.map((existing) => (existing.id === product.id ? line : existing)) : [...cart, line], refusal: null };
}

/**
 * Sets a line's quantity (docs/requirements/online-shop.md §4, cards' minus and plus, cart page): 0 or less removes the line;
 * above the stock is refused with the cart page's alert text. A product not in the cart is left out.
 */
export function setQuantity(cart: readonly CartLine[], id: number, quantity: number, stock: number): CartUpdate {
  if (!Number.isFinite(quantity)) return refused(cart, "invalid-quantity", "Please choose a quantity of at least 1");
  const wanted = Math.floor(quantity);
  if (wanted <= 0) return { cart: removeFromCart(cart, id), refusal: null };
  const line = cart.find((existing) => existing.id === id);
  if (!line) return { cart: [...cart], refusal: null };
  if (wanted > stock) return refused(cart, "over-stock", overStockMessage(line.product_name, Math.max(0, stock)));
  return { cart: cart.map((existing) => (existing.id === id ? { ...existing, quantity: wanted, product_stock: stock } : existing)), refusal: null };
}

/**
 * The cart cut down to the units that are left (product id to units, as create-order's 409 says):
 * a line is lowered to what is left, or removed when nothing is.
 */
export function cartWithin(cart: readonly CartLine[], available: Readonly<Record<string, number>>): CartLine[] {
  return cart.flatMap((line) => {
    const left = available[String(line.id)];
    if (left === undefined || line.quantity <= left) return [line];
    return left > 0 ? [{ ...line, quantity: left, product_stock: left }] : [];
  });
}

/** The cart without a product's line. */
export function removeFromCart(cart: readonly CartLine[], id: number): CartLine[] {
  return cart.filter((line) => line.id !== id);
}

/** The detail page's (and accessories') quantity: a whole number from 1 to the stock (1 at least). */
export function clampQuantity(value: number, stock: number): number {
  const max = Math.max(1, Math.floor(Number.isFinite(stock) ? stock : 1));
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

/** Shipping is always free (docs/requirements/online-shop.md §9); prices include all taxes. */
export const SHIPPING_PAISE = 0;
export const SHIPPING_LABEL = "Free";

/** What a total needs of a line: the unit price in rupees and the quantity. */
export type PricedLine = Pick<CartLine, "product_discountedPrice" | "quantity">;

export type CartTotals = { itemCount: number; subtotalPaise: number; shippingPaise: number; totalPaise: number };

/** A line's amount in integer paise: the unit price converted once, then times the quantity. */
export function lineTotalPaise(line: PricedLine): number {
  return rupeesToPaise(line.product_discountedPrice) * line.quantity;
}

/**
 * The Order Summary (docs/requirements/online-shop.md §2 and §9): item count, subtotal (discounted price times quantity),
 * shipping (free) and total, all money in integer paise. The server prices orders with this too,
 * from its own prices.
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let itemCount = 0;
  let subtotalPaise = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotalPaise += lineTotalPaise(line);
  }
  return { itemCount, subtotalPaise, shippingPaise: SHIPPING_PAISE, totalPaise: subtotalPaise + SHIPPING_PAISE };
}

// ---------------------------------------------------------------------------------------------
// Buy-now delivery check (docs/requirements/online-shop.md §4 Delivery check, §5 Buy-now pincode)

export const INVALID_PINCODE_MESSAGE = "Please enter a valid 6-digit pincode";
export const NOT_DELIVERABLE_MESSAGE = "Sorry, this product is not deliverable to your pincode.";

/** The pincode field's value as typed: digits only, at most 6 (one rule for every pincode field, form-rules.ts). */
export { cleanPincodeInput };

export type DeliveryCheck =
  | { ok: true; pincode: string; message: string }
  | { ok: false; pincode: string; reason: "invalid-pincode" | "out-of-stock" | "not-deliverable"; message: string };

/**
 * The buy-now check, in the spec's order: a 6-digit pincode, then stock, then a deliverable
 * pincode (the list comes from the server). `pincode` is the cleaned input.
 */
export function deliveryCheck(
  pincodeInput: string,
  product: Pick<CartProduct, "product_name" | "product_stock">,
  deliverablePincodes: Iterable<string>,
): DeliveryCheck {
  const pincode = cleanPincodeInput(pincodeInput);
  if (pincode.length !== 6) return { ok: false, pincode, reason: "invalid-pincode", message: INVALID_PINCODE_MESSAGE };
  if (!(product.product_stock > 0)) return { ok: false, pincode, reason: "out-of-stock", message: outOfStockMessage(product.product_name) };
  if (!new Set(deliverablePincodes).has(pincode)) return { ok: false, pincode, reason: "not-deliverable", message: NOT_DELIVERABLE_MESSAGE };
  return { ok: true, pincode, message: `Success! ${product.product_name} is deliverable to ${pincode}. Proceeding to checkout.` };
}
