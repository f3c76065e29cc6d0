import { ProductLinePage } from "../features/product-lines/product-line-page";
import { solarLine } from "../features/product-lines/solar-line";
import { loadLineProducts } from "../features/product-lines/line-products";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import type { Route } from "./+types/solar-batteries";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(solarLine.meta.title), i18n._(solarLine.meta.description), { path: solarLine.path });
};

/** The line's products come live from the shop's catalogue, with their prices, offers and stock. */
export const loader = ({ context }: Route.LoaderArgs) => loadLineProducts(context, solarLine.id);

export default function ProductLineRoute({ loaderData }: Route.ComponentProps) {
  return <ProductLinePage line={solarLine} products={loaderData.products} />;
}
