import { STOCK_REASONS, type StockReason } from "@urjavolt/contract/catalogue-admin";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { orders } from "./orders.ts";
import { staffUsers } from "./staff.ts";

const reasonList = sql.raw(STOCK_REASONS.map((reason) => `'${reason}'`).join(", "));

/**
 * Every change to a product's stock, with why (decision 033): staff's adjustments with their reason,
 * and the shop's own (a sale, units back on the shelf after a refund or cancellation). Written in the
 * transaction that changes the stock, with the stock it left, so the ledger and `products.stock`
 * never disagree.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Units added (positive) or taken away (negative). */
    change: integer("change").notNull(),
    /** The product's stock once this change was made. */
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason").$type<StockReason>().notNull(),
    note: text("note"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffName: text("staff_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("stock_movements_reason_check", sql`${table.reason} in (${reasonList})`),
    check("stock_movements_change_check", sql`${table.change} <> 0`),
    check("stock_movements_stock_after_check", sql`${table.stockAfter} >= 0`),
    index("stock_movements_product_idx").on(table.productId, table.id),
  ],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;
