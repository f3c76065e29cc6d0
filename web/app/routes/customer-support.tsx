import { PageIntro } from "../components/page-intro";
import { SupportContact, SupportInstallation, SupportOptions } from "../features/support/support-hub";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Customer Support", "Register your warranty, raise a complaint, ask for a quote, pay online or reach our support team by phone or e-mail.");

export default function CustomerSupportRoute() {
  return (
    <>
      <PageIntro
        title="Customer Support"
        lead="We are here to help with your battery or inverter, from warranty registration to service and payments."
      />
      <SupportOptions />
      <SupportInstallation />
      <SupportContact />
    </>
  );
}
