import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Two/Three Wheeler EV Batteries", "Lithium-ion battery packs for e-rickshaws, e-loaders and electric two-wheelers with a 10 to 12 year lifespan.");

export default function EvBatteriesRoute() {
  return <PageIntro title={"Two/Three Wheelers Batteries"} />;
}
