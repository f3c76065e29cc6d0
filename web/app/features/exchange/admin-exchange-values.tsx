import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { type ExchangeTable, exchangeBandLabels, exchangeBands, exchangeChemistries, exchangeChemistryLabels } from "@urjavolt/contract/exchange";
import { type FormEvent, useState } from "react";
import { AdminNotice, ConsoleCard, SubmitButton } from "../../components/admin/admin-page";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { ApiError } from "../../lib/api-client";
import styles from "./admin-exchange-values.module.css";

const key = (chemistry: string, band: string) => `${chemistry}/${band}`;

/** The typed table: every cell's rupees as text. */
function typed(table: ExchangeTable): Record<string, string> {
  return Object.fromEntries(table.values.map((cell) => [key(cell.chemistry, cell.capacityBand), String(cell.value)]));
}

/**
 * The exchange value table (decision 058): one rupee field per chemistry and capacity band, saved
 * together. The server checks each value and answers on its field; what checkout offers changes at once.
 */
export function AdminExchangeValues({ initial }: { initial: ExchangeTable }) {
  const [table, setTable] = useState(initial);
  const [values, setValues] = useState(() => typed(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: "status" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const cells = exchangeChemistries.flatMap((chemistry) => exchangeBands.map((capacityBand) => ({ chemistry, capacityBand })));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const next = await adminRequest<ExchangeTable>("exchange-values", {
        method: "PUT",
        json: { values: cells.map((cell) => ({ ...cell, value: (values[key(cell.chemistry, cell.capacityBand)] ?? "").trim() })) },
      });
      setTable(next);
      setValues(typed(next));
      setErrors({});
      setNotice({ tone: "status", text: "Exchange values saved: checkout offers them from now on." });
    } catch (error) {
      if (error instanceof ApiError) {
        // The server names cells by their place in what was sent.
        const byCell: Record<string, string> = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const index = /^values\.(\d+)/.exec(field)?.[1];
          const cell = index === undefined ? undefined : cells[Number(index)];
          if (cell) byCell[key(cell.chemistry, cell.capacityBand)] = message;
        }
        setErrors(byCell);
        setNotice({ tone: "error", text: error.message });
      } else setNotice({ tone: "error", text: "The exchange values could not be saved." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConsoleCard id="exchange-values-title" title="Value of an old battery, in rupees">
      {notice ? <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice> : null}
      <form onSubmit={submit} noValidate className={styles.form}>
        {exchangeChemistries.map((chemistry) => (
          <fieldset key={chemistry} className={styles.group}>
            <legend>{exchangeChemistryLabels[chemistry]}</legend>
            <div className={styles.cells}>
              {exchangeBands.map((band) => (
                <TextField
                  key={band}
                  name={`value-${chemistry}-${band}`}
                  label={`${exchangeChemistryLabels[chemistry]}, ${exchangeBandLabels[band]} (₹)`}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  value={values[key(chemistry, band)] ?? ""}
                  onChange={(event) => setValues((current) => ({ ...current, [key(chemistry, band)]: event.target.value }))}
                  error={errors[key(chemistry, band)]}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <div>
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save the values
          </SubmitButton>
        </div>
        {table.updatedAt ? (
          <p className={styles.updated}>
            Last changed {formatIndiaDateTime(new Date(table.updatedAt))}
            {table.updatedBy ? ` by ${table.updatedBy}` : ""}.
          </p>
        ) : null}
      </form>
    </ConsoleCard>
  );
}
