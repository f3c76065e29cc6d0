import { describe, expect, it } from "vitest";
import { AdminEmiPlanInputSchema } from "./emi.ts";
import { type EmiPlan, amountFieldText, emiFigures, emiLine, emiOptions, lowestEmiFrom, monthlyInstalmentPaise, parseTenureLine, readEmiQuery, tenureLine, tenuresOffered } from "./emi-rules.ts";

// Worked examples, computed apart from this code (Python, float64, the same formula written out):
// EMI = P·r·(1+r)^n / ((1+r)^n − 1), r = annual rate / 12 / 100.
describe("the monthly instalment and total interest", () => {
  it.each([
    // amount, % a year, months, monthly, total interest, total payable
    [50_000, 12, 12, 4_442.44, 3_309.27, 53_309.27],
    [1_00_000, 15, 24, 4_848.66, 16_367.96, 1_16_367.96],
    [85_000, 16, 9, 10_085.19, 5_766.72, 90_766.72],
    [12_999, 13.5, 3, 4_430.86, 293.57, 13_292.57],
    [2_50_000, 10.5, 36, 8_125.61, 42_521.99, 2_92_521.99],
  ])("₹%d at %d%% for %d months: ₹%d a month, ₹%d interest", (amount, rate, months, monthly, interest, payable) => {
    expect(emiFigures(amount, months, rate)).toEqual({ monthly, totalInterest: interest, totalPayable: payable });
  });

  it("a no-cost EMI is the price divided by the months, and costs exactly the price", () => {
    expect(emiFigures(30_000, 6, 0)).toEqual({ monthly: 5_000, totalInterest: 0, totalPayable: 30_000 });
    // 29,999 / 7 = 4,285.571…: the instalment rounds to the paisa, the total stays the price.
    expect(emiFigures(29_999, 7, 0)).toEqual({ monthly: 4_285.57, totalInterest: 0, totalPayable: 29_999 });
  });

  it("works in paise, rounding to the nearest paisa", () => {
    expect(monthlyInstalmentPaise(5_000_000, 12, 12)).toBe(444_244);
    expect(monthlyInstalmentPaise(100, 3, 0)).toBe(33);
    expect(monthlyInstalmentPaise(200, 3, 0)).toBe(67);
    expect(() => monthlyInstalmentPaise(100, 0, 12)).toThrow(RangeError);
    expect(() => monthlyInstalmentPaise(100, 1.5, 12)).toThrow(RangeError);
    expect(() => monthlyInstalmentPaise(100, 3, -1)).toThrow(RangeError);
  });

  it("one month at interest is the amount plus one month's interest", () => {
    expect(emiFigures(10_000, 1, 12)).toEqual({ monthly: 10_100, totalInterest: 100, totalPayable: 10_100 });
  });
});

const plans: EmiPlan[] = [
  { id: 1, provider: "Example Bank", kind: "credit-card", minAmount: 5_000, tenures: [{ months: 3, annualRate: 15 }, { months: 12, annualRate: 15 }] },
  { id: 2, provider: "Example Pay Later", kind: "cardless", minAmount: 2_000, tenures: [{ months: 6, annualRate: 20 }] },
  { id: 3, provider: "Example Bank", kind: "no-cost", minAmount: 20_000, tenures: [{ months: 6, annualRate: 0 }] },
];

describe("EMI from a product's price", () => {
  it("is the lowest instalment among the plans and tenures that take the price, rounded up to the rupee", () => {
    // ₹10,000: the bank's 12 months at 15% is ₹902.58 a month (the cardless 6 months is ₹1,765.27).
    expect(lowestEmiFrom(plans, 10_000)).toEqual({ monthly: 903, months: 12 });
    // ₹30,000: 12 months at 15% is ₹2,707.75, below the no-cost 6 months (₹5,000).
    expect(lowestEmiFrom(plans, 30_000)).toEqual({ monthly: 2_708, months: 12 });
  });

  it("respects each plan's minimum order", () => {
    // ₹3,000 is under the bank's ₹5,000: only the cardless plan takes it (6 months at 20%: ₹529.58).
    expect(lowestEmiFrom(plans, 3_000)).toEqual({ monthly: 530, months: 6 });
    expect(lowestEmiFrom(plans, 1_999.99)).toBeNull();
    // ₹353.05 a month reads ₹354: rounded up, never down.
    expect(lowestEmiFrom(plans, 2_000)).toEqual({ monthly: 354, months: 6 });
  });

  it("is nothing without plans, and nothing for a price of zero", () => {
    expect(lowestEmiFrom([], 50_000)).toBeNull();
    expect(lowestEmiFrom(plans, 0)).toBeNull();
  });

  it("a whole-rupee instalment is not rounded up further", () => {
    expect(lowestEmiFrom([{ ...plans[2]!, minAmount: 0 }], 30_000)).toEqual({ monthly: 5_000, months: 6 });
  });
});

describe("the calculator's options", () => {
  it("lists each plan offering the tenure that takes the amount, lowest instalment first", () => {
    const six = emiOptions(plans, 30_000, 6);
    expect(six.map((option) => [option.plan.id, option.monthly])).toEqual([
      [3, 5_000],
      [2, 5_295.68],
    ]);
    expect(emiOptions(plans, 30_000, 24)).toEqual([]);
    expect(tenuresOffered(plans)).toEqual([3, 6, 12]);
  });
});

