import { type ReactNode, useEffect, useRef, useState } from "react";
import { type WarrantyDetails, type WarrantyLookup, hasCertificate, replacedMessage, warrantyMessages } from "@urjavolt/contract/warranty";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { TextField } from "../../components/form-field";
import { formNameField } from "../../lib/form-reply";
import { useRouteForm } from "../../lib/route-form";
import { formatIsoDate as formatDate } from "@urjavolt/contract/dates";
import formCard from "../../components/form-card.module.css";
import { CHECK, FORM_PARAM, statusCheckForm } from "./warranty-forms";
import styles from "./warranty.module.css";

/**
 * 'Check Warranty Status' (docs/requirements/site-and-service-forms.md §2, §4): the serial, then a
 * result popup or an error popup. Posted to the warranty page's action, so it works without
 * JavaScript too: the popup then comes with the page, open, and closes as a native dialog does.
 * `siteUrl`: the site's public address (SITE_URL), printed on the certificate.
 */
export function StatusCheck({ siteUrl, anchor }: { siteUrl: string; anchor: string }) {
  const form = useRouteForm<typeof statusCheckForm.schema, typeof statusCheckForm.initial, WarrantyLookup>(statusCheckForm, {
    action: `${paths.warranty}?${FORM_PARAM}=${CHECK}`,
    anchor,
    lookup: true,
  });
  const { outcome } = form;
  const result = outcome?.status === "done" ? outcome.result.data : undefined;
  // A refusal about the serial shows beside it; any other (not found, a fault) in the error popup.
  const failure = outcome?.status === "refused" && !outcome.aboutFields ? outcome.message : undefined;
  // After a popup closes (and the dialog hands focus back to the button), the serial field takes it.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) form.formRef.current?.querySelector<HTMLInputElement>("input[name=serialno]")?.focus();
  }, [refocus, form.formRef]);

  /** Close and Try Again clear both popups and return to the serial number. */
  function clear() {
    form.setOutcome(undefined);
    setRefocus((n) => n + 1);
  }

  return (
    <>
      <form className={formCard.card} {...form.formProps} aria-labelledby="warranty-form-title">
        <input {...formNameField(statusCheckForm)} />
        <h2 id="warranty-form-title" className={formCard.title}>
          Check Warranty Status
        </h2>
        <p className={formCard.intro}>Enter the serial number you registered to see your warranty status and download your certificate.</p>
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
      {result ? <ResultDialog details={result} siteUrl={siteUrl} onClose={clear} /> : null}
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

function ResultDialog({ details, siteUrl, onClose }: { details: WarrantyDetails; siteUrl: string; onClose: () => void }) {
  const [building, setBuilding] = useState(false);
  const active = details.status.toLowerCase().includes("active");

  async function download() {
    setBuilding(true);
    try {
      const { downloadCertificate } = await import("./warranty-certificate");
      await downloadCertificate(details, siteUrl);
    } catch {
      window.alert(warrantyMessages.certificateFailed);
    } finally {
      setBuilding(false);
    }
  }

  const rows: [string, string][] = [
    // What the warranty covers, when staff have named the product (decision 051).
    ...(details.product ? [["Product", details.model ? `${details.product} (model ${details.model})` : details.product] as [string, string]] : []),
    ["Serial number", details.serialno],
    ["Name", details.name],
    ["Mobile", details.mobile],
    ["Purchase date", formatDate(details.purchase_date)],
    ["Expiry date", formatDate(details.expiry_date)],
    ["Dealer", details.dealer],
    ["Invoice number", details.invoiceno],
    ["Pin code", details.pincode],
  ];

  return (
    <Popup title="Warranty Details" onClose={onClose}>
      <p className={`${styles.status} ${active ? styles.statusActive : styles.statusOther}`}>
        <span aria-hidden="true">{active ? "✓" : details.status === "Pending" ? "⏳" : details.status === "Replaced" ? "⇄" : "✕"}</span> Status:{" "}
        <strong>{details.status}</strong>
      </p>
      {details.status === "Replaced" ? <p className={styles.popupNote}>{replacedMessage(details)}</p> : null}
      {details.rejection_reason ? <p className={styles.popupNote}>Reason: {details.rejection_reason}</p> : null}
      {details.status === "Pending" ? <p className={styles.popupNote}>{warrantyMessages.pending}</p> : null}
      {details.status === "Expired" ? (
        <p className={styles.popupNote}>
          Your warranty ended on {formatDate(details.expiry_date)}. {warrantyMessages.extendedCare}{" "}
          <Link to={paths.contactAbout(warrantyMessages.extendedCareSubject(details.serialno))}>
            {warrantyMessages.extendedCareLink}
          </Link>
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
      <div className={styles.popupActions}>
        {hasCertificate(details.status) ? (
          <button type="button" className={styles.submit} onClick={download} disabled={building}>
            {building ? "Preparing..." : "Download Certificate"}
          </button>
        ) : null}
      </div>
      {hasCertificate(details.status) ? (
        <noscript>
          <p className={styles.popupNote}>The certificate is made in your browser: turn on JavaScript to download it.</p>
        </noscript>
      ) : null}
    </Popup>
  );
}

/**
 * A real modal dialog: focus moves in, Escape closes it, focus returns to the form after. It comes
 * open with the page after the browser's own post; its buttons are a `method="dialog"` form, so
 * they close it without JavaScript too.
 */
function Popup({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
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
    </dialog>
  );
}
