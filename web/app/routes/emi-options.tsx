import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Easy EMIs", "Easy monthly instalments on inverters and batteries.");

export default function EmiOptionsRoute() {
  return <PageIntro title={"Easy EMIs"} />;
}
