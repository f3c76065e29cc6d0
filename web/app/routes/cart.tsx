import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Your Shopping Cart", "Review the items in your cart and proceed to secure checkout.");

export default function CartRoute() {
  return <PageIntro title={"Your Shopping Cart"} />;
}
