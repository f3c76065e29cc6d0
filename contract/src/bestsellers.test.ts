import { describe, expect, it } from "vitest";
import { BESTSELLER_MIN_SHARE_PERCENT, BESTSELLER_MIN_UNITS, BESTSELLER_WINDOW_DAYS, bestsellerIds, bestsellerWindowStart } from "./bestsellers.ts";

describe("the bestseller rule (decision 046)", () => {
  it("is a share of at least 10% of the last 90 days' paid units, and at least 10 units", () => {
    expect([BESTSELLER_WINDOW_DAYS, BESTSELLER_MIN_SHARE_PERCENT, BESTSELLER_MIN_UNITS]).toEqual([90, 10, 10]);
  });

  it("names no product when nothing was sold", () => {
    expect(bestsellerIds([])).toEqual(new Set());
    expect(bestsellerIds([{ productId: 1, units: 0 }])).toEqual(new Set());
  });

  it("names no product of a shop with few sales, however large its share", () => {
    // All of 9 units is 100%, but 9 units are no proof.
    expect(bestsellerIds([{ productId: 1, units: 9 }])).toEqual(new Set());
    expect(bestsellerIds([{ productId: 1, units: 10 }])).toEqual(new Set([1]));
  });

  it("takes a product from exactly its share, counted in whole numbers", () => {
    // 10 of 100 is exactly 10%; 10 of 101 is under it.
    expect(bestsellerIds([{ productId: 1, units: 10 }, { productId: 2, units: 90 }])).toEqual(new Set([1, 2]));
    expect(bestsellerIds([{ productId: 1, units: 10 }, { productId: 2, units: 91 }])).toEqual(new Set([2]));
    // 30 of 300 is exactly 10%, with no floating-point fraction to round.
    expect(bestsellerIds([{ productId: 1, units: 30 }, { productId: 2, units: 270 }])).toEqual(new Set([1, 2]));
  });

  it("adds up a product's lines and ignores figures that are not sales", () => {
    const sales = [
      { productId: 1, units: 6 },
      { productId: 1, units: 6 },
      { productId: 2, units: 80 },
      { productId: 3, units: -50 },
      { productId: 4, units: 2.5 },
    ];
    expect(bestsellerIds(sales)).toEqual(new Set([1, 2]));
  });

  it("names at most ten products", () => {
    const even = Array.from({ length: 20 }, (_, index) => ({ productId: index + 1, units: 50 }));
    expect(bestsellerIds(even).size).toBe(0);
    const ten = Array.from({ length: 10 }, (_, index) => ({ productId: index + 1, units: 50 }));
    expect(bestsellerIds(ten).size).toBe(10);
  });

  it("counts from 90 days before now", () => {
    expect(bestsellerWindowStart(new Date("2026-11-27T06:00:00Z")).toISOString()).toBe("2026-08-29T06:00:00.000Z");
  });
});
