import { type ReactNode, useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type PublicWarranty, type WarrantyLookup, warrantyMessages } from "@urjavolt/contract/warranty";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { TextField } from "../../components/form-field";
import { formMessage } from "../../lib/form-messages";
import { formNameField } from "../../lib/form-reply";
import { useLocalize } from "../../lib/i18n";
import { useRouteForm } from "../../lib/route-form";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { dateNames } from "../../lib/date-names";
import formCard from "../../components/form-card.module.css";
import { CHECK, FORM_PARAM, ownerCodeForm, statusCheckForm } from "./warranty-forms";
import { replacedNote, statusWord, warrantyWords } from "./warranty-messages";
import styles from "./warranty.module.css";

/**
 * 'Check Warranty Status' (docs/requirements/site-and-service-forms.md §2, §4): the serial, then a
 * result popup or an error popup. Posted to the warranty page's action, so it works without
 * JavaScript too: the popup then comes with the page, open, and closes as a native dialog does.
 * In the page's language (decision 056), posted to the page in that language.
 */
export function StatusCheck({ anchor }: { anchor: string }) {
  const { t } = useLingui();
  const checkPath = useLocalize()(`${paths.warranty}?${FORM_PARAM}=${CHECK}`);
  const form = useRouteForm<typeof statusCheckForm.schema, typeof statusCheckForm.initial, WarrantyLookup>(statusCheckForm, {
    action: checkPath,
    anchor,
    lookup: true,
  });
  // The owner's code is a plain post (a right one redirects to the code step); a refusal (too many codes) comes back to this page.
  const ownerCode = useRouteForm(ownerCodeForm, { action: checkPath, anchor });
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
          <Trans>Check Warranty Status</Trans>
        </h2>
        <p className={formCard.intro}>
          <Trans>Enter the serial number to see the warranty's status and dates. Its owner can then sign in for the full details and the certificate.</Trans>
        </p>
        <TextField
          label={t`Serial number`}
          name="serialno"
          required
          autoCapitalize="characters"
          maxLength={50}
          value={form.values.serialno}
          error={form.errors.serialno}
          onChange={(event) => form.setValue("serialno", event.currentTarget.value.replace(/\s+/g, ""))}
        />
        <button type="submit" className={styles.submit} disabled={form.sending}>
          {form.sending ? t`Checking...` : t`Check Status`}
        </button>
      </form>
      {result ? <ResultDialog details={result} ownerPath={checkPath} onClose={clear} /> : null}
      {failure ? (
        <Popup title={t`We could not check this warranty`} onClose={clear}>
          <p className={styles.popupError} role="alert">
            {failure}
          </p>
          <div className={styles.popupActions}>
            <button type="submit" className={styles.submit} onClick={clear}>
              <Trans>Try Again</Trans>
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
 * it and opens the code step; a right code lands on the unit's page in the account. The status and
 * the dates in the page's language; the product, its model and the serial as they are written.
 */
function ResultDialog({ details, ownerPath, onClose }: { details: PublicWarranty; ownerPath: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const names = dateNames(i18n);
  const localize = useLocalize();
  const word = (english: string) => formMessage(i18n, warrantyWords, english);
  const active = details.status === "Active";
  const pending = details.status === "Pending";
  const { product, model, serialno } = details;

  const rows: [string, string][] = [
    // What the warranty covers, when staff have named the product (decision 051).
    ...(product ? [[t`Product`, model ? t`${product} (model ${model})` : product] as [string, string]] : []),
    [t`Serial number`, serialno],
    [t`Purchase date`, formatIsoDate(details.purchase_date, names)],
    [t`Expiry date`, formatIsoDate(details.expiry_date, names)],
  ];
  // Each its own text, as the English sentence always was (the same markup in English).
  const ended = <>{formatIsoDate(details.expiry_date, names)}</>;
  const extendedCare = <>{word(warrantyMessages.extendedCare)}</>;

  return (
    <Popup
      title={t`Warranty Details`}
      onClose={onClose}
      after={
        <form method="post" action={ownerPath} className={styles.ownerForm}>
          <input {...formNameField(ownerCodeForm)} />
          <input type="hidden" name="serialno" value={serialno} />
          <p className={styles.popupNote}>{word(warrantyMessages.ownerOnly)}</p>
          <button type="submit" className={styles.submit}>
            {word(warrantyMessages.ownerCode)}
          </button>
        </form>
      }
    >
      <p className={`${styles.status} ${active ? styles.statusActive : pending ? styles.statusPending : styles.statusOther}`}>
        <span aria-hidden="true">{active ? "✓" : pending ? "⏳" : details.status === "Replaced" ? "⇄" : "✕"}</span>
        {` ${t`Status:`} `}
        <strong>{statusWord(i18n, details.status)}</strong>
      </p>
      {details.status === "Replaced" ? <p className={styles.popupNote}>{replacedNote(i18n, details)}</p> : null}
      {pending ? <p className={styles.popupNote}>{word(warrantyMessages.pending)}</p> : null}
      {details.status === "Expired" ? (
        <p className={styles.popupNote}>
          <Trans>
            Your warranty ended on {ended}. {extendedCare} <Link to={localize(paths.contactAbout(t`Extended care for ${serialno}`))}>Ask about extended care</Link>
          </Trans>
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
  const { t } = useLingui();
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
          <button type="submit" className={styles.close} onClick={onClose} aria-label={t`Close`}>
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
