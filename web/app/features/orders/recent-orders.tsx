import { RECENT_ORDER_DAYS, recentOrdersText } from "@urjavolt/contract/orders-recent";
import styles from "./recent-orders.module.css";

/** The shop's shopper counter: paid orders in the last week, as counted by the server. */
export function RecentOrders({ count, days = RECENT_ORDER_DAYS }: { count: number; days?: number }) {
  const text = recentOrdersText(count, days);
  if (!text) return null;
  return (
    <p className={styles.note}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
