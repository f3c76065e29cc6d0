import { ProductLinePage } from "../features/product-lines/product-line-page";
import { solarLine } from "../features/product-lines/solar-line";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta(solarLine.meta.title, solarLine.meta.description, { path: solarLine.path });

export default function ProductLineRoute() {
  return <ProductLinePage line={solarLine} />;
}
