import { type FormEvent, useState } from "react";
import { ContactRequestSchema, type EnquiryReceipt, enquiryMessages } from "@urjavolt/contract/enquiries";
import { INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { ApiError, apiRequest } from "../../lib/api-client";
import { useForm, withoutEmpty } from "../../lib/use-form";
import styles from "./enquiry-forms.module.css";

const empty = { name: "", email: "", mobile: "", subject: "", message: "" };
const messages = enquiryMessages.contact;

/** 'Send Us a Message' (docs/requirements/site-and-service-forms.md §2, §4, §5): the contact form on /contact-us. */
export function ContactForm() {
  const form = useForm(ContactRequestSchema, empty);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error"; text: string }>();
  const valid = ContactRequestSchema.safeParse(withoutEmpty(form.values)).success;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = form.validate();
    if (!data) {
      setOutcome({ kind: "error", text: INVALID_FORM_MESSAGE });
      return;
    }
    setSending(true);
    setOutcome(undefined);
    try {
      const receipt = await apiRequest<EnquiryReceipt>("contactsubmit", { json: data, fallback: messages.fallback });
      setOutcome({ kind: "success", text: receipt.message || messages.success });
      form.reset();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(messages.fallback, 0);
      setOutcome({ kind: "error", text: apiError.message || messages.fallback });
      form.showServerErrors(apiError.fieldErrors);
    } finally {
      setSending(false);
    }
  }

  const field = (name: keyof typeof empty) => ({
    ...form.field(name),
    onBlur: () => form.checkField(name),
    required: true,
  });

  return (
    <form ref={form.formRef} className={styles.card} noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        Send Us a Message
      </h2>
      <div className={styles.fields}>
        <TextField label="Name" autoComplete="name" maxLength={50} {...field("name")} />
        <TextField label="Mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={16} {...field("mobile")} />
        <TextField label="Email" type="email" autoComplete="email" className={styles.wide} {...field("email")} />
        <TextField label="Subject" maxLength={150} className={styles.wide} {...field("subject")} />
        <TextAreaField label="Message" rows={5} maxLength={2000} className={styles.wide} {...field("message")} />
      </div>
      {outcome ? <FormStatus kind={outcome.kind}>{outcome.text}</FormStatus> : null}
      {/* Spec §4: not sendable until every rule holds; aria-disabled keeps it focusable, so pressing it
          explains what is missing instead of doing nothing. */}
      <button type="submit" className={styles.submit} disabled={sending} aria-disabled={sending || !valid}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
