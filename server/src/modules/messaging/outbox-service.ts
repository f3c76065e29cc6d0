import { OUTBOX_PAGE_SIZE, type OutboxMessage, type OutboxQuery, outboxMessages } from "@urjavolt/contract/outbox";
import { type SQL, and, desc, eq, ilike } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type OutboxRow, outbox } from "../../db/schema/outbox.ts";
import { AppError } from "../../http/errors.ts";
import { likePattern } from "../../lib/admin-query.ts";

export type OutboxService = ReturnType<typeof createOutboxService>;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
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
