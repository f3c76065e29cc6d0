import { HomeHero, Infrastructure, MissionVision, OurProducts, ProductRange, WhoWeAre } from "../features/home/home-page";
import { type PageMetaArgs, organizationJsonLd, pageMeta, siteUrlOf } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) => {
  const siteUrl = siteUrlOf(args);
  return [
    ...pageMeta(
      args,
      "Lithium-Ion Batteries and Inverters, Made in Punjab",
      "Lithium-ion inverters, solar, ESS, telecom and EV batteries designed and built in Punjab, with service across India.",
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
