import { SEEDED_DELIVERABLE_PINCODES } from "@urjavolt/contract/delivery-rules";
import type { Database } from "../../db/client.ts";
import { deliverablePincodes } from "../../db/schema/delivery.ts";

/** Rajpura and the villages around it (docs/requirements/online-shop.md §9: 140401, 140402, 140403). */
export async function seedDelivery(db: Database): Promise<void> {
  await db.insert(deliverablePincodes).values(SEEDED_DELIVERABLE_PINCODES.map((pincode) => ({ pincode })));
}
