/** The buy-now delivery check's constants and where it leads: no schemas (the buy-now page uses them). */

import { paths } from "./paths.ts";

/** The pincodes the demo seed delivers to (docs/requirements/online-shop.md §9). */
export const SEEDED_DELIVERABLE_PINCODES = ["140401", "140402", "140403"] as const;

/** The wait after the success message before going on to checkout (docs/requirements/online-shop.md §9: 1 s). */
export const CHECKOUT_REDIRECT_DELAY_MS = 1000;

export const DELIVERY_CHECK_FAILED_MESSAGE = "We could not check delivery just now. Please try again.";

/** Where a successful check goes: checkout, with the pincode to prefill. */
export function checkoutWithPincode(pincode: string): string {
  return `${paths.checkout}?pincode=${encodeURIComponent(pincode)}`;
}
