import { type ExchangeTable, type ExchangeTableUpdate, exchangeBands, exchangeChemistries } from "@urjavolt/contract/exchange";
import { paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import type { Staff } from "@urjavolt/contract/staff";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { exchangeValues } from "../../db/schema/exchange.ts";
import { staffUsers } from "../../db/schema/staff.ts";

/** A cell of the table as pricing and the installation's closing read it. */
export type ExchangeCell = { chemistry: string; capacityBand: string; valuePaise: number };

/** The value table as it is now (only the cells staff set). */
export async function exchangeCells(executor: Database): Promise<ExchangeCell[]> {
  return executor.select({ chemistry: exchangeValues.chemistry, capacityBand: exchangeValues.capacityBand, valuePaise: exchangeValues.valuePaise }).from(exchangeValues);
}

/**
 * The demo's table (decision 058): what a dealer gives for an old inverter battery, lead-acid by its
 * lead, lithium-ion less (little is recovered from it yet). A real shop's admin sets its own.
 */
export const demoExchangeValues: ExchangeCell[] = [
  { chemistry: "lead_acid", capacityBand: "up_to_100", valuePaise: 1_500_00 },
  { chemistry: "lead_acid", capacityBand: "101_to_150", valuePaise: 2_200_00 },
  { chemistry: "lead_acid", capacityBand: "151_to_200", valuePaise: 2_800_00 },
  { chemistry: "lead_acid", capacityBand: "over_200", valuePaise: 3_200_00 },
  { chemistry: "lithium_ion", capacityBand: "up_to_100", valuePaise: 1_000_00 },
  { chemistry: "lithium_ion", capacityBand: "101_to_150", valuePaise: 1_500_00 },
  { chemistry: "lithium_ion", capacityBand: "151_to_200", valuePaise: 2_000_00 },
  { chemistry: "lithium_ion", capacityBand: "over_200", valuePaise: 2_500_00 },
];

export async function seedExchangeValues(tx: Database): Promise<void> {
  await tx.insert(exchangeValues).values(demoExchangeValues.map((cell) => ({ ...cell, chemistry: cell.chemistry as never, capacityBand: cell.capacityBand as never })));
}

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
