import { paths } from "@urjavolt/contract/paths";
import { PolicyDocument } from "../features/policies/policy-document";
import { privacyPolicy } from "../features/policies/privacy-policy";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, privacyPolicy.title, privacyPolicy.description, { path: paths.privacy });

export default function PrivacyPolicyRoute() {
  return <PolicyDocument policy={privacyPolicy} />;
}
