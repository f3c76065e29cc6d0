import type { WarrantyStatus } from "@urjavolt/contract/warranty";
import styles from "./account-units.module.css";

/** A warranty's status as a badge: green while it covers the unit, amber while we check it (Pending), red once ended or refused. */
export function WarrantyBadge({ status }: { status: WarrantyStatus }) {
  const tone = status === "Active" ? styles.active : status === "Pending" ? styles.pending : styles.ended;
  return <span className={`${styles.badge} ${tone}`}>Warranty: {status}</span>;
}
