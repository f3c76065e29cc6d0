import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta("Register a Complaint", "Register a complaint about a product, installation, delivery, warranty or after-sales service.");

export default function ComplaintRoute() {
  return <PageIntro title={"Submit Your Support Request"} />;
}
