import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_INPUT_MAX } from "@urjavolt/contract/form-rules";
import { type EnquiryReceipt, enquiryMessages } from "@urjavolt/contract/enquiries";
import { paths } from "@urjavolt/contract/paths";
import { useSearchParams } from "react-router";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { useLocalize } from "../../lib/i18n";
import { useRouteForm } from "../../lib/route-form";
import { useHydrated } from "../../lib/use-hydrated";
import formCard from "../../components/form-card.module.css";
import { contactForm } from "./enquiry-forms";
import { contactMessages, receiptText } from "./enquiry-messages";

export const contactFormId = "contact-form";

/** 'Send Us a Message' (docs/requirements/site-and-service-forms.md §2, §4, §5): the contact form on /contact-us, in the page's language. */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const localize = useLocalize();
  // A link may name the subject (paths.contactAbout: an expired warranty's extended-care enquiry).
  const subject = useSearchParams()[0].get("subject")?.slice(0, 150);
  const form = useRouteForm<typeof contactForm.schema, typeof contactForm.initial, EnquiryReceipt>(contactForm, {
    // Posted without scripts, the page comes back in its own language.
    action: localize(paths.contact),
    anchor: contactFormId,
    prefill: subject ? { subject } : {},
  });
  const { outcome } = form;
  // Without the scripts nothing checks the rules in the browser: the button always sends, and the server answers.
  const hydrated = useHydrated();

  const field = (name: keyof typeof contactForm.initial) => ({
    ...form.field(name),
    onBlur: () => form.checkField(name),
    required: true,
  });

  return (
    <form id={contactFormId} className={formCard.card} {...form.formProps} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={formCard.title}>
        <Trans>Send Us a Message</Trans>
      </h2>
      <div className={formCard.fields}>
        <TextField label={t`Name`} autoComplete="name" maxLength={50} {...field("name")} />
        <TextField label={t`Mobile`} type="tel" inputMode="tel" autoComplete="tel" maxLength={MOBILE_INPUT_MAX} {...field("mobile")} />
        <TextField label={t`Email`} type="email" autoComplete="email" className={formCard.wide} {...field("email")} />
        <TextField label={t`Subject`} maxLength={150} className={formCard.wide} {...field("subject")} />
        <TextAreaField label={t`Message`} rows={5} maxLength={2000} className={formCard.wide} {...field("message")} />
      </div>
      {outcome?.status === "refused" ? <FormStatus kind="error">{outcome.message}</FormStatus> : null}
      {outcome?.status === "done" ? <FormStatus kind="success">{receiptText(i18n, contactMessages, enquiryMessages.contact.success, outcome.result)}</FormStatus> : null}
      {/* Spec §4: not sendable until every rule holds; aria-disabled keeps it focusable, so pressing it
          explains what is missing instead of doing nothing. */}
      <button type="submit" className={formCard.submit} disabled={form.sending} aria-disabled={hydrated && (form.sending || !form.valid)}>
        {form.sending ? t`Sending...` : t`Send Message`}
      </button>
    </form>
  );
}
