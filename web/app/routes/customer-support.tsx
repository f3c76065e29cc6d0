import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Customer Support", "Register your warranty, raise a complaint, ask for a quote, pay online or reach our support team.");

export default function CustomerSupportRoute() {
  return <PageIntro title="Customer Support" />;
}
