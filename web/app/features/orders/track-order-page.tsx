import { useEffect, useRef } from "react";
import { formatRupees } from "@urjavolt/contract/money";
import { orderStatusLabels } from "@urjavolt/contract/orders-admin";
import { type BookedInstallation, installationPaymentLabels } from "@urjavolt/contract/installation";
import { visitSlotText } from "@urjavolt/contract/service-visits";
import { type TrackedOrder, TrackOrderRequestSchema, trackedRefundLabels, trackingMessages } from "@urjavolt/contract/orders-tracking";
import { paths } from "@urjavolt/contract/paths";
import { TextField } from "../../components/form-field";
import { defineForm, useRouteForm } from "../../lib/route-form";
import formCard from "../../components/form-card.module.css";
import { StatusCard, StatusCards, StatusHeading, StatusList, StatusMeta, StatusNote } from "../../components/status-card";
import styles from "./track-order.module.css";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { useRefocus } from "../../lib/use-refocus";

/** The lookup form, for the page and its action. */
export const trackOrderForm = defineForm({
  name: "track",
  schema: TrackOrderRequestSchema,
  initial: { order_number: "", contact: "" },
  fallback: trackingMessages.fallback,
});

const formId = "track-order-form";

/**
 * Guest order tracking (docs/architecture.md, Order tracking): order number plus the checkout e-mail or mobile, or a signed
 * link from the order's e-mail, which arrives with the order already in the page. The lookup posts
 * to the page's action (route-form.ts), so it works without JavaScript too.
 */
/** `refused`: why the page's link opened no order (forged or unknown, or past its lifetime, decision 036). */
export function TrackOrderPage({ initialOrder, refused }: { initialOrder: TrackedOrder | null; refused: "invalid" | "expired" | null }) {
  const form = useRouteForm<typeof trackOrderForm.schema, typeof trackOrderForm.initial, TrackedOrder>(trackOrderForm, {
    action: paths.trackOrder,
    anchor: formId,
    lookup: true,
  });
  const { outcome } = form;
  // The lookup's answer replaces the linked order; a refusal about a field shows beside it only.
  const order = outcome ? (outcome.status === "done" ? outcome.result : null) : initialOrder;
  const linkFailure = refused === "expired" ? trackingMessages.linkExpired : refused === "invalid" ? trackingMessages.linkInvalid : undefined;
  const failure = outcome ? (outcome.status === "refused" && !outcome.aboutFields ? outcome.message : undefined) : linkFailure;
  const resultRef = useRef<HTMLElement>(null);
  const focusResult = useRefocus(resultRef);
  useEffect(() => {
    if (outcome?.status === "done") focusResult();
  }, [outcome, focusResult]);

  // An order opened by its link (the receipt's, the e-mail's) comes first; a lookup's answer follows its form.
  const linked = order !== null && !outcome;
  const view = order ? <OrderView order={order} ref={resultRef} /> : null;

  return (
    <StatusCards>
      {linked ? view : null}
      <form id={formId} className={formCard.card} {...form.formProps} aria-labelledby="track-form-title">
        <h2 id="track-form-title" className={formCard.title}>
          Find your order
        </h2>
        <p className={formCard.intro}>Your order number is on your receipt and in the confirmation e-mail, e.g. UV-2026-000123.</p>
        <div className={formCard.fields}>
          <TextField
            label="Order number"
            required
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={40}
            {...form.field("order_number")}
          />
          <TextField
            label="E-mail or mobile used at checkout"
            required
            autoComplete="email"
            maxLength={254}
            {...form.field("contact")}
          />
        </div>
        {failure ? <StatusNote tone="alert">{failure}</StatusNote> : null}
        <button type="submit" className={styles.submit} disabled={form.sending}>
          {form.sending ? "Looking up..." : "Track Order"}
        </button>
      </form>
      {linked ? null : view}
    </StatusCards>
  );
}

