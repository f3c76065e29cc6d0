import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Coupons (docs/architecture.md, Coupon rules; the rules themselves are `evaluateCoupon` in the contract, and a
 * row has the fields of its `CouponRule`). Money in integer paise.
 *
 * `used_count` counts paid orders. Whoever marks an order paid increments it with a conditional
 * update (`... set used_count = used_count + 1 where id = $1 and (usage_limit is null or used_count < usage_limit)`),
 * and the check below keeps the limit even when two payments race.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Upper case, letters and digits (and - or _). */
    code: text("code").notNull().unique(),
    /** What the shopper reads once it is applied, e.g. "10% off the 1100VA lithium inverter series". */
    description: text("description").notNull(),
    /** percent | flat */
    kind: text("kind").$type<"percent" | "flat">().notNull(),
    /** percent: 1-100; flat: paise off. */
    value: integer("value").notNull(),
    minSubtotalPaise: integer("min_subtotal_paise").notNull().default(0),
    /** The cap on the discount; null for none. */
    maxDiscountPaise: integer("max_discount_paise"),
    /** Model codes of the products it applies to (products.model); null for every product. */
    productModels: jsonb("product_models").$type<string[]>(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    /** The first instant it no longer applies; null for no end. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Paid orders that may use it; null for no limit. */
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("coupons_code_check", sql`${table.code} = upper(${table.code}) and ${table.code} ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$'`),
    check("coupons_kind_check", sql`${table.kind} in ('percent', 'flat')`),
    check(
      "coupons_value_check",
      sql`(${table.kind} = 'percent' and ${table.value} between 1 and 100) or (${table.kind} = 'flat' and ${table.value} > 0)`,
    ),
    check("coupons_min_subtotal_check", sql`${table.minSubtotalPaise} >= 0`),
    check("coupons_max_discount_check", sql`${table.maxDiscountPaise} is null or ${table.maxDiscountPaise} > 0`),
    check("coupons_product_models_check", sql`${table.productModels} is null or jsonb_typeof(${table.productModels}) = 'array'`),
    check("coupons_window_check", sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    check("coupons_usage_limit_check", sql`${table.usageLimit} is null or ${table.usageLimit} >= 0`),
    check("coupons_used_count_check", sql`${table.usedCount} >= 0 and (${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit})`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
