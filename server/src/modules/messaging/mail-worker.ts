import type { OutboxChannel, TextChannel, TextEvent } from "@urjavolt/contract/messages";
import { ACCOUNT_CODE_MINUTES } from "@urjavolt/contract/accounts";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import { type OutboxRow, outbox } from "../../db/schema/outbox.ts";
import type { AttachmentResolvers } from "./outbox.ts";
import { periodic } from "../../lib/periodic.ts";
import { consentHolds } from "./text-messages.ts";
import type { TextProviders } from "./text-providers.ts";

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
  /** Undefined when SMTP_URL is not set: e-mails stay queued (and visible in the console). */
  transport: MailTransport | undefined;
  /** The SMS and WhatsApp gateways configured (decision 030); a channel without one keeps its messages queued. */
  texts?: TextProviders;
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

/** The outbox kind of a sign-in code, by SMS, WhatsApp or e-mail. */
export const ACCOUNT_CODE_KIND = "account-code";
export const CODE_EXPIRED_ERROR = "Not sent: the sign-in code had expired before it could go out.";

/** Why a text the customer stopped after it was queued is not sent. */
export const CONSENT_WITHDRAWN_ERROR = "Not sent: the customer no longer agrees to updates on this channel.";

/**
 * Sends the outbox (docs/architecture.md, Mail rules): e-mails through SMTP, SMS and WhatsApp
 * messages through their gateways (decision 030), each channel only when it is configured. Each
 * message is claimed with `SELECT ... FOR UPDATE SKIP LOCKED` and leased in a short transaction, so
 * two server instances on one PostgreSQL never send the same message; a restart finds every unsent
 * message still queued. A failure counts an attempt and schedules the next with exponential
 * backoff; after the limit the message is `failed` (staff can queue it again from the console).
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport, from } = options;
  const texts = options.texts ?? {};
  const channels: OutboxChannel[] = [...(transport ? (["email"] as const) : []), ...(Object.keys(texts) as TextChannel[])];
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
    if (channels.length === 0) return false;
    const message = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, "queued"), lte(outbox.nextAttemptAt, now()), inArray(outbox.channel, channels)))
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
    // A sign-in code that could not go out while it worked is never sent (decision 050).
    if (message.kind === ACCOUNT_CODE_KIND && now().getTime() - message.createdAt.getTime() > ACCOUNT_CODE_MINUTES * 60_000) {
      await db.update(outbox).set({ status: "failed", lastError: CODE_EXPIRED_ERROR }).where(eq(outbox.id, message.id));
      return true;
    }
    try {
      if (message.channel === "email") await sendMail(message);
      else if (!(await sendText(message, message.channel))) return true;
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
      const what = message.channel === "email" ? "e-mail" : message.channel === "sms" ? "SMS" : "WhatsApp message";
      options.onError?.(`Sending ${what} ${message.id} (${message.kind}) failed (attempt ${message.attempts} of ${maxAttempts})`, error);
    }
    return true;
  }

  async function sendMail(message: OutboxRow): Promise<void> {
    const attachments = await Promise.all(
      message.attachments.map(async (attachment) => {
        const resolve = options.attachments?.[attachment.kind];
        if (!resolve) throw new Error(`No attachment resolver for kind "${attachment.kind}"`);
        return { filename: attachment.filename, ...(await resolve(attachment.ref)) };
      }),
    );
    await transport!.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments });
  }

  /**
   * Sends an SMS or WhatsApp message, once more making sure the customer still agrees: one who
   * asked us to stop after it was queued (while no gateway was set up, say) is not sent it, and the
   * message is `failed` with the reason. False when so.
   */
  async function sendText(message: OutboxRow, channel: TextChannel): Promise<boolean> {
    // A sign-in code is what the customer just asked for, not an update (decision 050): it needs no consent.
    if (message.kind !== ACCOUNT_CODE_KIND && !(await consentHolds(db, message.to, channel))) {
      await db.update(outbox).set({ status: "failed", lastError: CONSENT_WITHDRAWN_ERROR }).where(eq(outbox.id, message.id));
      return false;
    }
    await texts[channel]!.send({ id: message.id, channel, to: message.to, event: message.kind as TextEvent, variables: message.variables, text: message.text });
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
    /** Whether an SMTP server is configured; without one e-mails only wait in the outbox. */
    enabled: transport !== undefined,
    /** The channels this worker sends; the others' messages wait in the outbox. */
    channels,
    runOnce: () => loop.runOnce(),
    start() {
      stopping = false;
      if (channels.length > 0) loop.start();
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
