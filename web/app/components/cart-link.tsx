import { Link } from "react-router";
import { cartBadgeLabel } from "@urjavolt/contract/cart";
import { paths } from "@urjavolt/contract/paths";
import { useCartCount } from "../lib/cart-store";
import { CartIcon } from "./icons";
import styles from "./cart-link.module.css";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useLocalize } from "../lib/i18n";

/**
 * The header's cart icon with its item-count badge (hidden at 0, '99+' above 99), named "Cart,
 * empty", "Cart, 1 item", "Cart, 120 items": the badge caps at 99+, the spoken name does not.
 */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useCartCount();
  const { t } = useLingui();
  const localize = useLocalize();
  // In the page's language, with its plural rules (CLDR: Hindi and Punjabi count 0 as one; 0 reads "empty" here anyway).
  const name = count <= 0 ? t`Cart, empty` : t`${plural(count, { one: "Cart, # item", other: "Cart, # items" })}`;
  const badge = cartBadgeLabel(count);
  return (
    <Link to={localize(paths.cart)} className={styles.cart} onClick={onNavigate}>
      <CartIcon size={26} />
      <span className="visually-hidden">{name}</span>
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
