import { SHIPPING_LABEL } from "@urjavolt/contract/cart";
import type { AppliedCoupon } from "@urjavolt/contract/coupons";
import { formatRupees } from "@urjavolt/contract/money";
import { type PaymentMethod, paymentMethodLabels, paymentMethods as methodOrder } from "@urjavolt/contract/orders";
import { paths } from "@urjavolt/contract/paths";
import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { SafeImage } from "../../components/safe-image";
import type { CheckoutLine } from "./checkout-lines";
import { CouponSection } from "./coupon-section";
import styles from "./checkout.module.css";

/**
 * The order summary card: the cart's lines with what is wrong with them, the coupon, the totals and
 * the Place Order button that submits the shipping form (`formId`).
 */
export function OrderSummary({
  hydrated,
  lines,
  lineErrors,
  lineErrorsRef,
  coupon,
  onApplyCoupon,
  onRemoveCoupon,
  subtotal,
  discount,
  installationFee,
  installation,
  exchange,
  exchangeChoice,
  total,
  processing,
  note,
  formId,
  placeOrderRef,
  paymentMethods,
  payOnInstallation = false,
}: {
  hydrated: boolean;
  lines: CheckoutLine[];
  lineErrors: string[];
  lineErrorsRef: RefObject<HTMLDivElement | null>;
  coupon: AppliedCoupon | null;
  onApplyCoupon: (coupon: AppliedCoupon) => void;
  onRemoveCoupon: () => void;
  subtotal: number;
  discount: number;
  /** The installation's fee in rupees once chosen (decision 057); null when not chosen. */
  installationFee: number | null;
  /** The installation choice, under the coupon. */
  installation: ReactNode;
  /** The old battery's exchange as the price break-up's line (decision 058): its words and rupees off; null when none. */
  exchange?: { text: string; value: number } | null;
  /** The old battery's fields, under the installation. */
  exchangeChoice?: ReactNode;
  total: number;
  processing: boolean;
  note: string;
  formId: string;
  placeOrderRef: RefObject<HTMLButtonElement | null>;
  paymentMethods: PaymentMethod[] | null;
  /** Paying on installation was chosen (decision 059): nothing is paid now. */
  payOnInstallation?: boolean;
}) {
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.cardTitle}>
        Order Summary
      </h2>
      {!hydrated ? (
        <>
          <p className={styles.muted} role="status">
            Loading your cart…
          </p>
          <noscript>
            <p className={styles.muted}>Your cart is kept in this browser and card payment runs in it: please turn on JavaScript to check out.</p>
          </noscript>
        </>
      ) : lines.length === 0 ? (
        <div className={styles.emptyCart}>
          <p className={styles.muted}>Your cart is empty.</p>
          <Link to={paths.shop} className={styles.secondary}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <SafeImage className={styles.lineImage} src={line.image} alt="" width={64} height={64} />
              <div className={styles.lineText}>
                <p className={styles.lineName}>{line.product_name}</p>
                <p className={styles.lineUnit}>
                  {formatRupees(line.product_discountedPrice)} × {line.quantity}
                </p>
                {line.problem ? <p className={styles.lineProblem}>{line.problem}</p> : null}
              </div>
              <p className={styles.lineTotal}>{formatRupees(line.product_discountedPrice * line.quantity)}</p>
            </li>
          ))}
        </ul>
      )}
      {lineErrors.length > 0 ? (
        <div ref={lineErrorsRef} tabIndex={-1} className={styles.lineErrors} role="alert">
          {lineErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      {hydrated && lines.length > 0 ? <CouponSection lines={lines} applied={coupon} onApply={onApplyCoupon} onRemove={onRemoveCoupon} disabled={processing} /> : null}
      {installation}
      {exchangeChoice}

      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>Subtotal</dt>
          <dd>{formatRupees(subtotal)}</dd>
        </div>
        {coupon ? (
          <div className={styles.totalRow}>
            <dt>Discount ({coupon.code})</dt>
            <dd className={styles.discount}>-{formatRupees(discount)}</dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>Shipping</dt>
          <dd className={styles.free}>{SHIPPING_LABEL}</dd>
        </div>
        {installationFee !== null ? (
          <div className={styles.totalRow}>
            <dt>Installation</dt>
            <dd className={installationFee === 0 ? styles.free : undefined}>{installationFee === 0 ? "Free" : formatRupees(installationFee)}</dd>
          </div>
        ) : null}
        {exchange ? (
          <div className={styles.totalRow}>
            <dt>{exchange.text}</dt>
            <dd className={styles.discount}>-{formatRupees(exchange.value)}</dd>
          </div>
        ) : null}
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>Total</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
      <button ref={placeOrderRef} type="submit" form={formId} className={styles.placeOrder} disabled={processing}>
        {processing ? "Processing..." : payOnInstallation ? `Place Order: pay ${formatRupees(total)} on installation` : `Place Order ${formatRupees(total)}`}
      </button>
      <p className={styles.muted} role="status">
        {note}
      </p>
      {payOnInstallation ? null : <WaysToPay methods={paymentMethods} />}
      <p className={styles.secure}>
        <LockIcon /> Your information is secure: payment details go straight to our payment partner over an encrypted connection, and we never see or store
        your card details. Prices include all taxes.
      </p>
    </section>
  );
}

/**
 * The ways to pay the gateway offers this shop (decision 045), from the gateway itself; the buyer
 * chooses one in its window after Place Order. Nothing is named when the gateway cannot say.
 */
function WaysToPay({ methods }: { methods: PaymentMethod[] | null }) {
  if (!methods || methods.length === 0) return null;
  return (
    <div className={styles.payWays}>
      <h3 id="pay-ways-title" className={styles.payWaysTitle}>
        Ways to pay
      </h3>
      <ul className={styles.payWayList} aria-labelledby="pay-ways-title">
        {methodOrder
          .filter((method) => methods.includes(method))
          .map((method) => (
            <li key={method} className={styles.payWay}>
              {paymentMethodLabels[method]}
            </li>
          ))}
      </ul>
      <p className={styles.payWaysNote}>You choose how to pay in our payment partner&rsquo;s secure window after Place Order.</p>
    </div>
  );
}

function LockIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
