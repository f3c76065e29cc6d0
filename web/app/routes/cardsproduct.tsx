import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Supported Accessories", "Accessories that work with our inverters and batteries.");

export default function AccessoriesRoute() {
  return <PageIntro title={"Supported Accessories"} />;
}
