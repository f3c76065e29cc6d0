import { PageIntro } from "../components/page-intro";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta(
    "Contact Us",
    "Reach our plants in Rajpura and Mohali or our corporate office in Chandigarh by phone, e-mail or the message form.",
  );

export default function ContactRoute() {
  return <PageIntro title="Let's Power the Future Together" />;
}
