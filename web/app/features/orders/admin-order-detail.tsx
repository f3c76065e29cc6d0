import { installationPaymentLabels } from "@urjavolt/contract/installation";
import { formatRupees } from "@urjavolt/contract/money";
import {
  type AdminOrderDetail,
  type AdminOrderEvent,
  AdminOrderStatusChangeSchema,
  ORDER_NOTE_MAX,
  orderStatusLabels,
} from "@urjavolt/contract/orders-admin";
import { type ReactNode, useState } from "react";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { SelectField, TextAreaField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { formatAdminDateTime } from "../../lib/admin-format";
import { type Notice, type NoticeState, useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import { OrderRefunds } from "./admin-order-refunds";
import { OrderStatusBadge } from "./admin-orders";
import styles from "./admin-orders.module.css";
import { RecordHistory } from "../../components/admin/record-history";

type Line = AdminOrderDetail["lines"][number];

/**
 * One order: customer and delivery (with the buyer's GSTIN), lines and totals, payment ids and the
 * tax invoice, the status form (admins) and the history.
 */
export function AdminOrderDetailView({ initial, canChange }: { initial: AdminOrderDetail; canChange: boolean }) {
  const [order, setOrder] = useState(initial);
  const lineColumns: Column<Line>[] = [
    { key: "product", header: "Product", cell: (line) => line.productName },
    { key: "price", header: "Unit price", numeric: true, cell: (line) => formatRupees(line.unitPrice) },
    { key: "quantity", header: "Quantity", numeric: true, cell: (line) => line.quantity },
    { key: "total", header: "Line total", numeric: true, cell: (line) => formatRupees(line.lineTotal) },
  ];
  const customer: [string, ReactNode][] = [
    ["Name", order.fullName],
    ["E-mail", <a href={`mailto:${order.email}`}>{order.email}</a>],
    ["Mobile", <a href={`tel:${order.mobile}`}>{order.mobile}</a>],
    ["Address", order.address],
    ["City", order.city],
    ["State", order.state],
    ["Pin code", order.pincode],
  ];
  if (order.buyerGstin) customer.push(["GSTIN", <span className={styles.code}>{order.buyerGstin}</span>]);
  const payment: [string, ReactNode][] = [
    ["Gateway", order.test ? <strong className={styles.test}>TEST: test gateway, no money taken</strong> : "Razorpay"],
    ["Gateway order id", <span className={styles.code}>{order.gatewayOrderId}</span>],
    ["Payment id", order.paymentId ? <span className={styles.code}>{order.paymentId}</span> : "Not paid"],
    ...(order.installationPayment
      ? ([
          ["Pay on installation", installationPaymentLabels[order.installationPayment.state]],
          ["Payment due by", formatAdminDateTime(order.installationPayment.dueBy)],
          ...(order.installationPayment.linkUrl ? ([["Payment link", <span className={styles.code}>{order.installationPayment.linkUrl}</span>]] as [string, ReactNode][]) : []),
        ] as [string, ReactNode][])
      : []),
    ["Receipt", order.receiptNumber ?? "—"],
    ["Tax invoice", <TaxInvoice invoice={order.invoice} />],
    ["Paid", formatAdminDateTime(order.paidAt)],
    ["Placed", formatAdminDateTime(order.createdAt)],
  ];
  return (
    <div className={adminStyles.detail}>
      <ConsoleCard id="order-summary" title="Status and payment">
        {order.needsRefund ? (
          <p className={styles.refund}>
            <strong>Refund due.</strong> {order.refundReason ?? "The money was taken but the order cannot be fulfilled."}
          </p>
        ) : null}
        <dl className={adminStyles.fields}>
          <div>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          {payment.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {!order.needsRefund && order.refundReason ? (
            <div>
              <dt>Refund reason</dt>
              <dd>{order.refundReason}</dd>
            </div>
          ) : null}
        </dl>
      </ConsoleCard>

      <ConsoleCard id="order-lines" title="Items">
        <DataTable caption={`Items of order ${order.number}`} hideCaption columns={lineColumns} rows={order.lines} rowKey={(line) => line.position} />
        <dl className={styles.totals}>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
          {order.couponCode ? (
            <>
              <dt>
                Discount ({order.couponCode}
                {order.couponDescription ? `: ${order.couponDescription}` : ""})
              </dt>
              <dd>−{formatRupees(order.discount)}</dd>
            </>
          ) : null}
          {order.exchange ? (
            <>
              <dt>Old battery exchange, confirmed at pickup</dt>
              <dd>−{formatRupees(order.exchange)}</dd>
            </>
          ) : null}
          <dt>Shipping</dt>
          <dd>{order.shipping > 0 ? formatRupees(order.shipping) : "Free"}</dd>
          <dt className={styles.grandTotal}>Total</dt>
          <dd className={styles.grandTotal}>{formatRupees(order.total)}</dd>
        </dl>
      </ConsoleCard>

      <ConsoleCard id="order-customer" title="Customer and delivery">
        <dl className={adminStyles.fields}>
          {customer.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </ConsoleCard>

      <OrderRefunds order={order} canRefund={canChange} onChanged={setOrder} />

      {canChange ? <StatusForm order={order} onChanged={setOrder} /> : null}

      <RecordHistory
        id="order-history"
        empty="No changes yet."
        entries={order.history.map((event, index) => ({ key: `${event.at}-${index}`, at: event.at, who: event.by, what: describe(event), note: event.note }))}
      />
    </div>
  );
}

/** The invoice's number and its PDF; an order not paid, or paid but due a refund, has none. */
function TaxInvoice({ invoice }: { invoice: AdminOrderDetail["invoice"] }) {
  if (!invoice) return <>No tax invoice</>;
  return (
    <span className={styles.stack}>
      <span className={styles.code}>{invoice.number}</span>
      <a href={invoice.url} download>
        Download tax invoice (PDF)
      </a>
    </span>
  );
}

function describe(event: AdminOrderEvent): string {
  if (event.fromStatus === null) return "placed the order";
  if (event.fromStatus === event.toStatus) return "refunded part of the payment";
  if (event.toStatus === "paid") return "confirmed the payment";
  if (event.toStatus === "refunded") return "refunded the order";
  return `changed the status from ${orderStatusLabels[event.fromStatus]} to ${orderStatusLabels[event.toStatus]}`;
}

/** The fields as typed, as the API takes them. */
const statusChangeForm = defineForm({ name: "order-status", schema: AdminOrderStatusChangeSchema, initial: { status: "", note: "" }, fallback: "", toInput: (values) => values });

function StatusForm({ order, onChanged }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void }) {
  // The notice outlives the form, which starts again from each saved status.
  const notice = useState<Notice | null>(null);
  return (
    <ConsoleCard id="order-status" title="Change the status">
      <ConsoleNotice notice={notice[0]} />
      {order.nextStatuses.length === 0 ? (
        <p className={adminStyles.muted}>This order is {orderStatusLabels[order.status].toLowerCase()}: its status cannot change any more.</p>
      ) : (
        // The key starts the form again from the first next step once a change is saved.
        <StatusChangeForm key={`${order.status}-${order.history.length}`} order={order} onChanged={onChanged} notice={notice} />
      )}
    </ConsoleCard>
  );
}

function StatusChangeForm({ order, onChanged, notice }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void; notice: NoticeState }) {
  const form = useConsoleForm(statusChangeForm, {
    // The first next step is chosen to begin with.
    prefill: { status: order.nextStatuses[0] ?? "" },
    notice,
    send: (input) => adminRequest<AdminOrderDetail>(`orders/${order.id}/status`, { method: "POST", json: input }),
    done: (updated) => {
      onChanged(updated);
      return `Saved. Order ${updated.number} is now ${orderStatusLabels[updated.status].toLowerCase()}.`;
    },
    failure: "Could not change the status",
    keep: true,
  });

  return (
    <form {...form.formProps} className={adminStyles.statusForm}>
      <SelectField
        label="New status"
        required
        hint="Only the next steps of this order's lifecycle are offered. Cancelling an order that has not left puts its stock back; cancelling a paid one refunds it in full through the payment gateway."
        {...form.field("status")}
      >
        {order.nextStatuses.map((status) => (
          <option key={status} value={status}>
            {orderStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Note" maxLength={ORDER_NOTE_MAX} hint="Only staff see this, in the history (e.g. the courier and tracking number)." {...form.field("note")} />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Change status
        </SubmitButton>
      </div>
    </form>
  );
}
