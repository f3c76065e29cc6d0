import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import type { BatteryOffer } from "@urjavolt/contract/catalogue-battery";
import { batteryNeedText } from "@urjavolt/contract/catalogue-rules";
import { type CartProduct, addToCart, cartQuantity, clampQuantity } from "@urjavolt/contract/cart";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { STOCK_SHOWN_UP_TO } from "@urjavolt/contract/catalogue-rules";
import { MAX_LINE_QUANTITY } from "@urjavolt/contract/orders";
import { readCart, updateCart } from "../../lib/cart-store";
import styles from "./product-detail.module.css";

/**
 * The quantity selector (1 to the stock), Add to Cart and Buy Now, with a polite status line; for an
 * inverter that needs a separate bank, the compatible battery and "Add with a compatible battery"
 * (decision 044); and the bar that keeps the price and both buttons in reach once they scroll away.
 */
export function Purchase({ product, battery = null }: { product: ProductDetail; battery?: BatteryOffer | null }) {
  const navigate = useNavigate();
  const stock = product.product_stock;
  const soldOut = stock <= 0;
  const [quantity, setQuantity] = useState(1);
  const [typed, setTyped] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: "added" | "refused"; text: string } | null>(null);
  const item: CartProduct = {
    id: product.id,
    product_name: product.product_name,
    product_discountedPrice: product.product_discountedPrice,
    image: product.image,
    // "10 or more" on a kept page (decision 049) is no limit of the cart's: the cart checks the live figure.
    product_stock: stock >= STOCK_SHOWN_UP_TO ? MAX_LINE_QUANTITY : stock,
  };

  const set = (value: number) => {
    setQuantity(clampQuantity(value, stock));
    setTyped(null);
  };

  function add(): boolean {
    const refusal = updateCart((cart) => addToCart(cart, item, quantity));
    if (refusal) {
      const inCart = cartQuantity(readCart(), product.id);
      setStatus({ kind: "refused", text: inCart > 0 ? `${refusal.message} You already have ${inCart} in your cart.` : refusal.message });
      return false;
    }
    setStatus({ kind: "added", text: `Added ${quantity} × ${product.product_name} to your cart.` });
    return true;
  }

  function buyNow() {
    // Buy Now goes to checkout when the product is in the cart, even if this quantity would pass the stock.
    if (add() || cartQuantity(readCart(), product.id) > 0) void navigate(paths.checkout);
  }

  /** The inverter and one compatible battery per inverter, together or not at all. */
  function addWithBattery() {
    if (!battery) return;
    const companion: CartProduct = { ...battery };
    const refusal = updateCart((cart) => {
      const withInverter = addToCart(cart, item, quantity);
      return withInverter.refusal ? withInverter : addToCart(withInverter.cart, companion, quantity);
    });
    if (refusal) setStatus({ kind: "refused", text: refusal.message });
    else setStatus({ kind: "added", text: `Added ${quantity} × ${product.product_name} and ${quantity} × ${battery.product_name} to your cart.` });
  }

  const actions = useRef<HTMLDivElement>(null);
  const barShown = useBarShown(actions);
  const batteryText = batteryNeedText(product.battery);

  return (
    <div className={styles.purchase}>
      <div className={styles.quantity}>
        <label htmlFor="product-quantity" className={styles.quantityLabel}>
          Quantity
        </label>
        <div className={styles.stepper}>
          <button type="button" className={styles.stepButton} onClick={() => set(quantity - 1)} disabled={soldOut || quantity <= 1}>
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">Decrease quantity</span>
          </button>
          <input
            id="product-quantity"
            className={styles.quantityInput}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, stock)}
            step={1}
            value={typed ?? String(quantity)}
            disabled={soldOut}
            aria-describedby="product-quantity-hint"
            onChange={(event) => {
              // A number is held to 1..stock at once; an empty field may stay empty while typing.
              const text = event.currentTarget.value;
              if (text.trim() !== "" && Number.isFinite(Number(text))) set(Number(text));
              else setTyped(text);
            }}
            onBlur={() => setTyped(null)}
          />
          <button type="button" className={styles.stepButton} onClick={() => set(quantity + 1)} disabled={soldOut || quantity >= stock}>
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">Increase quantity</span>
          </button>
        </div>
        <p id="product-quantity-hint" className={styles.quantityHint}>
          {soldOut ? "Currently unavailable" : `1 to ${stock}`}
        </p>
      </div>
      <div className={styles.actions} ref={actions}>
        <button type="button" className={styles.addButton} onClick={add} disabled={soldOut}>
          Add to Cart
        </button>
        <button type="button" className={styles.buyButton} onClick={buyNow} disabled={soldOut}>
          Buy Now
        </button>
      </div>
      {batteryText ? (
        <section className={product.battery?.supply === "external" ? styles.batteryNeeded : styles.batteryIncluded} aria-labelledby="battery-need">
          <h2 id="battery-need" className={styles.batteryTitle}>
            <span aria-hidden="true">{product.battery?.supply === "external" ? "! " : "✓ "}</span>
            {batteryText}
          </h2>
          {product.battery?.supply === "built-in" ? (
            <p className={styles.batteryText}>The lithium battery is inside the unit: there is no separate battery to buy.</p>
          ) : battery ? (
            <>
              <p className={styles.batteryText} id="battery-offer">
                A compatible battery: <Link to={paths.product(battery.id)}>{battery.product_name}</Link>, {formatRupees(battery.product_discountedPrice)}
                {battery.product_stock > 0 ? "" : " (out of stock just now)"}. Together{" "}
                <strong>{formatRupees(product.product_discountedPrice + battery.product_discountedPrice)}</strong>.
              </p>
              <button type="button" className={styles.batteryButton} onClick={addWithBattery} disabled={soldOut || battery.product_stock <= 0} aria-describedby="battery-offer">
                Add with a compatible battery
              </button>
            </>
          ) : (
            <p className={styles.batteryText}>
              We have no battery bank of this voltage in the shop just now: <Link to={paths.contact}>ask us</Link> for one that fits.
            </p>
          )}
        </section>
      ) : null}
      <p role="status" className={status?.kind === "refused" ? styles.statusRefused : styles.statusAdded}>
        {status ? (
          <>
            {status.text}{" "}
            {status.kind === "added" ? <Link to={paths.cart}>View cart</Link> : null}
          </>
        ) : null}
      </p>
      <div className={styles.stickyBar} data-shown={barShown ? "" : undefined} inert={!barShown} aria-hidden={!barShown}>
        <div className={styles.stickyInner}>
          <p className={styles.stickyText}>
            <span className={styles.stickyName}>{product.product_name}</span>
            <span className={styles.stickyPrice}>
              <span className="visually-hidden">Price: </span>
              {formatRupees(product.product_discountedPrice)}
            </span>
          </p>
          <button type="button" className={styles.addButton} onClick={add} disabled={soldOut}>
            Add to Cart
          </button>
          <button type="button" className={styles.buyButton} onClick={buyNow} disabled={soldOut}>
            Buy Now
          </button>
        </div>
        {status?.kind === "added" ? (
          <p className={styles.stickyNote} aria-hidden="true">
            ✓ Added. <Link to={paths.cart} tabIndex={barShown ? undefined : -1}>View cart</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Whether the bar is up: once the page's own Add to Cart and Buy Now have scrolled up out of view,
 * and never over the footer (its links and addresses stay readable on a phone). Nothing shows
 * before the scripts run, so the first paint has no bar and nothing moves.
 */
function useBarShown(actions: React.RefObject<HTMLDivElement | null>): boolean {
  const [passed, setPassed] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const target = actions.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    // Under the sticky site header counts as scrolled away. The root reaches far below the screen, so buttons not yet
    // reached count as in view and any scroll past them, a jump to an anchor included, crosses the edge once.
    const header = document.querySelector("header");
    const covered = header && ["sticky", "fixed"].includes(getComputedStyle(header).position) ? Math.round(header.getBoundingClientRect().height) : 0;
    const onActions = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPassed(!entry.isIntersecting);
      },
      { rootMargin: `-${covered}px 0px 100000px 0px` },
    );
    onActions.observe(target);
    const footer = document.querySelector("footer");
    const onFooter = new IntersectionObserver(([entry]) => setFooterInView(Boolean(entry?.isIntersecting)));
    if (footer) onFooter.observe(footer);
    return () => {
      onActions.disconnect();
      onFooter.disconnect();
    };
  }, [actions]);
  return passed && !footerInView;
}
