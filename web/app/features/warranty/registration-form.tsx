import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import {
  INVOICE_ACCEPT,
  type WarrantyRegistered,
  WarrantyRegistrationSchema,
  invoiceProblem,
  purchaseDateRange,
  warrantyMessages,
} from "@urjavolt/contract/warranty";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { ApiError, apiRequest } from "../../lib/api-client";
import { useForm } from "../../lib/use-form";
import formCard from "../../components/form-card.module.css";
import styles from "./warranty.module.css";

const empty = { name: "", mobile: "", email: "", serialno: "", purchaseDate: "", dealer: "", invoiceno: "", pincode: "", comments: "" };
const optional = new Set<keyof typeof empty>(["email", "comments"]);

type Preview = { kind: "image"; url: string } | { kind: "pdf" };

/** 'Warranty Registration' (docs/requirements/site-and-service-forms.md §2, §4, §5): the fields, the invoice with its preview, and the outcome. */
export function RegistrationForm() {
  const form = useForm(WarrantyRegistrationSchema, empty);
  const [invoice, setInvoice] = useState<File>();
  const [preview, setPreview] = useState<Preview>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error"; text: string }>();
  const fileRef = useRef<HTMLInputElement>(null);
  // The date limits depend on today: set after hydration so the server's and browser's HTML agree.
  const [range, setRange] = useState<{ min: string; max: string }>();
  useEffect(() => setRange(purchaseDateRange()), []);

  useEffect(() => () => (preview?.kind === "image" ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  function chooseInvoice(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setInvoice(file);
    const problem = file ? invoiceProblem(file) : undefined;
    form.setErrors(({ invoice: _old, ...rest }) => (problem ? { ...rest, invoice: problem } : rest));
    if (!file || problem) setPreview(undefined);
    else setPreview(file.type === "application/pdf" || /\.pdf$/i.test(file.name) ? { kind: "pdf" } : { kind: "image", url: URL.createObjectURL(file) });
  }

  /** Spec §5: serial number and mobile are trimmed while typing. */
  function typeTrimmed(event: ChangeEvent<HTMLInputElement>) {
    form.setValue(event.currentTarget.name as keyof typeof empty, event.currentTarget.value.replace(/\s+/g, ""));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = invoiceProblem(invoice);
    const data = form.validate(problem ? { invoice: problem } : {});
    if (!data || !invoice) {
      setOutcome({ kind: "error", text: INVALID_FORM_MESSAGE });
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(data)) if (value) body.append(key, value);
    body.append("invoice", invoice);
    setSending(true);
    setOutcome(undefined);
    try {
      const registered = await apiRequest<WarrantyRegistered>("submitwarranty", { form: body, fallback: warrantyMessages.fallback });
      setOutcome({ kind: "success", text: registered.message || warrantyMessages.success });
      form.reset();
      setInvoice(undefined);
      setPreview(undefined);
      if (fileRef.current) fileRef.current.value = "";
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : new ApiError(warrantyMessages.fallback, 0);
      setOutcome({ kind: "error", text: apiError.message || warrantyMessages.fallback });
      form.showServerErrors(apiError.fieldErrors);
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof typeof empty) => ({ ...form.field(name), required: !optional.has(name) });

  return (
    <form ref={form.formRef} className={formCard.card} noValidate onSubmit={submit} aria-labelledby="warranty-form-title">
      <h2 id="warranty-form-title" className={formCard.title}>
        Warranty Registration
      </h2>
      <p className={formCard.intro}>Register your product within its warranty period. Keep your invoice handy: we verify it before the warranty becomes active.</p>
      <div className={formCard.fields}>
        <TextField label="Full name" autoComplete="name" maxLength={50} {...field("name")} />
        <TextField label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" {...field("mobile")} onChange={typeTrimmed} />
        <TextField label="E-mail" type="email" autoComplete="email" maxLength={254} hint="We e-mail the confirmation and the result of our check." {...field("email")} />
        <TextField label="Serial number" autoCapitalize="characters" maxLength={50} hint="Printed on the label of your battery or inverter." {...field("serialno")} onChange={typeTrimmed} />
        <TextField label="Purchase date" type="date" min={range?.min} max={range?.max} {...field("purchaseDate")} />
        <TextField label="Dealer name" maxLength={100} {...field("dealer")} />
        <TextField label="Invoice number" maxLength={100} {...field("invoiceno")} />
        <TextField label="Pin code" inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field("pincode")} />
        <div className={styles.fileField}>
          <TextField
            ref={fileRef}
            label="Invoice"
            name="invoice"
            type="file"
            accept={INVOICE_ACCEPT}
            required
            hint="PDF, JPG or PNG, up to 5 MB."
            error={form.errors.invoice}
            onChange={chooseInvoice}
          />
          {preview?.kind === "image" ? <img className={styles.preview} src={preview.url} alt="Preview of the chosen invoice" /> : null}
          {preview?.kind === "pdf" ? <p className={styles.previewNote}>PDF selected (preview not available)</p> : null}
        </div>
        <TextAreaField label="Comments" className={formCard.wide} hint={`${form.values.comments.length}/500 characters`} {...field("comments")} />
      </div>
      {outcome ? <FormStatus kind={outcome.kind}>{outcome.text}</FormStatus> : null}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? "Registering..." : "Register Warranty"}
      </button>
    </form>
  );
}
