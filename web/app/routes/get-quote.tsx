import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PageIntro } from "../components/page-intro";
import ui from "../components/marketing.module.css";
import { QuoteSection, quoteFormId } from "../features/enquiries/enquiry-sections";
import { SupportContact } from "../features/support/support-hub";
import { quoteForm } from "../features/enquiries/enquiry-forms";
import { catalogueProductOptions } from "@urjavolt/contract/enquiries";
import { answerForm, onForm } from "../lib/form-action.server";
import { formClientAction } from "../lib/form-reply";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import { localeOfUrl } from "@urjavolt/contract/locale";
import type { Route } from "./+types/get-quote";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(msg`Get a Quote`), i18n._(msg`Ask for a quote on lithium inverters and batteries for your home or business.`), { path: paths.quote });
};

/**
 * The form's product list from the live catalogue, plus "Other / not sure" (decision 047). Without
 * the catalogue the form still offers "Other / not sure", so a complaint can always be filed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await context.services.catalogue.listProducts().catch((error: unknown) => {
    console.error("Could not load the catalogue for the form's products; offering Other / not sure only.", error);
    return null;
  });
  return { products: catalogueProductOptions(catalogue?.data ?? []) };
}

/** The form on this page, posted to its action (route-form.ts): its messages show in the page's language (decision 056). */
export function action({ request, context }: Route.ActionArgs) {
  return answerForm(request, context, [onForm(quoteForm, (data) => context.services.enquiries.submitQuote(data, { locale: localeOfUrl(request.url) }))]);
}

export const clientAction = formClientAction([quoteForm]);

export default function QuoteRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        title={t`Get a Quote`}
        lead={t`Lithium inverters and batteries for homes, shops, solar, telecom sites and electric vehicles, and their accessories. Tell us what you need and we will send you a quote.`}
      >
        <p>
          <a href={`#${quoteFormId}`} className={ui.button}>
            <Trans>Request a Quote</Trans>
          </a>
        </p>
      </PageIntro>
      <QuoteSection products={loaderData.products} />
      <SupportContact />
    </>
  );
}
