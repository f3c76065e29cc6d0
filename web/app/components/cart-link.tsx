import { Link } from "react-router";
import { cartBadgeLabel } from "@urjavolt/contract/cart";
import { paths } from "@urjavolt/contract/paths";
import { useCartCount } from "../lib/cart-store";
import { CartIcon } from "./icons";
import styles from "./cart-link.module.css";

/** "Cart, empty", "Cart, 1 item", "Cart, 120 items": the badge caps at 99+, the spoken name does not. */
export function cartLinkName(count: number): string {
  if (count <= 0) return "Cart, empty";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/** The header's cart icon with its item-count badge (hidden at 0, '99+' above 99). */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useCartCount();
  const badge = cartBadgeLabel(count);
  return (
    <Link to={paths.cart} className={styles.cart} onClick={onNavigate}>
      <CartIcon size={26} />
      <span className="visually-hidden">{cartLinkName(count)}</span>
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
