import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PageIntro } from "../components/page-intro";
import { BranchNetwork } from "../features/branches/branch-network";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    args,
    i18n._(msg`Our Branches`),
    i18n._(msg`Where we are available now and where we are coming soon across India's states and union territories.`),
    { path: paths.branch },
  );
};

export default function BranchRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        title={t`Our Branch Network`}
        lead={t`Where you can buy and service our batteries and inverters today, and the states and union territories we are coming to next.`}
      />
      <BranchNetwork />
    </>
  );
}
