import type { AccountOrderLine } from "@urjavolt/contract/accounts";
import styles from "./account-units.module.css";

/**
 * An order's lines on the account page (decision 052); a battery's or an inverter's offers the
 * warranty form filled in with what the order knows. The serial is on the unit, not the order, so
 * registering stays the customer's step (a serial registered twice is refused there).
 */
export function OrderLines({ lines }: { lines: readonly AccountOrderLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className={styles.lines}>
      {lines.map((line, index) => (
        <li key={`${index}-${line.name}`} className={styles.line}>
          <span>
            {line.name} × {line.quantity}
          </span>
          {line.registerPath ? (
            // A plain link: the warranty page reads the filled-in values from its address, as the server renders it.
            <a href={line.registerPath} className={styles.lineAction} aria-label={`Register this product: ${line.name}`}>
              Register this product
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
