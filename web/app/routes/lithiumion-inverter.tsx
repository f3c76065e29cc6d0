import { ProductLinePage } from "../features/product-lines/product-line-page";
import { inverterLine } from "../features/product-lines/inverter-line";
import { pageMeta } from "../lib/meta";

export const meta = () => pageMeta(inverterLine.meta.title, inverterLine.meta.description, { path: inverterLine.path });

export default function ProductLineRoute() {
  return <ProductLinePage line={inverterLine} />;
}
