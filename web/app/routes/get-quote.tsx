import { PageIntro } from "../components/page-intro";
import ui from "../components/marketing.module.css";
import { QuoteSection, quoteFormId } from "../features/enquiries/enquiry-sections";
import { SupportContact } from "../features/support/support-hub";
import { quoteForm } from "../features/enquiries/enquiry-forms";
import { answerForm, onForm } from "../lib/form-action.server";
import { formClientAction } from "../lib/form-reply";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/get-quote";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Get a Quote", "Ask for a quote on lithium inverters and batteries for your home or business.", { path: paths.quote });

/** The form on this page, posted to its action (route-form.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return answerForm(request, context, [onForm(quoteForm, (data) => context.services.enquiries.submitQuote(data))]);
}

export const clientAction = formClientAction([quoteForm]);

export default function QuoteRoute() {
  return (
    <>
      <PageIntro
        title="Get a Quote"
        lead="Lithium inverters from 1100VA to 10000VA and 48V and 51.2V batteries for homes, shops and businesses. Tell us what you need and we will send you a quote."
      >
        <p>
          <a href={`#${quoteFormId}`} className={ui.button}>
            Request a Quote
          </a>
        </p>
      </PageIntro>
      <QuoteSection />
      <SupportContact />
    </>
  );
}
