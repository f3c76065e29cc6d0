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

/**
 * The next number of a series in a period that may skip but never waits (receipts, order numbers):
 * from a sequence of its own (migration 0026's `next_loose_number`), which no transaction holds, so
 * concurrent payments do not queue behind each other's number. A rolled-back caller leaves a gap.
 * Numbers the law wants gapless (tax invoices, credit notes) use `nextNumber`.
 */
export async function nextLooseNumber(tx: Pick<Database, "execute">, series: string, period: string): Promise<number> {
  const result = (await tx.execute(sql`select next_loose_number(${series}, ${period}) as number`)) as unknown as { rows: { number: number | string }[] };
  return Number(result.rows[0]!.number);
}
