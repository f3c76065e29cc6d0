import { type OutboxChannel, outboxChannels } from "@urjavolt/contract/messages";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A file attached when the message is sent, resolved then by its kind (e.g. the invoice PDF). */
export type OutboxAttachment = { kind: string; ref: string; filename: string };

export type OutboxStatus = "queued" | "sent" | "failed";

/**
 * Messages waiting to go out (docs/architecture.md, Mail rules): written in the same transaction as the record
 * they are about, sent by the worker in the server process with retries and backoff. `queued`
 * messages are due at `next_attempt_at`; after the attempt limit they become `failed` and stay
 * for staff to see and retry. Nothing is deleted.
 *
 * An e-mail has its subject, text and HTML; an SMS or WhatsApp message (decision 030) is sent to a
 * mobile (`to_address`, +91 and 10 digits) through its registered template, `kind` naming the
 * template's event, `variables` its values in order, `text_body` the text as the customer reads it
 * and `subject` a line for the console.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** What the message is about, e.g. `order-paid`, `staff-enquiry`; for the console and the tests. */
    kind: text("kind").notNull(),
    channel: text("channel").$type<OutboxChannel>().notNull().default("email"),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    /** An SMS's or WhatsApp message's template values, in the template's order; empty for an e-mail. */
    variables: jsonb("variables").$type<string[]>().notNull().default([]),
    status: text("status").$type<OutboxStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("outbox_status_check", sql`${table.status} in ('queued', 'sent', 'failed')`),
    check("outbox_channel_check", sql`${table.channel} in (${sql.raw(outboxChannels.map((channel) => `'${channel}'`).join(", "))})`),
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
