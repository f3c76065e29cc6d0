import { PageIntro } from "../components/page-intro";
import { OnlinePaymentPage } from "../features/payments/online-payment-page";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { useSiteUrl } from "../lib/site-url";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) => pageMeta(args, "Secure Payments", "Pay for a battery purchase securely online and get an instant receipt.", { path: paths.onlinePayment });

export default function OnlinePaymentRoute() {
  return (
    <>
      <PageIntro title="Secure Payments" lead="Pay for your battery purchase online in two short steps, and download your receipt at once." />
      <OnlinePaymentPage siteUrl={useSiteUrl()} />
    </>
  );
}
