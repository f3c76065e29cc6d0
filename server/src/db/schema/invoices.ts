import type { InvoiceDocument } from "@urjavolt/contract/invoices";
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { storedFiles } from "./files.ts";
import { orders } from "./orders.ts";

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
});

/** The last invoice number given out per financial year ("2026-27"); bumped atomically. */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

export type InvoiceRow = typeof invoices.$inferSelect;
