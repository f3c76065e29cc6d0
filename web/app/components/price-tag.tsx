import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { discountPercent } from "@urjavolt/contract/catalogue-rules";
import { formatRupees } from "@urjavolt/contract/money";
import styles from "./price-tag.module.css";

/**
 * What a product costs, as the shop's cards and the buy-now page show it: the price to pay and, when
 * it is discounted, the struck-out list price. Screen readers hear "Price" and "Original price"
 * before the figures. `children` (an "OFF" badge) follows the list price and shows only beside it.
 */
export function PriceTag({
  price,
  discountedPrice,
  size = "medium",
  className,
  children,
}: {
  price: number;
  discountedPrice: number;
  size?: "medium" | "large";
  className?: string;
  children?: ReactNode;
}) {
  const discounted = discountPercent(price, discountedPrice) > 0;
  const classes = [styles.price, size === "large" ? styles.large : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <p className={classes}>
      <span className="visually-hidden">
        <Trans>Price</Trans>{" "}
      </span>
      <span className={styles.now}>{formatRupees(discountedPrice)}</span>
      {discounted ? (
        <>
          <s className={styles.was}>
            <span className="visually-hidden">
              <Trans>Original price</Trans>{" "}
            </span>
            {formatRupees(price)}
          </s>
          {children}
        </>
      ) : null}
    </p>
  );
}
