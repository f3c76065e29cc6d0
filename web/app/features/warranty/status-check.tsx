import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { type WarrantyDetails, type WarrantyLookup, WarrantyCheckSchema, hasCertificate, warrantyMessages } from "@urjavolt/contract/warranty";
import { TextField } from "../../components/form-field";
import { ApiError, apiRequest } from "../../lib/api-client";
import { useForm } from "../../lib/use-form";
import { formatIsoDate as formatDate } from "@urjavolt/contract/dates";
import formCard from "../../components/form-card.module.css";
import styles from "./warranty.module.css";

/** 'Check Warranty Status' (docs/requirements/site-and-service-forms.md §2, §4): the serial, then a result popup or an error popup. */
/** `siteUrl`: the site's public address (SITE_URL), printed on the certificate. */
export function StatusCheck({ siteUrl }: { siteUrl: string }) {
  const form = useForm(WarrantyCheckSchema, { serialno: "" });
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<WarrantyDetails>();
  const [failure, setFailure] = useState<string>();
  // After a popup closes (and the dialog hands focus back to the button), the serial field takes it.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) form.formRef.current?.querySelector<HTMLInputElement>("input[name=serialno]")?.focus();
  }, [refocus, form.formRef]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const data = form.validate();
    if (!data) return;
    setChecking(true);
    try {
      const lookup = await apiRequest<WarrantyLookup>(`getwarranty/${encodeURIComponent(data.serialno)}`, {
        method: "GET",
        fallback: warrantyMessages.checkFallback,
        whenEmpty: warrantyMessages.checkFailed,
      });
      setResult(lookup.data);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : warrantyMessages.checkFallback);
    } finally {
      setChecking(false);
    }
  }

  /** Close and Try Again clear both popups and return to the serial number. */
  function clear() {
    setResult(undefined);
    setFailure(undefined);
    setRefocus((n) => n + 1);
  }

  return (
    <>
      <form ref={form.formRef} className={formCard.card} noValidate onSubmit={submit} aria-labelledby="warranty-form-title">
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
        <button type="submit" className={styles.submit} disabled={checking}>
          {checking ? "Checking..." : "Check Status"}
        </button>
      </form>
      {result ? <ResultDialog details={result} siteUrl={siteUrl} onClose={clear} /> : null}
      {failure ? (
        <Popup title="We could not check this warranty" onClose={clear}>
          <p className={styles.popupError} role="alert">
            {failure}
          </p>
          <div className={styles.popupActions}>
            <button type="button" className={styles.submit} onClick={clear}>
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
    ["Serial number", details.serialno],
    ["Name", details.name],
    ["Mobile", details.mobile],
    ["Purchase date", formatDate(details.purchase_date)],
    ["Expiry date", formatDate(details.expiry_date)],
    ["Dealer", details.dealer],
    ["Invoice number", details.invoiceno],
    ["Invoice", details.invoice],
    ["Pin code", details.pincode],
  ];

  return (
    <Popup title="Warranty Details" onClose={onClose}>
      <p className={`${styles.status} ${active ? styles.statusActive : styles.statusOther}`}>
        <span aria-hidden="true">{active ? "✓" : details.status === "Pending" ? "⏳" : "✕"}</span> Status: <strong>{details.status}</strong>
      </p>
      {details.rejection_reason ? <p className={styles.popupNote}>Reason: {details.rejection_reason}</p> : null}
      {details.status === "Pending" ? <p className={styles.popupNote}>We are verifying your invoice; the warranty becomes active once it is checked.</p> : null}
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
    </Popup>
  );
}

/** A real modal dialog: focus moves in, Escape closes it, focus returns to the form after. */
function Popup({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby="warranty-popup-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.popupHeader}>
        <h2 id="warranty-popup-title" className={styles.popupTitle}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
