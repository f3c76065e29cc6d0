import type { Database } from "../../db/client.ts";
import { type OutboxAttachment, outbox } from "../../db/schema/outbox.ts";

/**
 * The outbox (docs/architecture.md, Mail rules): a service writes its e-mails here INSIDE the transaction of the
 * record they are about, so a message exists exactly when its record does; the mail worker sends them.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is about, e.g. `order-paid`, `enquiry-confirmation`, `staff-enquiry`. */
  kind: string;
  attachments?: OutboxAttachment[];
};

/** A transaction (or the database itself); a transaction is a Database too. */
export type Queryable = Pick<Database, "insert">;

/**
 * Queues messages (in one statement); call it with the transaction that writes the record they are
 * about. Answers their ids, in order.
 */
export async function enqueueMail(tx: Queryable, ...messages: MailMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(outbox)
    .values(
      messages.map((message) => ({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        attachments: message.attachments ?? [],
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

export type ResolvedAttachment = { content: Buffer; contentType: string };
/** Fetches the file of an attachment of one kind (e.g. `invoice`, ref = the order number) when its message is sent. */
export type AttachmentResolver = (ref: string) => Promise<ResolvedAttachment>;
export type AttachmentResolvers = Readonly<Record<string, AttachmentResolver>>;
