import { data } from "react-router";
import { confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { paths } from "@urjavolt/contract/paths";
import { ConfirmationRefused } from "../components/confirmation";
import { OrderConfirmationPage } from "../features/orders/order-confirmation-page";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import { useSiteUrl } from "../lib/site-url";
import type { Route } from "./+types/order-confirmation";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "Order Confirmed", "Your UrjaVolt order: receipt, tax invoice, dispatch and delivery."),
  { name: "robots", content: "noindex, nofollow" },
];

/** The buyer's receipt, address and contacts are in the page: no cache keeps it (decision 023). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/** The signed link from the verify answer opens the order; a forged one is a 404, an expired one a 410, each saying so. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lookup = await context.services.tracking.findConfirmation(params.token);
  if ("found" in lookup) return { confirmation: lookup.found, refused: null };
  return data({ confirmation: null, refused: lookup.refused }, { status: lookup.refused === "expired" ? 410 : 404 });
}

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  if (loaderData.confirmation) return <OrderConfirmationPage confirmation={loaderData.confirmation} siteUrl={siteUrl} />;
  return loaderData.refused === "expired" ? (
    <ConfirmationRefused title="Order confirmation" message={confirmationMessages.expired} to={paths.trackOrder} label="Track your order" />
  ) : (
    <ConfirmationRefused title="Order confirmation" message={confirmationMessages.invalid} to={paths.trackOrder} label="Find your order" />
  );
}
