import { HomeHero, Infrastructure, MissionVision, OurProducts, ProductRange, WhoWeAre } from "../features/home/home-page";
import { organizationJsonLd, pageMeta } from "../lib/meta";
import { paths } from "../site/paths";

export const meta = () => [
  ...pageMeta(
    "Lithium-Ion Batteries and Inverters, Made in Punjab",
    "Lithium-ion inverters, solar, ESS, telecom and EV batteries designed and built in Punjab, with service across India.",
    { path: paths.home },
  ),
  organizationJsonLd(),
];

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
