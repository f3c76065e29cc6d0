import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Store Locator", "Find a store or service centre near you by pincode or city.");

export default function StoreLocatorRoute() {
  return <PageIntro title={"Store Locator"} />;
}
