import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { coupons } from "./coupons.ts";
import { payments } from "./payments.ts";
import { staffUsers } from "./staff.ts";

/**
 * Shop orders (docs/architecture.md, Order rules, decision 5): priced by the server, `created` when the
 * gateway order is made, `paid` once a payment is verified (stock taken, coupon use counted, receipt
 * numbered), then `shipped`, `delivered`, or `cancelled`/`refunded`. Money in integer paise; each
 * order keeps a snapshot of its lines in `order_items`.
 *
 * `needs_refund`: the money was taken but the order could not be fulfilled (the last units went to
 * someone else meanwhile, or the coupon ran out); nothing was taken from stock and it is refunded
 * through the gateway (decision 016).
 *
 * While the buyer pays, the order holds its units (decision 015): `reservation` is `held` until
 * `reserved_until`, then `released` (expired, payment failed, cancelled) or `consumed` (paid). The
 * reconciler asks the gateway about an order still `created` from `reconcile_at` on, with backoff,
 * and makes it `expired` a day after it was placed.
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
    /**
     * Whether the buyer booked installation by a technician at checkout (decision 057; the visit is in
     * service_visits), and its fee, GST included: 0 when free or not booked. The invoice has its line.
     */
    installation: boolean("installation").notNull().default(false),
    installationPaise: integer("installation_paise").notNull().default(0),
    /**
     * The old battery handed over against a discount (decision 058): its chemistry and capacity band as
     * the buyer declared them, how many, the value of one from the staff's table when the order was
     * placed, and what came off the order (shared over the battery lines as `order_items.exchange_paise`).
     * An order paid on installation is settled on its amount due when the technician records what was
     * collected (decision 059): `exchange_adjustment_paise` is what that changed (the value of what came
     * less the value declared; negative for a lesser battery), and `exchange_paise` includes it.
     */
    exchangeChemistry: text("exchange_chemistry"),
    exchangeCapacityBand: text("exchange_capacity_band"),
    exchangeQuantity: integer("exchange_quantity").notNull().default(0),
    exchangeUnitPaise: integer("exchange_unit_paise").notNull().default(0),
    exchangePaise: integer("exchange_paise").notNull().default(0),
    exchangeAdjustmentPaise: integer("exchange_adjustment_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    /**
     * Pay on installation (decision 059): the order was confirmed without payment, its units held
     * until `payment_due_by`, and the technician closing the visit sends a payment link or takes cash.
     * `installation_payment` follows it: due, link_sent, then paid_link or paid_cash; null for an
     * order paid at checkout. The link is the gateway's (Razorpay Payment Links), its id and short URL.
     */
    payOnInstallation: boolean("pay_on_installation").notNull().default(false),
    installationPayment: text("installation_payment").$type<"due" | "link_sent" | "paid_link" | "paid_cash">(),
    paymentDueBy: timestamp("payment_due_by", { withTimezone: true }),
    paymentLinkId: text("payment_link_id").unique(),
    paymentLinkUrl: text("payment_link_url"),
    /** What the link asks for, in paise: a close that settles the exchange at another amount makes a new link. */
    paymentLinkPaise: integer("payment_link_paise"),
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
    /** What the gateway has been asked to refund so far (pending or processed refunds), in paise. */
    refundedPaise: integer("refunded_paise").notNull().default(0),
    reservation: text("reservation").$type<ReservationState>().notNull().default("none"),
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    /** When the reconciler next asks the gateway about this order; null once there is nothing to ask. */
    reconcileAt: timestamp("reconcile_at", { withTimezone: true }),
    reconcileAttempts: integer("reconcile_attempts").notNull().default(0),
    /** The language of the checkout page the order was placed from (decision 056): its e-mails and receipt are in it. */
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`clock_timestamp()`),
  },
  (table) => [
    check("orders_status_check", sql`${table.status} in ('created', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded', 'expired')`),
    check("orders_reservation_check", sql`${table.reservation} in ('none', 'held', 'released', 'consumed')`),
    check("orders_refunded_check", sql`${table.refundedPaise} >= 0 and ${table.refundedPaise} <= ${table.totalPaise}`),
    check("orders_installation_check", sql`${table.installation} or ${table.installationPaise} = 0`),
    check(
      "orders_exchange_check",
      sql`(${table.exchangeQuantity} = 0 and ${table.exchangeChemistry} is null and ${table.exchangeCapacityBand} is null and ${table.exchangeUnitPaise} = 0 and ${table.exchangePaise} = 0 and ${table.exchangeAdjustmentPaise} = 0) or (${table.installation} and ${table.exchangeQuantity} > 0 and ${table.exchangeChemistry} is not null and ${table.exchangeCapacityBand} is not null and ${table.exchangePaise} = ${table.exchangeUnitPaise} * ${table.exchangeQuantity} + ${table.exchangeAdjustmentPaise} and (${table.payOnInstallation} or ${table.exchangeAdjustmentPaise} = 0))`,
    ),
    check("orders_installation_payment_check", sql`(${table.payOnInstallation} and ${table.installation} and ${table.installationPayment} in ('due', 'link_sent', 'paid_link', 'paid_cash') and ${table.paymentDueBy} is not null) or (not ${table.payOnInstallation} and ${table.installationPayment} is null and ${table.paymentLinkId} is null)`),
    check("orders_locale_check", sql`${table.locale} in ('en', 'hi', 'pa')`),
    check("orders_gateway_check", sql`${table.gateway} in ('test', 'razorpay')`),
    check(
      "orders_money_check",
      sql`${table.subtotalPaise} >= 0 and ${table.discountPaise} >= 0 and ${table.discountPaise} <= ${table.subtotalPaise} and ${table.shippingPaise} >= 0 and ${table.installationPaise} >= 0 and ${table.exchangePaise} >= 0 and ${table.totalPaise} = ${table.subtotalPaise} - ${table.discountPaise} - ${table.exchangePaise} + ${table.shippingPaise} + ${table.installationPaise} and ${table.totalPaise} > 0`,
    ),
    check(
      "orders_paid_check",
      // An order cancelled or expired before payment has none; every other status after `created` was paid.
      sql`${table.status} in ('created', 'cancelled', 'expired') or (${table.paymentId} is not null and ${table.receiptNumber} is not null and ${table.paidAt} is not null)`,
    ),
    index("orders_paid_at_idx").on(table.paidAt),
    index("orders_reconcile_idx").on(table.reconcileAt),
    index("orders_reserved_until_idx").on(table.reservedUntil),
  ],
);

