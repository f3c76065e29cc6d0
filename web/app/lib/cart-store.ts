import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, cartCount } from "@urjavolt/contract/cart";

/**
 * The cart lives in localStorage under "cart" (spec online-shop §3). This store lets the header badge
 * follow it: a `storage` event covers writes from other tabs, and `notifyCartChanged()` covers writes
 * in this tab (the browser never fires `storage` in the tab that wrote). Shop code that writes the
 * cart calls `writeCart()` or, if it writes by itself, `notifyCartChanged()` afterwards.
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

/** Total quantity in the stored cart; 0 when there is none or it cannot be read. */
export function getCartCount(): number {
  return cartCount(readStored());
}

/** Tell this tab's listeners that the cart in localStorage has changed. */
export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Store the cart and tell this tab's listeners. Returns false when storage refused the write. */
export function writeCart(items: unknown[]): boolean {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    return true;
  } catch {
    return false;
  } finally {
    notifyCartChanged();
  }
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

/** The server cannot see localStorage, so it (and the hydrating render) counts 0 items. */
const serverCount = () => 0;

/** The number of items in the cart, kept current across this tab and others. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, getCartCount, serverCount);
}
