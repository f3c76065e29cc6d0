import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { SHIPPING_LABEL, addToCart, cartTotals, lineTotalPaise, overStockMessage, removeFromCart, setQuantity } from "@urjavolt/contract/cart";
import { lowStockText } from "@urjavolt/contract/catalogue-rules";
import { formatRupees, paiseToRupees } from "@urjavolt/contract/money";
import { QuantityStepper } from "../../components/quantity-stepper";
import { SafeImage } from "../../components/safe-image";
import { readCart, updateCart, useCart, writeCart } from "../../lib/cart-store";
import { paths } from "@urjavolt/contract/paths";
import { type CartBatteryNote, type CartCatalogueEntry, type CartLineView, batteryNote, problemText, refreshLines, reviewCart, sameLines } from "./cart-lines";
import styles from "./cart-page.module.css";
import { useHydrated } from "../../lib/use-hydrated";


/**
 * The cart page (docs/requirements/online-shop.md §2 Cart, §4 Cart (page)). The cart lives in this browser's
 * storage, which the server cannot read: the server and the hydrating render show a loading
 * status, then the browser shows the stored lines at the catalogue's current prices and stock.
 */
export function CartPage({ catalogue }: { catalogue: CartCatalogueEntry[] }) {
  const hydrated = useHydrated();
  const cart = useCart();
  const byId = useMemo(() => new Map(catalogue.map((product) => [product.id, product])), [catalogue]);
  const lines = useMemo(() => reviewCart(cart, byId), [cart, byId]);
  const [announcement, setAnnouncement] = useState("");
  const listHeading = useRef<HTMLHeadingElement>(null);

  // Store today's names, prices and stock back, so the header, checkout and other tabs agree.
  useEffect(() => {
    const stored = readCart();
    const fresh = refreshLines(stored, byId);
    if (!sameLines(stored, fresh)) writeCart(fresh);
  }, [cart, byId]);

  if (!hydrated) {
    return (
      <div className={styles.page}>
        <BackLink />
        <p className={styles.loading} role="status">
          Loading your cart…
        </p>
        <noscript>
          <p className={styles.loading}>Your cart is kept in this browser: please turn on JavaScript to see it.</p>
        </noscript>
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className={styles.page}>
        <BackLink />
        <section className={styles.empty} aria-labelledby="cart-empty-title">
          <h2 id="cart-empty-title" className={styles.emptyTitle}>
            Your cart is empty
          </h2>
          <p className={styles.emptyText}>Browse our inverters, batteries and accessories and add what you need.</p>
          <Link to={paths.shop} className={styles.primary}>
            Continue Shopping
          </Link>
        </section>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    );
  }

  const orderable = lines.filter((line) => line.problem === null);
  const totals = cartTotals(orderable);
  const blocked = orderable.length !== lines.length;

  const change = (line: CartLineView, quantity: number) => {
    if (quantity > line.quantity && quantity > line.product_stock) {
      window.alert(overStockMessage(line.product_name, line.product_stock));
      return;
    }
    // Lowering is always allowed, even while the line is still above today's stock.
    const limit = quantity < line.quantity ? Math.max(line.product_stock, quantity) : line.product_stock;
    const refusal = updateCart((current) => setQuantity(current, line.id, quantity, limit));
    if (refusal) {
      window.alert(refusal.message);
      return;
    }
    if (quantity <= 0) removed(line);
    else setAnnouncement(`${line.product_name}: quantity ${quantity}.`);
  };

  // The compatible battery, one per inverter in the line (decision 044).
  const addBattery = (line: CartLineView, note: CartBatteryNote) => {
    const offer = note.offer;
    if (!offer) return;
    const refusal = updateCart((current) => addToCart(current, offer, line.quantity));
    if (refusal) window.alert(refusal.message);
    else setAnnouncement(`Added ${line.quantity} × ${offer.product_name} to your cart.`);
  };

  const remove = (line: CartLineView) => {
    updateCart((current) => ({
      cart: removeFromCart(current, line.id),
      refusal: null,
    }));
    removed(line);
  };

  // The removed line's buttons are gone: focus goes to the list's heading, and the change is announced.
  const removed = (line: CartLineView) => {
    setAnnouncement(`Removed ${line.product_name} from your cart.`);
    listHeading.current?.focus();
  };

  return (
    <div className={styles.page}>
      <BackLink />
      <div className={styles.layout}>
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className={styles.sectionTitle} ref={listHeading} tabIndex={-1}>
            Items in your cart
          </h2>
          <ul className={styles.list}>
            {lines.map((line) => (
              <CartItem key={line.id} line={line} onChange={change} onRemove={remove} battery={batteryNote(line, cart, byId)} onAddBattery={addBattery} />
            ))}
          </ul>
        </section>

        <section className={styles.summary} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={styles.sectionTitle}>
            Order Summary
          </h2>
          <dl className={styles.totals}>
            <div className={styles.row}>
              <dt>Items</dt>
              <dd>{totals.itemCount}</dd>
            </div>
            <div className={styles.row}>
              <dt>Subtotal</dt>
              <dd>{formatRupees(paiseToRupees(totals.subtotalPaise))}</dd>
            </div>
            <div className={styles.row}>
              <dt>Shipping</dt>
              <dd className={styles.free}>{SHIPPING_LABEL}</dd>
            </div>
            <div className={`${styles.row} ${styles.total}`}>
              <dt>Total</dt>
              <dd>{formatRupees(paiseToRupees(totals.totalPaise))}</dd>
            </div>
          </dl>
          <p className={styles.taxNote}>Prices include all taxes.</p>
          {blocked ? (
            <p className={styles.blocked} id="cart-blocked">
              Some items need your attention before checkout.
            </p>
          ) : null}
          <div className={styles.summaryActions}>
            {blocked ? (
              <button type="button" className={styles.primary} disabled aria-describedby="cart-blocked">
                Proceed to Checkout
              </button>
            ) : (
              <Link to={paths.checkout} className={styles.primary}>
                Proceed to Checkout
              </Link>
            )}
            <Link to={paths.shop} className={styles.secondary}>
              Continue Shopping
            </Link>
          </div>
        </section>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

/** The spec's back button: to the home page. */
function BackLink() {
  return (
    <Link to={paths.home} className={styles.back}>
      <svg
        width={18}
        height={18}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="m15 18-6-6 6-6" />
      </svg>
      Back to Home
    </Link>
  );
}

function CartItem({
  line,
  onChange,
  onRemove,
  battery,
  onAddBattery,
}: {
  line: CartLineView;
  onChange: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
  battery: CartBatteryNote | null;
  onAddBattery: (line: CartLineView, note: CartBatteryNote) => void;
}) {
  const problem = problemText(line);
  const missing = line.problem === "missing";
  const titleId = `cart-line-${line.id}`;
  const unit = formatRupees(line.product_discountedPrice);
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <SafeImage className={styles.image} src={line.image} alt="" width={96} height={96} />
      <div className={styles.details}>
        <h3 className={styles.name} id={titleId}>
          {missing ? line.product_name : <Link to={paths.product(line.id)}>{line.product_name}</Link>}
        </h3>
        {problem ? (
          <p className={styles.problem}>{problem}</p>
        ) : (
          <p className={lowStockText(line.product_stock) ? styles.stockLow : styles.stock}>{lowStockText(line.product_stock) ?? "In stock"}</p>
        )}
        {missing ? null : (
          <p className={styles.unit}>
            {unit} × {line.quantity}
          </p>
        )}
        {battery && !missing ? <BatteryLine line={line} note={battery} onAdd={onAddBattery} /> : null}
      </div>
      <div className={styles.controls}>
        {missing ? null : (
          <QuantityStepper
            value={line.quantity}
            label={`Quantity of ${line.product_name}`}
            valueLabel="Quantity: "
            decreaseLabel={`Decrease quantity of ${line.product_name}`}
            increaseLabel={`Increase quantity of ${line.product_name}`}
            onDecrease={() => onChange(line, line.quantity - 1)}
            onIncrease={() => onChange(line, line.quantity + 1)}
            increaseDisabled={line.problem === "out-of-stock"}
          />
        )}
        <button type="button" className={styles.remove} aria-label={`Remove ${line.product_name}`} onClick={() => onRemove(line)}>
          Remove
        </button>
      </div>
      {missing ? null : (
        <p className={styles.subtotal}>
          <span className={styles.subtotalLabel}>Subtotal </span>
          {formatRupees(paiseToRupees(lineTotalPaise(line)))}
        </p>
      )}
    </li>
  );
}

/** Under an inverter: its battery built in, or the bank it needs and the compatible one to add (decision 044). */
function BatteryLine({ line, note, onAdd }: { line: CartLineView; note: CartBatteryNote; onAdd: (line: CartLineView, note: CartBatteryNote) => void }) {
  const offerId = `cart-battery-${line.id}`;
  if (!note.offer && !note.fittingInCart) return <p className={styles.battery}>{note.text}</p>;
  return (
    <div className={styles.batteryNeeded}>
      <p className={styles.battery}>{note.text}</p>
      {note.fittingInCart ? (
        <p className={styles.batteryFits}>
          <span aria-hidden="true">✓ </span>
          {note.fittingInCart} in your cart fits it.
        </p>
      ) : note.offer ? (
        <>
          <p className={styles.batteryOffer} id={offerId}>
            Compatible: <Link to={paths.product(note.offer.id)}>{note.offer.product_name}</Link>, {formatRupees(note.offer.product_discountedPrice)}
            {note.offer.product_stock > 0 ? "" : " (out of stock just now)"}
          </p>
          <button type="button" className={styles.batteryButton} onClick={() => onAdd(line, note)} disabled={note.offer.product_stock <= 0} aria-describedby={offerId}>
            Add with a compatible battery
          </button>
        </>
      ) : null}
    </div>
  );
}