export const orderStatuses = ["created", "paid", "shipped", "delivered", "cancelled", "refunded", "expired"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type ReservationState = "none" | "held" | "released" | "consumed";

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
    /** The line's share of the old battery's exchange value (decision 058): it lowers the line's taxable value as the coupon does. */
    exchangePaise: integer("exchange_paise").notNull().default(0),
    /** The product's tax class when the order was placed: the invoice's HSN code and GST rate. */
    hsnCode: text("hsn_code").notNull(),
    gstRatePercent: numeric("gst_rate_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
  },
  (table) => [
    check("order_items_quantity_check", sql`${table.quantity} > 0`),
    check("order_items_price_check", sql`${table.unitPricePaise} >= 0`),
    check("order_items_discount_check", sql`${table.discountPaise} >= 0 and ${table.discountPaise} <= ${table.unitPricePaise} * ${table.quantity}`),
    check("order_items_exchange_check", sql`${table.exchangePaise} >= 0 and ${table.discountPaise} + ${table.exchangePaise} <= ${table.unitPricePaise} * ${table.quantity}`),
    index("order_items_order_idx").on(table.orderId, table.position),
  ],
);

/**
 * Each status change staff made (docs/architecture.md, Staff console: who changed what and when, with their note). The order's
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

/**
 * Money given back through the gateway (decision 016): for a shop order (staff's refund of all or
 * some lines, a cancellation after payment, or an automatic refund of a payment that could not be
 * fulfilled) or a standalone payment (an automatic refund of a second payment). `requested` until
 * the gateway has it, then the gateway's `pending`, `processed` or `failed`. `receipt` is ours and
 * unique: a retried request finds the refund the gateway already made with it instead of making
 * a second one.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").references(() => orders.id),
    paymentRowId: integer("payment_row_id").references(() => payments.id),
    gateway: text("gateway").$type<"test" | "razorpay">().notNull(),
    /** The gateway's id of the payment refunded. */
    paymentId: text("payment_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(),
    kind: text("kind").$type<"staff" | "automatic">().notNull(),
    /** The order lines refunded: product, quantity and amount (paise) per line; empty for a whole payment. */
    lines: jsonb("lines").$type<RefundLine[]>().notNull().default([]),
    status: text("status").$type<RefundStatus>().notNull().default("requested"),
    receipt: text("receipt").notNull().unique(),
    gatewayRefundId: text("gateway_refund_id").unique(),
    attempts: integer("attempts").notNull().default(0),
    /** When the reconciler next sends (requested) or asks about (pending) this refund. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
    staffId: integer("staff_id").references(() => staffUsers.id),
    staffName: text("staff_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [
    check("refunds_owner_check", sql`(${table.orderId} is null) <> (${table.paymentRowId} is null)`),
    check("refunds_amount_check", sql`${table.amountPaise} > 0`),
    check("refunds_status_check", sql`${table.status} in ('requested', 'pending', 'processed', 'failed')`),
    check("refunds_kind_check", sql`${table.kind} in ('staff', 'automatic')`),
    index("refunds_order_idx").on(table.orderId),
    index("refunds_next_check_idx").on(table.nextCheckAt),
  ],
);

export type RefundStatus = "requested" | "pending" | "processed" | "failed";
export type RefundLine = { productId: number; position: number; name: string; quantity: number; amountPaise: number };

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * The shop's checkout settings staff set in the console: one row (id 1). Pay on installation
 * (decision 059) is offered for orders with installation at or under `pay_on_installation_limit_paise`
 * (0 = not offered), to be paid within `pay_on_installation_days` days of the installation's day.
 */
export const checkoutSettings = pgTable(
  "checkout_settings",
  {
    id: integer("id").primaryKey().default(1),
    payOnInstallationLimitPaise: integer("pay_on_installation_limit_paise").notNull().default(0),
    payOnInstallationDays: integer("pay_on_installation_days").notNull().default(3),
    updatedBy: integer("updated_by").references(() => staffUsers.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("checkout_settings_one_row_check", sql`${table.id} = 1`),
    check("checkout_settings_limit_check", sql`${table.payOnInstallationLimitPaise} >= 0`),
    check("checkout_settings_days_check", sql`${table.payOnInstallationDays} between 1 and 14`),
  ],
);
