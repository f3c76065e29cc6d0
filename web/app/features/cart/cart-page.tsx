import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { addToCart, cartTotals, lineTotalPaise, removeFromCart, setQuantity } from "@urjavolt/contract/cart";
import { stockStatus } from "@urjavolt/contract/catalogue-rules";
import { formatRupees, paiseToRupees } from "@urjavolt/contract/money";
import { QuantityStepper } from "../../components/quantity-stepper";
import { SafeImage } from "../../components/safe-image";
import { readCart, updateCart, useCart, writeCart } from "../../lib/cart-store";
import { paths } from "@urjavolt/contract/paths";
import { type CartBatteryNote, type CartCatalogueEntry, type CartLineView, batteryNote, problemText, refreshLines, reviewCart, sameLines } from "./cart-lines";
import styles from "./cart-page.module.css";
import { useHydrated } from "../../lib/use-hydrated";
import { useLocalize } from "../../lib/i18n";
import { batteryNeedWords } from "../../lib/shop-words";


/**
 * The cart page (docs/requirements/online-shop.md §2 Cart, §4 Cart (page)). The cart lives in this browser's
 * storage, which the server cannot read: the server and the hydrating render show a loading
 * status, then the browser shows the stored lines at the catalogue's current prices and stock.
 */
export function CartPage({ catalogue }: { catalogue: CartCatalogueEntry[] }) {
  const { t } = useLingui();
  const localize = useLocalize();
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
          <Trans>Loading your cart…</Trans>
        </p>
        <noscript>
          <p className={styles.loading}>
            <Trans>Your cart is kept in this browser: please turn on JavaScript to see it.</Trans>
          </p>
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
            <Trans>Your cart is empty</Trans>
          </h2>
          <p className={styles.emptyText}>
            <Trans>Browse our inverters, batteries and accessories and add what you need.</Trans>
          </p>
          <Link to={localize(paths.shop)} className={styles.primary}>
            <Trans>Continue Shopping</Trans>
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
    const [name, stock] = [line.product_name, line.product_stock];
    if (quantity > line.quantity && quantity > stock) {
      window.alert(t`Cannot add more ${name} . Only ${stock} in stock!`);
      return;
    }
    // Lowering is always allowed, even while the line is still above today's stock.
    const limit = quantity < line.quantity ? Math.max(line.product_stock, quantity) : line.product_stock;
    const refusal = updateCart((current) => setQuantity(current, line.id, quantity, limit));
    if (refusal) {
      window.alert(refusal.reason === "over-stock" ? t`Cannot add more ${name} . Only ${stock} in stock!` : refusal.message);
      return;
    }
    if (quantity <= 0) removed(line);
    else setAnnouncement(t`${name}: quantity ${quantity}.`);
  };

  // The compatible battery, one per inverter in the line (decision 044).
  const addBattery = (line: CartLineView, note: CartBatteryNote) => {
    const offer = note.offer;
    if (!offer) return;
    const refusal = updateCart((current) => addToCart(current, offer, line.quantity));
    const [count, name, stock] = [line.quantity, offer.product_name, offer.product_stock];
    if (!refusal) setAnnouncement(t`Added ${count} × ${name} to your cart.`);
    else if (refusal.reason === "over-stock") window.alert(t`Cannot add more ${name} . Only ${stock} in stock!`);
    else if (refusal.reason === "out-of-stock") window.alert(t`${name} is out of stock`);
    else window.alert(refusal.message);
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
    const name = line.product_name;
    setAnnouncement(t`Removed ${name} from your cart.`);
    listHeading.current?.focus();
  };

  return (
    <div className={styles.page}>
      <BackLink />
      <div className={styles.layout}>
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className={styles.sectionTitle} ref={listHeading} tabIndex={-1}>
            <Trans>Items in your cart</Trans>
          </h2>
          <ul className={styles.list}>
            {lines.map((line) => (
              <CartItem key={line.id} line={line} onChange={change} onRemove={remove} battery={batteryNote(line, cart, byId)} onAddBattery={addBattery} />
            ))}
          </ul>
        </section>

        <section className={styles.summary} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={styles.sectionTitle}>
            <Trans>Order Summary</Trans>
          </h2>
          <dl className={styles.totals}>
            <div className={styles.row}>
              <dt>
                <Trans>Items</Trans>
              </dt>
              <dd>{totals.itemCount}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                <Trans>Subtotal</Trans>
              </dt>
              <dd>{formatRupees(paiseToRupees(totals.subtotalPaise))}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                <Trans>Shipping</Trans>
              </dt>
              <dd className={styles.free}>
                <Trans>Free</Trans>
              </dd>
            </div>
            <div className={`${styles.row} ${styles.total}`}>
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd>{formatRupees(paiseToRupees(totals.totalPaise))}</dd>
            </div>
          </dl>
          <p className={styles.taxNote}>
            <Trans>Prices include all taxes.</Trans>
          </p>
          {blocked ? (
            <p className={styles.blocked} id="cart-blocked">
              <Trans>Some items need your attention before checkout.</Trans>
            </p>
          ) : null}
          <div className={styles.summaryActions}>
            {blocked ? (
              <button type="button" className={styles.primary} disabled aria-describedby="cart-blocked">
                <Trans>Proceed to Checkout</Trans>
              </button>
            ) : (
              <Link to={localize(paths.checkout)} className={styles.primary}>
                <Trans>Proceed to Checkout</Trans>
              </Link>
            )}
            <Link to={localize(paths.shop)} className={styles.secondary}>
              <Trans>Continue Shopping</Trans>
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
  const localize = useLocalize();
  return (
    <Link to={localize(paths.home)} className={styles.back}>
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
      <Trans>Back to Home</Trans>
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
  const { i18n, t } = useLingui();
  const localize = useLocalize();
  const problem = problemText(line, i18n);
  const name = line.product_name;
  const stock = line.product_stock;
  const low = stockStatus(stock) === "low";
  const missing = line.problem === "missing";
  const titleId = `cart-line-${line.id}`;
  const unit = formatRupees(line.product_discountedPrice);
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <SafeImage className={styles.image} src={line.image} alt="" width={96} height={96} />
      <div className={styles.details}>
        <h3 className={styles.name} id={titleId}>
          {missing ? line.product_name : <Link to={localize(paths.product(line.id))}>{line.product_name}</Link>}
        </h3>
        {problem ? (
          <p className={styles.problem}>{problem}</p>
        ) : (
          <p className={low ? styles.stockLow : styles.stock}>{low ? t`Only ${stock} left - Order soon!` : t`In stock`}</p>
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
            label={t`Quantity of ${name}`}
            valueLabel={t`Quantity: `}
            decreaseLabel={t`Decrease quantity of ${name}`}
            increaseLabel={t`Increase quantity of ${name}`}
            onDecrease={() => onChange(line, line.quantity - 1)}
            onIncrease={() => onChange(line, line.quantity + 1)}
            increaseDisabled={line.problem === "out-of-stock"}
          />
        )}
        <button type="button" className={styles.remove} aria-label={t`Remove ${name}`} onClick={() => onRemove(line)}>
          <Trans>Remove</Trans>
        </button>
      </div>
      {missing ? null : (
        <p className={styles.subtotal}>
          <span className={styles.subtotalLabel}>
            <Trans>Subtotal</Trans>{" "}
          </span>
          {formatRupees(paiseToRupees(lineTotalPaise(line)))}
        </p>
      )}
    </li>
  );
}

