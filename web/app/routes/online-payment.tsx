import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Secure Payments", "Pay for a battery purchase securely online and get an instant receipt.");

export default function OnlinePaymentRoute() {
  return <PageIntro title={"Secure Payments"} />;
}
