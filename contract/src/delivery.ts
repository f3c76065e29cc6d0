import { z } from "zod";
import { INVALID_PINCODE_MESSAGE } from "./cart.ts";

/**
 * The buy-now delivery check (docs/requirements/online-shop.md §2 Buy-now page, §4 Delivery check, §5 Buy-now
 * pincode, §9). The pincodes we deliver to are server data (docs/architecture.md, Departures from the requirements), answered one at a
 * time by `GET /api/v1/delivery/:pincode`; the order of the checks and their messages are the
 * contract's `deliveryCheck` in cart.ts.
 */

/** Six digits, as the buy-now field keeps it. */
export const DeliveryPincodeSchema = z.string().regex(/^\d{6}$/, { error: INVALID_PINCODE_MESSAGE });

/** The path parameter is read as any text; the service answers a 400 with the spec's message for a bad one. */
export const DeliveryParamsSchema = z.object({ pincode: z.string() });

export const DeliveryAnswerSchema = z.object({
  pincode: z.string(),
  deliverable: z.boolean(),
});
export type DeliveryAnswer = z.infer<typeof DeliveryAnswerSchema>;
