import {
  STAFF_STOCK_REASONS,
  STOCK_NOTE_MAX,
  type StockLedger,
  type StockMovement,
  StockAdjustmentSchema,
  productAdminMessages,
  stockReasonLabels,
  stockReasonSign,
} from "@urjavolt/contract/catalogue-admin";
import { paths } from "@urjavolt/contract/paths";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { SelectField, TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText } from "../../lib/admin-forms";
import { formatAdminDateTime } from "../../lib/admin-format";
import { defineForm, useRouteForm } from "../../lib/route-form";
import styles from "./admin-catalogue.module.css";

const adjustmentForm = defineForm({
  name: "stock-adjustment",
  schema: StockAdjustmentSchema,
  initial: { reason: "received", units: "", note: "" },
  fallback: "",
  toInput: (fields: { reason: string; units: string; note: string }) => ({
    reason: fields.reason,
    units: fields.units.trim() === "" ? undefined : Number(fields.units),
    note: fields.note,
  }),
});

const signed = (change: number) => (change > 0 ? `+${change}` : `−${-change}`);

const columns: Column<StockMovement>[] = [
  { key: "at", header: "When", cell: (line) => <time dateTime={line.at}>{formatAdminDateTime(line.at)}</time> },
  { key: "change", header: "Change", numeric: true, cell: (line) => signed(line.change) },
  { key: "after", header: "Stock after", numeric: true, cell: (line) => line.stockAfter },
  { key: "reason", header: "Reason", cell: (line) => stockReasonLabels[line.reason] },
  {
    key: "by",
    header: "By",
    cell: (line) => (line.order ? <Link to={paths.admin.order(line.order.id)}>Order {line.order.number}</Link> : (line.by ?? "The shop")),
  },
  { key: "note", header: "Note", cell: (line) => line.note ?? "" },
];

/**
 * A product's stock and its ledger (decision 033): staff add or take away units with the reason
 * (received from the works, damaged, a stock count...), each change applied to the stock as it is
 * then, so a sale made meanwhile is never undone; sales and refunds write their own lines.
 */
export function StockLedgerPanel({ initial }: { initial: StockLedger }) {
  const [ledger, setLedger] = useState(initial);
  const form = useRouteForm(adjustmentForm);
  const [notice, setNotice] = useState<{ tone: "status" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { product } = ledger;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      const next = await adminRequest<StockLedger>(`products/${product.id}/stock`, { method: "POST", json: input });
      setLedger(next);
      form.reset();
      setNotice({ tone: "status", text: `${productAdminMessages.stockRecorded}: ${signed(stockReasonSign[input.reason] * input.units)}, ${next.product.stock} in stock now.` });
    } catch (error) {
      form.showErrors(apiFieldErrors(error));
      setNotice({ tone: "error", text: failureText(error, "Could not record the change") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="product-stock">
      <h2 id="product-stock" className={styles.sectionTitle}>
        Stock
      </h2>
      <p>
        <strong>{product.stock}</strong> in stock
        {product.reserved > 0 ? <>, {product.reserved} held for buyers who are paying now</> : null}
      </p>
      {notice ? <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice> : null}
      <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.grid} aria-label="Change the stock">
        <SelectField label="Why" required name="reason" hint="+ adds units, − takes them away" value={form.values.reason} onChange={form.onChange} error={form.errors.reason}>
          {STAFF_STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {stockReasonSign[reason] > 0 ? "+" : "−"} {stockReasonLabels[reason]}
            </option>
          ))}
        </SelectField>
        <TextField label="Units" required inputMode="numeric" autoComplete="off" hint="How many units come or go" {...form.field("units")} />
        <TextField label="Note" maxLength={STOCK_NOTE_MAX} autoComplete="off" hint="Optional: a batch, a delivery note, what happened" {...form.field("note")} />
        <p className={styles.wide}>
          <button type="submit" className={adminStyles.button} disabled={busy}>
            {busy ? "Recording…" : "Record the change"}
          </button>
        </p>
      </form>
      <DataTable
        caption={`Stock ledger: the latest ${ledger.movements.length} changes`}
        columns={columns}
        rows={ledger.movements}
        rowKey={(line) => line.id}
        empty="No stock changes yet."
      />
    </section>
  );
}
