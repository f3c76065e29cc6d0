import { confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { paths } from "@urjavolt/contract/paths";
import { ORDER_NUMBER_PATTERN } from "@urjavolt/contract/orders-tracking";
import { sessionTokenOf } from "../features/accounts/requester";
import { ConfirmationRefused, confirmationAnswer, confirmationMeta } from "../components/confirmation";
import { OrderConfirmationPage } from "../features/orders/order-confirmation-page";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs } from "../lib/meta";
import { useSiteUrl } from "../lib/site-url";
import type { Route } from "./+types/order-confirmation";

export const meta = (args: PageMetaArgs) => confirmationMeta(args, "Order Confirmed", "Your UrjaVolt order: receipt, tax invoice, dispatch and delivery.");

/** The buyer's receipt, address and contacts are in the page: no cache keeps it (decision 023). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/**
 * The signed link from the verify answer opens the order; a forged one is a 404, an expired one a
 * 410, each saying so. The order's number in its place opens it for the signed-in buyer whose
 * verified contact it carries (decision 054), and is the same 404 for anyone else.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (ORDER_NUMBER_PATTERN.test(params.token)) {
    const contact = await context.services.accounts.verifiedContact(sessionTokenOf(request));
    const confirmation = await context.services.tracking.findConfirmationForCustomer(params.token, contact);
    return confirmationAnswer(confirmation ? { found: confirmation } : { refused: "invalid" });
  }
  return confirmationAnswer(await context.services.tracking.findConfirmation(params.token));
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
