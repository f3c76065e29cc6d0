import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Customers' accounts (decision 050). An account is a verified contact: a mobile number (ten
 * digits, as every form stores it, decision 047) or, for a customer without SMS, an e-mail address
 * (lower case). It holds nothing else: its orders, units and requests are found by that contact.
 */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile").unique(),
    email: text("email").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the notice of what is kept was shown (the first sign-in's account page); null until then. */
    noticeShownAt: timestamp("notice_shown_at", { withTimezone: true }),
  },
  (table) => [check("customers_contact_check", sql`${table.mobile} is not null or ${table.email} is not null`)],
);

/**
 * One code sent for signing in. The browser that asked holds the challenge's token in a cookie;
 * only the token's SHA-256 and the code's HMAC (with ACCOUNT_CODE_SECRET, over that hash and the
 * code) are stored. Each code tried is counted before it is checked, so parallel guesses cannot
 * slip past the limit; a challenge ends when its code is used, after 5 wrong codes, or 10 minutes
 * after it was sent.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    channel: text("channel").$type<"sms" | "whatsapp" | "email">().notNull(),
    /** The mobile's ten digits or the e-mail address the code went to. */
    contact: text("contact").notNull(),
    codeHash: text("code_hash").notNull(),
    codesTried: integer("codes_tried").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /**
     * The serial a code was asked for from the warranty check (decision 052): the code went to the
     * mobile registered with it, the code step names no number, and a right code opens that unit.
     */
    serialNo: text("serial_no"),
  },
  (table) => [
    check("sign_in_challenges_channel_check", sql`${table.channel} in ('sms', 'whatsapp', 'email')`),
    index("sign_in_challenges_expires_idx").on(table.expiresAt),
  ],
);

/** A signed-in device: the cookie's token is kept only as its SHA-256. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Which contact this device proved: the records shown are those of verified contacts only. */
    verifiedBy: text("verified_by").$type<"mobile" | "email">().notNull(),
    device: text("device").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("customer_sessions_verified_by_check", sql`${table.verifiedBy} in ('mobile', 'email')`),
    index("customer_sessions_customer_idx").on(table.customerId),
    index("customer_sessions_expires_idx").on(table.expiresAt),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;
export type CustomerSessionRow = typeof customerSessions.$inferSelect;
