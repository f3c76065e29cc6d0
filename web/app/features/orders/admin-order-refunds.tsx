import { formatRupees } from "@urjavolt/contract/money";
import { type AdminOrderDetail, type AdminRefund, AdminRefundRequestSchema, REFUND_REASON_MAX, refundStatusLabels } from "@urjavolt/contract/orders-admin";
import { type FormEvent, useRef, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { TextAreaField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText, focusFirstError } from "../../lib/admin-forms";
import { formatAdminDateTime } from "../../lib/admin-format";
import styles from "./admin-orders.module.css";
import { fieldErrors } from "@urjavolt/contract/form-rules";

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

function RefundForm({ order, onChanged }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void }) {
  const [scope, setScope] = useState<"all" | "lines">("all");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: "status" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refundable = order.lines.filter((line) => line.refundableQuantity > 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const lines =
      scope === "lines"
        ? refundable.flatMap((line) => {
            const quantity = Number(data.get(`units-${line.position}`) ?? 0);
            return quantity > 0 ? [{ position: line.position, quantity }] : [];
          })
        : undefined;
    const parsed = AdminRefundRequestSchema.safeParse({ reason: data.get("reason") ?? "", lines, refunded: order.refunded });
    setOutcome(null);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(formRef.current, found);
      if (found.lines) setOutcome({ tone: "error", text: found.lines });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await adminRequest<AdminOrderDetail>(`orders/${order.id}/refunds`, { method: "POST", json: parsed.data });
      onChanged(updated);
      setOutcome({ tone: "status", text: `Refund of ${formatRupees(updated.refunded - order.refunded)} sent to the payment gateway.` });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setOutcome({ tone: "error", text: failureText(error, "Could not refund") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form key={`${order.refunded}`} ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={adminStyles.statusForm}>
      {outcome ? <AdminNotice tone={outcome.tone}>{outcome.text}</AdminNotice> : null}
      <fieldset className={styles.refundScope}>
        <legend>What to refund</legend>
        <label>
          <input type="radio" name="scope" value="all" checked={scope === "all"} onChange={() => setScope("all")} /> Everything left ({formatRupees(order.refundable)})
        </label>
        <label>
          <input type="radio" name="scope" value="lines" checked={scope === "lines"} onChange={() => setScope("lines")} /> Chosen items
        </label>
      </fieldset>
      {scope === "lines" ? (
        <fieldset className={styles.refundScope}>
          <legend>Units to refund</legend>
          {refundable.map((line) => (
            <label key={line.position} className={styles.refundUnits}>
              <input type="number" name={`units-${line.position}`} min={0} max={line.refundableQuantity} defaultValue={0} inputMode="numeric" />
              <span>
                {line.productName} (up to {line.refundableQuantity}, {formatRupees(line.paid / line.quantity)} each as paid)
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextAreaField label="Reason" name="reason" required maxLength={REFUND_REASON_MAX} hint="The buyer reads this in the refund e-mail." error={errors.reason} />
      <div>
        <button type="submit" className={adminStyles.button} disabled={busy}>
          {busy ? "Refunding…" : "Refund through the payment gateway"}
        </button>
      </div>
    </form>
  );
}
