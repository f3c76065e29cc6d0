import { describe, expect, it } from "vitest";
import { amountDueAfterExchange, exchangeDifference, exchangeSettledPaise } from "./exchange.ts";

const table = [
  { chemistry: "lead_acid", capacityBand: "up_to_100", valuePaise: 150_000 },
  { chemistry: "lead_acid", capacityBand: "101_to_150", valuePaise: 220_000 },
  { chemistry: "lithium_ion", capacityBand: "up_to_100", valuePaise: 0 },
];
const valueNow = (chemistry: string, capacityBand: string) => table.find((cell) => cell.chemistry === chemistry && cell.capacityBand === capacityBand)?.valuePaise ?? 0;
// Declared at checkout when the table gave ₹1,400 for it; today's table gives ₹1,500.
const declared = { chemistry: "lead_acid", capacityBand: "up_to_100", quantity: 2, unitPaise: 140_000 };
const small = { chemistry: "lead_acid", capacityBand: "up_to_100" };
const big = { chemistry: "lead_acid", capacityBand: "101_to_150" };

describe("an old battery's exchange at pickup (decisions 058 and 059)", () => {
  it("keeps the promised value for the kind declared and values another kind from today's table", () => {
    expect(exchangeDifference(declared, [small, small], valueNow)).toBe(0);
    expect(exchangeDifference(declared, [small, big], valueNow)).toBe(80_000);
    expect(exchangeDifference(declared, [small], valueNow)).toBe(-140_000);
    // Batteries beyond those declared are taken back free.
    expect(exchangeDifference(declared, [big, big, big], valueNow)).toBe(160_000);
    expect(exchangeDifference(declared, [{ chemistry: "lithium_ion", capacityBand: "up_to_100" }], valueNow)).toBe(-280_000);
  });

  it("settles on the amount due up to the cap, and never below nothing", () => {
    expect(exchangeSettledPaise(declared, [small, big], valueNow, 1_000_000)).toBe(360_000);
    expect(exchangeSettledPaise(declared, [big, big], valueNow, 400_000)).toBe(400_000);
    expect(exchangeSettledPaise(declared, [], valueNow, 1_000_000)).toBe(0);
  });

  it("shows the technician what the server will ask for, in rupees", () => {
    const settle = {
      unitValue: 1400,
      beforeExchange: 25_000.5,
      cap: 24_999.5,
      values: table.map((cell) => ({ chemistry: cell.chemistry as "lead_acid", capacityBand: cell.capacityBand as "up_to_100", value: cell.valuePaise / 100 })),
    };
    const kind = { chemistry: "lead_acid", capacityBand: "up_to_100", quantity: 2 };
    expect(amountDueAfterExchange(kind, settle, [small, small])).toBe(22_200.5);
    expect(amountDueAfterExchange(kind, settle, [small, big])).toBe(21_400.5);
    expect(amountDueAfterExchange(kind, settle, [])).toBe(25_000.5);
  });
});
