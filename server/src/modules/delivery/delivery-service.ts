import { INVALID_PINCODE_MESSAGE } from "@urjavolt/contract/cart";
import { type DeliveryAnswer, DeliveryPincodeSchema } from "@urjavolt/contract/delivery";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { deliverablePincodes } from "../../db/schema/delivery.ts";
import { AppError } from "../../http/errors.ts";

export type DeliveryService = ReturnType<typeof createDeliveryService>;

export function createDeliveryService(db: Database) {
  return {
    /** Whether we deliver to a pincode; a pincode that is not six digits is the customer's mistake (400). */
    async check(pincode: string): Promise<DeliveryAnswer> {
      const parsed = DeliveryPincodeSchema.safeParse(pincode);
      if (!parsed.success)
        throw new AppError("invalid", INVALID_PINCODE_MESSAGE, {
          errors: { pincode: INVALID_PINCODE_MESSAGE },
        });
      const [row] = await db
        .select({ pincode: deliverablePincodes.pincode })
        .from(deliverablePincodes)
        .where(eq(deliverablePincodes.pincode, parsed.data))
        .limit(1);
      return { pincode: parsed.data, deliverable: row !== undefined };
    },
  };
}
