import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_INPUT_MAX, PINCODE_INPUT_MAX } from "@urjavolt/contract/form-rules";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { INVOICE_ACCEPT, type WarrantyRegistered, invoiceProblem, purchaseDateRange, warrantyMessages } from "@urjavolt/contract/warranty";
import { paths } from "@urjavolt/contract/paths";
import { registerPrefillKeys } from "@urjavolt/contract/accounts";
import { useSearchParams } from "react-router";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { UpdateConsents } from "../../components/update-consents";
import { chosenFile, formNameField } from "../../lib/form-reply";
import { useAccountPrefill } from "../../lib/account-prefill";
import { formMessage } from "../../lib/form-messages";
import { useLocalize } from "../../lib/i18n";
import { useRouteForm } from "../../lib/route-form";
import formCard from "../../components/form-card.module.css";
import { registrationForm } from "./warranty-forms";
import { registeredText, warrantyWords } from "./warranty-messages";
import styles from "./warranty.module.css";

type Fields = typeof registrationForm.initial;
const optional = new Set<keyof Fields>(["email", "comments"]);

type Preview = { kind: "image"; url: string } | { kind: "pdf" };

/**
 * 'Warranty Registration' (docs/requirements/site-and-service-forms.md §2, §4, §5): the fields, the
 * invoice with its preview, and the outcome, in the page's language (decision 056).
 */
export function RegistrationForm({ anchor }: { anchor: string }) {
  const { t, i18n } = useLingui();
  const localize = useLocalize();
  // An order's line in the account links here with what the order knows (decision 052): the day it was paid, the shop as dealer, its invoice.
  const [search] = useSearchParams();
  const prefill = Object.fromEntries(
    registerPrefillKeys.flatMap((key) => {
      const value = search.get(key)?.trim().slice(0, 100);
      return value ? [[key, value]] : [];
    }),
  ) as Partial<Fields>;
  const form = useRouteForm<typeof registrationForm.schema, Fields, WarrantyRegistered>(registrationForm, {
    // Posted without scripts, the page comes back in its own language.
    action: localize(paths.warranty),
    anchor,
    prefill,
    check: (element): Record<string, string> => {
      const problem = invoiceProblem(chosenFile(element, "invoice"));
      return problem ? { invoice: problem } : {};
    },
  });
  const { outcome } = form;
  // A signed-in customer finds their name, mobile, e-mail and pincode filled in where nothing was typed (decision 054).
  useAccountPrefill((known) => form.fillBlank({ name: known.name ?? "", mobile: known.mobile ?? "", email: known.email ?? "", pincode: known.address?.pincode ?? "" }));
  const [preview, setPreview] = useState<Preview>();
  const fileRef = useRef<HTMLInputElement>(null);
  // The date limits depend on today: set after hydration so the server's and browser's HTML agree.
  const [range, setRange] = useState<{ min: string; max: string }>();
  useEffect(() => setRange(purchaseDateRange()), []);

  useEffect(() => () => (preview?.kind === "image" ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  // Registered: the form is cleared, the chosen invoice with it.
  useEffect(() => {
    if (outcome?.status !== "done") return;
    setPreview(undefined);
    if (fileRef.current) fileRef.current.value = "";
  }, [outcome]);

  function chooseInvoice(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    const problem = file ? invoiceProblem(file) : undefined;
    form.setErrors(({ invoice: _old, ...rest }) => (problem ? { ...rest, invoice: problem } : rest));
    if (!file || problem) setPreview(undefined);
    else setPreview(file.type === "application/pdf" || /\.pdf$/i.test(file.name) ? { kind: "pdf" } : { kind: "image", url: URL.createObjectURL(file) });
  }

  const field = (name: keyof Fields) => ({ ...form.field(name), required: !optional.has(name) });
  const typed = form.values.comments.length;

  return (
    <form className={formCard.card} {...form.formProps} encType="multipart/form-data" aria-labelledby="warranty-form-title">
      <input {...formNameField(registrationForm)} />
      <h2 id="warranty-form-title" className={formCard.title}>
        <Trans>Warranty Registration</Trans>
      </h2>
      <p className={formCard.intro}>
        <Trans>Register your product within its warranty period. Keep your invoice handy: we verify it before the warranty becomes active.</Trans>
      </p>
      <div className={formCard.fields}>
        <TextField label={t`Full name`} autoComplete="name" maxLength={50} {...field("name")} />
        <TextField label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={MOBILE_INPUT_MAX} {...field("mobile")} />
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          maxLength={254}
          hint={t`We e-mail the confirmation and the result of our check.`}
          optionalNote={t`(optional)`}
          {...field("email")}
        />
        <TextField label={t`Serial number`} autoCapitalize="characters" maxLength={50} hint={t`Printed on the label of your battery or inverter.`} {...field("serialno")} />
        <TextField label={t`Purchase date`} type="date" min={range?.min} max={range?.max} {...field("purchaseDate")} />
        <TextField label={t`Dealer name`} maxLength={100} {...field("dealer")} />
        <TextField label={t`Invoice number`} maxLength={100} {...field("invoiceno")} />
        <TextField label={t`Pin code`} inputMode="numeric" autoComplete="postal-code" maxLength={PINCODE_INPUT_MAX} {...field("pincode")} />
        <div className={styles.fileField}>
          <TextField
            ref={fileRef}
            label={t`Invoice`}
            name="invoice"
            type="file"
            accept={INVOICE_ACCEPT}
            required
            hint={formMessage(i18n, warrantyWords, warrantyMessages.invoiceHint)}
            error={form.errors.invoice}
            onChange={chooseInvoice}
          />
          {preview?.kind === "image" ? <img className={styles.preview} src={preview.url} alt={t`Preview of the chosen invoice`} /> : null}
          {preview?.kind === "pdf" ? (
            <p className={styles.previewNote}>
              <Trans>PDF selected (preview not available)</Trans>
            </p>
          ) : null}
        </div>
        <TextAreaField
          label={t`Comments`}
          className={formCard.wide}
          hint={t`${typed}/500 characters`}
          optionalNote={t`(optional)`}
          {...field("comments")}
        />
        <UpdateConsents className={formCard.wide} values={form.values} errors={form.errors} onChange={(name, ticked) => form.setValue(name, ticked ? "yes" : "")} />
      </div>
      {outcome?.status === "refused" ? <FormStatus kind="error">{outcome.message}</FormStatus> : null}
      {outcome?.status === "done" ? <FormStatus kind="success">{registeredText(i18n, outcome.result)}</FormStatus> : null}
      <button type="submit" className={styles.submit} disabled={form.sending}>
        {form.sending ? t`Registering...` : t`Register Warranty`}
      </button>
    </form>
  );
}
