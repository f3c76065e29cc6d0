import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { numberCounters } from "../db/schema/counters.ts";

/**
 * The next number of a series in a period (1, 2, 3, ...): one upsert that takes a row lock on the
 * counter, so concurrent callers get consecutive numbers. Call it inside the transaction of the
 * record that takes the number: a rollback gives the number back, so series the law wants gapless
 * (tax invoices, credit notes) stay gapless.
 */
export async function nextNumber(tx: Pick<Database, "insert">, series: string, period: string): Promise<number> {
  const [counter] = await tx
    .insert(numberCounters)
    .values({ series, period, lastNumber: 1 })
    .onConflictDoUpdate({ target: [numberCounters.series, numberCounters.period], set: { lastNumber: sql`${numberCounters.lastNumber} + 1` } })
    .returning({ lastNumber: numberCounters.lastNumber });
  return counter!.lastNumber;
}
