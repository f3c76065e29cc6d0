import { type ConsentSource, type ConsentStatus, type TextChannel, consentSources, consentStatuses, textChannels } from "@urjavolt/contract/messages";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff.ts";

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Each word a customer gave about updates by SMS or WhatsApp (decision 030): the channel, the
 * mobile (+91 and 10 digits), given or withdrawn, when, the form it came from with that form's
 * record (a complaint's reference, a warranty's serial number) and the words they agreed to.
 * Nothing is updated or deleted: the latest row of a mobile and channel is what holds now, and the
 * rows before it are the proof of what was agreed when.
 */
export const messageConsents = pgTable(
  "message_consents",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").$type<TextChannel>().notNull(),
    mobile: text("mobile").notNull(),
    status: text("status").$type<ConsentStatus>().notNull(),
    source: text("source").$type<ConsentSource>().notNull(),
    reference: text("reference"),
    wording: text("wording").notNull(),
    /** Who recorded it in the console (a withdrawal the customer asked for by phone); null for a form. */
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "restrict" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("message_consents_channel_check", sql`${table.channel} in (${list(textChannels)})`),
    check("message_consents_status_check", sql`${table.status} in (${list(consentStatuses)})`),
    check("message_consents_source_check", sql`${table.source} in (${list(consentSources)})`),
    check("message_consents_mobile_check", sql`${table.mobile} ~ '^\\+91[6-9][0-9]{9}$'`),
    index("message_consents_mobile_idx").on(table.mobile, table.channel, table.at),
  ],
);

export type MessageConsentRow = typeof messageConsents.$inferSelect;
