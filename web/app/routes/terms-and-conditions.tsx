import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Terms and Conditions", "The terms that apply to using this website and buying from our online shop.");

export default function TermsRoute() {
  return <PageIntro title="Terms and Conditions" />;
}
