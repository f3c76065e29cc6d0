import { customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (warranty invoices, later review images), kept in the database so that a
 * registration and its file commit or fail together and nothing lives at a guessable public path.
 * Read only through server/src/lib/file-store.ts.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: serial("id").primaryKey(),
    /** What the file belongs to, e.g. "warranty-invoice". */
    purpose: text("purpose").notNull(),
    /** The type found in the bytes, not the one the browser claimed. */
    contentType: text("content_type").notNull(),
    /** The name the customer's device gave it, for staff only. */
    originalName: text("original_name").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stored_files_purpose_idx").on(table.purpose)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