/** Under an inverter: its battery built in, or the bank it needs and the compatible one to add (decision 044). */
function BatteryLine({ line, note, onAdd }: { line: CartLineView; note: CartBatteryNote; onAdd: (line: CartLineView, note: CartBatteryNote) => void }) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  const offerId = `cart-battery-${line.id}`;
  const need = batteryNeedWords(i18n, note.need);
  if (!note.offer && !note.fittingInCart) return <p className={styles.battery}>{need}</p>;
  const fitting = note.fittingInCart;
  return (
    <div className={styles.batteryNeeded}>
      <p className={styles.battery}>{need}</p>
      {note.fittingInCart ? (
        <p className={styles.batteryFits}>
          <span aria-hidden="true">✓ </span>
          <Trans>{fitting} in your cart fits it.</Trans>
        </p>
      ) : note.offer ? (
        <>
          <p className={styles.batteryOffer} id={offerId}>
            <Trans>
              Compatible: <Link to={localize(paths.product(note.offer.id))}>{note.offer.product_name}</Link>, {formatRupees(note.offer.product_discountedPrice)}
            </Trans>
            {note.offer.product_stock > 0 ? "" : <Trans> (out of stock just now)</Trans>}
          </p>
          <button type="button" className={styles.batteryButton} onClick={() => onAdd(line, note)} disabled={note.offer.product_stock <= 0} aria-describedby={offerId}>
            <Trans>Add with a compatible battery</Trans>
          </button>
        </>
      ) : null}
    </div>
  );
}
