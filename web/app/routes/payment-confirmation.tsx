import { data } from "react-router";
import { confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { paths } from "@urjavolt/contract/paths";
import { ConfirmationRefused } from "../components/confirmation";
import { PaymentConfirmationPage } from "../features/payments/payment-confirmation-page";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs, pageMeta } from "../lib/meta";
import { useSiteUrl } from "../lib/site-url";
import type { Route } from "./+types/payment-confirmation";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta(args, "Payment Received", "Your UrjaVolt payment receipt."),
  { name: "robots", content: "noindex, nofollow" },
];

/** The payer's receipt and contacts are in the page: no cache keeps it (decision 023). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/** The signed link from the verify answer opens the receipt; a forged one is a 404, an expired one a 410, each saying so. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lookup = await context.services.payments.findConfirmation(params.token);
  if ("found" in lookup) return { confirmation: lookup.found, refused: null };
  return data({ confirmation: null, refused: lookup.refused }, { status: lookup.refused === "expired" ? 410 : 404 });
}

export default function PaymentConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  if (loaderData.confirmation) return <PaymentConfirmationPage confirmation={loaderData.confirmation} siteUrl={siteUrl} />;
  return (
    <ConfirmationRefused
      title="Payment confirmation"
      message={loaderData.refused === "expired" ? confirmationMessages.paymentExpired : confirmationMessages.invalid}
      to={paths.contact}
      label="Contact us"
    />
  );
}
