import { z } from "zod";
import { INVALID_PINCODE_MESSAGE } from "./cart.ts";

/**
 * The buy-now delivery check (spec online-shop §2 Buy-now page, §4 Delivery check, §5 Buy-now
 * pincode, §9). The pincodes we deliver to are server data (DESIGN.md departure), answered one at a
 * time by `GET /api/v1/delivery/:pincode`; the order of the checks and their messages are the
 * contract's `deliveryCheck` in cart.ts.
 */

/** The pincodes the demo seed delivers to (spec §9). */
export const SEEDED_DELIVERABLE_PINCODES = ["140401", "140402", "140403"] as const;

/** The wait after the success message before going on to checkout (spec §9: 1 s). */
export const CHECKOUT_REDIRECT_DELAY_MS = 1000;

export const DELIVERY_CHECK_FAILED_MESSAGE = "We could not check delivery just now. Please try again.";

/** Six digits, as the buy-now field keeps it. */
export const DeliveryPincodeSchema = z.string().regex(/^\d{6}$/, { error: INVALID_PINCODE_MESSAGE });

/** The path parameter is read as any text; the service answers a 400 with the spec's message for a bad one. */
export const DeliveryParamsSchema = z.object({ pincode: z.string() });

export const DeliveryAnswerSchema = z.object({
  pincode: z.string(),
  deliverable: z.boolean(),
});
export type DeliveryAnswer = z.infer<typeof DeliveryAnswerSchema>;

/** Where a successful check goes: checkout, with the pincode to prefill. */
export function checkoutWithPincode(pincode: string): string {
  return `/checkout?pincode=${encodeURIComponent(pincode)}`;
}