function OrderView({ order, ref }: { order: TrackedOrder; ref: React.Ref<HTMLElement> }) {
  return (
    <StatusCard ref={ref} focusable titleId="tracked-order-title" title={`Order ${order.number}`} status={orderStatusLabels[order.status]}>
      <StatusMeta>
        Placed {formatIndiaDateTime(order.createdAt)} by {order.fullName}, delivering to {order.city}, {order.state} {order.pincode}
        {order.receiptNumber ? `. Receipt ${order.receiptNumber}` : ""}.
      </StatusMeta>
      {order.test ? <StatusNote>TEST ORDER: paid through the shop&apos;s test payment gateway. No money was taken and nothing will be delivered.</StatusNote> : null}
      {order.needsRefund ? <StatusNote>Part of this order could not be fulfilled; a refund to your original payment method is on its way.</StatusNote> : null}

      <StatusHeading>Items</StatusHeading>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={styles.number}>
                Price
              </th>
              <th scope="col" className={styles.number}>
                Qty
              </th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={`${line.productName}-${index}`}>
                <td>{line.productName}</td>
                <td className={styles.number}>{formatRupees(line.unitPrice)}</td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{formatRupees(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
        </div>
        {order.couponCode ? (
          <div>
            <dt>
              Coupon {order.couponCode}
              {order.couponDescription ? ` (${order.couponDescription})` : ""}
            </dt>
            <dd>-{formatRupees(order.discount)}</dd>
          </div>
        ) : null}
        {order.exchange ? (
          <div>
            <dt>Old battery exchange, confirmed at pickup</dt>
            <dd>-{formatRupees(order.exchange)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd>{order.shipping > 0 ? formatRupees(order.shipping) : "Free"}</dd>
        </div>
        {order.installation ? (
          <div>
            <dt>Installation</dt>
            <dd>{order.installation.feePaise > 0 ? formatRupees(order.installation.feePaise / 100) : "Free"}</dd>
          </div>
        ) : null}
        <div className={styles.grand}>
          <dt>Total</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
      </dl>

      {order.installation ? (
        <>
          <StatusHeading>Installation</StatusHeading>
          <p>{installationStatusText(order.installation)}</p>
        </>
      ) : null}

      {order.installationPayment ? (
        <>
          <StatusHeading>Payment</StatusHeading>
          <p>{installationPaymentText(order.installationPayment, order.status, order.total)}</p>
        </>
      ) : null}

      <StatusHeading>History</StatusHeading>
      <StatusList ordered>
        {order.history.map((event, index) => (
          <li key={`${event.status}-${index}`}>
            <strong>{orderStatusLabels[event.status]}</strong> <time dateTime={event.at}>{formatIndiaDateTime(event.at)}</time>
          </li>
        ))}
      </StatusList>

      {order.refunds.length > 0 ? (
        <>
          <StatusHeading>Refunds</StatusHeading>
          <StatusMeta>
            {formatRupees(order.refunded)} of {formatRupees(order.total)} refunded to your original payment method.
          </StatusMeta>
          <StatusList>
            {order.refunds.map((refund, index) => (
              <li key={`${refund.at}-${index}`}>
                <strong>{formatRupees(refund.amount)}</strong>: {trackedRefundLabels[refund.status]} (<time dateTime={refund.at}>{formatIndiaDateTime(refund.at)}</time>)
                {refund.creditNote ? (
                  <>
                    {" "}
                    <a href={refund.creditNote.url} download>
                      Download credit note {refund.creditNote.number} (PDF)
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </StatusList>
        </>
      ) : null}

      {order.invoiceUrl ? (
        <>
          <StatusHeading>Tax invoice</StatusHeading>
          <StatusMeta>GST tax invoice {order.invoiceNumber}, issued with your payment.</StatusMeta>
          <a className={styles.submit} href={order.invoiceUrl} download>
            Download Tax Invoice (PDF)
          </a>
        </>
      ) : null}
    </StatusCard>
  );
}

/** Paid on installation in words (decision 059): what is due and by when, the link sent, or how it was paid. */
export function installationPaymentText(payment: NonNullable<TrackedOrder["installationPayment"]>, status: TrackedOrder["status"], total: number): string {
  if (payment.state === "paid_link") return `${installationPaymentLabels.paid_link}: ${formatRupees(total)}. Your GST tax invoice is below.`;
  if (payment.state === "paid_cash") return `${installationPaymentLabels.paid_cash}: ${formatRupees(total)}, against a receipt. Your GST tax invoice is below.`;
  if (status === "cancelled" || status === "expired") return "Nothing was charged: the order was cancelled before it was paid.";
  const by = formatIndiaDateTime(payment.dueBy);
  if (payment.state === "link_sent") return `${installationPaymentLabels.link_sent} to your mobile: please pay ${formatRupees(total)} by ${by}.`;
  return `${installationPaymentLabels.due}: you pay ${formatRupees(total)} after our technician has installed your order, by a payment link sent to your mobile or in cash. Pay by ${by}; if it is not installed by then, the order is cancelled.`;
}

/** The booked installation in words (decision 057): its day and two-hour slot, and how it stands. */
export function installationStatusText(installation: BookedInstallation): string {
  const slot = visitSlotText(installation.from, installation.to);
  if (installation.status === "done") return `Installed by our technician (${slot}). Your warranty is registered: see the e-mail we sent.`;
  if (installation.status === "cancelled") return `The installation booked for ${slot} was called off.`;
  return `Our technician will install it on ${slot}, and calls before coming.`;
}
