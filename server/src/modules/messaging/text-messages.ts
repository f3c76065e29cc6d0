import {
  type ConsentSource,
  type MessageConsent,
  type TextChannel,
  consentAdminMessages,
  consentHint,
  consentText,
  consentWording,
  indianMobile,
  textChannels,
} from "@urjavolt/contract/messages";
import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "@urjavolt/contract/locale";
import { catalogueWord, i18nFor } from "../../lib/i18n.ts";
import type { Database } from "../../db/client.ts";
import { messageConsents } from "../../db/schema/messages.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { type TextFacts, type TextSettings, renderText } from "./text-templates.ts";

/**
 * SMS and WhatsApp updates (decision 030): the customer's consent per channel and mobile, recorded
 * with the form that gave it, and the messages queued in the outbox, in the transaction of the
 * change they report, on the channels the mobile's owner agreed to and no other.
 */

/** A transaction (or the database itself). */
type Queryable = Pick<Database, "insert" | "select" | "selectDistinctOn">;

/** The latest word on each channel for one mobile (+91 and 10 digits): given or withdrawn, when and where. */
export async function consentsOf(tx: Queryable, mobile: string): Promise<MessageConsent[]> {
  const rows = await tx
    .selectDistinctOn([messageConsents.channel])
    .from(messageConsents)
    .where(eq(messageConsents.mobile, mobile))
    .orderBy(messageConsents.channel, desc(messageConsents.at), desc(messageConsents.id));
  return rows.map((row) => ({
    channel: row.channel,
    mobile: row.mobile,
    status: row.status,
    at: row.at.toISOString(),
    source: row.source,
    reference: row.reference,
    wording: row.wording,
  }));
}

/** The channels a mobile's owner has agreed to, and not withdrawn from since. */
export async function channelsAgreed(tx: Queryable, mobile: string): Promise<TextChannel[]> {
  return (await consentsOf(tx, mobile)).filter((consent) => consent.status === "given").map((consent) => consent.channel);
}

/** Whether the latest word on `channel` for `mobile` is a consent. */
export async function consentHolds(tx: Queryable, mobile: string, channel: TextChannel): Promise<boolean> {
  const [latest] = await tx
    .select({ status: messageConsents.status })
    .from(messageConsents)
    .where(and(eq(messageConsents.mobile, mobile), eq(messageConsents.channel, channel)))
    .orderBy(desc(messageConsents.at), desc(messageConsents.id))
    .limit(1);
  return latest?.status === "given";
}

/**
 * What a customer who ticked the box for `channel` on a page in `locale` read beside it, word for
 * word: the box's and the hint's words in that language, as the form showed them (the web's own
 * messages, components/update-consents.tsx, decision 056), in English on an English page.
 */
export function consentTextIn(channel: TextChannel, locale: Locale): string {
  if (locale === "en") return consentText(channel);
  const i18n = i18nFor(locale);
  // Hindi and Punjabi end a sentence with the danda.
  return `${catalogueWord(i18n, consentWording[channel])}। ${catalogueWord(i18n, consentHint)}`;
}

/**
 * Records the boxes a customer ticked on a form, each with the words beside it in the language of
 * the page (`locale`), the form and its record (`reference`). A mobile that is not an Indian mobile records nothing (the forms refuse a
 * ticked box without one).
 */
export async function recordConsents(
  tx: Queryable,
  consent: { mobile: string; channels: readonly TextChannel[]; source: ConsentSource; reference: string; at?: Date; locale?: Locale },
): Promise<void> {
  const mobile = indianMobile(consent.mobile);
  if (mobile === null || consent.channels.length === 0) return;
  await tx.insert(messageConsents).values(
    consent.channels.map((channel) => ({
      channel,
      mobile,
      status: "given" as const,
      source: consent.source,
      reference: consent.reference,
      wording: consentTextIn(channel, consent.locale ?? "en"),
      ...(consent.at && { at: consent.at }),
    })),
  );
}

/** Records that the customer asked staff to stop one channel, with who recorded it and the record it was asked about. */
export async function recordWithdrawal(
  tx: Queryable,
  withdrawal: { mobile: string; channel: TextChannel; staffId: number; reference: string; at?: Date },
): Promise<void> {
  await tx.insert(messageConsents).values({
    channel: withdrawal.channel,
    mobile: withdrawal.mobile,
    status: "withdrawn",
    source: "console",
    reference: withdrawal.reference,
    wording: consentAdminMessages.withdrawalWording,
    staffId: withdrawal.staffId,
    ...(withdrawal.at && { at: withdrawal.at }),
  });
}

/**
 * Queues the message of `facts` on every channel the owner of `mobile` agreed to, in `tx` (the
 * transaction of the change it reports). Nothing is queued for a mobile that is not an Indian
 * mobile or has no consent. Answers the channels queued.
 */
export async function enqueueTexts(tx: Queryable, mobile: string, facts: TextFacts, settings: TextSettings): Promise<TextChannel[]> {
  const to = indianMobile(mobile);
  if (to === null) return [];
  const channels = await channelsAgreed(tx, to);
  if (channels.length === 0) return [];
  await tx.insert(outbox).values(
    textChannels
      .filter((channel) => channels.includes(channel))
      .map((channel) => {
        const rendered = renderText(channel, facts, settings);
        return { channel, kind: rendered.event, to, subject: rendered.subject, text: rendered.text, html: "", variables: rendered.variables };
      }),
  );
  return channels;
}
