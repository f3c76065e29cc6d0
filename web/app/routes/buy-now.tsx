import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Buy Now", "Check delivery to your pincode and buy now.");

export default function BuyNowRoute() {
  return <PageIntro title={"Buy Now"} />;
}
