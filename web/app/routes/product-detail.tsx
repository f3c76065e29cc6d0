import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Product Details", "Product details, specifications and customer reviews.");

export default function ProductDetailRoute() {
  return <PageIntro title={"Product Details"} />;
}
