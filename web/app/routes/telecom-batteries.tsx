import { ProductLinePage } from "../features/product-lines/product-line-page";
import { telecomLine } from "../features/product-lines/telecom-line";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, telecomLine.meta.title, telecomLine.meta.description, { path: telecomLine.path });

export default function ProductLineRoute() {
  return <ProductLinePage line={telecomLine} />;
}
