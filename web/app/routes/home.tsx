import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("UrjaVolt", "Lithium-ion inverters, solar, ESS, telecom and EV batteries designed and built in Punjab, with service across India.");

export default function HomeRoute() {
  return <PageIntro title={"Lithium-Ion Batteries and Inverters, Made in Punjab"} />;
}
