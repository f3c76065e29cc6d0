import { PolicyDocument } from "../features/policies/policy-document";
import { shippingPolicy } from "../features/policies/shipping-policy";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta(shippingPolicy.title, shippingPolicy.description);

export default function ShippingPolicyRoute() {
  return <PolicyDocument policy={shippingPolicy} />;
}
