import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("About Us", "Who we are: a Chandigarh lithium battery maker with plants in Mohali and Rajpura, our mission, vision and why customers choose us.");

export default function AboutRoute() {
  return <PageIntro title={"Empowering a Sustainable Future"} />;
}
