import { formatRupees } from "@urjavolt/contract/money";
import { type AdminOrderDetail, type AdminRefund, AdminRefundRequestSchema, REFUND_REASON_MAX, refundStatusLabels } from "@urjavolt/contract/orders-admin";
import { type FormEvent, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { TextAreaField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText } from "../../lib/admin-forms";
import { formatAdminDateTime } from "../../lib/admin-format";
import { defineForm, useRouteForm } from "../../lib/route-form";
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
    <section aria-labelledby="order-refunds" className={adminStyles.card}>
      <h2 id="order-refunds" className={adminStyles.cardTitle}>
        Refunds
      </h2>
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
    </section>
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

type Outcome = { tone: "status" | "error"; text: string } | null;
type Scope = "all" | "lines";

/**
 * The refund form. Each refund redraws its fields from the order as it now stands (the units left,
 * the amount refunded that the form sends back); the notice and the scope chosen stay.
 */
function RefundForm({ order, onChanged }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [scope, setScope] = useState<Scope>("all");
  return (
    <RefundFields
      key={`${order.refunded}`}
      order={order}
      scope={scope}
      outcome={outcome}
      onOutcome={setOutcome}
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
  outcome,
  onOutcome,
  onRefunded,
}: {
  order: AdminOrderDetail;
  /** The scope to begin with. */
  scope: Scope;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
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
  const form = useRouteForm(spec);
  const { values, errors } = form;
  const [busy, setBusy] = useState(false);
  // The lines are no field of their own: their message is the form's notice.
  const notice = outcome ?? (errors.lines ? { tone: "error" as const, text: errors.lines } : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onOutcome(null);
    const input = form.validate();
    if (!input) return;
    form.setErrors({});
    setBusy(true);
    try {
      const updated = await adminRequest<AdminOrderDetail>(`orders/${order.id}/refunds`, { method: "POST", json: input });
      onRefunded(updated, values.scope === "lines" ? "lines" : "all");
      onOutcome({ tone: "status", text: `Refund of ${formatRupees(updated.refunded - order.refunded)} sent to the payment gateway.` });
    } catch (error) {
      form.showErrors(apiFieldErrors(error));
      onOutcome({ tone: "error", text: failureText(error, "Could not refund") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)} className={adminStyles.statusForm}>
      {notice ? <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice> : null}
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
        <button type="submit" className={adminStyles.button} disabled={busy}>
          {busy ? "Refunding…" : "Refund through the payment gateway"}
        </button>
      </div>
    </form>
  );
}
