/**
 * Dates and times the way the shop writes them, the same on the server (invoices, e-mails, PDFs)
 * and in the browser, and always in India time whatever the device's own time zone: the house
 * style is "22 Nov 2026" and "22 Nov 2026, 7:05 pm".
 */

export const INDIA_TIME_ZONE = "Asia/Kolkata";
/** India Standard Time is UTC+5:30 all year: there is no daylight saving. */
export const INDIA_UTC_OFFSET = "+05:30";
export const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

type Instant = Date | string;

const indiaDate = new Intl.DateTimeFormat("en-IN", { timeZone: INDIA_TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const indiaDateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: INDIA_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const indiaDayOfWeek = new Intl.DateTimeFormat("en-IN", { timeZone: INDIA_TIME_ZONE, weekday: "long", day: "numeric", month: "long" });
const utcDate = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

const toDate = (instant: Instant) => (typeof instant === "string" ? new Date(instant) : instant);

/** "22 Nov 2026": the India calendar day of an instant. */
export function formatIndiaDate(instant: Instant): string {
  return indiaDate.format(toDate(instant));
}

/**
 * "22 Nov 2026, 7:05 pm": an instant in India time, put together from its parts so that every ICU
 * version writes the same characters (plain spaces, which the PDFs' standard fonts can print);
 * anything that is not a date is shown as it is.
 */
export function formatIndiaDateTime(instant: Instant): string {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const parts = indiaDateTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()}`;
}

/** "Tuesday, 22 September": the day of the week and date of an instant in India, for headings. */
export function formatIndiaDayOfWeek(instant: Instant): string {
  return indiaDayOfWeek.format(toDate(instant));
}

/** A YYYY-MM-DD calendar date (a warranty's purchase date, an invoice date) as "22 Nov 2026"; anything else as it is. */
export function formatIsoDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return utcDate.format(new Date(`${isoDate}T00:00:00Z`)).replace(/,/g, "");
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
