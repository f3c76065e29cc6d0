import { Link } from "react-router";
import type { EmiLine } from "@urjavolt/contract/emi-rules";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import styles from "./emi-from.module.css";

/**
 * The product page's EMI line (decisions 022 and 045): "No-cost EMI from ₹8,167/month for 6
 * months" when a no-cost plan takes the price, else "EMI from ₹2,399/month for 24 months". The
 * figure is worked out by the page's loader from the shop's EMI plans (`emiLine`), so the page's
 * script carries no EMI code; the route shows this only when a plan takes the price. The link opens
 * the calculator on the price over the tenure that gives the figure.
 */
export function EmiFrom({ line, price }: { line: EmiLine; price: number }) {
  const months = `${line.months} ${line.months === 1 ? "month" : "months"}`;
  return (
    <p className={styles.from}>
      {line.noCost ? "No-cost EMI from " : "EMI from "}
      <strong>{formatRupees(line.monthly)}/month</strong> for {months}.{" "}
      <Link to={paths.emiCalculator(price, line.months)}>
        See EMI options <span className="visually-hidden">on {formatRupees(price)}</span>
      </Link>
    </p>
  );
}