describe("the calculator's query", () => {
  it("reads rupees as Indians write them and a tenure in months", () => {
    expect(readEmiQuery({ amount: "50,000", months: "12" })).toEqual({ ok: true, amount: 50_000, months: 12 });
    expect(readEmiQuery({ amount: "₹1,23,456.50", months: " 6 " })).toEqual({ ok: true, amount: 123_456.5, months: 6 });
  });

  it("names what is wrong with each field", () => {
    expect(readEmiQuery({ amount: "", months: "" })).toEqual({ ok: false, errors: { amount: "Enter the amount in rupees", months: "Choose a tenure" } });
    for (const amount of ["abc", "-5", "0", "1e5", "12.345", "100000001"]) {
      expect(readEmiQuery({ amount, months: "12" }), amount).toEqual({ ok: false, errors: { amount: "Enter an amount from ₹1 to ₹1,00,00,000" } });
    }
    for (const months of ["0", "61", "1.5", "twelve"]) {
      expect(readEmiQuery({ amount: "1000", months }), months).toEqual({ ok: false, errors: { months: "A tenure is a whole number of months from 1 to 60" } });
    }
  });
});

describe("the console's plan", () => {
  const plan = { provider: " Example Bank ", kind: "credit-card", tenures: ["12 months at 14%", "3 @ 13.5", "6: 14"], minAmount: 3_000 };

  it("reads tenures written one a line, and sorts them", () => {
    const parsed = AdminEmiPlanInputSchema.parse(plan);
    expect(parsed).toEqual({
      provider: "Example Bank",
      kind: "credit-card",
      tenures: [
        { months: 3, annualRate: 13.5 },
        { months: 6, annualRate: 14 },
        { months: 12, annualRate: 14 },
      ],
      minAmount: 3_000,
      active: true,
      sortOrder: 0,
    });
    expect(AdminEmiPlanInputSchema.parse({ ...plan, tenures: [{ months: 9, annualRate: 16 }] }).tenures).toEqual([{ months: 9, annualRate: 16 }]);
    expect(parseTenureLine(tenureLine({ months: 18, annualRate: 15.25 }))).toEqual({ months: 18, annualRate: 15.25 });
  });

  it("refuses a tenure it cannot read, a repeated one, an out-of-range one, and interest on a no-cost plan", () => {
    const issues = (input: object) => AdminEmiPlanInputSchema.safeParse({ ...plan, ...input }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ tenures: ["twelve months"] })).toEqual([["tenures.0", "Write each tenure as months and yearly rate, e.g. “12 months at 14%”"]]);
    expect(issues({ tenures: ["12 at 14", "12 at 15"] })).toEqual([["tenures.1", "12 months is listed twice"]]);
    expect(issues({ tenures: ["72 at 14"] })).toEqual([["tenures.0.months", "A tenure is a whole number of months from 1 to 60"]]);
    expect(issues({ tenures: ["12 at 61"] })).toEqual([["tenures.0.annualRate", "A rate is at most 60% a year"]]);
    expect(issues({ tenures: [] })).toEqual([["tenures", "Add at least one tenure"]]);
    expect(issues({ kind: "no-cost", tenures: ["6 at 0", "9 at 12"] })).toEqual([["tenures.1", "A no-cost EMI charges the buyer no interest: set every rate to 0%"]]);
    expect(issues({ provider: "" })).toEqual([["provider", "Provider is required"]]);
    expect(issues({ minAmount: -1 })).toEqual([["minAmount", "Minimum order cannot be negative"]]);
    expect(issues({ kind: "loan" })).toEqual([["kind", "Choose the kind of EMI"]]);
  });
});

describe("the product page's EMI line (decision 045)", () => {
  it("names the no-cost EMI when a no-cost plan takes the price, though a longer plan costs less a month", () => {
    // ₹30,000: no-cost 6 months is ₹5,000 a month; the bank's 12 months at 15% (₹2,708) costs interest.
    expect(emiLine(plans, 30_000)).toEqual({ monthly: 5_000, months: 6, noCost: true });
    // ₹48,999 over 6 months is ₹8,166.50, read ₹8,167: rounded up, never down.
    expect(emiLine(plans, 48_999)).toEqual({ monthly: 8_167, months: 6, noCost: true });
  });

  it("takes the no-cost plan with the lowest instalment when there are several", () => {
    const twelve: EmiPlan = { id: 4, provider: "Other Bank", kind: "no-cost", minAmount: 40_000, tenures: [{ months: 9, annualRate: 0 }, { months: 12, annualRate: 0 }] };
    expect(emiLine([...plans, twelve], 48_999)).toEqual({ monthly: 4_084, months: 12, noCost: true });
    expect(emiLine([...plans, twelve], 30_000)).toEqual({ monthly: 5_000, months: 6, noCost: true });
  });

  it("falls back to the lowest instalment under the no-cost plan's minimum, and to nothing without a plan", () => {
    expect(emiLine(plans, 10_000)).toEqual({ monthly: 903, months: 12, noCost: false });
    expect(emiLine(plans, 1_000)).toBeNull();
    expect(emiLine([], 48_999)).toBeNull();
  });

  it("writes the calculator's amount in Indian grouping", () => {
    expect(amountFieldText(48_999)).toBe("48,999");
    expect(amountFieldText(1_09_998)).toBe("1,09,998");
    expect(amountFieldText(999)).toBe("999");
    expect(amountFieldText(54_999.5)).toBe("54,999.50");
  });
});
