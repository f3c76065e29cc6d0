const format = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * A YYYY-MM-DD date in the house style (DESIGN.md: "dates like 22 Nov 2026"), the same on the
 * server (invoices, e-mails) and in the browser; anything else is shown as it is.
 */
export function formatIsoDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return format.format(new Date(`${isoDate}T00:00:00Z`)).replace(/,/g, "");
}
