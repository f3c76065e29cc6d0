import { PolicyDocument } from "../features/policies/policy-document";
import { privacyPolicy } from "../features/policies/privacy-policy";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta(privacyPolicy.title, privacyPolicy.description);

export default function PrivacyPolicyRoute() {
  return <PolicyDocument policy={privacyPolicy} />;
}
