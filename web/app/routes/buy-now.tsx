import { PRODUCT_NOT_FOUND_MESSAGE, shownStock } from "@urjavolt/contract/catalogue-rules";
import { data } from "react-router";
import { PageIntro } from "../components/page-intro";
import { StatusPage } from "../components/status-page";
import { BuyNow, checkDelivery } from "../features/delivery/buy-now";
import { pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import type { Route } from "./+types/buy-now";

/** The real catalogue product (docs/architecture.md, Departures from the requirements's three sample products). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await context.services.catalogue.getProduct(params.productId);
  if (!found) return data({ product: null, checked: null }, { status: 404 });
  const { id, product_name, product_description, product_price, product_discountedPrice, product_stock, image, product_warranty } = found;
  // The page is kept for every visitor: its stock as shown, which a sale rarely moves (decision 049).
  const product = { id, product_name, product_description, product_price, product_discountedPrice, product_stock: shownStock(product_stock), image, product_warranty };
  // The delivery check sent as a GET (before the scripts, or without them): answered in the page.
  const pincode = new URL(request.url).searchParams.get("pincode");
  const checked = pincode === null ? null : await checkDelivery(pincode.slice(0, 20), product, (clean) => context.services.delivery.check(clean));
  return { product, checked };
}

export const meta = (args: Route.MetaArgs) => {
  const product = args.loaderData?.product;
  if (!product) return pageMeta(args, PRODUCT_NOT_FOUND_MESSAGE, "This product could not be found. Browse the shop for our inverters and batteries.");
  return pageMeta(args, `Buy Now: ${product.product_name}`, `Check delivery to your pincode and buy the ${product.product_name}.`, {
    path: paths.buyNow(product.id),
  });
};

export default function BuyNowRoute({ loaderData }: Route.ComponentProps) {
  const { product, checked } = loaderData;
  if (!product) {
    return <StatusPage title={PRODUCT_NOT_FOUND_MESSAGE} lead="We could not find this product. It may have been removed, or the address may be mistyped." />;
  }
  return (
    <>
      <PageIntro title={`Buy Now: ${product.product_name}`} lead="Check that we deliver to your pincode, then go straight to checkout." />
      <BuyNow product={product} checked={checked} />
    </>
  );
}
