import { ProductLinePage } from "../features/product-lines/product-line-page";
import { telecomLine } from "../features/product-lines/telecom-line";
import { loadLineProducts } from "../features/product-lines/line-products";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/telecom-batteries";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(telecomLine.meta.title), i18n._(telecomLine.meta.description), { path: telecomLine.path });
};

/** The line's products come live from the shop's catalogue, with their prices, offers and stock. */
export const loader = ({ context }: Route.LoaderArgs) => loadLineProducts(context, telecomLine.id);

export default function ProductLineRoute({ loaderData }: Route.ComponentProps) {
  return <ProductLinePage line={telecomLine} products={loaderData.products} />;
}
