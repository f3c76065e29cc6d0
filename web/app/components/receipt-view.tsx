import { useState } from "react";
import { formatRupees } from "@urjavolt/contract/money";
import { RECEIPT_PDF_FAILED, type ReceiptPdfData, TEST_RECEIPT_NOTE, customerRows, downloadReceiptPdf, receiptRows } from "../lib/receipt-pdf";
import styles from "./receipt-view.module.css";

/**
 * A payment receipt on screen (docs/requirements/online-shop.md §2: the checkout's and the standalone payment's
 * receipt modals): the payment, the customer, the order lines and totals when there are any, and
 * a refund notice when the server flagged one. The PDF holds the same rows.
 */
export function ReceiptView({ receipt }: { receipt: ReceiptPdfData }) {
  const lines = receipt.product_data ?? [];
  return (
    <div className={styles.receipt}>
      <p className={styles.paid}>
        <span aria-hidden="true">✓ </span>
        {receipt.test ? "Test payment recorded: " : "Payment received: "}
        <strong>{formatRupees(receipt.amount)}</strong>
      </p>
      {receipt.test ? (
        <p className={styles.notice} role="note">
          <strong>{TEST_RECEIPT_NOTE}</strong>
        </p>
      ) : null}
      {receipt.notice ? (
        <p className={styles.notice} role="note">
          {receipt.notice}
        </p>
      ) : null}
      <Rows title="Payment" rows={receiptRows(receipt)} />
      <Rows title="Customer" rows={customerRows(receipt)} />
      {lines.length > 0 ? (
        <section className={styles.section} aria-label="Items">
          <h3 className={styles.heading}>Items</h3>
          <ul className={styles.lines}>
            {lines.map((line, index) => (
              <li key={`${line.product_name}-${index}`} className={styles.line}>
                <span>{line.product_name}</span>
                <span className={styles.lineAmount}>
                  {formatRupees(line.price)} × {line.quantity}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className={styles.totals}>
        {receipt.subtotal !== undefined ? (
          <div className={styles.totalRow}>
            <dt>Subtotal</dt>
            <dd>{formatRupees(receipt.subtotal)}</dd>
          </div>
        ) : null}
        {receipt.coupon_code ? (
          <div className={styles.totalRow}>
            <dt>Coupon code</dt>
            <dd>{receipt.coupon_code}</dd>
          </div>
        ) : null}
        {receipt.discount !== undefined && receipt.discount > 0 ? (
          <div className={styles.totalRow}>
            <dt>Discount</dt>
            <dd className={styles.discount}>-{formatRupees(receipt.discount)}</dd>
          </div>
        ) : null}
        {receipt.exchange !== undefined && receipt.exchange > 0 ? (
          <div className={styles.totalRow}>
            <dt>Old battery exchange, confirmed at pickup</dt>
            <dd className={styles.discount}>-{formatRupees(receipt.exchange)}</dd>
          </div>
        ) : null}
        <div className={`${styles.totalRow} ${styles.amount}`}>
          <dt>Amount</dt>
          <dd>{formatRupees(receipt.amount)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Rows({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Download PDF Receipt": builds the PDF on demand; the spec's alert when that fails. `siteUrl`: SITE_URL, printed at its foot. */
export function DownloadReceiptButton({ receipt, siteUrl, className }: { receipt: ReceiptPdfData; siteUrl: string; className?: string }) {
  const [building, setBuilding] = useState(false);
  async function download() {
    if (building) return;
    setBuilding(true);
    try {
      // jsPDF itself is fetched only now (receipt-pdf imports it on demand).
      await downloadReceiptPdf(receipt, siteUrl);
    } catch {
      window.alert(RECEIPT_PDF_FAILED);
    } finally {
      setBuilding(false);
    }
  }
  return (
    <button type="button" className={className} onClick={() => void download()} aria-disabled={building || undefined}>
      {building ? "Preparing PDF..." : "Download PDF Receipt"}
    </button>
  );
}
