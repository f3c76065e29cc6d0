import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Staff of the console (issue 8). Passwords are scrypt hashes (`server/src/modules/staff/password.ts`),
 * e-mails lower-case. An account is deactivated, never deleted, so the history of who did what keeps
 * its names.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").$type<"admin" | "support">().notNull(),
    passwordHash: text("password_hash").notNull(),
    active: boolean("active").notNull().default(true),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("staff_users_role_check", sql`${table.role} in ('admin', 'support')`)],
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

/** Failed sign-ins, counted per e-mail and per address to throttle guessing; old rows are pruned. */
export const staffSignInFailures = pgTable(
  "staff_sign_in_failures",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_sign_in_failures_email_idx").on(table.email, table.createdAt),
    index("staff_sign_in_failures_address_idx").on(table.address, table.createdAt),
  ],
);

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
