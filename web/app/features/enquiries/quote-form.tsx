import { useEffect, useRef } from "react";
import { type EnquiryReceipt, QuoteRequestSchema, enquiryMessages } from "@urjavolt/contract/enquiries";
import { FormStatus, SelectField, TextAreaField, TextField } from "../../components/form-field";
import { apiRequest } from "../../lib/api-client";
import { useForm } from "../../lib/use-form";
import { ProductOptions } from "./product-options";
import { useEnquirySubmit } from "./use-enquiry-submit";
import formCard from "../../components/form-card.module.css";
import styles from "./enquiry-forms.module.css";

const empty = { name: "", email: "", mobile: "", products: "", message: "" };
const messages = enquiryMessages.quote;

/** 'Submit Your Quote Request' (docs/requirements/site-and-service-forms.md §2, §4, §5): replaced by the thank-you message on success. */
export function QuoteForm() {
  const form = useForm(QuoteRequestSchema, empty);
  const { sending, error, receipt, submit } = useEnquirySubmit(form, (data) => apiRequest<EnquiryReceipt>("submitquote", { json: data, fallback: messages.fallback }), messages.fallback);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (receipt) doneRef.current?.focus();
  }, [receipt]);

  if (receipt) {
    return (
      <div className={styles.done}>
        <h2 ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
          Thank You!
        </h2>
        <p className={styles.doneText} role="status">
          {receipt.message || messages.success}
        </p>
      </div>
    );
  }


  return (
    <form ref={form.formRef} className={formCard.card} noValidate onSubmit={submit} aria-labelledby="quote-form-title">
      <h2 id="quote-form-title" className={formCard.title}>
        Submit Your Quote Request
      </h2>
      <p className={formCard.intro}>Tell us what you need and our team will send you a quote.</p>
      <div className={formCard.fields}>
        <TextField label="Name" autoComplete="name" maxLength={50} required {...form.field("name")} />
        <TextField label="Mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={16} required {...form.field("mobile")} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <SelectField label="Product" required {...form.field("products")}>
          <ProductOptions />
        </SelectField>
        <TextAreaField label="Message" maxLength={2000} className={formCard.wide} hint="Quantity, site, backup hours or anything else we should know." {...form.field("message")} />
      </div>
      <button type="submit" className={formCard.submit} disabled={sending}>
        {sending ? "Submitting..." : "Submit Request"}
      </button>
      {error ? <FormStatus kind="error">{error}</FormStatus> : null}
    </form>
  );
}
