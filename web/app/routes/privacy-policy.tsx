import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Privacy Policy", "What personal data we collect, how we use and protect it, and your rights.");

export default function PrivacyPolicyRoute() {
  return <PageIntro title="Privacy Policy" />;
}
