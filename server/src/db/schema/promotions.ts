import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Festival offers for the promo banner (spec site-and-service-forms §2): data with a validity window. */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    title: text("title").notNull(),
    greeting: text("greeting").notNull(),
    message: text("message").notNull(),
    festivalWish: text("festival_wish").notNull(),
    validity: text("validity").notNull(),
    category: text("category").notNull(),
    power: text("power").notNull(),
    icon: text("icon").notNull(),
    emoji: text("emoji").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("promotions_window_check", sql`${table.endsAt} > ${table.startsAt}`),
    index("promotions_window_idx").on(table.startsAt, table.endsAt),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
