import { useEffect, useState } from "react";
import styles from "./product-detail.module.css";

/** The wishlist stays in this browser only (docs/requirements/online-shop.md §2): product ids under localStorage "wishlist". */
export const WISHLIST_STORAGE_KEY = "wishlist";

export function readWishlist(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

function writeWishlist(ids: number[]) {
  try {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage disabled: the toggle still works for this visit.
  }
}

/** A heart toggle; the server and the first render show it off, the browser's list is read after hydration. */
export function WishlistToggle({ productId }: { productId: number }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(readWishlist().includes(productId)), [productId]);

  function toggle() {
    const ids = readWishlist().filter((id) => id !== productId);
    const next = !saved;
    writeWishlist(next ? [...ids, productId] : ids);
    setSaved(next);
  }

  return (
    <button type="button" className={styles.iconButton} aria-pressed={saved} onClick={toggle}>
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill={saved ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      <span className="visually-hidden">Save to wishlist</span>
    </button>
  );
}
