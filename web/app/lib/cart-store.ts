import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, type CartLine, type CartRefusal, type CartUpdate, cartCount, parseStoredCart } from "@urjavolt/contract/cart";

/**
 * The cart lives in localStorage under "cart" (docs/requirements/online-shop.md §3) and is read through the
 * contract's `parseStoredCart`, so every page sees the same lines and the badge counts them.
 * A `storage` event covers writes from other tabs, and a custom event covers writes in this tab
 * (the browser never fires `storage` in the tab that wrote).
 *
 * Shop code changes the cart with `updateCart(cart => addToCart(cart, …))`: the change is applied
 * to the freshest stored cart (another tab may have written since this one rendered), saved, and
 * every listener in this tab is told.
 */
const CART_CHANGE_EVENT = "urjavolt:cart-change";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy modes, blocked cookies): treat it as an empty cart.
    return null;
  }
}

/** Tell this tab's listeners that the cart in localStorage has changed. */
export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Store the cart and tell this tab's listeners. Returns false when storage refused the write. */
export function writeCart(lines: readonly CartLine[]): boolean {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    return true;
  } catch {
    return false;
  } finally {
    notifyCartChanged();
  }
}

/** The stored cart's lines, read now. */
export function readCart(): CartLine[] {
  return parseStoredCart(readStored());
}

/**
 * Applies a change to the stored cart and saves the result, unless the change was refused.
 * Returns the refusal (its message is ready to show), or null when the cart changed.
 */
export function updateCart(change: (cart: CartLine[]) => CartUpdate): CartRefusal | null {
  const { cart, refusal } = change(readCart());
  if (!refusal) writeCart(cart);
  return refusal;
}

/** Empties the cart (after a paid order). */
export function clearCart(): void {
  writeCart([]);
}

export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all of storage.
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

// useSyncExternalStore needs the same snapshot object while nothing changed: the parsed lines are
// kept with the text they came from and parsed again only when the stored text differs.
let snapshotText: string | null = null;
let snapshotLines: CartLine[] = [];

function cartSnapshot(): CartLine[] {
  const text = readStored();
  if (text !== snapshotText) {
    snapshotText = text;
    snapshotLines = parseStoredCart(text);
  }
  return snapshotLines;
}

/** The server cannot see localStorage, so it (and the hydrating render) sees an empty cart. */
const EMPTY_CART: CartLine[] = [];
const serverCart = () => EMPTY_CART;

/** The cart's lines, kept current across this tab and others; empty on the server. */
export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribeToCart, cartSnapshot, serverCart);
}

function cartTotalQuantity(): number {
  return cartCount(cartSnapshot());
}

/** The number of items in the cart, kept current across this tab and others; 0 on the server. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, cartTotalQuantity, () => 0);
}
