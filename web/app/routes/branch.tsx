import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Our Branches", "Where we are available now and where we are coming soon across India's states and union territories.");

export default function BranchRoute() {
  return <PageIntro title="Our Branch Network" />;
}
