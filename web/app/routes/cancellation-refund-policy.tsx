import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Cancellation and Refund Policy", "When you can cancel an order, how to report damaged or wrong goods, and how refunds are made.");

export default function CancellationRefundRoute() {
  return <PageIntro title="Cancellation and Refund Policy" />;
}
