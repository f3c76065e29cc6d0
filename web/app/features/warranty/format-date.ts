const format = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A YYYY-MM-DD date in the house style, e.g. 22 Nov 2026; anything else is shown as it is. */
export function formatDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return format.format(new Date(`${isoDate}T00:00:00Z`)).replace(/,/g, "");
}
