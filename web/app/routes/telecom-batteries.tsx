import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Telecom Batteries", "Lithium batteries for telecom towers and network sites: long life, compact and low maintenance.");

export default function TelecomBatteriesRoute() {
  return <PageIntro title={"Telecom Batteries"} />;
}
