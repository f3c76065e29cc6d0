import { ticketPriorityLabels } from "@urjavolt/contract/service-rules";
import { SERVICE_DAY_MINUTES, type SlaPolicyList, type SlaPolicyUpdate, SlaPolicyUpdateSchema } from "@urjavolt/contract/service-sla";
import { useRef, useState } from "react";
import { ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-service.module.css";

type Row = SlaPolicyList["rows"][number];
/** A row's two targets, as the fields' labels and ids name them and as the API keys them. */
const targets = { response: "responseMinutes", resolution: "resolutionMinutes" } as const;
type Which = keyof typeof targets;

/** Minutes as business hours, as typed in the fields: 240 is "4", 90 is "1.5". */
const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
const rowKey = (row: Pick<Row, "line" | "priority">) => `${row.line}/${row.priority}`;
/** One target's field: its row and which target, as the values and the errors name it. */
const fieldName = (row: Row, which: Which) => `${rowKey(row)}/${targets[which]}`;
/** Every target as typed, in hours. */
const valuesOf = (rows: Row[]): Record<string, string> =>
  Object.fromEntries(rows.flatMap((row) => (Object.keys(targets) as Which[]).map((which) => [fieldName(row, which), hours(row[targets[which]])])));
/** The rows whose typed targets differ from the saved ones: only these are sent. */
const changedRows = (rows: Row[], values: Record<string, string>) =>
  rows.filter((row) => (Object.keys(targets) as Which[]).some((which) => values[fieldName(row, which)] !== hours(row[targets[which]])));

/**
 * The response and resolution targets by product line and priority (decision 027), in business
 * hours (a business day is 10 hours). Saving moves every open ticket's deadlines, so only admins
 * change them; support reads them.
 */
export function AdminSlaPolicy({ initial, canChange }: { initial: SlaPolicyList; canChange: boolean }) {
  const [rows, setRows] = useState(initial.rows);
  const rowsNow = useRef(rows);
  rowsNow.current = rows;
  // Built once: the rows a save compares with are read as they stand (rowsNow).
  const [spec] = useState(() =>
    defineForm({
      name: "sla-policy",
      schema: SlaPolicyUpdateSchema,
      initial: valuesOf(initial.rows),
      fallback: "",
      toInput: (values: Record<string, string>) => ({
        rows: changedRows(rowsNow.current, values).map((row) => ({
          line: row.line,
          priority: row.priority,
          responseMinutes: Number(values[fieldName(row, "response")]) * 60,
          resolutionMinutes: Number(values[fieldName(row, "resolution")]) * 60,
        })),
      }),
      // Errors are keyed `rows.<n>.<field>` by the changed rows' order: put them on their rows, in hours.
      errorsAt: (found, values) => {
        const changed = changedRows(rowsNow.current, values);
        const placed: Record<string, string> = {};
        for (const [path, message] of Object.entries(found)) {
          const [, index, field] = path.split(".");
          const row = changed[Number(index)];
          if (row && field) placed[`${rowKey(row)}/${field}`] = message.replace(/(\d+) minutes \(([^)]+)\)/, "$2");
          else placed.form = message;
        }
        return placed;
      },
    }),
  );
  const form = useConsoleForm(spec, {
    send: (input) => adminRequest<SlaPolicyList>("service/sla-policy", { method: "PUT", json: input }),
    done: (saved: SlaPolicyList, input: SlaPolicyUpdate): string => {
      setRows(saved.rows);
      form.reset(valuesOf(saved.rows));
      return `Saved ${input.rows.length} target${input.rows.length === 1 ? "" : "s"}. Every open ticket's deadlines are counted again.`;
    },
    failure: "Could not save the targets",
    invalid: "Some targets cannot be saved: see the rows marked below.",
    keep: true,
  });
  const changed = changedRows(rows, form.values);

  const field = (row: Row, which: Which, label: string) => {
    const name = fieldName(row, which);
    const error = form.errors[name];
    const id = `sla-${row.line}-${row.priority}-${which}`;
    if (!canChange) return hours(row[targets[which]]);
    return (
      <span className={styles.slaField}>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          min={0.5}
          step={0.5}
          className={styles.slaInput}
          aria-label={`${label}, ${row.line}, ${ticketPriorityLabels[row.priority]}, in business hours`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={form.values[name]}
          onChange={form.onChange}
        />
        {error ? (
          <span id={`${id}-error`} className={styles.slaError}>
            {error}
          </span>
        ) : null}
      </span>
    );
  };

  const columns: Column<Row>[] = [
    { key: "line", header: "Product line", cell: (row) => row.line },
    { key: "priority", header: "Priority", cell: (row) => ticketPriorityLabels[row.priority] },
    { key: "response", header: "Response", cell: (row) => field(row, "response", "Response") },
    { key: "resolution", header: "Resolution", cell: (row) => field(row, "resolution", "Resolution") },
    { key: "set", header: "Set by", cell: (row) => (row.isDefault ? "Default" : "Staff") },
  ];

  return (
    <form {...form.formProps} className={styles.holidays}>
      <ConsoleNotice notice={form.notice} />
      <DataTable
        caption={`Targets in business hours (Monday to Saturday, 9 am to 7 pm India time; a business day is ${SERVICE_DAY_MINUTES / 60} hours)`}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
      />
      {canChange ? (
        <div>
          <SubmitButton busy={form.busy} busyLabel="Saving…" disabled={changed.length === 0}>
            {changed.length === 0 ? "No changes to save" : `Save ${changed.length} change${changed.length === 1 ? "" : "s"}`}
          </SubmitButton>
        </div>
      ) : (
        <p className={adminStyles.muted}>Only an admin changes the targets.</p>
      )}
    </form>
  );
}
