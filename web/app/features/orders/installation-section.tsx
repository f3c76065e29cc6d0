import {
  type InstallationAvailability,
  type PayOnInstallationSettings,
  installationMessages,
  installationOfferText,
  payOnInstallationOffered,
  payOnInstallationTerms,
} from "@urjavolt/contract/installation";
import { formatRupees, paiseToRupees } from "@urjavolt/contract/money";
import { formatIndiaDayOfWeek } from "@urjavolt/contract/dates";
import { visitSlotText, slotBounds, type VisitSlot } from "@urjavolt/contract/service-visits";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { apiRequest } from "../../lib/api-client";
import type { CheckoutLine } from "./checkout-lines";
import styles from "./checkout.module.css";

/** The buyer's installation choice as typed: wanted or not, and the day and slot (empty until chosen). */
export type InstallationValue = { wanted: boolean; date: string; slot: string };
export const noInstallation: InstallationValue = { wanted: false, date: "", slot: "" };

/**
 * What the server offers for the cart at the pincode (decision 057), asked again when either changes
 * and after a slot was just taken. Null while the pincode is not six digits or nothing is known yet.
 */
export function useInstallationOffer(lines: CheckoutLine[], pincode: string) {
  const ids = [...new Set(lines.map((line) => line.id))].sort((a, b) => a - b).join(",");
  const [offer, setOffer] = useState<InstallationAvailability | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!/^\d{6}$/.test(pincode) || ids === "") {
      setOffer(null);
      return;
    }
    const controller = new AbortController();
    apiRequest<InstallationAvailability>(`installation/availability?pincode=${pincode}&products=${ids}`, { method: "GET", fallback: "", signal: controller.signal })
      .then(setOffer)
      .catch(() => {
        if (!controller.signal.aborted) setOffer(null);
      });
    return () => controller.abort();
  }, [ids, pincode, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { offer, reload };
}

/** The installation's fee in rupees for the cart's lines, per unit of each product offering it. */
export function installationFeeRupees(offer: InstallationAvailability | null, lines: CheckoutLine[]): number {
  if (!offer) return 0;
  const paise = lines.reduce((sum, line) => sum + (offer.fees.find((fee) => fee.productId === line.id)?.feePaise ?? 0) * line.quantity, 0);
  return paiseToRupees(paise);
}

/**
 * Installation by our technician at checkout (decision 057): offered when a product in the cart has
 * it and a technician serves the pincode, with the days and two-hour slots still free after the
 * delivery estimate. Says so when the pincode is not served: the order goes ahead without it.
 */
