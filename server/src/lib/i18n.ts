import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import type { DateNames } from "@urjavolt/contract/dates";
import type { Locale } from "@urjavolt/contract/locale";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";

/**
 * The catalogues for what the server writes itself: e-mails and documents in the customer's
 * language (decision 056). The server runs TypeScript without a build step (decision 003), so
 * its messages are not macros: each is `i18n._("English text", values)`, the English being the
 * message's id, which `lingui extract` finds as it finds the web's messages.
 */
const catalogues: Record<Locale, Messages> = { en, hi, pa };

const instances = new Map<Locale, I18n>();

/** One instance a locale, made once: an instance is only read after it is made, so requests in different languages share it safely. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * English data the web translates with its own messages (the site configuration's words, the
 * customer's names for a service status): the server finds the same catalogue entry by the id the
 * web's macro gave it, so a word has one translation. Data without an entry stays in English.
 */
export function catalogueWord(i18n: I18n, english: string, context?: string): string {
  const id = generateMessageId(english, context);
  return Object.hasOwn(i18n.messages, id) ? i18n._(id) : english;
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * The month and day names of a date in `locale` (contract/src/dates.ts), the web's own messages
 * (web/app/lib/date-names.ts), so an e-mail or a document writes a date as the page does; none
 * for English, the house style's.
 */
export function dateNamesFor(locale: Locale): DateNames | undefined {
  if (locale === "en") return undefined;
  const i18n = i18nFor(locale);
  return {
    months: months.map((month) => catalogueWord(i18n, month, "month in a date")),
    days: days.map((day) => catalogueWord(i18n, day, "day of the week, short")),
  };
}
