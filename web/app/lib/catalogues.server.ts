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

/**
 * The messages of `locale`; with `ids` (the page's, from the server: decision 056), only those of
 * them the catalogue has, so a page carries its own messages and not the whole catalogue.
 */
export function messagesFor(locale: Locale, ids?: ReadonlySet<string>): Messages {
  const catalogue = catalogues[locale];
  if (!ids) return catalogue;
  const messages: Messages = {};
  for (const id of ids) if (Object.hasOwn(catalogue, id)) messages[id] = catalogue[id]!;
  return messages;
}