export function InstallationSection({
  offer,
  lines,
  value,
  onChange,
  error,
  disabled,
  children,
}: {
  offer: InstallationAvailability | null;
  lines: CheckoutLine[];
  value: InstallationValue;
  onChange: (value: InstallationValue) => void;
  error: string;
  disabled: boolean;
  /** What comes after the day and time: when to pay (decision 059). */
  children?: ReactNode;
}) {
  const id = useId();
  if (!offer || !offer.offered) return null;
  const fee = installationFeeRupees(offer, lines);
  const products = lines.filter((line) => offer.fees.some((entry) => entry.productId === line.id)).map((line) => line.product_name);
  const day = offer.days.find((entry) => entry.date === value.date);
  return (
    <fieldset className={styles.installation} aria-describedby={`${id}-what`}>
      <legend className={styles.installationTitle}>Installation</legend>
      <p id={`${id}-what`} className={styles.muted}>
        {installationOfferText(Math.round(fee * 100))}
        {fee > 0 ? " for this order, GST included" : ""} ({products.join(", ")}).
      </p>
      {offer.days.length === 0 ? (
        <p className={styles.installationNote} role="status">
          {offer.message ?? installationMessages.notServed}
        </p>
      ) : (
        <>
          <div className={styles.installationChoice}>
            <label>
              <input type="radio" name="installation" checked={!value.wanted} disabled={disabled} onChange={() => onChange(noInstallation)} /> No installation
            </label>
            <label>
              <input type="radio" name="installation" checked={value.wanted} disabled={disabled} onChange={() => onChange({ ...value, wanted: true })} /> Install it for me
              {fee > 0 ? ` (${formatRupees(fee)})` : " (free)"}
            </label>
          </div>
          {value.wanted ? (
            <div className={styles.installationSlots}>
              <label htmlFor={`${id}-date`}>Day</label>
              <select id={`${id}-date`} name="installation_date" value={value.date} disabled={disabled} required onChange={(event) => onChange({ ...value, date: event.target.value, slot: "" })}>
                <option value="">Choose a day…</option>
                {offer.days.map((entry) => (
                  <option key={entry.date} value={entry.date}>
                    {formatIndiaDayOfWeek(slotBounds(entry.date, "09:00").start)}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-slot`}>Time</label>
              <select
                id={`${id}-slot`}
                name="installation_slot"
                value={value.slot}
                disabled={disabled || !day}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onChange({ ...value, slot: event.target.value })}
              >
                <option value="">{day ? "Choose a time…" : "Choose a day first"}</option>
                {(day?.slots ?? []).map((slot) => (
                  <option key={slot} value={slot}>
                    {slotLabel(day?.date ?? "", slot)}
                  </option>
                ))}
              </select>
              <p className={styles.muted}>After your delivery: our technician calls before coming.</p>
            </div>
          ) : null}
          {value.wanted ? children : null}
        </>
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.lineProblem} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "11:00 am to 1:00 pm" for a slot of a day. */
function slotLabel(date: string, slot: VisitSlot): string {
  const { start, end } = slotBounds(date, slot);
  return visitSlotText(start, end).split(", ").at(-1) ?? slot;
}

/** The shop's pay-on-installation limit (rupees; 0 = off) and days to pay (decision 059); null until known or when it cannot be read. */
export function usePayOnInstallationSettings(): PayOnInstallationSettings | null {
  const [settings, setSettings] = useState<PayOnInstallationSettings | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<PayOnInstallationSettings>("checkout/pay-on-installation", { method: "GET", fallback: "", signal: controller.signal })
      .then(setSettings)
      .catch(() => {
        if (!controller.signal.aborted) setSettings(null);
      });
    return () => controller.abort();
  }, []);
  return settings;
}

/**
 * When to pay (decision 059): offered beside paying now once installation is chosen and the total is
 * within the shop's limit, with its terms stated in full before the order is placed: what is paid,
 * when, how, that it costs nothing more, and what happens if the installation fails or the payment
 * is not made in time.
 */
export function PaymentTimingChoice({
  settings,
  totalRupees,
  exchange,
  payOnInstallation,
  onChange,
  disabled,
}: {
  settings: PayOnInstallationSettings;
  totalRupees: number;
  /** An old battery is exchanged: its value, confirmed at pickup, changes what is due. */
  exchange: boolean;
  payOnInstallation: boolean;
  onChange: (payOnInstallation: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  const terms = payOnInstallationTerms(Math.round(totalRupees * 100), settings.days, exchange);
  return (
    <fieldset className={styles.paymentTiming} aria-describedby={`${id}-terms`}>
      <legend className={styles.installationTitle}>When to pay</legend>
      <div className={styles.installationChoice}>
        <label>
          <input type="radio" name="payment_timing" value="now" checked={!payOnInstallation} disabled={disabled} onChange={() => onChange(false)} /> Pay now
        </label>
        <label>
          <input type="radio" name="payment_timing" value="on_installation" checked={payOnInstallation} disabled={disabled} onChange={() => onChange(true)} /> Pay on installation
        </label>
      </div>
      <ul id={`${id}-terms`} className={styles.paymentTerms}>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Whether checkout offers paying on installation: installation chosen and the total within a limit that is on. */
export function offersPayOnInstallation(settings: PayOnInstallationSettings | null, installationWanted: boolean, totalRupees: number): settings is PayOnInstallationSettings {
  return settings !== null && payOnInstallationOffered(Math.round(settings.limit * 100), Math.round(totalRupees * 100), installationWanted);
}
