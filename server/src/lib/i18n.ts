import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "@urjavolt/contract/locale";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";

const catalogues: Record<Locale, Messages> = { en, hi, pa };
const instances = new Map<Locale, I18n>();

/**
 * A Lingui instance for the server's own words in one language (decision 056): documents and
 * answers made outside React, which cannot use the macros (the server runs without Babel). Callers
 * write `i18n._(/*i18n*\/ { id: "certificate.title", message: "Warranty Certificate" })` with an
 * explicit id, which `npm run i18n:extract` picks up. One instance per locale, made once and never
 * switched, so requests in different languages at once never share one.
 */
export function serverI18n(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}
