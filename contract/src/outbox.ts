import { z } from "zod";
import { idParams } from "./ids.ts";
import { outboxChannels } from "./messages.ts";

/**
 * The console's view of the outbox (admins only): the e-mails, SMS and WhatsApp messages sent,
 * waiting and failed (decisions 010 and 030).
 */
export const OutboxStatusSchema = z.enum(["queued", "sent", "failed"]);
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  /** What the message is about; for an SMS or WhatsApp message, the event of its template. */
  kind: z.string(),
  channel: z.enum(outboxChannels),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: OutboxStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  attachments: z.array(z.object({ kind: z.string(), ref: z.string(), filename: z.string() })),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxQuerySchema = z.object({
  status: OutboxStatusSchema.optional(),
  channel: z.enum(outboxChannels, { error: "Choose e-mail, SMS or WhatsApp" }).optional(),
  to: z.string().trim().max(200).optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OUTBOX_PAGE_SIZE = 100;

export const OutboxListSchema = z.object({
  data: z.array(OutboxMessageSchema),
  /** Whether an SMTP server is configured; without one e-mails wait in the queue. */
  sending: z.boolean(),
  /** Whether each text channel's gateway is configured; without one its messages wait in the queue. */
  gateways: z.object({ sms: z.boolean(), whatsapp: z.boolean() }),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

export const outboxMessages = {
  notFound: "There is no such message.",
  notRetryable: "Only a failed message can be queued again.",
} as const;

export const OutboxIdParamsSchema = idParams(outboxMessages.notFound);
