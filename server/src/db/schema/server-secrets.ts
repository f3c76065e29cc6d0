import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets the server generated for itself because none was set (config.ts, `StoredSecret`): the
 * production demo on PGlite signs its tracking links and test payments with these instead of the
 * README's public defaults. Written once per name, under the setup lock, and never changed: a new
 * value would break the links already e-mailed.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
