import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Our Blogs", "Guides on inverters, lithium batteries, solar storage and EV battery care.");

export default function BlogRoute() {
  return <PageIntro title={"Our Blogs"} />;
}
