import { ticketPriorityLabels } from "@urjavolt/contract/service-rules";
import { SERVICE_DAY_MINUTES, type SlaPolicyList, SlaPolicyUpdateSchema } from "@urjavolt/contract/service-sla";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import { type FormEvent, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText } from "../../lib/admin-forms";
import styles from "./admin-service.module.css";

type Row = SlaPolicyList["rows"][number];
type Draft = { response: string; resolution: string };

/** Minutes as business hours, as typed in the fields: 240 is "4", 90 is "1.5". */
const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
const rowKey = (row: Pick<Row, "line" | "priority">) => `${row.line}/${row.priority}`;

/**
 * The response and resolution targets by product line and priority (decision 027), in business
 * hours (a business day is 10 hours). Saving moves every open ticket's deadlines, so only admins
 * change them; support reads them.
 */
export function AdminSlaPolicy({ initial, canChange }: { initial: SlaPolicyList; canChange: boolean }) {
  const [rows, setRows] = useState(initial.rows);
  const draftsOf = (list: Row[]) => Object.fromEntries(list.map((row) => [rowKey(row), { response: hours(row.responseMinutes), resolution: hours(row.resolutionMinutes) }]));
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => draftsOf(initial.rows));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: "status" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const changed = rows.filter((row) => {
    const draft = drafts[rowKey(row)]!;
    return draft.response !== hours(row.responseMinutes) || draft.resolution !== hours(row.resolutionMinutes);
  });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const update = {
      rows: changed.map((row) => {
        const draft = drafts[rowKey(row)]!;
        return { line: row.line, priority: row.priority, responseMinutes: Number(draft.response) * 60, resolutionMinutes: Number(draft.resolution) * 60 };
      }),
    };
    const parsed = SlaPolicyUpdateSchema.safeParse(update);
    // Errors are keyed `rows.<n>.<field>` by the changed rows' order: put them on their rows.
    const byRow = (found: Record<string, string>) => {
      const mapped: Record<string, string> = {};
      for (const [path, message] of Object.entries(found)) {
        const [, index, field] = path.split(".");
        const row = changed[Number(index)];
        if (row && field) mapped[`${rowKey(row)}/${field}`] = message.replace(/(\d+) minutes \(([^)]+)\)/, "$2");
        else mapped.form = message;
      }
      return mapped;
    };
    if (!parsed.success) {
      setErrors(byRow(fieldErrors(parsed.error)));
      setOutcome({ tone: "error", text: "Some targets cannot be saved: see the rows marked below." });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await adminRequest<SlaPolicyList>("service/sla-policy", { method: "PUT", json: parsed.data });
      setRows(saved.rows);
      setDrafts(draftsOf(saved.rows));
      setOutcome({ tone: "status", text: `Saved ${changed.length} target${changed.length === 1 ? "" : "s"}. Every open ticket's deadlines are counted again.` });
    } catch (error) {
      setErrors(byRow(apiFieldErrors(error)));
      setOutcome({ tone: "error", text: failureText(error, "Could not save the targets") });
    } finally {
      setBusy(false);
    }
  };

  const field = (row: Row, which: keyof Draft, label: string) => {
    const key = rowKey(row);
    const error = errors[`${key}/${which === "response" ? "responseMinutes" : "resolutionMinutes"}`];
    const id = `sla-${row.line}-${row.priority}-${which}`;
    if (!canChange) return hours(which === "response" ? row.responseMinutes : row.resolutionMinutes);
    return (
      <span className={styles.slaField}>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0.5}
          step={0.5}
          className={styles.slaInput}
          aria-label={`${label}, ${row.line}, ${ticketPriorityLabels[row.priority]}, in business hours`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={drafts[key]![which]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDrafts((current) => ({ ...current, [key]: { ...current[key]!, [which]: value } }));
          }}
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
    <form onSubmit={(event) => void save(event)} noValidate className={styles.holidays}>
      {outcome ? <AdminNotice tone={outcome.tone}>{outcome.text}</AdminNotice> : null}
      <DataTable
        caption={`Targets in business hours (Monday to Saturday, 9 am to 7 pm India time; a business day is ${SERVICE_DAY_MINUTES / 60} hours)`}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
      />
      {canChange ? (
        <div>
          <button type="submit" className={adminStyles.button} disabled={busy || changed.length === 0}>
            {busy ? "Saving…" : changed.length === 0 ? "No changes to save" : `Save ${changed.length} change${changed.length === 1 ? "" : "s"}`}
          </button>
        </div>
      ) : (
        <p className={adminStyles.muted}>Only an admin changes the targets.</p>
      )}
    </form>
  );
}
