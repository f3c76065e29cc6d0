import { site } from "@urjavolt/contract/site";
import styles from "./online-payment.module.css";

/** Beside the payment form: where the card details go, and that a receipt follows. */
export function SecurityBadge() {
  return (
    <aside className={styles.badge} aria-labelledby="security-badge-title">
      <svg width={40} height={40} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" focusable="false">
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" />
        <path d="m8.5 12 2.5 2.5 4.5-5" />
      </svg>
      <div>
        <h2 id="security-badge-title" className={styles.badgeTitle}>
          Secure payment
        </h2>
        <p className={styles.badgeText}>
          Your card, UPI or bank details go straight to our payment partner over an encrypted connection; {site.brand} never sees or stores them. You get a
          receipt as soon as the payment is confirmed.
        </p>
      </div>
    </aside>
  );
}
