import { PolicyDocument } from "../features/policies/policy-document";
import { cancellationRefundPolicy } from "../features/policies/cancellation-refund-policy";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta(cancellationRefundPolicy.title, cancellationRefundPolicy.description);

export default function CancellationRefundPolicyRoute() {
  return <PolicyDocument policy={cancellationRefundPolicy} />;
}
