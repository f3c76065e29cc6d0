import { PageIntro } from "../components/page-intro";
import { BranchNetwork } from "../features/branches/branch-network";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, "Our Branches", "Where we are available now and where we are coming soon across India's states and union territories.");

export default function BranchRoute() {
  return (
    <>
      <PageIntro
        title="Our Branch Network"
        lead="Where you can buy and service our batteries and inverters today, and the states and union territories we are coming to next."
      />
      <BranchNetwork />
    </>
  );
}
