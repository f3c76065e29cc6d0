import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Shipping Policy", "Dispatch and delivery times, shipping charges and where we deliver.");

export default function ShippingPolicyRoute() {
  return <PageIntro title="Shipping Policy" />;
}
