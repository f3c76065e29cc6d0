import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Warranty", "Register your battery or inverter warranty, check its status and download your warranty certificate.");

export default function WarrantyRoute() {
  return <PageIntro title={"Warranty Registration"} />;
}
