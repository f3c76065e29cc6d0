import { and, asc, eq, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema/outbox.ts";
import type { AttachmentResolvers } from "./outbox.ts";
import { periodic } from "./periodic.ts";

/** What the worker needs to send: nodemailer's `sendMail` (a real SMTP transport in production). */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
  close?(): void;
};

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

export type MailWorkerOptions = {
  db: Database;
  /** Undefined when SMTP_URL is not set: messages stay queued (and visible in the console). */
  transport: MailTransport | undefined;
  from: string;
  /** How each kind of attachment is fetched when its message is sent; an unknown kind fails the attempt. */
  attachments?: AttachmentResolvers;
  /** Attempts before a message is marked `failed`. */
  maxAttempts?: number;
  /** The first retry waits this long, each later one twice as long (capped at an hour). */
  baseDelayMs?: number;
  /** How often the worker looks for due messages. */
  pollMs?: number;
  onError?: (message: string, error: unknown) => void;
  now?: () => Date;
};

export const MAIL_MAX_ATTEMPTS = 8;
const MAX_DELAY_MS = 60 * 60 * 1000;
/** How long a claimed message is left alone by other instances while it is being sent. */
const LEASE_MS = 10 * 60 * 1000;

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelayMs(attempts: number, baseDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * Sends the outbox (docs/architecture.md, Mail rules). Each message is claimed with `SELECT ... FOR UPDATE SKIP
 * LOCKED` and leased in a short transaction, so two server instances
 * on one PostgreSQL never send the same message; a restart finds every unsent message still queued.
 * A failure counts an attempt and schedules the next with exponential backoff; after the limit the
 * message is `failed` (staff can queue it again from the console).
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport, from } = options;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const pollMs = options.pollMs ?? 5_000;
  const now = options.now ?? (() => new Date());

  /**
   * Claims one due message and sends it; false when none is due (or every due one is taken). The
   * claim is a short transaction (`FOR UPDATE SKIP LOCKED`, then the attempt is counted and the row
   * leased for LEASE_MS), so the send itself holds no lock: attachment resolvers may use the
   * database, and a crash mid-send only delays the message until the lease runs out.
   */
  async function sendOne(): Promise<boolean> {
    if (!transport) return false;
    const message = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, "queued"), lte(outbox.nextAttemptAt, now())))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return undefined;
      const [claimed] = await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now().getTime() + LEASE_MS) })
        .where(eq(outbox.id, due.id))
        .returning();
      return claimed;
    });
    if (!message) return false;
    try {
      const attachments = await Promise.all(
        message.attachments.map(async (attachment) => {
          const resolve = options.attachments?.[attachment.kind];
          if (!resolve) throw new Error(`No attachment resolver for kind "${attachment.kind}"`);
          return { filename: attachment.filename, ...(await resolve(attachment.ref)) };
        }),
      );
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments });
      await db.update(outbox).set({ status: "sent", sentAt: now(), lastError: null }).where(eq(outbox.id, message.id));
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .update(outbox)
        .set({
          lastError,
          status: message.attempts >= maxAttempts ? "failed" : "queued",
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(message.attempts, baseDelayMs)),
        })
        .where(eq(outbox.id, message.id));
      options.onError?.(`Sending e-mail ${message.id} (${message.kind}) failed (attempt ${message.attempts} of ${maxAttempts})`, error);
    }
    return true;
  }

  // Set by stop(): a drain under way finishes the message in hand and leaves the rest queued
  // (decision 025), so a shutting-down instance does not start sending a long backlog.
  let stopping = false;

  /** Sends every message due now (until stop() is called); returns how many were tried. */
  async function drain(): Promise<number> {
    let tried = 0;
    while (!stopping && (await sendOne())) tried += 1;
    return tried;
  }

  const loop = periodic(drain, { intervalMs: pollMs, failure: "The mail worker could not read the outbox", onError: options.onError });

  return {
    /** Whether an SMTP server is configured; without one the outbox only fills. */
    enabled: transport !== undefined,
    runOnce: () => loop.runOnce(),
    start() {
      stopping = false;
      if (transport) loop.start();
    },
    /** Stops the loop after the message being sent, if any, and closes the transport. */
    async stop() {
      stopping = true;
      await loop.stop();
      transport?.close?.();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
