import { Link } from "react-router";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { formatRupees } from "@urjavolt/contract/money";
import { type PaymentConfirmation, confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { paths } from "@urjavolt/contract/paths";
import { site } from "@urjavolt/contract/site";
import { ConfirmationPage, ConfirmationSection, ConfirmationThanks, NextSteps, confirmationStyles as styles } from "../../components/confirmation";
import { DownloadReceiptButton, ReceiptView } from "../../components/receipt-view";

/**
 * The page after a standalone payment (decision 023), the way an order's ends: the thanks with the
 * receipt number and amount, the receipt download, what happens next, and the receipt itself.
 */
export function PaymentConfirmationPage({ confirmation, siteUrl }: { confirmation: PaymentConfirmation; siteUrl: string }) {
  const { receipt } = confirmation;
  const phone = site.phones[0];
  return (
    <ConfirmationPage>
      <ConfirmationThanks
        title={confirmationMessages.paymentHeading}
        lead={
          <>
            Receipt <strong>{receipt.receipt_id}</strong>: {formatRupees(receipt.amount)} paid on {formatIndiaDateTime(receipt.date)}. We have sent the
            receipt to <strong>{receipt.email}</strong>.
          </>
        }
      >
        <div className={styles.actions}>
          <DownloadReceiptButton receipt={receipt} siteUrl={siteUrl} className={styles.primary} />
          <Link className={styles.secondary} to={paths.onlinePayment}>
            Make Another Payment
          </Link>
        </div>
      </ConfirmationThanks>

      <NextSteps
        steps={[
          {
            title: "Keep your receipt number",
            text: `Quote ${receipt.receipt_id} when you speak to our team or your dealer about this payment, for example to collect or install your purchase.`,
          },
          {
            title: "Questions about this payment?",
            text: (
              <>
                Call us on <a href={`tel:${phone.tel}`}>{phone.display}</a> or write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
              </>
            ),
          },
          {
            title: "Register your warranty",
            text: (
              <>
                Once your product is installed, <Link to={paths.warranty}>register its warranty</Link> with the serial number on the unit&apos;s label and
                your invoice.
              </>
            ),
          },
        ]}
      />

      <ConfirmationSection id="receipt-title" title="Your receipt">
        <ReceiptView receipt={receipt} />
      </ConfirmationSection>
    </ConfirmationPage>
  );
}
