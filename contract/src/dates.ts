/**
 * Dates and times the way the shop writes them, the same on the server (invoices, e-mails, PDFs)
 * and in the browser, and always in India time whatever the device's own time zone: the house
 * style is "22 Nov 2026" and "22 Nov 2026, 7:05 pm". They are put together from fixed month and day
 * names rather than by Intl, whose locale data differs between Node and browsers ("Sep" or "Sept",
 * a narrow space before "pm"): a page rendered on the server then hydrates with the same text.
 *
 * A Hindi or Punjabi page (decision 056) writes its dates in the same order, with Latin digits and
 * the same clock, in its language's month and day names, which the formatting functions take as
 * `names` (web/app/lib/date-names.ts gives them from the page's catalogue, so no page's JavaScript
 * carries another language's names): "22 नवंबर 2026, 7:05 pm", "ਸੋਮ, 14 ਦਸੰਬਰ, 7:00 pm". Intl
 * cannot give them alike everywhere: Debian's Chromium 156 names Punjabi months "M01" to "M12".
 */

/** India Standard Time is UTC+5:30 all year: there is no daylight saving. */
export const INDIA_UTC_OFFSET = "+05:30";
export const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const shortMonth = (month: number) => MONTHS[month]!.slice(0, 3);

/** The names a date is written with: each month as it stands in a date ("Nov", "नवंबर"), and the short days of the week from Sunday. */
export type DateNames = { months: readonly string[]; days: readonly string[] };

/** The house style's own: "Nov", "Mon". */
const english: DateNames = { months: MONTHS.map((month) => month.slice(0, 3)), days: WEEKDAYS.map((day) => day.slice(0, 3)) };

/** "7:05 pm": the clock in India, the same in every language. */
const clockTime = (clock: Date) => {
  const hours = clock.getUTCHours();
  return `${hours % 12 || 12}:${String(clock.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
};

type Instant = Date | string;

/** The instant's wall clock in India, read through the UTC getters. */
function indiaClock(instant: Instant): Date {
  const time = (typeof instant === "string" ? new Date(instant) : instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`);
  return new Date(time + INDIA_UTC_OFFSET_MS);
}

/** "22 Nov 2026": the India calendar day of an instant ("22 नवंबर 2026" with Hindi `names`). */
export function formatIndiaDate(instant: Instant, names: DateNames = english): string {
  const clock = indiaClock(instant);
  return `${clock.getUTCDate()} ${names.months[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/**
 * "22 Nov 2026, 7:05 pm": an instant in India time, with plain spaces (which the PDFs' standard
 * fonts can print); anything that is not a date is shown as it is.
 */
export function formatIndiaDateTime(instant: Instant, names: DateNames = english): string {
  if (Number.isNaN(new Date(instant).getTime())) return String(instant);
  return `${formatIndiaDate(instant, names)}, ${clockTime(indiaClock(instant))}`;
}

/** "Mon, 14 Dec, 7:00 pm": an instant in India time with its day of the week, for a time a few days ahead. */
export function formatIndiaDayTime(instant: Instant, names: DateNames = english): string {
  const clock = indiaClock(instant);
  return `${names.days[clock.getUTCDay()]}, ${clock.getUTCDate()} ${names.months[clock.getUTCMonth()]}, ${clockTime(clock)}`;
}

/** "7:00 pm": an instant's time in India, as the dates above write it. */
export function formatIndiaTime(instant: Instant): string {
  return clockTime(indiaClock(instant));
}

/** "Tuesday, 22 September": the day of the week and date of an instant in India, for headings. */
export function formatIndiaDayOfWeek(instant: Instant): string {
  const clock = indiaClock(instant);
  return `${WEEKDAYS[clock.getUTCDay()]}, ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]}`;
}

/** A YYYY-MM-DD calendar date (a warranty's purchase date, an invoice date) as "22 Nov 2026"; anything else as it is. */
export function formatIsoDate(isoDate: string, names: DateNames = english): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(`${isoDate}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return isoDate;
  return `${date.getUTCDate()} ${names.months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
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
