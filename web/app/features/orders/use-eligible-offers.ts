import { useEffect, useState } from "react";
import type { EligibleOffer, EligibleOffers } from "@urjavolt/contract/coupons";
import { apiRequest } from "../../lib/api-client";
import { type CheckoutLine, cartKey, orderLines } from "./checkout-lines";

/** The advertised offers one cart can use, as the server priced them for it (decision 045). */
export type CartOffers = { key: string; list: EligibleOffer[] };

/**
 * Asks the server which advertised offers the cart can use, again whenever its products or
 * quantities change. The answer names the cart it was for, so an answer that arrives after the cart
 * changed is never taken for the new cart's. Without an answer (offline, a refusal) there is no
 * list and the coupon field works as before.
 */
export function useEligibleOffers(lines: readonly CheckoutLine[]): CartOffers | null {
  const [offers, setOffers] = useState<CartOffers | null>(null);
  const key = cartKey(lines);
  useEffect(() => {
    if (lines.length === 0) return;
    const controller = new AbortController();
    apiRequest<EligibleOffers>("eligible-offers", { json: { product_data: orderLines(lines) }, fallback: "", signal: controller.signal })
      .then((answer) => setOffers({ key, list: answer.offers }))
      .catch(() => {
        if (!controller.signal.aborted) setOffers({ key, list: [] });
      });
    return () => controller.abort();
    // The lines are asked about by their key: the same products and quantities ask nothing new.
  }, [key]);
  return offers?.key === key ? offers : null;
}
