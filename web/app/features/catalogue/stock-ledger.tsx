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
import { useState } from "react";
import { Link } from "react-router";
import { ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { SelectField, TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { formatAdminDateTime } from "../../lib/admin-format";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
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
  const { product } = ledger;
  const form = useConsoleForm(adjustmentForm, {
    send: (input) => adminRequest<StockLedger>(`products/${product.id}/stock`, { method: "POST", json: input }),
    done: (next, input) => {
      setLedger(next);
      return `${productAdminMessages.stockRecorded}: ${signed(stockReasonSign[input.reason] * input.units)}, ${next.product.stock} in stock now.`;
    },
    failure: "Could not record the change",
  });

  return (
    <section className={styles.section} aria-labelledby="product-stock">
      <h2 id="product-stock" className={styles.sectionTitle}>
        Stock
      </h2>
      <p>
        <strong>{product.stock}</strong> in stock
        {product.reserved > 0 ? <>, {product.reserved} held for buyers who are paying now</> : null}
      </p>
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={adminStyles.formGrid} aria-label="Change the stock">
        <SelectField label="Why" required name="reason" hint="+ adds units, − takes them away" value={form.values.reason} onChange={form.onChange} error={form.errors.reason}>
          {STAFF_STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {stockReasonSign[reason] > 0 ? "+" : "−"} {stockReasonLabels[reason]}
            </option>
          ))}
        </SelectField>
        <TextField label="Units" required inputMode="numeric" autoComplete="off" hint="How many units come or go" {...form.field("units")} />
        <TextField label="Note" maxLength={STOCK_NOTE_MAX} autoComplete="off" hint="Optional: a batch, a delivery note, what happened" {...form.field("note")} />
        <p className={adminStyles.formWide}>
          <SubmitButton busy={form.busy} busyLabel="Recording…">
            Record the change
          </SubmitButton>
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
