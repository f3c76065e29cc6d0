import { formatReceiptNumber } from "@urjavolt/contract/orders";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import type { Database } from "../../db/client.ts";
import { nextNumber } from "../../lib/counters.ts";

/**
 * The next receipt id of India's current year (RCPT-2026-000001), shared by shop orders and
 * standalone payments; a payment the offline test gateway took gets the next of the TEST series
 * (TEST-RCPT-2026-000001) instead, so tests never use up real numbers. Call it inside the
 * transaction that marks the payment paid, so a rolled-back payment gives its number back.
 */
export async function nextReceiptNumber(tx: Database, now: Date, test = false): Promise<string> {
  const year = Number(indiaIsoDate(now).slice(0, 4));
  return formatReceiptNumber(year, await nextNumber(tx, test ? "receipt-test" : "receipt", String(year)), test);
}
