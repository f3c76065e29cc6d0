import { PageIntro } from "../components/page-intro";
import { TrackOrderPage, trackOrderForm } from "../features/orders/track-order-page";
import { answerForm, onForm } from "../lib/form-action.server";
import { formClientAction } from "../lib/form-reply";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import { paths } from "@urjavolt/contract/paths";
import { sessionTokenOf } from "../features/accounts/requester";
import { data } from "react-router";
import type { Route } from "./+types/track-order";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Track Your Order", "Check the status of your UrjaVolt order with its order number and the e-mail or mobile you used at checkout.", {
    path: paths.trackOrder,
  });

/** A tracking link puts the buyer's order in the page: no cache keeps it. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/**
 * A link from the order's e-mail (`?token=`) arrives with the order in the HTML; a forged one is a
 * 404 and one past its lifetime a 410 (decision 036), each saying so above the look-up form. A
 * signed-in buyer's order by its number alone (`?order=`, from their account) opens when it carries
 * the session's verified contact (decision 054); otherwise the page is the look-up form, as for anyone.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token");
  const orderNumber = query.get("order");
  if (!token && orderNumber) {
    const contact = await context.services.accounts.verifiedContact(sessionTokenOf(request));
    return { order: await context.services.tracking.findForCustomer(orderNumber.slice(0, 40), contact), refused: null };
  }
  if (!token) return { order: null, refused: null };
  const lookup = await context.services.tracking.findByToken(token);
  if ("found" in lookup) return { order: lookup.found, refused: null };
  return data({ order: null, refused: lookup.refused }, { status: lookup.refused === "expired" ? 410 : 404 });
}

/** The lookup by order number and e-mail or mobile, posted to this page (route-form.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return answerForm(request, context, [onForm(trackOrderForm, (data) => context.services.tracking.find(data))]);
}

export const clientAction = formClientAction([trackOrderForm]);

export default function TrackOrderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title="Track Your Order" lead="See where your order is, its items and totals, and download its tax invoice." />
      <TrackOrderPage initialOrder={loaderData.order} refused={loaderData.refused} />
    </>
  );
}
