import { type AnyColumn, type SQL, ilike, or } from "drizzle-orm";

/** Search text for the console's ILIKE queries (India calendar days as instants are in @urjavolt/contract/dates). */

/** `%text%` for ILIKE, with the text's own % _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search box of every staff list: the text anywhere in any of `columns`, in any case. A phone
 * number is found however it was typed in the box ("98140 55667", "+91 98140-55667"): its digits,
 * when there are at least four, are looked for in `phones` too (stored as digits). Undefined for an
 * empty search, so a list without one shows everything.
 */
export function staffSearch(q: string | undefined, columns: readonly AnyColumn[], options: { phones?: readonly AnyColumn[] } = {}): SQL | undefined {
  const text = q?.trim() ?? "";
  if (text === "") return undefined;
  const pattern = likePattern(text);
  const matches = columns.map((column) => ilike(column, pattern));
  const digits = text.replace(/\D/g, "").replace(/^(91|0)(?=\d{10}$)/, "");
  if (digits.length >= 4) for (const phone of options.phones ?? []) matches.push(ilike(phone, likePattern(digits)));
  return or(...matches);
}
