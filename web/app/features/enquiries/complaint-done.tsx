import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { EnquiryReceipt } from "@urjavolt/contract/enquiries";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { useDateNames } from "../../lib/date-names";
import { useLocalize } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import styles from "./enquiry-forms.module.css";

/**
 * What a filed complaint leaves the customer with (decision 047): the reference, large and
 * selectable as text (a copy button once scripts run), the ticket's own page by its signed link
 * ("Track this request"), and when our service team will call, from the ticket's SLA. In the page's
 * language, the link to the request's page too (decision 056).
 */
export function ComplaintNextSteps({ receipt }: { receipt: EnquiryReceipt }) {
  const { t } = useLingui();
  const names = useDateNames();
  const localize = useLocalize();
  const reference = receipt.reference;
  const callBy = receipt.callBy ? formatIndiaDateTime(receipt.callBy, names) : undefined;
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
        <Trans>Your reference</Trans>
      </p>
      <p className={styles.referenceRow}>
        <span className={styles.reference} data-reference="">
          {receipt.reference}
        </span>
        {hydrated ? (
          <button type="button" className={styles.copyButton} onClick={() => void copy()}>
            {copied === "copied" ? t`Copied` : t`Copy`}
            <span className="visually-hidden">{` ${t`the reference ${reference}`}`}</span>
          </button>
        ) : null}
      </p>
      <p className={styles.copyNote} role="status">
        {copied === "copied" ? t`Reference copied.` : copied === "failed" ? t`Could not copy: select the reference and copy it.` : ""}
      </p>
      {callBy ? (
        <p className={styles.callBy}>
          <Trans>
            Our service team will call you by <strong>{callBy}</strong>.
          </Trans>
        </p>
      ) : null}
      {receipt.trackPath ? (
        <p>
          <Link to={localize(receipt.trackPath)} className={styles.trackLink}>
            <Trans>Track this request</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
