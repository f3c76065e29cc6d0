import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_INPUT_MAX } from "@urjavolt/contract/form-rules";
import { type EnquiryReceipt, type ProductOptionGroup, enquiryMessages } from "@urjavolt/contract/enquiries";
import { paths } from "@urjavolt/contract/paths";
import { useSearchParams } from "react-router";
import { FormStatus, SelectField, TextAreaField, TextField } from "../../components/form-field";
import { useLocalize } from "../../lib/i18n";
import { useRouteForm } from "../../lib/route-form";
import { CatalogueProductOptions } from "./catalogue-product-options";
import { quoteForm } from "./enquiry-forms";
import formCard from "../../components/form-card.module.css";
import { EnquiryDone } from "./enquiry-done";
import { quoteMessages, receiptText } from "./enquiry-messages";

const messages = enquiryMessages.quote;

/** 'Submit Your Quote Request' (docs/requirements/site-and-service-forms.md §2, §4, §5): replaced by the thank-you message on success; in the page's language. */
export function QuoteForm({ anchor, products }: { anchor: string; products: readonly ProductOptionGroup[] }) {
  const { t, i18n } = useLingui();
  const localize = useLocalize();
  // A link may fill in the product and the message (paths.quoteAbout: the load calculator's result).
  const [search] = useSearchParams();
  const product = search.get("product");
  const message = search.get("message")?.slice(0, 2000);
  const prefill = {
    ...(product && products.some((group) => group.options.some((option) => option.value === product)) ? { products: product } : {}),
    ...(message ? { message } : {}),
  };
  const form = useRouteForm<typeof quoteForm.schema, typeof quoteForm.initial, EnquiryReceipt>(quoteForm, {
    // Posted without scripts, the page comes back in its own language.
    action: localize(paths.quote),
    anchor,
    prefill,
  });
  const { sending, outcome } = form;
  const receipt = outcome?.status === "done" ? outcome.result : undefined;

  if (receipt) return <EnquiryDone title={t`Thank You!`}>{receiptText(i18n, quoteMessages, messages.success, receipt)}</EnquiryDone>;

  return (
    <form className={formCard.card} {...form.formProps} aria-labelledby="quote-form-title">
      <h2 id="quote-form-title" className={formCard.title}>
        <Trans>Submit Your Quote Request</Trans>
      </h2>
      <p className={formCard.intro}>
        <Trans>Tell us what you need and our team will send you a quote.</Trans>
      </p>
      <div className={formCard.fields}>
        <TextField label={t`Name`} autoComplete="name" maxLength={50} required {...form.field("name")} />
        <TextField label={t`Mobile`} type="tel" inputMode="tel" autoComplete="tel" maxLength={MOBILE_INPUT_MAX} required {...form.field("mobile")} />
        <TextField label={t`Email`} type="email" autoComplete="email" required {...form.field("email")} />
        <SelectField label={t`Product`} required {...form.field("products")}>
          <CatalogueProductOptions groups={products} />
        </SelectField>
        <TextAreaField
          label={t`Message`}
          maxLength={2000}
          className={formCard.wide}
          hint={t`Quantity, site, backup hours or anything else we should know.`}
          optionalNote={t`(optional)`}
          {...form.field("message")}
        />
      </div>
      <button type="submit" className={formCard.submit} disabled={sending}>
        {sending ? t`Submitting...` : t`Submit Request`}
      </button>
      {outcome?.status === "refused" ? <FormStatus kind="error">{outcome.message}</FormStatus> : null}
    </form>
  );
}
