import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { storedFiles } from "./files.ts";
import { staffUsers } from "./staff.ts";

/** Warranty registrations (docs/architecture.md, Warranty rules): one per serial number, Pending until staff check the invoice. */
export const warrantyRegistrations = pgTable(
  "warranty_registrations",
  {
    id: serial("id").primaryKey(),
    /** Upper-case, without spaces: a serial is registered once, whatever its case. */
    serialNo: text("serial_no").notNull().unique(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    /** Optional: where the confirmation and staff's decision are e-mailed. */
    email: text("email"),
    purchaseDate: date("purchase_date", { mode: "string" }).notNull(),
    dealer: text("dealer").notNull(),
    invoiceNo: text("invoice_no").notNull(),
    pincode: text("pincode").notNull(),
    comments: text("comments"),
    /** The invoice; null only for seeded demo registrations. */
    invoiceFileId: integer("invoice_file_id").references(() => storedFiles.id, { onDelete: "restrict" }),
    /** The product registered, when known: the certificate names it and its model (decision 051). */
    productId: integer("product_id").references(() => products.id, { onDelete: "restrict" }),
    /** pending | active | rejected | replaced; "Expired" follows from the expiry date. */
    status: text("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    /** The unit given in exchange for this one on a visit, and when: the warranty continues on it (decision 037). */
    replacedBy: text("replaced_by"),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    warrantyYears: integer("warranty_years").notNull().default(5),
    /** The language of the page the unit was registered from (decision 056): its e-mails and certificate are in it. */
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("warranty_status_check", sql`${table.status} in ('pending', 'active', 'rejected', 'replaced')`),
    check("warranty_locale_check", sql`${table.locale} in ('en', 'hi', 'pa')`),
    check("warranty_years_check", sql`${table.warrantyYears} between 1 and 25`),
    check("warranty_replaced_check", sql`(${table.status} = 'replaced') = (${table.replacedBy} is not null and ${table.replacedAt} is not null)`),
  ],
);

/** Who approved or rejected a registration, or replaced its unit on a visit, when, and with what note (the reason, for a rejection). */
export const warrantyEvents = pgTable(
  "warranty_events",
  {
    id: serial("id").primaryKey(),
    warrantyId: integer("warranty_id")
      .notNull()
      .references(() => warrantyRegistrations.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "restrict" }),
    action: text("action").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("warranty_events_action_check", sql`${table.action} in ('approved', 'rejected', 'replaced')`),
    index("warranty_events_warranty_idx").on(table.warrantyId, table.createdAt),
  ],
);

export type WarrantyRow = typeof warrantyRegistrations.$inferSelect;
export type NewWarrantyRow = typeof warrantyRegistrations.$inferInsert;
