import { PageIntro } from "../components/page-intro";
import { CheckoutPage } from "../features/orders/checkout-page";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { useSiteUrl } from "../lib/site-url";
import { paths } from "@urjavolt/contract/paths";
import type { PaymentMethod } from "@urjavolt/contract/orders";
import type { Route } from "./+types/checkout";

export const meta = (args: PageMetaArgs) => pageMeta(args, "Secure Checkout", "Enter your shipping details, apply a coupon and pay securely online.", { path: paths.checkout });

/**
 * Today's name, price, image and stock of every product (the cart lives in the browser and may be
 * days old), the ways to pay the gateway offers, and the pincode the buy-now page sends along.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { data } = await context.services.catalogue.listProducts();
  return {
    paymentMethods: await paymentMethods(context),
    catalogue: data.map(({ id, product_name, product_discountedPrice, product_stock, image }) => ({ id, product_name, product_discountedPrice, product_stock, image })),
    pincode: new URL(request.url).searchParams.get("pincode") ?? "",
  };
}

/** The ways to pay the gateway offers (decision 045); the page goes out without them when it cannot say. */
async function paymentMethods(context: Route.LoaderArgs["context"]): Promise<PaymentMethod[] | null> {
  try {
    return await context.services.orders.paymentMethods();
  } catch (error) {
    console.error("Could not read the payment gateway's ways to pay for the checkout.", error);
    return null;
  }
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Secure Checkout" lead="Check your order, tell us where to deliver it, and pay securely online." />
      <CheckoutPage catalogue={loaderData.catalogue} paymentMethods={loaderData.paymentMethods} initialPincode={loaderData.pincode} siteUrl={useSiteUrl()} />
    </>
  );
}
