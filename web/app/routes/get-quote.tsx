import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Get a Quote", "Ask for a quote on lithium inverters and batteries for your home or business.");

export default function QuoteRoute() {
  return <PageIntro title={"Submit Your Quote Request"} />;
}
