const format = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** "6 Oct 2026", India time: the house date style, the same on server and browser. */
export function formatBlogDate(iso: string): string {
  return format.format(new Date(iso));
}
