import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Standalone payments (docs/requirements/online-shop.md §2 Standalone online payment): an amount the buyer typed,
 * with its purpose, `created` with its gateway order, `paid` once verified (with a receipt number),
 * or `failed` when the gateway reported a failed attempt (a later successful attempt still makes it
 * `paid`; a paid payment never goes back).
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    status: text("status").$type<"created" | "paid" | "failed" | "expired">().notNull().default("created"),
    purpose: text("purpose").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    gateway: text("gateway").$type<"test" | "razorpay">().notNull(),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    paymentId: text("payment_id").unique(),
    receiptNumber: text("receipt_number").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** What was refunded automatically (a second payment for a paid one), in paise. */
    refundedPaise: integer("refunded_paise").notNull().default(0),
    /** When the reconciler next asks the gateway about this payment (decision 015); null once paid or expired. */
    reconcileAt: timestamp("reconcile_at", { withTimezone: true }),
    reconcileAttempts: integer("reconcile_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`clock_timestamp()`),
  },
  (table) => [
    check("payments_status_check", sql`${table.status} in ('created', 'paid', 'failed', 'expired')`),
    check("payments_gateway_check", sql`${table.gateway} in ('test', 'razorpay')`),
    check("payments_amount_check", sql`${table.amountPaise} > 0`),
    check(
      "payments_paid_check",
      sql`${table.status} <> 'paid' or (${table.paymentId} is not null and ${table.receiptNumber} is not null and ${table.paidAt} is not null)`,
    ),
    index("payments_reconcile_idx").on(table.reconcileAt),
  ],
);

/**
 * Every payment attempt the gateway reported (a failure from the test gateway or a Razorpay
 * `payment.failed` event), for shop orders and standalone payments alike, by the gateway's order id.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: serial("id").primaryKey(),
    gatewayOrderId: text("gateway_order_id").notNull(),
    paymentId: text("payment_id"),
    /** `refunded`: the gateway had given the money back before anything was paid with it. */
    status: text("status").$type<"failed" | "captured" | "refunded">().notNull(),
    errorCode: text("error_code"),
    errorDescription: text("error_description"),
    errorReason: text("error_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("payment_attempts_status_check", sql`${table.status} in ('failed', 'captured', 'refunded')`),
    index("payment_attempts_order_idx").on(table.gatewayOrderId),
  ],
);

/** Webhook events already handled, by Razorpay's `x-razorpay-event-id`: a redelivery changes nothing. */
export const webhookEvents = pgTable("webhook_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the offline test gateway knows (docs/architecture.md, decision 5): the payments its checkout stand-in
 * took and the refunds it made, so that asking it about an order, capturing, refunding and the
 * reconciler work against it as they do against Razorpay.
 */
export const testGatewayPayments = pgTable(
  "test_gateway_payments",
  {
    id: text("id").primaryKey(),
    gatewayOrderId: text("gateway_order_id").notNull(),
    status: text("status").$type<"authorized" | "captured" | "failed">().notNull(),
    amountPaise: integer("amount_paise").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("test_gateway_payments_order_idx").on(table.gatewayOrderId)],
);

/**
 * The test gateway's payment links (decision 059), as Razorpay keeps its Payment Links: the amount,
 * our reference (the order number), and, once its stand-in page was paid, the payment it made.
 */
export const testGatewayPaymentLinks = pgTable("test_gateway_payment_links", {
  id: text("id").primaryKey(),
  amountPaise: integer("amount_paise").notNull(),
  referenceId: text("reference_id").notNull().unique(),
  status: text("status").$type<"created" | "paid" | "cancelled">().notNull().default("created"),
  paymentId: text("payment_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const testGatewayRefunds = pgTable(
  "test_gateway_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    receipt: text("receipt").notNull().unique(),
    /** Refunds of the test gateway are processed at once, unless a test asks it to fail them. */
    failed: boolean("failed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("test_gateway_refunds_payment_idx").on(table.paymentId)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
