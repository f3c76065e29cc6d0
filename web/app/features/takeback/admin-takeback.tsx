import { indiaIsoDate } from "@urjavolt/contract/dates";
import {
  TAKEBACK_PLACE_MAX,
  TAKEBACK_REASON_MAX,
  TAKEBACK_REFERENCE_MAX,
  TAKEBACK_WEIGHT_MAX_KG,
  type TakebackEntry,
  TakebackInputSchema,
  type TakebackQuarter,
  TakebackVoidSchema,
  quarterLabel,
  quarterOf,
  takebackCapacityBands,
  takebackCapacityLabels,
  takebackChemistries,
  takebackChemistryLabels,
  takebackSourceLabels,
  takebackSources,
} from "@urjavolt/contract/takeback";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { useState } from "react";
import { Form } from "react-router";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { SelectField, TextField } from "../../components/form-field";
import { adminApiUrl, adminRequest } from "../../lib/admin-api";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-takeback.module.css";

const kg = (weight: number) => `${weight.toLocaleString("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kg`;

/** The quarters offered: this one and the seven before it (two financial years of returns). */
export function recentQuarters(today: string = indiaIsoDate()): string[] {
  const quarters: string[] = [];
  const day = new Date(`${today}T00:00:00Z`);
  for (let step = 0; step < 8; step += 1) {
    quarters.push(quarterOf(day.toISOString().slice(0, 10)));
    day.setUTCDate(1);
    day.setUTCMonth(day.getUTCMonth() - 3);
  }
  return quarters;
}

const recordForm = defineForm({
  name: "take-back",
  schema: TakebackInputSchema,
  initial: { collectedOn: "", chemistry: "", capacityBand: "", weightKg: "", source: "branch", place: "", reference: "" },
  fallback: "",
});

const voidForm = defineForm({ name: "take-back-void", schema: TakebackVoidSchema, initial: { reason: "" }, fallback: "" });

/**
 * The take-back ledger (decision 055): the quarter's totals by chemistry (what the EPR return
 * counts), its entries, a form to record a battery, and voiding an entry made by mistake.
 */
