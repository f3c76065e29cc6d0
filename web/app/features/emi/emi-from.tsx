import { Link } from "react-router";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import styles from "./emi-from.module.css";

/**
 * The product page's "EMI from ₹X/month" line (decision 022). The figure is worked out by the
 * page's loader from the shop's EMI plans (`lowestEmiFrom`), so the page's script carries no EMI
 * code; the route shows this only when a plan takes the price. The link opens the calculator on
 * the price over the tenure that gives the figure.
 */
export function EmiFrom({ monthly, months, price }: { monthly: number; months: number; price: number }) {
  return (
    <p className={styles.from}>
      EMI from <strong>{formatRupees(monthly)}/month</strong>.{" "}
      <Link to={paths.emiCalculator(price, months)}>See EMI options</Link>
    </p>
  );
}
