import { ProductLinePage } from "../features/product-lines/product-line-page";
import { inverterLine } from "../features/product-lines/inverter-line";
import { loadLineProducts } from "../features/product-lines/line-products";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/lithiumion-inverter";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(inverterLine.meta.title), i18n._(inverterLine.meta.description), { path: inverterLine.path });
};

/** The line's products come live from the shop's catalogue, with their prices, offers and stock. */
export const loader = ({ context }: Route.LoaderArgs) => loadLineProducts(context, inverterLine.id);

export default function ProductLineRoute({ loaderData }: Route.ComponentProps) {
  return <ProductLinePage line={inverterLine} products={loaderData.products} />;
}
