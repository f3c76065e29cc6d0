import { paths } from "./paths.ts";

/**
 * Where the festival offers' bar shows (decision 045). Not where a shopper pays, has paid, follows
 * an order or a service request, or asks for help: there a code they did not use only stings
 * ("Save 10% on 1100VA" on the tracking page of an 1100VA bought at full price) or gets in the way
 * of the task. At checkout the offers the cart can use are listed and the best applied instead.
 */

/** Pages without the bar, matched whole: paying, following, and the service forms (their results are the same page after posting). */
export const PAGES_WITHOUT_PROMOTIONS: readonly string[] = [
  paths.checkout,
  paths.onlinePayment,
  paths.trackOrder,
  paths.trackRequest,
  paths.support,
  paths.warranty,
  paths.complaint,
  paths.contact,
  paths.quote,
];

/** Pages without the bar, matched by their start: after paying, and a service request opened by its link. */
export const PREFIXES_WITHOUT_PROMOTIONS: readonly string[] = [paths.orderConfirmation(""), paths.paymentConfirmation(""), paths.trackRequestTicket("")];

/** Whether the festival offers' bar shows at `pathname` (matched as the routes are: any case, a trailing slash or not). */
export function promotionBarShowsAt(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase() || paths.home;
  return !PAGES_WITHOUT_PROMOTIONS.includes(path) && !PREFIXES_WITHOUT_PROMOTIONS.some((prefix) => path.startsWith(prefix));
}
