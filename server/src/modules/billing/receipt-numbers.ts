import { formatReceiptNumber } from "@urjavolt/contract/orders";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import type { Database } from "../../db/client.ts";
import { nextLooseNumber } from "../../lib/counters.ts";

/**
 * The next receipt id of India's current year (RCPT-2026-000001), shared by shop orders and
 * standalone payments; a payment the offline test gateway took gets the next of the TEST series
 * (TEST-RCPT-2026-000001) instead, so tests never use up real numbers. A receipt is not a tax
 * document: its number comes from a sequence (counters.ts's `nextLooseNumber`), so payments never
 * wait on each other for it, and a rolled-back payment leaves a gap in the receipts.
 */
export async function nextReceiptNumber(tx: Database, now: Date, test = false): Promise<string> {
  const year = Number(indiaIsoDate(now).slice(0, 4));
  return formatReceiptNumber(year, await nextLooseNumber(tx, test ? "receipt-test" : "receipt", String(year)), test);
}
