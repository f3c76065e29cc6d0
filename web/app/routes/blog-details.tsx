import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Blog", "An article from our blog.");

export default function BlogDetailsRoute() {
  return <PageIntro title={"Blog"} />;
}
