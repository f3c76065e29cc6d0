import { sql } from "drizzle-orm";
import type { StaffRole } from "@urjavolt/contract/staff";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Staff of the console (docs/architecture.md, Staff console). Passwords are scrypt hashes (`server/src/modules/staff/password.ts`),
 * e-mails lower-case. An account is deactivated, never deleted, so the history of who did what keeps
 * its names.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    passwordHash: text("password_hash").notNull(),
    active: boolean("active").notNull().default(true),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("staff_users_role_check", sql`${table.role} in ('admin', 'support', 'technician')`)],
);

/**
 * The pincodes a technician (or service partner) serves: the service desk suggests them for a
 * ticket from its complaint's pincode (decision 031).
 */
export const technicianPincodes = pgTable(
  "technician_pincodes",
  {
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    pincode: text("pincode").notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.pincode] }), index("technician_pincodes_pincode_idx").on(table.pincode)],
);

/**
 * Signed-in sessions. The cookie holds a random token; only its SHA-256 is stored, so a copy of the
 * database does not sign anyone in. Each session has its own CSRF token for state-changing requests.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId), index("staff_sessions_expires_idx").on(table.expiresAt)],
);

/**
 * Sign-in attempts, counted per key in fixed windows (decision 013): `pair:<e-mail>|<address>`,
 * `address:<address>` and `email:<e-mail>`. An attempt takes its count with one upsert-increment
 * BEFORE the password is checked, so parallel attempts cannot all slip under the limit, and every
 * instance counts in the same row. A window older than its length starts again at 1.
 */
export const staffSignInCounters = pgTable(
  "staff_sign_in_counters",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
    /** For `email:` keys: when the account's owner was told of this window's attempts (once per window). */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (table) => [index("staff_sign_in_counters_window_idx").on(table.windowStartedAt)],
);

/**
 * Browsers a staff member has signed in from (decision 013): the long-lived device cookie's token,
 * only its SHA-256 kept, per account. Failures elsewhere never lock a known device out; its own
 * failures (`attempts` since its last success) make it wait until `next_attempt_at`, 30 s doubling.
 */
export const staffKnownDevices = pgTable(
  "staff_known_devices",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_known_devices_staff_token_idx").on(table.staffId, table.tokenHash),
    index("staff_known_devices_last_sign_in_idx").on(table.lastSignInAt),
  ],
);

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
