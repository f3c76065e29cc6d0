import type { Messages } from "@lingui/core";
import type { Locale } from "@urjavolt/contract/locale";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";

/**
 * The compiled catalogues (decision 056), imported on the server only (a `.server.ts` module never
 * enters a browser bundle): a page's own locale's messages reach the browser as the root loader's
 * data, never another locale's.
 */
const catalogues: Record<Locale, Messages> = { en, hi, pa };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}
