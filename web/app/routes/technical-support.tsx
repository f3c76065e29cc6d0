import { PageIntro } from "../components/page-intro";
import ui from "../components/marketing.module.css";
import { ComplaintSection, complaintFormId } from "../features/enquiries/enquiry-sections";
import { SupportContact } from "../features/support/support-hub";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Register a Complaint", "Register a complaint about a product, installation, delivery, warranty or after-sales service.", {
    path: paths.complaint,
  });

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