export function AdminTakeback({ initial }: { initial: TakebackQuarter }) {
  const [ledger, setLedger] = useState(initial);
  const [voiding, setVoiding] = useState<TakebackEntry | null>(null);
  const thisQuarter = quarterOf(indiaIsoDate());
  const replace = (entry: TakebackEntry) => setLedger((current) => withEntry(current, entry));

  const columns: Column<TakebackEntry>[] = [
    { key: "id", header: "Entry", numeric: true, cell: (entry) => entry.id },
    { key: "collectedOn", header: "Collected", cell: (entry) => <time dateTime={entry.collectedOn}>{formatIsoDate(entry.collectedOn)}</time> },
    { key: "battery", header: "Battery", cell: (entry) => `${takebackChemistryLabels[entry.chemistry]}, ${takebackCapacityLabels[entry.capacityBand]}` },
    { key: "weight", header: "Weight", numeric: true, cell: (entry) => kg(entry.weightKg) },
    { key: "source", header: "How and where", cell: (entry) => `${takebackSourceLabels[entry.source]}: ${entry.place}${entry.reference ? ` (${entry.reference})` : ""}` },
    { key: "recordedBy", header: "Recorded by", cell: (entry) => entry.recordedBy },
    {
      key: "state",
      header: "Counted",
      cell: (entry) =>
        entry.voided ? (
          <span className={styles.voided}>
            Voided by {entry.voided.by}: {entry.voided.reason}
          </span>
        ) : (
          <button type="button" className={adminStyles.buttonSecondary} aria-label={`Void entry ${entry.id}`} onClick={() => setVoiding(entry)}>
            Void
          </button>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <Form method="get" className={styles.quarter} aria-label="Choose the quarter">
        <SelectField label="Quarter of the financial year" name="quarter" required defaultValue={ledger.quarter}>
          {recentQuarters().map((quarter) => (
            <option key={quarter} value={quarter}>
              {quarterLabel(quarter)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={adminStyles.buttonSecondary}>
          Show
        </button>
        <a href={adminApiUrl("take-back.csv", { quarter: ledger.quarter })} download>
          Download {quarterLabel(ledger.quarter)} as CSV
        </a>
      </Form>

      <DataTable
        caption={`Counted in ${quarterLabel(ledger.quarter)}`}
        columns={[
          { key: "chemistry", header: "Chemistry", cell: (total) => takebackChemistryLabels[total.chemistry] },
          { key: "batteries", header: "Batteries", numeric: true, cell: (total) => total.batteries },
          { key: "weight", header: "Weight", numeric: true, cell: (total) => kg(total.weightKg) },
        ]}
        rows={ledger.totals}
        rowKey={(total) => total.chemistry}
      />

      {ledger.quarter === thisQuarter ? <RecordBattery onRecorded={replace} /> : null}
      {voiding ? <VoidEntry entry={voiding} onVoided={(entry) => (replace(entry), setVoiding(null))} onCancel={() => setVoiding(null)} /> : null}

      <DataTable caption={`Entries in ${quarterLabel(ledger.quarter)}: ${ledger.entries.length}`} columns={columns} rows={ledger.entries} rowKey={(entry) => String(entry.id)} empty="No battery taken back in this quarter yet." />
    </div>
  );
}

/** The ledger with an entry added or replaced, and its totals counted again. */
function withEntry(ledger: TakebackQuarter, entry: TakebackEntry): TakebackQuarter {
  const inQuarter = entry.collectedOn >= ledger.from && entry.collectedOn <= ledger.to;
  const others = ledger.entries.filter((row) => row.id !== entry.id);
  const entries = inQuarter ? [...others, entry].sort((a, b) => a.collectedOn.localeCompare(b.collectedOn) || a.id - b.id) : others;
  const totals = ledger.totals.map((total) => {
    const counted = entries.filter((row) => row.voided === null && row.chemistry === total.chemistry);
    return { ...total, batteries: counted.length, weightKg: Math.round(counted.reduce((sum, row) => sum + row.weightKg * 10, 0)) / 10 };
  });
  return { ...ledger, entries, totals };
}

function RecordBattery({ onRecorded }: { onRecorded: (entry: TakebackEntry) => void }) {
  const form = useConsoleForm(recordForm, {
    send: (input) => adminRequest<TakebackEntry>("take-back", { method: "POST", json: input }),
    done: (entry) => {
      onRecorded(entry);
      return `Recorded entry ${entry.id}: ${takebackChemistryLabels[entry.chemistry]}, ${kg(entry.weightKg)}.`;
    },
    failure: "Could not record the battery",
  });
  return (
    <ConsoleCard id="take-back-record" title="Record a battery taken back">
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={styles.grid}>
        <TextField label="Collected on" type="date" required max={indiaIsoDate()} {...form.field("collectedOn")} />
        <SelectField label="Chemistry" required {...form.field("chemistry")}>
          <option value="">Choose…</option>
          {takebackChemistries.map((chemistry) => (
            <option key={chemistry} value={chemistry}>
              {takebackChemistryLabels[chemistry]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Capacity" required hint="As printed on the battery, at 12 V." {...form.field("capacityBand")}>
          <option value="">Choose…</option>
          {takebackCapacityBands.map((band) => (
            <option key={band} value={band}>
              {takebackCapacityLabels[band]}
            </option>
          ))}
        </SelectField>
        <TextField label="Weight (kg)" required inputMode="decimal" hint={`On the scale, to 0.1 kg; at most ${TAKEBACK_WEIGHT_MAX_KG}.`} autoComplete="off" {...form.field("weightKg")} />
        <SelectField label="How it reached us" required {...form.field("source")}>
          {takebackSources.map((source) => (
            <option key={source} value={source}>
              {takebackSourceLabels[source]}
            </option>
          ))}
        </SelectField>
        <TextField label="Where" required maxLength={TAKEBACK_PLACE_MAX} hint="The branch, store or town." autoComplete="off" {...form.field("place")} />
        <TextField label="Order or service reference" maxLength={TAKEBACK_REFERENCE_MAX} hint="If it came with one. No name or phone number is kept." autoComplete="off" {...form.field("reference")} />
        <p className={styles.wide}>
          <SubmitButton busy={form.busy} busyLabel="Recording…">
            Record the battery
          </SubmitButton>
        </p>
      </form>
    </ConsoleCard>
  );
}

function VoidEntry({ entry, onVoided, onCancel }: { entry: TakebackEntry; onVoided: (entry: TakebackEntry) => void; onCancel: () => void }) {
  const form = useConsoleForm(voidForm, {
    send: (input) => adminRequest<TakebackEntry>(`take-back/${entry.id}/void`, { method: "POST", json: input }),
    done: onVoided,
    failure: "Could not void the entry",
  });
  return (
    <ConsoleCard id="take-back-void" title={`Void entry ${entry.id}`}>
      <p className={adminStyles.muted}>
        {takebackChemistryLabels[entry.chemistry]}, {kg(entry.weightKg)}, collected {formatIsoDate(entry.collectedOn)} at {entry.place}. A voided entry stays in the ledger with its reason and is no longer counted.
      </p>
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={styles.grid}>
        <TextField label="Why" required maxLength={TAKEBACK_REASON_MAX} autoComplete="off" className={styles.wide} {...form.field("reason")} />
        <p className={styles.wide}>
          <SubmitButton busy={form.busy} busyLabel="Voiding…">
            Void the entry
          </SubmitButton>{" "}
          <button type="button" className={adminStyles.buttonSecondary} onClick={onCancel}>
            Keep it
          </button>
        </p>
      </form>
    </ConsoleCard>
  );
}
