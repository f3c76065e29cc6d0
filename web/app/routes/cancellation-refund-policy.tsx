import { paths } from "@urjavolt/contract/paths";
import { PolicyDocument } from "../features/policies/policy-document";
import { cancellationRefundPolicy } from "../features/policies/cancellation-refund-policy";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, cancellationRefundPolicy.title, cancellationRefundPolicy.description, { path: paths.cancellationRefund });

export default function CancellationRefundPolicyRoute() {
  return <PolicyDocument policy={cancellationRefundPolicy} />;
}
