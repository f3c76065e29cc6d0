import { useState } from "react";
import { Link } from "react-router";
import type { EnquiryReceipt } from "@urjavolt/contract/enquiries";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { useHydrated } from "../../lib/use-hydrated";
import styles from "./enquiry-forms.module.css";

/**
 * What a filed complaint leaves the customer with (decision 047): the reference, large and
 * selectable as text (a copy button once scripts run), the ticket's own page by its signed link
 * ("Track this request"), and when our service team will call, from the ticket's SLA.
 */
export function ComplaintNextSteps({ receipt }: { receipt: EnquiryReceipt }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"" | "copied" | "failed">("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(receipt.reference);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div className={styles.nextSteps}>
      <p className={styles.referenceLabel} id="complaint-reference-label">
        Your reference
      </p>
      <p className={styles.referenceRow}>
        <span className={styles.reference} data-reference="">
          {receipt.reference}
        </span>
        {hydrated ? (
          <button type="button" className={styles.copyButton} onClick={() => void copy()}>
            {copied === "copied" ? "Copied" : "Copy"}
            <span className="visually-hidden"> the reference {receipt.reference}</span>
          </button>
        ) : null}
      </p>
      <p className={styles.copyNote} role="status">
        {copied === "copied" ? "Reference copied." : copied === "failed" ? "Could not copy: select the reference and copy it." : ""}
      </p>
      {receipt.callBy ? (
        <p className={styles.callBy}>
          Our service team will call you by <strong>{formatIndiaDateTime(receipt.callBy)}</strong>.
        </p>
      ) : null}
      {receipt.trackPath ? (
        <p>
          <Link to={receipt.trackPath} className={styles.trackLink}>
            Track this request
          </Link>
        </p>
      ) : null}
    </div>
  );
}
