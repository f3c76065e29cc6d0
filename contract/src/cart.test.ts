import { describe, expect, it } from "vitest";
import { cartBadgeLabel, cartCount } from "./cart.ts";

describe("cartCount", () => {
  it("adds up the quantities of a stored cart", () => {
    expect(cartCount(JSON.stringify([{ id: 1, quantity: 2 }, { id: 2, quantity: 3 }]))).toBe(5);
  });
  it("counts nothing for an empty, missing or broken cart", () => {
    expect(cartCount(null)).toBe(0);
    expect(cartCount("")).toBe(0);
    expect(cartCount("not json")).toBe(0);
    expect(cartCount(JSON.stringify({ quantity: 3 }))).toBe(0);
  });
  it("ignores items without a usable quantity", () => {
    expect(cartCount(JSON.stringify([{ id: 1 }, { id: 2, quantity: -4 }, { id: 3, quantity: "2" }, null]))).toBe(2);
  });
});

describe("cartBadgeLabel", () => {
  it("hides the badge at 0", () => expect(cartBadgeLabel(0)).toBeNull());
  it("shows the count up to 99", () => {
    expect(cartBadgeLabel(5)).toBe("5");
    expect(cartBadgeLabel(99)).toBe("99");
  });
  it("caps at 99+ above 99", () => {
    expect(cartBadgeLabel(100)).toBe("99+");
    expect(cartBadgeLabel(120)).toBe("99+");
  });
});
