import { PageIntro } from "../components/page-intro";
import ui from "../components/marketing.module.css";
import { ComplaintSection, complaintFormId } from "../features/enquiries/enquiry-sections";
import { SupportContact } from "../features/support/support-hub";
import { toComplaintRequest } from "@urjavolt/contract/enquiries";
import { complaintForm } from "../features/enquiries/enquiry-forms";
import { answerForm, onForm } from "../lib/form-action.server";
import { formClientAction } from "../lib/form-reply";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/technical-support";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Register a Complaint", "Register a complaint about a product, installation, delivery, warranty or after-sales service.", {
    path: paths.complaint,
  });

/** The form on this page, posted to its action (route-form.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return answerForm(request, context, [onForm(complaintForm, (data) => context.services.enquiries.submitComplaint(toComplaintRequest(data)))]);
}

export const clientAction = formClientAction([complaintForm]);

export default function ComplaintRoute() {
  return (
    <>
      <PageIntro
        title="Complaint Register"
        lead="Something not right with your battery or inverter, its delivery, installation or service? Tell us and our service team will take it up."
      >
        <p>
          <a href={`#${complaintFormId}`} className={ui.button}>
            Submit a Request
          </a>
        </p>
      </PageIntro>
      <ComplaintSection />
      <SupportContact />
    </>
  );
}
