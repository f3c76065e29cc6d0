import {
  EXCHANGE_COLLECTED_MAX,
  type ExchangeBand,
  type ExchangeChemistry,
  exchangeBandLabels,
  exchangeBands,
  exchangeChemistries,
  exchangeChemistryLabels,
  exchangeKindText,
  amountDueAfterExchange,
  exchangeMessages,
} from "@urjavolt/contract/exchange";
import {
  type InstallCloseInput,
  type InstallFail,
  installFailReasonLabels,
  installFailReasons,
  installationMessages,
  installationPaymentLabels,
  payOnInstallationMessages,
} from "@urjavolt/contract/installation";
import { formatRupees } from "@urjavolt/contract/money";
import { type TechnicianVisit, VISIT_TEXT_MAX } from "@urjavolt/contract/service-visits";
import { type FormEvent, useState } from "react";
import { SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { FormStatus, SelectField, TextAreaField, TextField } from "../../components/form-field";
import { ApiError } from "../../lib/api-client";
import styles from "./install-close-form.module.css";
import visitStyles from "./technician-visits.module.css";

/** A battery collected as the form holds it: the weight as typed. */
type CollectedRow = { chemistry: ExchangeChemistry; capacityBand: ExchangeBand; weightKg: string };


/** One field per unit to fit: the order's lines whose product offers installation, a field for each unit. */
function unitsToFit(visit: TechnicianVisit): { key: string; productId: number; label: string }[] {
  return (visit.order?.items ?? [])
    .filter((item) => item.installation)
    .flatMap((item) =>
      Array.from({ length: item.quantity }, (_, index) => ({
        key: `${item.productId}-${index}`,
        productId: item.productId,
        label: item.quantity > 1 ? `Serial number of ${item.name} (${index + 1} of ${item.quantity})` : `Serial number of ${item.name}`,
      })),
    );
}

/**
 * Closing an installation (decision 057): the serial number of each battery and inverter fitted,
 * and notes. The server registers each serial's warranty Active and e-mails the customer its
 * certificate; a serial registered already is refused on its field, nothing else lost.
 */
export function InstallCloseForm({ visit, close }: { visit: TechnicianVisit; close: (input: InstallCloseInput) => Promise<void> }) {
  const units = unitsToFit(visit);
  const exchange = visit.order?.exchange ?? null;
  // One row per old battery the buyer declared, as declared: the technician corrects what came and weighs it.
  const [collected, setCollected] = useState<CollectedRow[]>(() =>
    Array.from({ length: exchange?.quantity ?? 0 }, () => ({ chemistry: exchange!.chemistry, capacityBand: exchange!.capacityBand, weightKg: "" })),
  );
  const [differenceCollected, setDifferenceCollected] = useState(false);
  const [serials, setSerials] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Paid on installation (decision 059): the payment link sent to the customer's mobile, or the cash taken.
  const payment = visit.order?.payment ?? null;
  const collect = payment?.state === "due" || payment?.state === "link_sent";
  const [method, setMethod] = useState<"" | "link" | "cash">("");
  const [cash, setCash] = useState("");
  // Unpaid with an old battery declared: the batteries recorded settle the exchange on what is due, nothing apart.
  const settle = collect && exchange ? (payment?.settle ?? null) : null;
  const due = payment && settle && exchange ? amountDueAfterExchange(exchange, settle, collected) : (payment?.due ?? 0);

  function update(index: number, change: Partial<CollectedRow>) {
    setCollected((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missing: Record<string, string> = {};
    units.forEach((unit, index) => {
      if (!(serials[unit.key] ?? "").trim()) missing[`units.${index}.serial`] = installationMessages.serialsRequired;
    });
    collected.forEach((row, index) => {
      if (!row.weightKg.trim()) missing[`collected.${index}.weightKg`] = exchangeMessages.weightRequired;
    });
    if (collect && method === "") missing.payment = payOnInstallationMessages.paymentRequired;
    if (collect && method === "cash" && !/^\d{1,8}(\.\d{1,2})?$/.test(cash.trim())) missing["payment.amount"] = payOnInstallationMessages.cashAmountRequired;
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await close({
        units: units.map((unit) => ({ productId: unit.productId, serial: serials[unit.key]!.trim() })),
        notes: notes.trim() || null,
        collected: collected.map((row) => ({ chemistry: row.chemistry, capacityBand: row.capacityBand, weightKg: row.weightKg.trim() })),
        differenceCollected,
        payment: !collect ? null : method === "cash" ? { method: "cash", amount: Number(cash.trim()) } : { method: "link" },
      });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        setFailure(error.message);
      } else setFailure("Could not close the installation");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={adminStyles.statusForm} aria-label={`Close installation ${visit.order?.number ?? visit.id}`}>
      {failure ? <FormStatus kind="error">{failure}</FormStatus> : null}
      {units.map((unit, index) => (
        <TextField
          key={unit.key}
          name={`serial-${unit.key}`}
          label={unit.label}
          required
          autoComplete="off"
          autoCapitalize="characters"
          value={serials[unit.key] ?? ""}
          onChange={(event) => setSerials((current) => ({ ...current, [unit.key]: event.target.value }))}
          error={errors[`units.${index}.serial`] ?? errors[`units.${index}.productId`]}
        />
      ))}
      <fieldset className={styles.collected}>
        <legend>Old batteries collected</legend>
        {exchange && settle ? (
          <p className={styles.hint}>
            The customer declared {exchange.quantity} × {exchangeKindText(exchange.chemistry, exchange.capacityBand)} for {formatRupees(settle.unitValue * exchange.quantity)} off. Record what you collect and its weight; the
            amount due below follows what you record.
          </p>
        ) : exchange ? (
          <p className={styles.hint}>
            The customer declared {exchange.quantity} × {exchangeKindText(exchange.chemistry, exchange.capacityBand)} for {formatRupees(exchange.value)} off. Record what you collect and its weight; a battery worth more is
            refunded the difference, one worth less (or none) leaves a difference to collect.
          </p>
        ) : (
          <p className={styles.hint}>Any old battery the customer hands over is taken back free and recorded by its weight.</p>
        )}
        {collected.map((row, index) => (
          <div key={index} className={styles.collectedRow}>
            <SelectField label={`Battery ${index + 1}: type`} name={`collected-${index}-chemistry`} required value={row.chemistry} onChange={(event) => update(index, { chemistry: event.target.value as ExchangeChemistry })} error={errors[`collected.${index}.chemistry`]}>
              {exchangeChemistries.map((chemistry) => (
                <option key={chemistry} value={chemistry}>
                  {exchangeChemistryLabels[chemistry]}
                </option>
              ))}
            </SelectField>
            <SelectField label={`Battery ${index + 1}: capacity`} name={`collected-${index}-band`} required value={row.capacityBand} onChange={(event) => update(index, { capacityBand: event.target.value as ExchangeBand })} error={errors[`collected.${index}.capacityBand`]}>
              {exchangeBands.map((band) => (
                <option key={band} value={band}>
                  {exchangeBandLabels[band]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={`Battery ${index + 1}: weight in kg`}
              name={`collected-${index}-weight`}
              inputMode="decimal"
              autoComplete="off"
              required
              value={row.weightKg}
              onChange={(event) => update(index, { weightKg: event.target.value })}
              error={errors[`collected.${index}.weightKg`]}
            />
            <button type="button" className={adminStyles.buttonSecondary} onClick={() => setCollected((rows) => rows.filter((_, at) => at !== index))}>
              None handed over: remove battery {index + 1}
            </button>
          </div>
        ))}
        {collected.length < EXCHANGE_COLLECTED_MAX ? (
          <button type="button" className={adminStyles.buttonSecondary} onClick={() => setCollected((rows) => [...rows, { chemistry: exchange?.chemistry ?? "lead_acid", capacityBand: exchange?.capacityBand ?? "up_to_100", weightKg: "" }])}>
            Add a battery collected
          </button>
        ) : null}
        {exchange && !settle ? (
          <label className={styles.checkbox}>
            <input type="checkbox" name="differenceCollected" checked={differenceCollected} onChange={(event) => setDifferenceCollected(event.target.checked)} aria-describedby={errors.differenceCollected ? "difference-error" : undefined} /> What I collected is worth less
            than declared (or nothing was handed over), and I collected the difference from the customer
          </label>
        ) : null}
        {errors.differenceCollected ? (
          <p id="difference-error" className={styles.error} role="alert">
            {errors.differenceCollected}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField label="Notes" name="notes" rows={3} maxLength={VISIT_TEXT_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} />
      {collect && payment ? (
        <fieldset className={visitStyles.payment} aria-describedby={errors.payment ? "payment-error" : undefined}>
          <legend>
            {installationPaymentLabels.due}: {formatRupees(due)}
          </legend>
          <p className={styles.hint} role="status">
            {due !== payment.due ? `The old batteries recorded change the amount due from ${formatRupees(payment.due)} to ${formatRupees(due)}.` : ""}
          </p>
          <label className={visitStyles.choice}>
            <input type="radio" name="payment" value="link" checked={method === "link"} onChange={() => setMethod("link")} /> Send a payment link to {visit.order?.mobile}
          </label>
          <label className={visitStyles.choice}>
            <input type="radio" name="payment" value="cash" checked={method === "cash"} onChange={() => setMethod("cash")} /> Cash received, with a receipt
          </label>
          {method === "cash" ? (
            <TextField
              name="cash"
              label={`Cash received in rupees (must be ${formatRupees(due)})`}
              inputMode="decimal"
              autoComplete="off"
              required
              value={cash}
              onChange={(event) => setCash(event.target.value)}
              error={errors["payment.amount"]}
            />
          ) : null}
          {errors.payment ? (
            <p id="payment-error" className={visitStyles.error} role="alert">
              {errors.payment}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div>
        <SubmitButton busy={busy} busyLabel="Closing…">
          Installed: register the warranties
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The installation did not happen (decision 059): the customer refused it, or it could not be done.
 * An order to be paid on installation is then cancelled and its stock released; the form says so.
 */
export function InstallFailForm({ visit, fail }: { visit: TechnicianVisit; fail: (input: InstallFail) => Promise<void> }) {
  const [reason, setReason] = useState<InstallFail["reason"] | "">("");
  const [notes, setNotes] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unpaid = visit.order?.payment?.state === "due" || visit.order?.payment?.state === "link_sent";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setFailure(payOnInstallationMessages.reasonRequired);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await fail({ reason, notes: notes.trim() || null });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "Could not record that the installation did not happen");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={adminStyles.statusForm} aria-label={`Installation ${visit.order?.number ?? visit.id} not done`}>
      {failure ? <FormStatus kind="error">{failure}</FormStatus> : null}
      <fieldset className={visitStyles.payment}>
        <legend>Why was it not installed?</legend>
        {installFailReasons.map((value) => (
          <label key={value} className={visitStyles.choice}>
            <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} /> {installFailReasonLabels[value]}
          </label>
        ))}
      </fieldset>
      <TextAreaField label="Notes" name="fail-notes" rows={2} maxLength={VISIT_TEXT_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} />
      {unpaid ? <p className={visitStyles.warning}>The order is not paid: it will be cancelled and its stock released.</p> : null}
      <div>
        <SubmitButton busy={busy} busyLabel="Saving…">
          Not installed
        </SubmitButton>
      </div>
    </form>
  );
}
