import { Trans } from "@lingui/react/macro";
import { RECENT_ORDER_DAYS, recentOrdersShown } from "@urjavolt/contract/orders-recent";
import styles from "./recent-orders.module.css";

/** The shop's shopper counter: paid orders in the last week, as counted by the server, in the page's language. */
export function RecentOrders({ count, days = RECENT_ORDER_DAYS }: { count: number; days?: number }) {
  const step = recentOrdersShown(count);
  if (step === 0) return null;
  const orders = step.toLocaleString("en-IN");
  return (
    <p className={styles.note}>
      <span className={styles.dot} aria-hidden="true" />
      <Trans>
        {orders}+ orders placed in the last {days} days
      </Trans>
    </p>
  );
}
