import { ContactRequestSchema, type EnquiryReceipt, enquiryMessages } from "@urjavolt/contract/enquiries";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { apiRequest } from "../../lib/api-client";
import { useForm, withoutEmpty } from "../../lib/use-form";
import formCard from "../../components/form-card.module.css";
import { useEnquirySubmit } from "./use-enquiry-submit";

const empty = { name: "", email: "", mobile: "", subject: "", message: "" };
const messages = enquiryMessages.contact;

/** 'Send Us a Message' (docs/requirements/site-and-service-forms.md §2, §4, §5): the contact form on /contact-us. */
export function ContactForm() {
  const form = useForm(ContactRequestSchema, empty);
  const { sending, error, receipt, submit } = useEnquirySubmit(form, (data) => apiRequest<EnquiryReceipt>("contactsubmit", { json: data, fallback: messages.fallback }), messages.fallback);
  const outcome = error ? { kind: "error" as const, text: error } : receipt ? { kind: "success" as const, text: receipt.message || messages.success } : undefined;
  const valid = ContactRequestSchema.safeParse(withoutEmpty(form.values)).success;

  const field = (name: keyof typeof empty) => ({
    ...form.field(name),
    onBlur: () => form.checkField(name),
    required: true,
  });

  return (
    <form ref={form.formRef} className={formCard.card} noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={formCard.title}>
        Send Us a Message
      </h2>
      <div className={formCard.fields}>
        <TextField label="Name" autoComplete="name" maxLength={50} {...field("name")} />
        <TextField label="Mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={16} {...field("mobile")} />
        <TextField label="Email" type="email" autoComplete="email" className={formCard.wide} {...field("email")} />
        <TextField label="Subject" maxLength={150} className={formCard.wide} {...field("subject")} />
        <TextAreaField label="Message" rows={5} maxLength={2000} className={formCard.wide} {...field("message")} />
      </div>
      {outcome ? <FormStatus kind={outcome.kind}>{outcome.text}</FormStatus> : null}
      {/* Spec §4: not sendable until every rule holds; aria-disabled keeps it focusable, so pressing it
          explains what is missing instead of doing nothing. */}
      <button type="submit" className={formCard.submit} disabled={sending} aria-disabled={sending || !valid}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
