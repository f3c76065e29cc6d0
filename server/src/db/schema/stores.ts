import { sql } from "drizzle-orm";
import { check, doublePrecision, index, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Dealers, service centres and experience stores for the store locator (docs/requirements/online-shop.md §3 "Store"). */
export const stores = pgTable(
  "stores",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    phone: text("phone").notNull(),
    hours: text("hours").notNull(),
    services: text("services").array().notNull().default([]),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (table) => [
    check("stores_pincode_check", sql`${table.pincode} ~ '^[1-9][0-9]{5}$'`),
    check("stores_coordinates_check", sql`(${table.latitude} is null) = (${table.longitude} is null)`),
    index("stores_pincode_idx").on(table.pincode),
  ],
);

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
