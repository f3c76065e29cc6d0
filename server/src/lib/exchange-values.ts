import type { Database } from "../db/client.ts";
import { exchangeValues } from "../db/schema/exchange.ts";

/**
 * The old-battery exchange value table (decision 058) as checkout's pricing and the installation's
 * closing read it: shared here, since the orders and service modules do not import the exchange module.
 */
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

