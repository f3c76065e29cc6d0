import { BranchOffices } from "../features/about/branch-offices";
import { AboutHero, AboutMissionVision, AboutStory, WhyChoose } from "../features/about/about-page";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) =>
  pageMeta(
    args,
    "About Us",
    "Who we are: a Chandigarh lithium battery maker with plants in Mohali and near Rajpura, our mission, vision and why customers choose us.",
    { path: paths.about },
  );

export default function AboutRoute() {
  return (
    <>
      <AboutHero />
      <AboutStory />
      <AboutMissionVision />
      <WhyChoose />
      <BranchOffices />
    </>
  );
}
