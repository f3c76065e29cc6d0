/**
 * Dates and times the way the shop writes them, the same on the server (invoices, e-mails, PDFs)
 * and in the browser, and always in India time whatever the device's own time zone: the house
 * style is "22 Nov 2026" and "22 Nov 2026, 7:05 pm". They are put together from fixed month and day
 * names rather than by Intl, whose locale data differs between Node and browsers ("Sep" or "Sept",
 * a narrow space before "pm"): a page rendered on the server then hydrates with the same text.
 */
import type { Locale } from "./locale.ts";

/** India Standard Time is UTC+5:30 all year: there is no daylight saving. */
export const INDIA_UTC_OFFSET = "+05:30";
export const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const shortMonth = (month: number) => MONTHS[month]!.slice(0, 3);

/**
 * The months and days of the week in Hindi and Punjabi (CLDR's full names, as Node and browsers
 * give them): a page or e-mail in those languages writes "22 नवंबर 2026" and "22 ਨਵੰਬਰ 2026",
 * with Latin digits (decision 056). Their short forms ("नव॰") read oddly, so the full names serve both.
 */
const INDIC_MONTHS: Record<Exclude<Locale, "en">, readonly string[]> = {
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
  pa: ["ਜਨਵਰੀ", "ਫ਼ਰਵਰੀ", "ਮਾਰਚ", "ਅਪ੍ਰੈਲ", "ਮਈ", "ਜੂਨ", "ਜੁਲਾਈ", "ਅਗਸਤ", "ਸਤੰਬਰ", "ਅਕਤੂਬਰ", "ਨਵੰਬਰ", "ਦਸੰਬਰ"],
};
const INDIC_WEEKDAYS: Record<Exclude<Locale, "en">, readonly string[]> = {
  hi: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
  pa: ["ਐਤਵਾਰ", "ਸੋਮਵਾਰ", "ਮੰਗਲਵਾਰ", "ਬੁੱਧਵਾਰ", "ਵੀਰਵਾਰ", "ਸ਼ੁੱਕਰਵਾਰ", "ਸ਼ਨੀਵਾਰ"],
};

/** A month's name as a date in `locale` writes it: "Nov" in English, "नवंबर", "ਨਵੰਬਰ". */
const monthIn = (month: number, locale: Locale) => (locale === "en" ? shortMonth(month) : INDIC_MONTHS[locale][month]!);

/** "7:05 pm": the clock of an India wall time, the same in every language (Hindi and Punjabi write am and pm too). */
function clockTime(clock: Date): string {
  const hours = clock.getUTCHours();
  return `${hours % 12 || 12}:${String(clock.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

type Instant = Date | string;

/** The instant's wall clock in India, read through the UTC getters. */
function indiaClock(instant: Instant): Date {
  const time = (typeof instant === "string" ? new Date(instant) : instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`);
  return new Date(time + INDIA_UTC_OFFSET_MS);
}

/** "22 Nov 2026" ("22 नवंबर 2026" in Hindi): the India calendar day of an instant. */
export function formatIndiaDate(instant: Instant, locale: Locale = "en"): string {
  const clock = indiaClock(instant);
  return `${clock.getUTCDate()} ${monthIn(clock.getUTCMonth(), locale)} ${clock.getUTCFullYear()}`;
}

/**
 * "22 Nov 2026, 7:05 pm": an instant in India time, with plain spaces (which the PDFs' standard
 * fonts can print); anything that is not a date is shown as it is.
 */
export function formatIndiaDateTime(instant: Instant, locale: Locale = "en"): string {
  if (Number.isNaN(new Date(instant).getTime())) return String(instant);
  return `${formatIndiaDate(instant, locale)}, ${clockTime(indiaClock(instant))}`;
}

/** "Mon, 14 Dec, 7:00 pm" ("सोमवार, 14 दिसंबर, 7:00 pm"): an instant in India time with its day of the week, for a time a few days ahead. */
export function formatIndiaDayTime(instant: Instant, locale: Locale = "en"): string {
  const clock = indiaClock(instant);
  const weekday = locale === "en" ? WEEKDAYS[clock.getUTCDay()]!.slice(0, 3) : INDIC_WEEKDAYS[locale][clock.getUTCDay()]!;
  return `${weekday}, ${clock.getUTCDate()} ${monthIn(clock.getUTCMonth(), locale)}, ${clockTime(clock)}`;
}

/** "Tuesday, 22 September": the day of the week and date of an instant in India, for headings. */
export function formatIndiaDayOfWeek(instant: Instant): string {
  const clock = indiaClock(instant);
  return `${WEEKDAYS[clock.getUTCDay()]}, ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]}`;
}

/** A YYYY-MM-DD calendar date (a warranty's purchase date, an invoice date) as "22 Nov 2026" ("22 ਨਵੰਬਰ 2026" in Punjabi); anything else as it is. */
export function formatIsoDate(isoDate: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(`${isoDate}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return isoDate;
  return `${date.getUTCDate()} ${monthIn(date.getUTCMonth(), locale)} ${date.getUTCFullYear()}`;
}

/** The first instant of an India calendar day (YYYY-MM-DD). */
export function indiaDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00${INDIA_UTC_OFFSET}`);
}

/** The first instant after an India calendar day (YYYY-MM-DD). */
export function indiaDayEnd(isoDate: string): Date {
  return new Date(indiaDayStart(isoDate).getTime() + DAY_MS);
}

/** YYYY-MM-DD of the India calendar day at `now`: "today" for purchase dates and order numbers. */
export function indiaIsoDate(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-11-22 19:05": an instant in India time for spreadsheets. */
export function indiaSpreadsheetDateTime(instant: Date): string {
  return new Date(instant.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The year of the India calendar at an instant. */
export function indiaYear(instant: Date): number {
  return new Date(instant.getTime() + INDIA_UTC_OFFSET_MS).getUTCFullYear();
}

/**
 * The India calendar day `days` business days after `isoDate` (YYYY-MM-DD). Business days are Monday
 * to Saturday, as the shipping policy counts them; public holidays differ by state and are not
 * known here, so a date from this is an estimate and is always worded as one.
 */
export function addBusinessDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** "Fri, 27 Nov": a YYYY-MM-DD calendar date with its day of the week, for delivery estimates. */
export function formatShortDayDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${WEEKDAYS[date.getUTCDay()]!.slice(0, 3)}, ${date.getUTCDate()} ${shortMonth(date.getUTCMonth())}`;
}
