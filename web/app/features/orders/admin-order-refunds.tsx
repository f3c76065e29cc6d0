import { formatRupees } from "@urjavolt/contract/money";
import { type AdminOrderDetail, type AdminRefund, AdminRefundRequestSchema, REFUND_REASON_MAX, refundStatusLabels } from "@urjavolt/contract/orders-admin";
import { useState } from "react";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { TextAreaField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { formatAdminDateTime } from "../../lib/admin-format";
import { type Notice, type NoticeState, useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-orders.module.css";

/**
 * An order's refunds (decision 016): each with its amount, lines, status at the gateway, who asked
 * and its credit note, and, for admins while something is left to refund, the refund form (all
 * that is left, or chosen units of chosen lines, and the reason). The form sends the refunded
 * amount it was drawn with, so a second click or a colleague's refund meanwhile is refused.
 */
export function OrderRefunds({ order, canRefund, onChanged }: { order: AdminOrderDetail; canRefund: boolean; onChanged: (order: AdminOrderDetail) => void }) {
  if (order.paymentId === null && order.refunds.length === 0) return null;
  return (
    <ConsoleCard id="order-refunds" title="Refunds">
      <p className={adminStyles.muted}>
        Refunded so far: {formatRupees(order.refunded)} of {formatRupees(order.total)}. Left to refund: {formatRupees(order.refundable)}.
      </p>
      {order.refunds.length > 0 ? (
        <ol className={styles.refunds}>
          {order.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </ol>
      ) : null}
      {canRefund && order.refundable > 0 ? <RefundForm order={order} onChanged={onChanged} /> : null}
    </ConsoleCard>
  );
}

function RefundItem({ refund }: { refund: AdminRefund }) {
  return (
    <li>
      <p className={adminStyles.historyHead}>
        <strong>{formatRupees(refund.amount)}</strong> · {refundStatusLabels[refund.status]} · {refund.by}, <time dateTime={refund.at}>{formatAdminDateTime(refund.at)}</time>
      </p>
      <p className={adminStyles.historyNote}>{refund.reason}</p>
      {refund.lines.length > 0 ? (
        <ul className={styles.refundLines}>
          {refund.lines.map((line) => (
            <li key={line.position}>
              {line.quantity} × {line.productName}: {formatRupees(line.amount)}
            </li>
          ))}
        </ul>
      ) : null}
      {refund.failureReason ? <p className={styles.refund}>{refund.failureReason}</p> : null}
      {refund.creditNote ? (
        <a href={refund.creditNote.url} download>
          Download credit note {refund.creditNote.number} (PDF)
        </a>
      ) : null}
    </li>
  );
}

type Scope = "all" | "lines";

/**
 * The refund form. Each refund redraws its fields from the order as it now stands (the units left,
 * the amount refunded that the form sends back); the notice and the scope chosen stay.
 */
function RefundForm({ order, onChanged }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void }) {
  const notice = useState<Notice | null>(null);
  const [scope, setScope] = useState<Scope>("all");
  return (
    <RefundFields
      key={`${order.refunded}`}
      order={order}
      scope={scope}
      notice={notice}
      onRefunded={(updated, chosen) => {
        setScope(chosen);
        onChanged(updated);
      }}
    />
  );
}

function RefundFields({
  order,
  scope,
  notice,
  onRefunded,
}: {
  order: AdminOrderDetail;
  /** The scope to begin with. */
  scope: Scope;
  /** The notice outlives the form, which is drawn again after each refund. */
  notice: NoticeState;
  onRefunded: (order: AdminOrderDetail, scope: Scope) => void;
}) {
  const refundable = order.lines.filter((line) => line.refundableQuantity > 0);
  // Built once: the order is fixed for the form's life (the form is keyed by the amount refunded).
  const [spec] = useState(() => {
    const initial: Record<string, string> = { scope, reason: "" };
    for (const line of refundable) initial[`units-${line.position}`] = "0";
    return defineForm({
      name: "refund",
      schema: AdminRefundRequestSchema,
      initial,
      fallback: "",
      // Everything left sends no lines; chosen items send the lines with units to refund.
      toInput: (values) => ({
        reason: values.reason ?? "",
        lines:
          values.scope === "lines"
            ? refundable.flatMap((line) => {
                const quantity = Number(values[`units-${line.position}`] ?? 0);
                return quantity > 0 ? [{ position: line.position, quantity }] : [];
              })
            : undefined,
        refunded: order.refunded,
      }),
    });
  });
  const form = useConsoleForm(spec, {
    notice,
    send: (input) => adminRequest<AdminOrderDetail>(`orders/${order.id}/refunds`, { method: "POST", json: input }),
    done: (updated, input) => {
      // Chosen items send their lines; everything left sends none.
      onRefunded(updated, input.lines ? "lines" : "all");
      return `Refund of ${formatRupees(updated.refunded - order.refunded)} sent to the payment gateway.`;
    },
    failure: "Could not refund",
    keep: true,
  });
  const { values, errors } = form;
  // The lines are no field of their own: their message is the form's notice.
  const shown = form.notice ?? (errors.lines ? { tone: "error" as const, text: errors.lines } : null);

  return (
    <form {...form.formProps} className={adminStyles.statusForm}>
      <ConsoleNotice notice={shown} />
      <fieldset className={styles.refundScope}>
        <legend>What to refund</legend>
        <label>
          <input type="radio" name="scope" value="all" checked={values.scope === "all"} onChange={form.onChange} /> Everything left ({formatRupees(order.refundable)})
        </label>
        <label>
          <input type="radio" name="scope" value="lines" checked={values.scope === "lines"} onChange={form.onChange} /> Chosen items
        </label>
      </fieldset>
      {values.scope === "lines" ? (
        <fieldset className={styles.refundScope}>
          <legend>Units to refund</legend>
          {refundable.map((line) => (
            <label key={line.position} className={styles.refundUnits}>
              <input
                type="number"
                name={`units-${line.position}`}
                min={0}
                max={line.refundableQuantity}
                value={values[`units-${line.position}`] ?? "0"}
                onChange={form.onChange}
                inputMode="numeric"
              />
              <span>
                {line.productName} (up to {line.refundableQuantity}, {formatRupees(line.paid / line.quantity)} each as paid)
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextAreaField label="Reason" required maxLength={REFUND_REASON_MAX} hint="The buyer reads this in the refund e-mail." {...form.field("reason")} />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Refunding…">
          Refund through the payment gateway
        </SubmitButton>
      </div>
    </form>
  );
}
