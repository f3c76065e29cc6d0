import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { coupons } from "./coupons.ts";
import { staffUsers } from "./staff.ts";

/**
 * Shop orders (DESIGN.md order rules, decision 5): priced by the server, `created` when the
 * gateway order is made, `paid` once a payment is verified (stock taken, coupon use counted, receipt
 * numbered), then `shipped`, `delivered`, or `cancelled`/`refunded`. Money in integer paise; each
 * order keeps a snapshot of its lines in `order_items`.
 *
 * `needs_refund`: the money was taken but the order could not be fulfilled (the last units went to
 * someone else meanwhile, or the coupon ran out); nothing was taken from stock and staff refund it.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Ours, for people: UV-2026-000123. */
    number: text("number").notNull().unique(),
    status: text("status").$type<OrderStatus>().notNull().default("created"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    /** The buyer's GSTIN for a business tax invoice, when given at checkout. */
    buyerGstin: text("buyer_gstin"),
    subtotalPaise: integer("subtotal_paise").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    shippingPaise: integer("shipping_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id),
    couponCode: text("coupon_code"),
    couponDescription: text("coupon_description"),
    gateway: text("gateway").$type<"test" | "razorpay">().notNull(),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    paymentId: text("payment_id").unique(),
    receiptNumber: text("receipt_number").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    needsRefund: boolean("needs_refund").notNull().default(false),
    refundReason: text("refund_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`clock_timestamp()`),
  },
  (table) => [
    check("orders_status_check", sql`${table.status} in ('created', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')`),
    check("orders_gateway_check", sql`${table.gateway} in ('test', 'razorpay')`),
    check(
      "orders_money_check",
      sql`${table.subtotalPaise} >= 0 and ${table.discountPaise} >= 0 and ${table.discountPaise} <= ${table.subtotalPaise} and ${table.shippingPaise} >= 0 and ${table.totalPaise} = ${table.subtotalPaise} - ${table.discountPaise} + ${table.shippingPaise} and ${table.totalPaise} > 0`,
    ),
    check(
      "orders_paid_check",
      // An order cancelled before payment has none; every other status after `created` was paid.
      sql`${table.status} in ('created', 'cancelled') or (${table.paymentId} is not null and ${table.receiptNumber} is not null and ${table.paidAt} is not null)`,
    ),
    index("orders_paid_at_idx").on(table.paidAt),
  ],
);

export const orderStatuses = ["created", "paid", "shipped", "delivered", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The snapshot of an order's lines: what was sold, at which unit price, how many. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productName: text("product_name").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull(),
    /** The line's share of the order's coupon discount, so the invoice shows what was paid per line. */
    discountPaise: integer("discount_paise").notNull().default(0),
    /** The product's tax class when the order was placed: the invoice's HSN code and GST rate. */
    hsnCode: text("hsn_code").notNull(),
    gstRatePercent: numeric("gst_rate_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
  },
  (table) => [
    check("order_items_quantity_check", sql`${table.quantity} > 0`),
    check("order_items_price_check", sql`${table.unitPricePaise} >= 0`),
    check("order_items_discount_check", sql`${table.discountPaise} >= 0 and ${table.discountPaise} <= ${table.unitPricePaise} * ${table.quantity}`),
    index("order_items_order_idx").on(table.orderId, table.position),
  ],
);

/** The last order number given out per year (India's year); bumped atomically. */
export const orderCounters = pgTable(
  "order_counters",
  {
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.year] })],
);

/**
 * Each status change staff made (issue 8: who changed what and when, with their note). The order's
 * creation and payment are its own `created_at` and `paid_at`; the staff member's name is kept as
 * it was, and accounts are deactivated rather than deleted.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<OrderStatus>().notNull(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    note: text("note"),
    staffId: integer("staff_id").references(() => staffUsers.id),
    staffName: text("staff_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
