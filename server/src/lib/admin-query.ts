/** Search text for the console's ILIKE queries (India calendar days as instants are in @urjavolt/contract/dates). */

/** `%text%` for ILIKE, with the text's own % _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
