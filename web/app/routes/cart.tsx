import { PageIntro } from "../components/page-intro";
import { CartPage } from "../features/cart/cart-page";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { metaI18n } from "../lib/i18n";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import { batteryOffer, fitsInverter } from "@urjavolt/contract/catalogue-battery";
import type { Route } from "./+types/cart";

export const meta = (args: PageMetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(args, i18n._(msg`Your Shopping Cart`), i18n._(msg`Review the items in your cart and proceed to secure checkout.`), { path: paths.cart });
};

/**
 * Today's name, price, image and stock of every product, so the stored cart never shows a stale price; and for an
 * inverter that needs a separate bank, the compatible battery and which products fit it (decision 044).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { data } = await context.services.catalogue.listProducts();
  return {
    catalogue: data.map((product) => {
      const { id, product_name, product_discountedPrice, product_stock, image, battery } = product;
      const external = battery?.supply === "external";
      return {
        id,
        product_name,
        product_discountedPrice,
        product_stock,
        image,
        battery,
        companion: external ? batteryOffer(product, data) : null,
        fits: external ? data.filter((candidate) => fitsInverter(candidate, product)).map((candidate) => candidate.id) : [],
      };
    }),
  };
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Your Shopping Cart`} />
      <CartPage catalogue={loaderData.catalogue} />
    </>
  );
}
