import { formatIsoDate } from "./dates.ts";
import type { Locale } from "./locale.ts";

/**
 * The months' names in Hindi and Punjabi as India writes a date in full ("28 नवंबर 2026",
 * "28 ਨਵੰਬਰ 2026", decision 056): the names `Intl.DateTimeFormat` gives for `hi-IN` and `pa-IN` with
 * `month: "long"` in Node (ICU 78, CLDR 48), fixed here so that a browser with older or newer locale
 * data writes the same text as the server (CLDR once wrote October "अक्तूबर", now "अक्टूबर"). They
 * live apart from dates.ts, which every page's shell loads: only the pages and documents that write
 * a date in Hindi or Punjabi carry them.
 */
const MONTHS: Record<Exclude<Locale, "en">, readonly string[]> = {
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
  pa: ["ਜਨਵਰੀ", "ਫ਼ਰਵਰੀ", "ਮਾਰਚ", "ਅਪ੍ਰੈਲ", "ਮਈ", "ਜੂਨ", "ਜੁਲਾਈ", "ਅਗਸਤ", "ਸਤੰਬਰ", "ਅਕਤੂਬਰ", "ਨਵੰਬਰ", "ਦਸੰਬਰ"],
};

/**
 * A YYYY-MM-DD calendar date in a page's or a document's language: "22 Nov 2026" in English, as
 * `formatIsoDate` writes it, and "22 नवंबर 2026", "22 ਨਵੰਬਰ 2026" in Hindi and Punjabi (the month in
 * full, Latin digits, as `Intl` writes `hi-IN` and `pa-IN`); anything else as it is.
 */
export function formatIsoDateIn(isoDate: string, locale: Locale): string {
  if (locale === "en") return formatIsoDate(isoDate);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(`${isoDate}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[locale][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
