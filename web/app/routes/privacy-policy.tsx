import { PolicyDocument } from "../features/policies/policy-document";
import { privacyPolicy } from "../features/policies/privacy-policy";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, privacyPolicy.title, privacyPolicy.description);

export default function PrivacyPolicyRoute() {
  return <PolicyDocument policy={privacyPolicy} />;
}
