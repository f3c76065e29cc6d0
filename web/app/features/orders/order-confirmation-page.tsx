import { visitSlotText } from "@urjavolt/contract/service-visits";
import { installationStatusText } from "./track-order-page";
import { Link } from "react-router";
import { formatIndiaDateTime, formatShortDayDate } from "@urjavolt/contract/dates";
import { DELIVERY_BUSINESS_DAYS, deliveryDaysText } from "@urjavolt/contract/delivery-rules";
import { formatRupees } from "@urjavolt/contract/money";
import { orderStatusLabels } from "@urjavolt/contract/orders-admin";
import { type OrderConfirmation, confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { trackingPagePath } from "@urjavolt/contract/orders-tracking";
import { paths } from "@urjavolt/contract/paths";
import {
  ConfirmationPage,
  ConfirmationSection,
  ConfirmationThanks,
  type NextStep,
  NextSteps,
  confirmationStyles as styles,
} from "../../components/confirmation";
import { DownloadReceiptButton, ReceiptView } from "../../components/receipt-view";
import { StatusNote } from "../../components/status-card";
import { shopReceiptData } from "./shop-receipt";

/**
 * The page after paying for an order (decision 023): the thanks with the order number and total,
 * the receipt and tax invoice downloads and the tracking link, what happens next (dispatch,
 * delivery by the pincode's region, the warranty), and the receipt itself.
 */
export function OrderConfirmationPage({ confirmation, siteUrl }: { confirmation: OrderConfirmation; siteUrl: string }) {
  const { order, receipt } = confirmation;
  const receiptData = shopReceiptData(receipt);
  const refunded = receipt.refund_due;
  return (
    <ConfirmationPage>
      <ConfirmationThanks
        title={refunded ? `Order ${order.number}: your payment is being refunded` : confirmationMessages.heading}
        lead={
          <>
            Order <strong>{order.number}</strong>: {formatRupees(order.total)} paid on {formatIndiaDateTime(receipt.date)}. We have sent the
            receipt{order.invoiceNumber ? " and your tax invoice" : ""} to <strong>{receipt.email}</strong>.
          </>
        }
      >
        {receiptData.notice ? <StatusNote>{receiptData.notice}</StatusNote> : null}
        <div className={styles.actions}>
          <DownloadReceiptButton receipt={receiptData} siteUrl={siteUrl} className={styles.primary} />
          {order.invoiceUrl ? (
            <a className={styles.secondary} href={order.invoiceUrl} download>
              Download Tax Invoice (PDF)
            </a>
          ) : null}
          <Link className={styles.secondary} to={trackingPagePath(order.token)}>
            Track this order
          </Link>
        </div>
      </ConfirmationThanks>

      {refunded ? null : <NextSteps steps={nextSteps(confirmation)} />}

      <ConfirmationSection id="receipt-title" title="Your receipt">
        <ReceiptView receipt={receiptData} />
      </ConfirmationSection>
    </ConfirmationPage>
  );
}

/** Dispatch and delivery while the order waits to be sent, its status after that; then the warranty. */
function nextSteps({ order, delivery }: OrderConfirmation): NextStep[] {
  const steps: NextStep[] = [];
  if (delivery) {
    const region = DELIVERY_BUSINESS_DAYS[delivery.region];
    steps.push(
      {
        title: `Dispatch by ${formatShortDayDate(delivery.dispatchBy)}`,
        text: "We pack and dispatch paid orders within 48 hours (Monday to Saturday). We will e-mail you the courier's name and tracking number.",
      },
      {
        title: `Delivery expected ${formatShortDayDate(delivery.from)} to ${formatShortDayDate(delivery.to)}`,
        text: (
          <>
            Pincode {order.pincode} is in {region.label}, where delivery usually takes {deliveryDaysText(delivery.region)} after dispatch. This is an
            estimate: holidays and weather can delay it. See our <Link to={paths.shipping}>shipping policy</Link>.
          </>
        ),
      },
    );
  } else {
    steps.push({
      title: `Status: ${orderStatusLabels[order.status]}`,
      text: (
        <>
          Follow your order on its <Link to={trackingPagePath(order.token)}>tracking page</Link>.
        </>
      ),
    });
  }
  if (order.installation && order.installation.status !== "cancelled") {
    steps.push({
      title: `Installation ${visitSlotText(order.installation.from, order.installation.to)}`,
      text: `${installationStatusText(order.installation)} When it is fitted, we register each unit's warranty for you and e-mail its certificate.`,
    });
    return steps;
  }
  steps.push({
    title: "Register your warranty",
    text: (
      <>
        When your product arrives, <Link to={paths.warranty}>register its warranty</Link> with the serial number on the unit&apos;s label
        {order.invoiceNumber ? ` and this order's tax invoice (${order.invoiceNumber})` : ""}. Your certificate is ready once we have checked the invoice.
      </>
    ),
  });
  return steps;
}
