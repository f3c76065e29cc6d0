import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_INPUT_MAX, PINCODE_INPUT_MAX } from "@urjavolt/contract/form-rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type EnquiryReceipt, type ProductOptionGroup, complaintIssues, enquiryMessages } from "@urjavolt/contract/enquiries";
import { paths } from "@urjavolt/contract/paths";
import { useSearchParams } from "react-router";
import { FormStatus, SelectField, TextAreaField, TextField } from "../../components/form-field";
import { useAccountPrefill } from "../../lib/account-prefill";
import { type FormMessages, formMessage } from "../../lib/form-messages";
import { useLocalize } from "../../lib/i18n";
import { useRouteForm } from "../../lib/route-form";
import { CatalogueProductOptions } from "./catalogue-product-options";
import { ComplaintNextSteps } from "./complaint-done";
import { UpdateConsents } from "../../components/update-consents";
import { EnquiryDone } from "./enquiry-done";
import { complaintForm } from "./enquiry-forms";
import { complaintMessages, receiptText } from "./enquiry-messages";
import formCard from "../../components/form-card.module.css";
import styles from "./enquiry-forms.module.css";

const messages = enquiryMessages.complaint;

/** The issue list's words (contract/src/enquiries.ts, `complaintIssues`) as catalogue messages (decision 056). */
const issueWords: FormMessages = {
  "Product issue": msg`Product issue`,
  "After-sales service": msg`After-sales service`,
  "Delivery issue": msg`Delivery issue`,
  "Installation issue": msg`Installation issue`,
  "Warranty issue": msg`Warranty issue`,
  Other: msg`Other`,
};

/**
 * 'Submit Your Support Request' (docs/requirements/site-and-service-forms.md §2, §4, §5): a complaint about any
 * catalogue product or "Other / not sure" (decision 047); after success the reference, when we will
 * call and "Track this request", then 'Submit Another Request'. In the page's language (decision 056);
 * the boxes for updates keep the words the server records as agreed (decision 030).
 */
export function ComplaintForm({ anchor, products }: { anchor: string; products: readonly ProductOptionGroup[] }) {
  const { t, i18n } = useLingui();
  const localize = useLocalize();
  // A unit's page in the account links here with its serial and product (decision 052); a product not in the list is left to choose.
  const [search] = useSearchParams();
  const serialno = search.get("serialno")?.replace(/\s+/g, "").slice(0, 50);
  const product = search.get("product");
  const offered = product ? products.flatMap((group) => group.options).find((option) => option.value === product || option.label === product) : undefined;
  const prefill = { ...(serialno ? { serialno } : {}), ...(offered ? { product: offered.value } : {}) };
  const form = useRouteForm<typeof complaintForm.schema, typeof complaintForm.initial, EnquiryReceipt>(complaintForm, {
    // Posted without scripts, the page comes back in its own language.
    action: localize(paths.complaint),
    anchor,
    prefill,
  });
  const { sending, outcome } = form;
  // A signed-in customer finds their name, mobile, e-mail and pincode filled in where nothing was typed (decision 054).
  useAccountPrefill((known) => form.fillBlank({ name: known.name ?? "", mobile: known.mobile ?? "", email: known.email ?? "", pincode: known.address?.pincode ?? "" }));
  const receipt = outcome?.status === "done" ? outcome.result : undefined;
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [startedAgain, setStartedAgain] = useState(false);

  useEffect(() => {
    if (!receipt && startedAgain) firstFieldRef.current?.focus();
  }, [receipt, startedAgain]);

  /** A fresh form: in place once the page has hydrated, else the browser loads the page again. */
  function submitAnother(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.reset();
    setStartedAgain(true);
  }

  if (receipt) {
    return (
      <EnquiryDone
        title={t`Request Submitted`}
        after={
          <>
          <ComplaintNextSteps receipt={receipt} />
          <form method="get" action={`${localize(paths.complaint)}#${anchor}`} onSubmit={submitAnother}>
            <button type="submit" className={formCard.submit}>
              <Trans>Submit Another Request</Trans>
            </button>
          </form>
          </>
        }
      >
        {receiptText(i18n, complaintMessages, messages.success, receipt)}
      </EnquiryDone>
    );
  }

  return (
    <form className={formCard.card} {...form.formProps} aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className={formCard.title}>
        <Trans>Submit Your Support Request</Trans>
      </h2>
      <p className={formCard.intro}>
        <Trans>Tell us what went wrong and we will get back to you with a reference for your request.</Trans>
      </p>
      <div className={formCard.fields}>
        <TextField ref={firstFieldRef} label={t`Name`} autoComplete="name" maxLength={50} required {...form.field("name")} />
        <TextField label={t`Phone`} type="tel" inputMode="tel" autoComplete="tel" maxLength={MOBILE_INPUT_MAX} required {...form.field("mobile")} />
        <TextField label={t`Email`} type="email" autoComplete="email" required {...form.field("email")} />
        <SelectField label={t`Product`} required {...form.field("product")}>
          <CatalogueProductOptions groups={products} />
        </SelectField>
        <TextField label={t`Serial number`} maxLength={50} autoCapitalize="characters" optionalNote={t`(optional)`} {...form.field("serialno")} />
        <TextField label={t`Pin code`} inputMode="numeric" autoComplete="postal-code" maxLength={PINCODE_INPUT_MAX} required {...form.field("pincode")} />
        <SelectField label={t`Issue`} required className={formCard.wide} {...form.field("service_issue")}>
          <option value="">{t`Choose an issue`}</option>
          {complaintIssues.map((issue) => (
            <option key={issue.value} value={issue.value}>
              {formMessage(i18n, issueWords, issue.label)}
            </option>
          ))}
        </SelectField>
        {/* Shown only while 'Other' is chosen, by CSS, so it appears without JavaScript too. */}
        <TextField
          label={t`Describe the issue`}
          maxLength={500}
          required
          className={`${formCard.wide} ${styles.otherIssue}`}
          {...form.field("other_issue_description")}
        />
        <TextAreaField
          label={t`Details`}
          maxLength={2000}
          required
          className={formCard.wide}
          hint={t`What happens, since when, and anything you have tried.`}
          {...form.field("message")}
        />
        <UpdateConsents className={formCard.wide} values={form.values} errors={form.errors} onChange={(field, ticked) => form.setValue(field, ticked ? "yes" : "")} />
      </div>
      <button type="submit" className={formCard.submit} disabled={sending}>
        {sending ? t`Submitting...` : t`Submit Request`}
      </button>
      {outcome?.status === "refused" ? <FormStatus kind="error">{outcome.message}</FormStatus> : null}
    </form>
  );
}
