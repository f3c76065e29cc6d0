import { OUTBOX_PAGE_SIZE, type OutboxMessage, type OutboxQuery, outboxMessages } from "@urjavolt/contract/outbox";
import { type SQL, and, desc, eq, ilike } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type OutboxRow, outbox } from "../../db/schema/outbox.ts";
import { AppError } from "../../http/errors.ts";
import { likePattern } from "../../lib/admin-query.ts";
import { ACCOUNT_CODE_LENGTH } from "@urjavolt/contract/accounts";
import { ACCOUNT_CODE_KIND } from "./mail-worker.ts";

export type OutboxService = ReturnType<typeof createOutboxService>;

/** Where a sign-in code stood in its message, as staff see it. */
export const MASKED_CODE = "\u2022".repeat(ACCOUNT_CODE_LENGTH);

/**
 * A sign-in code's message with its digits hidden (decision 054): staff may see that a code was
 * sent, to whom and whether it went, never the code, so nobody at the desk can sign in as a customer.
 */
export function maskCodes(text: string): string {
  return text.replace(new RegExp(`(?<!\\d)\\d{${ACCOUNT_CODE_LENGTH}}(?!\\d)`, "g"), MASKED_CODE);
}

function toMessage(row: OutboxRow): OutboxMessage {
  const code = row.kind === ACCOUNT_CODE_KIND;
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.to,
    subject: code ? maskCodes(row.subject) : row.subject,
    text: code ? maskCodes(row.text) : row.text,
    status: row.status,
    attempts: row.attempts,
    last_error: code && row.lastError !== null ? maskCodes(row.lastError) : row.lastError,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    attachments: row.attachments,
  };
}

/** The staff console's outbox: newest first, and a failed message queued again. */
export function createOutboxService(db: Database) {
  return {
    async list(query: OutboxQuery): Promise<OutboxMessage[]> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(outbox.status, query.status));
      if (query.channel) conditions.push(eq(outbox.channel, query.channel));
      if (query.to) conditions.push(ilike(outbox.to, likePattern(query.to)));
      const rows = await db
        .select()
        .from(outbox)
        .where(and(...conditions))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(OUTBOX_PAGE_SIZE);
      return rows.map(toMessage);
    },

    /** A failed message goes back to the queue with a fresh set of attempts, due now. */
    async retry(id: number): Promise<OutboxMessage> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (!row) throw new AppError("not_found", outboxMessages.notFound);
      if (row.status !== "failed") throw new AppError("conflict", outboxMessages.notRetryable);
      const [queued] = await db
        .update(outbox)
        .set({ status: "queued", attempts: 0, nextAttemptAt: new Date() })
        .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
        .returning();
      if (!queued) throw new AppError("conflict", outboxMessages.notRetryable);
      return toMessage(queued);
    },
  };
}
