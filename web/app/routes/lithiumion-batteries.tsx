import { ProductLinePage } from "../features/product-lines/product-line-page";
import { evLine } from "../features/product-lines/ev-line";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, evLine.meta.title, evLine.meta.description, { path: evLine.path });

export default function ProductLineRoute() {
  return <ProductLinePage line={evLine} />;
}
