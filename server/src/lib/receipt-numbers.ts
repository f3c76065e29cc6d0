import { formatReceiptNumber } from "@urjavolt/contract/orders";
import { indiaDate } from "@urjavolt/contract/form-rules";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { receiptCounters } from "../db/schema/payments.ts";

/**
 * The next receipt id of India's current year (RCPT-2026-000001), shared by shop orders and
 * standalone payments. Call it inside the transaction that marks the payment paid, so a rolled-back
 * payment gives its number back.
 */
export async function nextReceiptNumber(tx: Database, now: Date): Promise<string> {
  const year = Number(indiaDate(now).slice(0, 4));
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  return formatReceiptNumber(year, counter!.lastNumber);
}
