import type { KeptItem, RightsRequestKind } from "@urjavolt/contract/accounts-rights";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { customers } from "./accounts.ts";

/**
 * What a customer keeps in their account beyond the verified contact (decision 053): a name and an
 * e-mail address to fill in forms (the e-mail is not proven, so it joins no record), and delivery
 * addresses. All of it goes with the account.
 */
export const customerProfiles = pgTable("customer_profiles", {
  customerId: integer("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  name: text("name"),
  email: text("email"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    mobile: text("mobile").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("customer_addresses_customer_idx").on(table.customerId)],
);

/**
 * A number the account had before it moved to another (each proven by a code in its time): the
 * records made under it before `until` still show in the account; later ones, perhaps of a new
 * holder of a recycled number, never do.
 */
export const customerFormerMobiles = pgTable(
  "customer_former_mobiles",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    mobile: text("mobile").notNull(),
    until: timestamp("until", { withTimezone: true }).notNull(),
  },
  (table) => [unique("customer_former_mobiles_customer_mobile").on(table.customerId, table.mobile)],
);

/**
 * A change of mobile in progress: one code to the account's number and one to the new number, both
 * kept only as HMACs (ACCOUNT_CODE_SECRET) over the browser's token hash, as signing in keeps its
 * code (decision 050). Tries are counted before they are checked; 5 wrong pairs end it.
 */
export const mobileChanges = pgTable(
  "mobile_changes",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    newMobile: text("new_mobile").notNull(),
    currentCodeHash: text("current_code_hash").notNull(),
    newCodeHash: text("new_code_hash").notNull(),
    codesTried: integer("codes_tried").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("mobile_changes_expires_idx").on(table.expiresAt)],
);

/**
 * Every request a customer made about their data, for the grievance officer (DPDP Act section 13).
 * It names the account by its number and the contact only partly hidden, and outlives the account
 * (no foreign key): after erasure it holds no contact in full and nothing else personal.
 */
export const rightsRequests = pgTable(
  "rights_requests",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    kind: text("kind").$type<RightsRequestKind>().notNull(),
    customerId: integer("customer_id").notNull(),
    contact: text("contact").notNull(),
    detail: text("detail").notNull(),
    outcome: text("outcome").notNull(),
    /** For an erasure: the records kept, each with its reason and end date (references, no contact). */
    kept: jsonb("kept").$type<KeptItem[]>(),
  },
  (table) => [
    check("rights_requests_kind_check", sql`${table.kind} in ('export', 'correction', 'mobile-change', 'erasure')`),
    index("rights_requests_at_idx").on(table.at),
  ],
);

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type RightsRequestRow = typeof rightsRequests.$inferSelect;
