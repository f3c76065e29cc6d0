import { PolicyDocument } from "../features/policies/policy-document";
import { termsAndConditions } from "../features/policies/terms-and-conditions";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta(termsAndConditions.title, termsAndConditions.description);

export default function TermsAndConditionsRoute() {
  return <PolicyDocument policy={termsAndConditions} />;
}
