import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PageIntro } from "../components/page-intro";
import ui from "../components/marketing.module.css";
import { ComplaintSection, complaintFormId } from "../features/enquiries/enquiry-sections";
import { SupportContact } from "../features/support/support-hub";
import { catalogueProductOptions, toComplaintRequest } from "@urjavolt/contract/enquiries";
import { complaintForm } from "../features/enquiries/enquiry-forms";
import { answerForm, onForm } from "../lib/form-action.server";
import { formClientAction } from "../lib/form-reply";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import { localeOfUrl } from "@urjavolt/contract/locale";
import type { Route } from "./+types/technical-support";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(msg`Register a Complaint`), i18n._(msg`Register a complaint about a product, installation, delivery, warranty or after-sales service.`), {
    path: paths.complaint,
  });
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
  return answerForm(request, context, [onForm(complaintForm, (data) => context.services.enquiries.submitComplaint(toComplaintRequest(data), { locale: localeOfUrl(request.url) }))]);
}

export const clientAction = formClientAction([complaintForm]);

export default function ComplaintRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        title={t`Complaint Register`}
        lead={t`Something not right with your battery or inverter, its delivery, installation or service? Tell us and our service team will take it up.`}
      >
        <p>
          <a href={`#${complaintFormId}`} className={ui.button}>
            <Trans>Submit a Request</Trans>
          </a>
        </p>
      </PageIntro>
      <ComplaintSection products={loaderData.products} />
      <SupportContact />
    </>
  );
}
