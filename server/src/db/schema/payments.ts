import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Standalone payments (spec online-shop §2 Standalone online payment): an amount the buyer typed,
 * with its purpose, `created` with its gateway order, `paid` once verified (with a receipt number),
 * or `failed` when the gateway reported a failed attempt (a later successful attempt still makes it
 * `paid`; a paid payment never goes back).
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    status: text("status").$type<"created" | "paid" | "failed">().notNull().default("created"),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`clock_timestamp()`),
  },
  (table) => [
    check("payments_status_check", sql`${table.status} in ('created', 'paid', 'failed')`),
    check("payments_gateway_check", sql`${table.gateway} in ('test', 'razorpay')`),
    check("payments_amount_check", sql`${table.amountPaise} > 0`),
    check(
      "payments_paid_check",
      sql`${table.status} <> 'paid' or (${table.paymentId} is not null and ${table.receiptNumber} is not null and ${table.paidAt} is not null)`,
    ),
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
    status: text("status").$type<"failed" | "captured">().notNull(),
    errorCode: text("error_code"),
    errorDescription: text("error_description"),
    errorReason: text("error_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("payment_attempts_status_check", sql`${table.status} in ('failed', 'captured')`),
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
 * The last receipt number given out per year (India's year), shared by shop orders and standalone
 * payments so that every receipt id (RCPT-2026-000001) is unique; bumped atomically.
 */
export const receiptCounters = pgTable(
  "receipt_counters",
  {
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.year] })],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
