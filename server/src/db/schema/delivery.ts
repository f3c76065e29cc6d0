import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The pincodes buy-now delivers to (docs/requirements/online-shop.md §5; docs/architecture.md: server data, not a fixed list). */
export const deliverablePincodes = pgTable(
  "deliverable_pincodes",
  {
    pincode: text("pincode").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("deliverable_pincodes_pincode_check", sql`${table.pincode} ~ '^[0-9]{6}$'`)],
);

export type DeliverablePincodeRow = typeof deliverablePincodes.$inferSelect;
export type NewDeliverablePincodeRow = typeof deliverablePincodes.$inferInsert;
