import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Lithium-Ion Inverter/UPS", "Lithium inverter/UPS models from 1100VA to 10000VA with up to 98% efficiency, 25A fast charging and 15+ years of life.");

export default function InverterRoute() {
  return <PageIntro title={"Lithium-Ion Inverter/UPS"} />;
}
