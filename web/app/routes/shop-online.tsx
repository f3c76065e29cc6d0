import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Shop Online", "Buy lithium inverters, solar, ESS and EV batteries online with free shipping across India.");

export default function ShopRoute() {
  return <PageIntro title={"Shop Online"} />;
}
