import { BranchOffices } from "../features/about/branch-offices";
import { AboutHero, AboutMissionVision, AboutStory, WhyChoose } from "../features/about/about-page";
import { msg } from "@lingui/core/macro";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { metaI18n } from "../lib/i18n";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    args,
    i18n._(msg`About Us`),
    i18n._(msg`Who we are: a Chandigarh lithium battery maker with plants in Mohali and near Rajpura, our mission, vision and why customers choose us.`),
    { path: paths.about },
  );
};

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
