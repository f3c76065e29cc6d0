import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("ESS Batteries", "Lithium energy storage systems for homes, businesses and solar plants, built for a life of over 10 years.");

export default function EssBatteriesRoute() {
  return <PageIntro title={"ESS Batteries"} />;
}
