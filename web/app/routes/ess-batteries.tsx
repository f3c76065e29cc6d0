import { ProductLinePage } from "../features/product-lines/product-line-page";
import { essLine } from "../features/product-lines/ess-line";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, essLine.meta.title, essLine.meta.description, { path: essLine.path });

export default function ProductLineRoute() {
  return <ProductLinePage line={essLine} />;
}
