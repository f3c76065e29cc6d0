import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Secure Checkout", "Enter your shipping details, apply a coupon and pay securely online.");

export default function CheckoutRoute() {
  return <PageIntro title={"Secure Checkout"} />;
}
