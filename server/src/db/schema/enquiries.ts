import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff.ts";

/**
 * Contact messages, quote requests and complaints (docs/architecture.md, Ticket rules): each with a reference
 * the customer can quote and a status staff change. Fields a kind does not use stay null.
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    reference: text("reference").notNull().unique(),
    status: text("status").notNull().default("open"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    /** Contact: the subject line. */
    subject: text("subject"),
    /** Quote: the product asked about; complaint: the product complained about. */
    product: text("product"),
    /** Complaint only. */
    serialNo: text("serial_no"),
    issue: text("issue"),
    issueDescription: text("issue_description"),
    pincode: text("pincode"),
    message: text("message"),
    /** The language of the page the customer wrote from (decision 056): their e-mails are written in it. */
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("enquiries_kind_check", sql`${table.kind} in ('contact', 'quote', 'complaint')`),
    check("enquiries_status_check", sql`${table.status} in ('open', 'in progress', 'resolved')`),
    check("enquiries_locale_check", sql`${table.locale} in ('en', 'hi', 'pa')`),
    index("enquiries_kind_status_idx").on(table.kind, table.status, table.createdAt),
  ],
);

/** Who changed an enquiry's status (or wrote a note), from what to what, and when. */
export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    /** Staff accounts are deactivated, never deleted, so the history keeps its names. */
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "restrict" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("enquiry_events_from_status_check", sql`${table.fromStatus} in ('open', 'in progress', 'resolved')`),
    check("enquiry_events_to_status_check", sql`${table.toStatus} in ('open', 'in progress', 'resolved')`),
    index("enquiry_events_enquiry_idx").on(table.enquiryId, table.createdAt),
  ],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = typeof enquiries.$inferInsert;
