import { paths } from "@urjavolt/contract/paths";
import { PolicyDocument } from "../features/policies/policy-document";
import { shippingPolicy } from "../features/policies/shipping-policy";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, shippingPolicy.title, shippingPolicy.description, { path: paths.shipping });

export default function ShippingPolicyRoute() {
  return <PolicyDocument policy={shippingPolicy} />;
}
