import type { CreditNoteDocument } from "@urjavolt/contract/credit-notes";
import type { InvoiceDocument } from "@urjavolt/contract/invoices";
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storedFiles } from "./files.ts";
import { orders, refunds } from "./orders.ts";

/**
 * GST tax invoices (CGST Rule 46), one per paid order that is fulfilled. Issued in the paid
 * transition's transaction with a number unique within the financial year; `document` is the
 * invoice exactly as issued (supplier, buyer, lines, tax, totals), never recomputed. The PDF is made
 * from it once, on first need, and kept in `stored_files`.
 */
export const invoices = pgTable("invoices", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  /** UV/26-27/000123: at most 16 characters, unique (the financial year is part of it). */
  number: text("number").notNull().unique(),
  financialYear: text("financial_year").notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  document: jsonb("document").$type<InvoiceDocument>().notNull(),
  pdfFileId: integer("pdf_file_id").references(() => storedFiles.id),
  /** Issued for a payment taken by the offline test gateway: numbered in the TEST series, never a real tax invoice. */
  test: boolean("test").notNull().default(false),
});

/**
 * GST credit notes (CGST Rule 53; decision 016), one per refund of an invoiced order: numbered in a
 * series of their own per financial year (`CN/26-27/000001`), naming the original invoice, with the
 * refunded lines and their tax reversed as the invoice charged it. Stored as issued, PDF on first need.
 */
export const creditNotes = pgTable("credit_notes", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id),
  refundId: integer("refund_id")
    .notNull()
    .unique()
    .references(() => refunds.id),
  invoiceId: integer("invoice_id")
    .notNull()
    .references(() => invoices.id),
  number: text("number").notNull().unique(),
  financialYear: text("financial_year").notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  document: jsonb("document").$type<CreditNoteDocument>().notNull(),
  pdfFileId: integer("pdf_file_id").references(() => storedFiles.id),
  test: boolean("test").notNull().default(false),
});


export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
