import { type ReactNode, useEffect, useRef, useState } from "react";
import { type PublicWarranty, type WarrantyLookup, replacedMessage, warrantyMessages } from "@urjavolt/contract/warranty";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { TextField } from "../../components/form-field";
import { formNameField } from "../../lib/form-reply";
import { useRouteForm } from "../../lib/route-form";
import { formatIsoDate as formatDate } from "@urjavolt/contract/dates";
import formCard from "../../components/form-card.module.css";
import { CHECK, FORM_PARAM, ownerCodeForm, statusCheckForm } from "./warranty-forms";
import styles from "./warranty.module.css";

/**
 * 'Check Warranty Status' (docs/requirements/site-and-service-forms.md §2, §4): the serial, then a
 * result popup or an error popup. Posted to the warranty page's action, so it works without
 * JavaScript too: the popup then comes with the page, open, and closes as a native dialog does.
 */
export function StatusCheck({ anchor }: { anchor: string }) {
  const form = useRouteForm<typeof statusCheckForm.schema, typeof statusCheckForm.initial, WarrantyLookup>(statusCheckForm, {
    action: `${paths.warranty}?${FORM_PARAM}=${CHECK}`,
    anchor,
    lookup: true,
  });
  // The owner's code is a plain post (a right one redirects to the code step); a refusal (too many codes) comes back to this page.
  const ownerCode = useRouteForm(ownerCodeForm, { action: `${paths.warranty}?${FORM_PARAM}=${CHECK}`, anchor });
  const { outcome } = form;
  const result = outcome?.status === "done" ? outcome.result.data : undefined;
  // A refusal about the serial shows beside it; any other (not found, a fault) in the error popup.
  const failure =
    outcome?.status === "refused" && !outcome.aboutFields ? outcome.message : ownerCode.outcome?.status === "refused" ? ownerCode.outcome.message : undefined;
  // After a popup closes (and the dialog hands focus back to the button), the serial field takes it.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) form.formRef.current?.querySelector<HTMLInputElement>("input[name=serialno]")?.focus();
  }, [refocus, form.formRef]);

  /** Close and Try Again clear both popups and return to the serial number. */
  function clear() {
    form.setOutcome(undefined);
    ownerCode.setOutcome(undefined);
    setRefocus((n) => n + 1);
  }

  return (
    <>
      <form className={formCard.card} {...form.formProps} aria-labelledby="warranty-form-title">
        <input {...formNameField(statusCheckForm)} />
        <h2 id="warranty-form-title" className={formCard.title}>
          Check Warranty Status
        </h2>
        <p className={formCard.intro}>Enter the serial number to see the warranty's status and dates. Its owner can then sign in for the full details and the certificate.</p>
        <TextField
          label="Serial number"
          name="serialno"
          required
          autoCapitalize="characters"
          maxLength={50}
          value={form.values.serialno}
          error={form.errors.serialno}
          onChange={(event) => form.setValue("serialno", event.currentTarget.value.replace(/\s+/g, ""))}
        />
        <button type="submit" className={styles.submit} disabled={form.sending}>
          {form.sending ? "Checking..." : "Check Status"}
        </button>
      </form>
      {result ? <ResultDialog details={result} onClose={clear} /> : null}
      {failure ? (
        <Popup title="We could not check this warranty" onClose={clear}>
          <p className={styles.popupError} role="alert">
            {failure}
          </p>
          <div className={styles.popupActions}>
            <button type="submit" className={styles.submit} onClick={clear}>
              Try Again
            </button>
          </div>
        </Popup>
      ) : null}
    </>
  );
}

/**
 * What the check tells whoever typed the serial (decision 052): the status and the dates, and the
 * product the unit's own label names. The owner's details and the certificate are behind a code sent
 * to the registered mobile: the button posts the serial to the warranty page's action, which sends
 * it and opens the code step; a right code lands on the unit's page in the account.
 */
function ResultDialog({ details, onClose }: { details: PublicWarranty; onClose: () => void }) {
  const active = details.status === "Active";
  const pending = details.status === "Pending";

  const rows: [string, string][] = [
    // What the warranty covers, when staff have named the product (decision 051).
    ...(details.product ? [["Product", details.model ? `${details.product} (model ${details.model})` : details.product] as [string, string]] : []),
    ["Serial number", details.serialno],
    ["Purchase date", formatDate(details.purchase_date)],
    ["Expiry date", formatDate(details.expiry_date)],
  ];

  return (
    <Popup
      title="Warranty Details"
      onClose={onClose}
      after={
        <form method="post" action={`${paths.warranty}?${FORM_PARAM}=${CHECK}`} className={styles.ownerForm}>
          <input {...formNameField(ownerCodeForm)} />
          <input type="hidden" name="serialno" value={details.serialno} />
          <p className={styles.popupNote}>{warrantyMessages.ownerOnly}</p>
          <button type="submit" className={styles.submit}>
            {warrantyMessages.ownerCode}
          </button>
        </form>
      }
    >
      <p className={`${styles.status} ${active ? styles.statusActive : pending ? styles.statusPending : styles.statusOther}`}>
        <span aria-hidden="true">{active ? "✓" : pending ? "⏳" : details.status === "Replaced" ? "⇄" : "✕"}</span> Status: <strong>{details.status}</strong>
      </p>
      {details.status === "Replaced" ? <p className={styles.popupNote}>{replacedMessage(details)}</p> : null}
      {pending ? <p className={styles.popupNote}>{warrantyMessages.pending}</p> : null}
      {details.status === "Expired" ? (
        <p className={styles.popupNote}>
          Your warranty ended on {formatDate(details.expiry_date)}. {warrantyMessages.extendedCare}{" "}
          <Link to={paths.contactAbout(warrantyMessages.extendedCareSubject(details.serialno))}>{warrantyMessages.extendedCareLink}</Link>
        </p>
      ) : null}
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Popup>
  );
}

/**
 * A real modal dialog: focus moves in, Escape closes it, focus returns to the form after. It comes
 * open with the page after the browser's own post; its buttons are a `method="dialog"` form, so
 * they close it without JavaScript too.
 */
function Popup({ title, onClose, children, after }: { title: string; onClose: () => void; children: ReactNode; after?: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Open as the page came (not modal): made modal now that the page's scripts are here.
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className={styles.popup}
      aria-labelledby="warranty-popup-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form method="dialog">
        <div className={styles.popupHeader}>
          <h2 id="warranty-popup-title" className={styles.popupTitle}>
            {title}
          </h2>
          <button type="submit" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        {children}
      </form>
      {/* A form of its own (forms do not nest): it posts to the page, it does not close the dialog. */}
      {after}
    </dialog>
  );
}
