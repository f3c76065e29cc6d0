import { type ExchangeBand, type ExchangeChemistry, exchangeBands, exchangeChemistries } from "@urjavolt/contract/exchange";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff.ts";

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * What an old battery is worth in exchange (decision 058), kept by admins: one value in paise per
 * chemistry and capacity band (the take-back ledger's, decision 055). A missing cell, or 0, is a
 * battery the shop takes back free but gives nothing for.
 */
export const exchangeValues = pgTable(
  "exchange_values",
  {
    chemistry: text("chemistry").$type<ExchangeChemistry>().notNull(),
    capacityBand: text("capacity_band").$type<ExchangeBand>().notNull(),
    valuePaise: integer("value_paise").notNull(),
    updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "restrict" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chemistry, table.capacityBand] }),
    check("exchange_values_chemistry_check", sql`${table.chemistry} in (${list(exchangeChemistries)})`),
    check("exchange_values_band_check", sql`${table.capacityBand} in (${list(exchangeBands)})`),
    check("exchange_values_value_check", sql`${table.valuePaise} >= 0 and ${table.valuePaise} <= 5000000`),
  ],
);
export type ExchangeValueRow = typeof exchangeValues.$inferSelect;
