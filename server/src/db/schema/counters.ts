import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The last number given out per series and period, for every human number the site issues: order
 * numbers (`order`, India's year), receipts (`receipt` and `receipt-test`), enquiry references
 * (`enquiry-CMP`, ...), tax invoices and credit notes (`invoice`, `credit-note` and their `-test`
 * twins, per financial year). Bumped atomically inside the transaction of the record that takes the
 * number (`server/src/lib/counters.ts`), so a rolled-back record gives its number back.
 */
export const numberCounters = pgTable(
  "number_counters",
  {
    series: text("series").notNull(),
    period: text("period").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.period] })],
);
