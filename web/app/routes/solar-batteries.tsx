import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Lithium Solar Batteries", "Lithium solar battery systems from 2.5 to 10 KVA at 36 to 192 V, with key features, specifications and catalogues.");

export default function SolarBatteriesRoute() {
  return <PageIntro title={"Lithium Solar Batteries"} />;
}
