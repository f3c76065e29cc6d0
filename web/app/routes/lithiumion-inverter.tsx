import { ProductLinePage } from "../features/product-lines/product-line-page";
import { inverterLine } from "../features/product-lines/inverter-line";
import { type PageMetaArgs, pageMeta } from "../lib/meta";

export const meta = (args: PageMetaArgs) => pageMeta(args, inverterLine.meta.title, inverterLine.meta.description, { path: inverterLine.path });

export default function ProductLineRoute() {
  return <ProductLinePage line={inverterLine} />;
}
