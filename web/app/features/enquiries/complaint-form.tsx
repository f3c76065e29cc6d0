import { useEffect, useRef, useState } from "react";
import { ComplaintFormSchema, type EnquiryReceipt, complaintIssues, enquiryMessages, toComplaintRequest } from "@urjavolt/contract/enquiries";
import { FormStatus, SelectField, TextAreaField, TextField } from "../../components/form-field";
import { apiRequest } from "../../lib/api-client";
import { useForm } from "../../lib/use-form";
import { ProductOptions } from "./product-options";
import { useEnquirySubmit } from "./use-enquiry-submit";
import formCard from "../../components/form-card.module.css";
import styles from "./enquiry-forms.module.css";

const empty = { name: "", email: "", mobile: "", product: "", serialno: "", service_issue: "", other_issue_description: "", pincode: "", message: "" };
const messages = enquiryMessages.complaint;

/** 'Submit Your Support Request' (docs/requirements/site-and-service-forms.md §2, §4, §5): a complaint, with 'Submit Another Request' after success. */
export function ComplaintForm() {
  const form = useForm(ComplaintFormSchema, empty);
  const { sending, error, receipt, submit, startAgain } = useEnquirySubmit(
    form,
    (data) => apiRequest<EnquiryReceipt>("submitcomplaint", { json: toComplaintRequest(data), fallback: messages.fallback }),
    messages.fallback,
  );
  const doneRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [startedAgain, setStartedAgain] = useState(false);

  useEffect(() => {
    if (receipt) doneRef.current?.focus();
    else if (startedAgain) firstFieldRef.current?.focus();
  }, [receipt, startedAgain]);

  function submitAnother() {
    startAgain();
    setStartedAgain(true);
  }

  if (receipt) {
    return (
      <div className={styles.done}>
        <h2 ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
          Request Submitted
        </h2>
        <p className={styles.doneText} role="status">
          {receipt.message || messages.success}
        </p>
        <button type="button" className={formCard.submit} onClick={submitAnother}>
          Submit Another Request
        </button>
      </div>
    );
  }


  return (
    <form ref={form.formRef} className={formCard.card} noValidate onSubmit={submit} aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className={formCard.title}>
        Submit Your Support Request
      </h2>
      <p className={formCard.intro}>Tell us what went wrong and we will get back to you with a reference for your request.</p>
      <div className={formCard.fields}>
        <TextField ref={firstFieldRef} label="Name" autoComplete="name" maxLength={50} required {...form.field("name")} />
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={16} required {...form.field("mobile")} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <SelectField label="Product" required {...form.field("product")}>
          <ProductOptions />
        </SelectField>
        <TextField label="Serial number" maxLength={50} autoCapitalize="characters" {...form.field("serialno")} />
        <TextField label="Pin code" inputMode="numeric" autoComplete="postal-code" maxLength={6} required {...form.field("pincode")} />
        <SelectField label="Issue" required className={formCard.wide} {...form.field("service_issue")}>
          <option value="">Choose an issue</option>
          {complaintIssues.map((issue) => (
            <option key={issue.value} value={issue.value}>
              {issue.label}
            </option>
          ))}
        </SelectField>
        {form.values.service_issue === "other" ? (
          <TextField label="Describe the issue" maxLength={500} required className={formCard.wide} {...form.field("other_issue_description")} />
        ) : null}
        <TextAreaField label="Details" maxLength={2000} required className={formCard.wide} hint="What happens, since when, and anything you have tried." {...form.field("message")} />
      </div>
      <button type="submit" className={formCard.submit} disabled={sending}>
        {sending ? "Submitting..." : "Submit Request"}
      </button>
      {error ? <FormStatus kind="error">{error}</FormStatus> : null}
    </form>
  );
}
