import { ProductLinePage } from "../features/product-lines/product-line-page";
import { solarLine } from "../features/product-lines/solar-line";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, solarLine.meta.title, solarLine.meta.description, { path: solarLine.path });

export default function ProductLineRoute() {
  return <ProductLinePage line={solarLine} />;
}
