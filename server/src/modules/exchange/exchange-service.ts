import { type ExchangeTable, type ExchangeTableUpdate, exchangeBands, exchangeChemistries } from "@urjavolt/contract/exchange";
import { paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import type { Staff } from "@urjavolt/contract/staff";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { exchangeValues } from "../../db/schema/exchange.ts";
import { exchangeCells } from "../../lib/exchange-values.ts";
import { staffUsers } from "../../db/schema/staff.ts";

export type ExchangeService = ReturnType<typeof createExchangeService>;

/** The exchange value table admins keep (decision 058): read by checkout, edited in the console. */
export function createExchangeService(db: Database) {
  async function table(): Promise<ExchangeTable> {
    const cells = await exchangeCells(db);
    const [last] = await db
      .select({ at: exchangeValues.updatedAt, by: staffUsers.name })
      .from(exchangeValues)
      .leftJoin(staffUsers, eq(staffUsers.id, exchangeValues.updatedBy))
      .orderBy(desc(exchangeValues.updatedAt))
      .limit(1);
    const values = exchangeChemistries.flatMap((chemistry) =>
      exchangeBands.map((capacityBand) => ({
        chemistry,
        capacityBand,
        value: paiseToRupees(cells.find((cell) => cell.chemistry === chemistry && cell.capacityBand === capacityBand)?.valuePaise ?? 0),
      })),
    );
    return { values, updatedAt: last?.at.toISOString() ?? null, updatedBy: last?.by ?? null };
  }

  return {
    table,
    /** Sets the cells given (the others keep theirs). */
    async update(update: ExchangeTableUpdate, staff: Staff, now = new Date()): Promise<ExchangeTable> {
      await db.transaction(async (tx) => {
        for (const cell of update.values) {
          await tx
            .insert(exchangeValues)
            .values({ chemistry: cell.chemistry, capacityBand: cell.capacityBand, valuePaise: rupeesToPaise(cell.value), updatedBy: staff.id, updatedAt: now })
            .onConflictDoUpdate({
              target: [exchangeValues.chemistry, exchangeValues.capacityBand],
              set: { valuePaise: sql`excluded.value_paise`, updatedBy: staff.id, updatedAt: now },
            });
        }
      });
      return table();
    },
  };
}
