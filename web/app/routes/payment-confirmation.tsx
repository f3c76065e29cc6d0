import { confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { paths } from "@urjavolt/contract/paths";
import { ConfirmationRefused, confirmationAnswer, confirmationMeta } from "../components/confirmation";
import { PaymentConfirmationPage } from "../features/payments/payment-confirmation-page";
import { PRIVATE_PAGE_CACHE_CONTROL, type PageMetaArgs } from "../lib/meta";
import { useSiteUrl } from "../lib/site-url";
import type { Route } from "./+types/payment-confirmation";

export const meta = (args: PageMetaArgs) => confirmationMeta(args, "Payment Received", "Your UrjaVolt payment receipt.");

/** The payer's receipt and contacts are in the page: no cache keeps it (decision 023). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL });

/** The signed link from the verify answer opens the receipt; a forged one is a 404, an expired one a 410, each saying so. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return confirmationAnswer(await context.services.payments.findConfirmation(params.token));
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
