/** Small pieces the console's list queries share: India calendar days as instants, and search text for ILIKE. */

/** The first instant of an India calendar day (YYYY-MM-DD); India is UTC+5:30 all year. */
export function indiaDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

/** The first instant after an India calendar day. */
export function indiaDayEnd(isoDate: string): Date {
  return new Date(indiaDayStart(isoDate).getTime() + 24 * 3600_000);
}

/** `%text%` for ILIKE, with the text's own % _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
