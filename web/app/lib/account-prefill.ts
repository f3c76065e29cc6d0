import { type AccountPrefill, noPrefill } from "@urjavolt/contract/accounts";
import { useEffect, useRef } from "react";
import { apiRequest } from "./api-client";

/**
 * What the signed-in customer's account knows, asked for by the browser once the page has hydrated
 * (decision 054): the checkout, warranty and complaint pages are public and kept in the page cache,
 * the same for every visitor, so nothing of one customer can be in their HTML. `fill` gets the
 * answer (all empty for a visitor who is not signed in, or when the answer does not come) and fills
 * in only the fields still empty (useRouteForm's `fillBlank`).
 */
export function useAccountPrefill(fill: (known: AccountPrefill) => void): void {
  const fillRef = useRef(fill);
  fillRef.current = fill;
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<AccountPrefill>("account/prefill", { method: "GET", fallback: "", signal: controller.signal })
      .catch(() => noPrefill)
      .then((known) => {
        if (!controller.signal.aborted && known.signedIn) fillRef.current(known);
      });
    return () => controller.abort();
  }, []);
}
