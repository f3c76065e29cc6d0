import {
  type ExchangeBand,
  type ExchangeChemistry,
  type ExchangeValue,
  exchangeBandLabels,
  exchangeBands,
  exchangeChemistries,
  exchangeChemistryLabels,
  exchangeMessages,
} from "@urjavolt/contract/exchange";
import type { InstallationAvailability } from "@urjavolt/contract/installation";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { useEffect, useId, useState } from "react";
import { apiRequest } from "../../lib/api-client";
import type { CheckoutLine } from "./checkout-lines";
import styles from "./checkout.module.css";

/** The buyer's old battery as chosen: handed over or not, its kind and how many. */
export type ExchangeValueChoice = { wanted: boolean; chemistry: ExchangeChemistry | ""; capacityBand: ExchangeBand | ""; quantity: number };
export const noExchange: ExchangeValueChoice = { wanted: false, chemistry: "", capacityBand: "", quantity: 1 };

/** The staff's exchange value table (rupees), asked once the buyer chooses installation; null until known. */
export function useExchangeValues(active: boolean): ExchangeValue[] | null {
  const [values, setValues] = useState<ExchangeValue[] | null>(null);
  useEffect(() => {
    if (!active || values) return;
    const controller = new AbortController();
    apiRequest<{ values: ExchangeValue[] }>("exchange-values", { method: "GET", fallback: "", signal: controller.signal })
      .then((table) => setValues(table.values))
      .catch(() => undefined);
    return () => controller.abort();
  }, [active, values]);
  return values;
}

/** How many battery units the cart has installed: one old battery may go against each. */
export function batteryUnits(offer: InstallationAvailability | null, lines: CheckoutLine[]): number {
  const batteries = offer?.batteries ?? [];
  return lines.reduce((sum, line) => sum + (batteries.includes(line.id) ? line.quantity : 0), 0);
}

/** The exchange's value in rupees as the table says (the server computes it again), 0 until a kind is chosen. */
export function exchangeRupees(values: ExchangeValue[] | null, choice: ExchangeValueChoice): number {
  if (!choice.wanted || !values || !choice.chemistry || !choice.capacityBand) return 0;
  const value = values.find((cell) => cell.chemistry === choice.chemistry && cell.capacityBand === choice.capacityBand)?.value ?? 0;
  return Math.round(value * 100 * choice.quantity) / 100;
}

/**
 * The old battery taken back against a discount (decision 058), under the installation choice: the
 * technician collects it at the visit, so it is offered only with installation and for batteries.
 * Its value comes off the total "confirmed at pickup"; a kind the table gives nothing for says so.
 */
export function ExchangeSection({
  units,
  values,
  value,
  onChange,
  error,
  disabled,
}: {
  units: number;
  values: ExchangeValue[] | null;
  value: ExchangeValueChoice;
  onChange: (value: ExchangeValueChoice) => void;
  error: string;
  disabled: boolean;
}) {
  const id = useId();
  if (units === 0) return null;
  const rupees = exchangeRupees(values, value);
  const chosen = value.wanted && value.chemistry !== "" && value.capacityBand !== "";
  return (
    <fieldset className={styles.exchange} aria-describedby={`${id}-what`}>
      <legend className={styles.installationTitle}>{exchangeMessages.title}</legend>
      <p id={`${id}-what`} className={styles.muted}>
        Hand your old inverter battery to our technician at the installation: its value comes off this order, {exchangeMessages.confirmedAtPickup}. One old battery for each
        battery installed. <a href={`${paths.cancellationRefund}#old-batteries`}>How the exchange works</a>
      </p>
      <label className={styles.exchangeToggle}>
        <input type="checkbox" name="exchange" checked={value.wanted} disabled={disabled} onChange={(event) => onChange(event.target.checked ? { ...value, wanted: true } : noExchange)} /> I will hand over my
        old battery
      </label>
      {value.wanted ? (
        <div className={styles.installationSlots}>
          <label htmlFor={`${id}-chemistry`}>Type of old battery</label>
          <select id={`${id}-chemistry`} name="exchange_chemistry" value={value.chemistry} disabled={disabled} required onChange={(event) => onChange({ ...value, chemistry: event.target.value as ExchangeChemistry })}>
            <option value="">Choose the type…</option>
            {exchangeChemistries.map((chemistry) => (
              <option key={chemistry} value={chemistry}>
                {exchangeChemistryLabels[chemistry]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-band`}>Capacity (on its label)</label>
          <select
            id={`${id}-band`}
            name="exchange_band"
            value={value.capacityBand}
            disabled={disabled}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange({ ...value, capacityBand: event.target.value as ExchangeBand })}
          >
            <option value="">Choose the capacity…</option>
            {exchangeBands.map((band) => (
              <option key={band} value={band}>
                {exchangeBandLabels[band]}
              </option>
            ))}
          </select>
          {units > 1 ? (
            <>
              <label htmlFor={`${id}-quantity`}>How many old batteries</label>
              <select id={`${id}-quantity`} name="exchange_quantity" value={value.quantity} disabled={disabled} onChange={(event) => onChange({ ...value, quantity: Number(event.target.value) })}>
                {Array.from({ length: units }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {chosen ? (
            <p className={styles.exchangeValue} role="status">
              {rupees > 0 ? `${formatRupees(rupees)} off, ${exchangeMessages.confirmedAtPickup}` : values ? exchangeMessages.noValue : ""}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.lineProblem} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
