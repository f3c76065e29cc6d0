import { describe, expect, it } from "vitest";
import { TakebackInputSchema, quarterDates, quarterLabel, quarterOf } from "./takeback.ts";

describe("the take-back ledger's quarters of the financial year", () => {
  it("puts April to June in Q1 and January to March in Q4 of the year that began the April before", () => {
    expect(quarterOf("2026-04-01")).toBe("2026-27-Q1");
    expect(quarterOf("2026-06-30")).toBe("2026-27-Q1");
    expect(quarterOf("2026-11-27")).toBe("2026-27-Q3");
    expect(quarterOf("2027-01-01")).toBe("2026-27-Q4");
    expect(quarterOf("2027-03-31")).toBe("2026-27-Q4");
    expect(quarterOf("2099-12-31")).toBe("2099-00-Q3");
  });

  it("gives a quarter's first and last days, February's end in a leap year included, and refuses what is not a quarter", () => {
    expect(quarterDates("2026-27-Q3")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(quarterDates("2027-28-Q4")).toEqual({ from: "2028-01-01", to: "2028-03-31" });
    expect(quarterDates("2026-27-Q2")).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(quarterDates("2099-00-Q1")).toEqual({ from: "2099-04-01", to: "2099-06-30" });
    for (const wrong of ["2026-28-Q1", "2026-27-Q5", "2026-27", "FY27 Q1", ""]) expect(quarterDates(wrong)).toBeNull();
    expect(quarterLabel("2026-27-Q4")).toBe("Jan to Mar 2027 (2026-27 Q4)");
  });

  it("reads a weight typed in the console as kilograms to one decimal place", () => {
    const parse = (weightKg: unknown) => TakebackInputSchema.shape.weightKg.safeParse(weightKg);
    expect(parse("58.4")).toMatchObject({ success: true, data: 58.4 });
    expect(parse(" 61 ")).toMatchObject({ success: true, data: 61 });
    expect(parse(0.1)).toMatchObject({ success: true, data: 0.1 });
    for (const wrong of ["58,4", "1e2", "0.0", "150.1", "12.34", Number.NaN, 0]) expect(parse(wrong).success, String(wrong)).toBe(false);
  });
});
