import { paths } from "@urjavolt/contract/paths";
import { PolicyDocument } from "../features/policies/policy-document";
import { termsAndConditions } from "../features/policies/terms-and-conditions";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, termsAndConditions.title, termsAndConditions.description, { path: paths.terms });

export default function TermsAndConditionsRoute() {
  return <PolicyDocument policy={termsAndConditions} />;
}
