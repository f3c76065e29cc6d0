import { msg } from "@lingui/core/macro";
import { HomeHero, Infrastructure, MissionVision, OurProducts, ProductRange, WhoWeAre } from "../features/home/home-page";
import { type PageMetaArgs, organizationJsonLd, pageMeta, siteUrlOf } from "../lib/meta";
import { metaI18n } from "../lib/i18n";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) => {
  const siteUrl = siteUrlOf(args);
  const i18n = metaI18n(args);
  return [
    ...pageMeta(
      args,
      i18n._(msg`Lithium-Ion Batteries and Inverters, Made in Punjab`),
      i18n._(msg`Lithium-ion inverters, solar, ESS, telecom and EV batteries designed and built in Punjab, with service across India.`),
      { path: paths.home },
    ),
    ...(siteUrl ? [organizationJsonLd(siteUrl)] : []),
  ];
};

export default function HomeRoute() {
  return (
    <>
      <HomeHero />
      <WhoWeAre />
      <OurProducts />
      <MissionVision />
      <Infrastructure />
      <ProductRange />
    </>
  );
}
