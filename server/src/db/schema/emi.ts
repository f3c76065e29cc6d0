import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { EmiKind, EmiTenure } from "@urjavolt/contract/emi-rules";

/**
 * EMI plans (decision 022): what a bank or cardless provider offers the shop's buyers, kept by
 * staff in the console. The site's EMI figures are computed from these rows alone; with none, the
 * site names no figure. Money in integer paise.
 */
export const emiPlans = pgTable(
  "emi_plans",
  {
    id: serial("id").primaryKey(),
    /** The bank or cardless provider, as buyers know it. */
    provider: text("provider").notNull(),
    /** credit-card | debit-card | cardless | no-cost */
    kind: text("kind").$type<EmiKind>().notNull(),
    /** [{ months, annualRate }], ascending by months; the rate is percent a year (0 for no-cost). */
    tenures: jsonb("tenures").$type<EmiTenure[]>().notNull(),
    /** The smallest order the plan takes. */
    minAmountPaise: integer("min_amount_paise").notNull().default(0),
    /** An inactive plan is kept for staff but shown nowhere. */
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("emi_plans_kind_check", sql`${table.kind} in ('credit-card', 'debit-card', 'cardless', 'no-cost')`),
    check("emi_plans_provider_check", sql`length(${table.provider}) between 1 and 80`),
    check("emi_plans_tenures_check", sql`jsonb_typeof(${table.tenures}) = 'array' and jsonb_array_length(${table.tenures}) between 1 and 12`),
    check("emi_plans_min_amount_check", sql`${table.minAmountPaise} >= 0`),
  ],
);

export type EmiPlanRow = typeof emiPlans.$inferSelect;
export type NewEmiPlanRow = typeof emiPlans.$inferInsert;
