import { INVALID_PINCODE_MESSAGE } from "@urjavolt/contract/cart";
import { type DeliveryAnswer, DeliveryPincodeSchema } from "@urjavolt/contract/delivery";
import { type AdminPincode, PINCODE_EXISTS_MESSAGE, PINCODE_NOT_FOUND_MESSAGE } from "@urjavolt/contract/delivery-admin";
import { asc, eq } from "drizzle-orm";
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

    /** Every pincode buy-now delivers to, in order, for the console. */
    async list(): Promise<AdminPincode[]> {
      const rows = await db.select().from(deliverablePincodes).orderBy(asc(deliverablePincodes.pincode));
      return rows.map((row) => ({ pincode: row.pincode, createdAt: row.createdAt.toISOString() }));
    },

    /** Adds a pincode; one already in the list is a 409. */
    async add(pincode: string): Promise<AdminPincode> {
      const [row] = await db.insert(deliverablePincodes).values({ pincode }).onConflictDoNothing().returning();
      if (!row) throw new AppError("conflict", PINCODE_EXISTS_MESSAGE, { errors: { pincode: PINCODE_EXISTS_MESSAGE } });
      return { pincode: row.pincode, createdAt: row.createdAt.toISOString() };
    },

    async remove(pincode: string): Promise<void> {
      const deleted = await db.delete(deliverablePincodes).where(eq(deliverablePincodes.pincode, pincode)).returning();
      if (deleted.length === 0) throw new AppError("not_found", PINCODE_NOT_FOUND_MESSAGE);
    },
  };
}
