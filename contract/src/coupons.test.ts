import { describe, expect, it } from "vitest";
import {
  COUPON_LINES_MAX,
  COUPON_QUANTITY_MAX,
  type CouponRule,
  ValidateCouponRequestSchema,
  couponMessages,
  couponSubtotals,
  evaluateCoupon,
  evaluateCouponForLines,
  minimumSubtotalMessage,
  normaliseCouponCode,
  rankOffers,
  bestOfferAppliedText,
  EligibleOffersRequestSchema,
} from "./coupons.ts";

const NOW = new Date("2026-11-22T10:00:00Z");
const rupees = (amount: number) => amount * 100;

function coupon(overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    code: "TEST10",
    description: "10% off",
    kind: "percent",
    value: 10,
    minSubtotalPaise: 0,
    maxDiscountPaise: null,
    productModels: null,
    startsAt: new Date("2026-01-01T00:00:00Z"),
    endsAt: null,
    usageLimit: null,
    usedCount: 0,
    ...overrides,
  };
}

describe("evaluateCoupon: amounts", () => {
  it("takes a percentage of the subtotal", () => {
    expect(evaluateCoupon(coupon(), rupees(27_499), NOW)).toEqual({ ok: true, discountPaise: rupees(2_749) });
  });

  it("rounds a percentage down to whole rupees", () => {
    // 10% of ₹27,499.90 is ₹2,749.99: the shopper gets ₹2,749.
    expect(evaluateCoupon(coupon(), 2_749_990, NOW)).toEqual({ ok: true, discountPaise: rupees(2_749) });
    // 15% of ₹999 is ₹149.85.
    expect(evaluateCoupon(coupon({ value: 15 }), rupees(999), NOW)).toEqual({ ok: true, discountPaise: rupees(149) });
  });

  it("gives an exact whole-rupee percentage unchanged", () => {
    expect(evaluateCoupon(coupon({ value: 5 }), rupees(20_000), NOW)).toEqual({ ok: true, discountPaise: rupees(1_000) });
  });

  it("gives a flat amount", () => {
    expect(evaluateCoupon(coupon({ kind: "flat", value: rupees(1_000) }), rupees(25_000), NOW)).toEqual({ ok: true, discountPaise: rupees(1_000) });
  });

  it("caps a percentage at the maximum discount", () => {
    const capped = coupon({ value: 10, maxDiscountPaise: rupees(5_000) });
    expect(evaluateCoupon(capped, rupees(1_39_999), NOW)).toEqual({ ok: true, discountPaise: rupees(5_000) });
    expect(evaluateCoupon(capped, rupees(40_000), NOW)).toEqual({ ok: true, discountPaise: rupees(4_000) });
  });

  it("never gives more than the subtotal", () => {
    expect(evaluateCoupon(coupon({ kind: "flat", value: rupees(5_000) }), rupees(1_899), NOW)).toEqual({ ok: true, discountPaise: rupees(1_899) });
    expect(evaluateCoupon(coupon({ value: 100 }), rupees(8_999), NOW)).toEqual({ ok: true, discountPaise: rupees(8_999) });
  });

  it("refuses a discount that comes to nothing", () => {
    expect(evaluateCoupon(coupon({ value: 10 }), rupees(5), NOW)).toEqual({ ok: false, message: couponMessages.notApplicable });
    expect(evaluateCoupon(coupon(), 0, NOW)).toEqual({ ok: false, message: couponMessages.notApplicable });
  });
});

describe("evaluateCoupon: conditions", () => {
  it("asks for the missing amount below the minimum subtotal", () => {
    const flat = coupon({ kind: "flat", value: rupees(1_000), minSubtotalPaise: rupees(20_000) });
    expect(evaluateCoupon(flat, rupees(17_500), NOW)).toEqual({ ok: false, message: "Add ₹2,500 more to use this coupon" });
    expect(evaluateCoupon(flat, rupees(20_000), NOW)).toEqual({ ok: true, discountPaise: rupees(1_000) });
  });

  it("says the missing amount with Indian grouping and paise when there are any", () => {
    expect(minimumSubtotalMessage(rupees(1_25_000))).toBe("Add ₹1,25,000 more to use this coupon");
    expect(minimumSubtotalMessage(50)).toBe("Add ₹0.50 more to use this coupon");
  });

  it("applies from its start, inclusive", () => {
    const starts = coupon({ startsAt: NOW });
    expect(evaluateCoupon(starts, rupees(1_000), NOW).ok).toBe(true);
    expect(evaluateCoupon(starts, rupees(1_000), new Date(NOW.getTime() - 1))).toEqual({ ok: false, message: couponMessages.notYetValid });
  });

  it("no longer applies from its end", () => {
    const ends = coupon({ endsAt: NOW });
    expect(evaluateCoupon(ends, rupees(1_000), new Date(NOW.getTime() - 1)).ok).toBe(true);
    expect(evaluateCoupon(ends, rupees(1_000), NOW)).toEqual({ ok: false, message: couponMessages.expired });
  });

  it("is refused once the paid orders reach the usage limit", () => {
    expect(evaluateCoupon(coupon({ usageLimit: 3, usedCount: 2 }), rupees(1_000), NOW).ok).toBe(true);
    expect(evaluateCoupon(coupon({ usageLimit: 3, usedCount: 3 }), rupees(1_000), NOW)).toEqual({ ok: false, message: couponMessages.usedUp });
    expect(evaluateCoupon(coupon({ usageLimit: 0 }), rupees(1_000), NOW)).toEqual({ ok: false, message: couponMessages.usedUp });
  });

  it("reports the window before the usage limit and the usage limit before the minimum", () => {
    const everything = coupon({ endsAt: NOW, usageLimit: 1, usedCount: 1, minSubtotalPaise: rupees(50_000) });
    expect(evaluateCoupon(everything, rupees(1_000), NOW)).toEqual({ ok: false, message: couponMessages.expired });
    expect(evaluateCoupon({ ...everything, endsAt: null }, rupees(1_000), NOW)).toEqual({ ok: false, message: couponMessages.usedUp });
  });
});

describe("coupons for some products only", () => {
  const series = coupon({ code: "URJAVOLT1100", productModels: ["UVI-1100"] });
  const lines = [
    { model: "UVI-1100", unitPricePaise: rupees(27_499), quantity: 2 },
    { model: "UVB-48-100", unitPricePaise: rupees(74_999), quantity: 1 },
  ];

  it("splits the subtotal into the whole and the eligible part", () => {
    expect(couponSubtotals(series, lines)).toEqual({ subtotalPaise: rupees(1_29_997), eligibleSubtotalPaise: rupees(54_998) });
    expect(couponSubtotals(coupon(), lines)).toEqual({ subtotalPaise: rupees(1_29_997), eligibleSubtotalPaise: rupees(1_29_997) });
  });

  it("discounts only the eligible lines", () => {
    expect(evaluateCouponForLines(series, lines, NOW)).toEqual({ ok: true, discountPaise: rupees(5_499) });
  });

  it("is refused when no eligible product is in the cart", () => {
    expect(evaluateCouponForLines(series, [lines[1]!], NOW)).toEqual({ ok: false, message: couponMessages.notApplicable });
  });

  it("checks the minimum against the whole order", () => {
    const withMinimum = { ...series, minSubtotalPaise: rupees(60_000) };
    expect(evaluateCouponForLines(withMinimum, [lines[0]!], NOW)).toEqual({ ok: false, message: "Add ₹5,002 more to use this coupon" });
    expect(evaluateCouponForLines(withMinimum, lines, NOW).ok).toBe(true);
  });

  it("refuses to guess the eligible subtotal", () => {
    expect(() => evaluateCoupon(series, rupees(27_499), NOW)).toThrow(/eligible subtotal/);
  });
});

describe("ValidateCouponRequestSchema", () => {
  const line = { product_id: 1, quantity: 1 };

  it("trims and upper-cases the code", () => {
    const parsed = ValidateCouponRequestSchema.parse({ coupon_code: "  flat1000 ", product_data: [line] });
    expect(parsed.coupon_code).toBe("FLAT1000");
    expect(normaliseCouponCode(" urjavolt1100")).toBe("URJAVOLT1100");
  });

  it("asks for a code when there is none", () => {
    for (const coupon_code of ["", "   ", undefined]) {
      const result = ValidateCouponRequestSchema.safeParse({ coupon_code, product_data: [line] });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(couponMessages.required);
    }
  });

  it("accepts the spec's payload, with informational subtotal, names and prices", () => {
    const parsed = ValidateCouponRequestSchema.parse({
      coupon_code: "FLAT1000",
      subtotal: 27499,
      product_data: [{ product_id: "7", quantity: 2, product_name: "Lithium Inverter/UPS 1100VA", price: 27499 }],
    });
    expect(parsed.product_data).toEqual([{ product_id: 7, quantity: 2, product_name: "Lithium Inverter/UPS 1100VA", price: 27499 }]);
  });

  it("refuses an empty cart and too many lines", () => {
    expect(ValidateCouponRequestSchema.safeParse({ coupon_code: "X1", product_data: [] }).error?.issues[0]?.message).toBe(couponMessages.cartEmpty);
    expect(ValidateCouponRequestSchema.safeParse({ coupon_code: "X1" }).error?.issues[0]?.message).toBe(couponMessages.cartEmpty);
    const many = Array.from({ length: COUPON_LINES_MAX + 1 }, (_, i) => ({ product_id: i + 1, quantity: 1 }));
    expect(ValidateCouponRequestSchema.safeParse({ coupon_code: "X1", product_data: many }).error?.issues[0]?.message).toBe(couponMessages.tooManyLines);
  });

  it("numbers the line whose quantity is wrong", () => {
    const result = ValidateCouponRequestSchema.safeParse({ coupon_code: "X1", product_data: [line, { product_id: 2, quantity: 0 }] });
    expect(result.error?.issues[0]).toMatchObject({ message: "Quantity must be at least 1 for item 2", path: ["product_data", 1, "quantity"] });
    expect(ValidateCouponRequestSchema.safeParse({ coupon_code: "X1", product_data: [{ product_id: 2, quantity: 1.5 }] }).error?.issues[0]?.message).toBe(
      "Quantity must be at least 1 for item 1",
    );
    expect(
      ValidateCouponRequestSchema.safeParse({ coupon_code: "X1", product_data: [{ product_id: 2, quantity: COUPON_QUANTITY_MAX + 1 }] }).error?.issues[0]?.message,
    ).toBe(`Quantity cannot exceed ${COUPON_QUANTITY_MAX} for item 1`);
  });

  it("refuses a product id that is not a whole number", () => {
    expect(ValidateCouponRequestSchema.safeParse({ coupon_code: "X1", product_data: [{ product_id: "abc", quantity: 1 }] }).success).toBe(false);
    expect(ValidateCouponRequestSchema.safeParse({ coupon_code: "X1", product_data: [{ product_id: -3, quantity: 1 }] }).success).toBe(false);
  });
});

describe("rankOffers: the advertised offers a cart can use, best first (decision 045)", () => {
  const inverter1100 = { model: "UVI-1100", unitPricePaise: rupees(27_499), quantity: 1 };
  const battery = { model: "UVB-48-100", unitPricePaise: rupees(18_000), quantity: 1 };
  const festival = coupon({ code: "URJAVOLT1100", productModels: ["UVI-1100"], endsAt: new Date("2026-12-31T18:30:00Z") });
  const flat = coupon({ code: "FLAT1000", kind: "flat", value: rupees(1_000), minSubtotalPaise: rupees(20_000) });
  const codes = (ranked: { coupon: CouponRule; discountPaise: number }[]) => ranked.map(({ coupon: c, discountPaise }) => [c.code, discountPaise / 100]);

  it("puts the largest saving first and gives each its own discount", () => {
    expect(codes(rankOffers([flat, festival], [inverter1100], NOW))).toEqual([
      ["URJAVOLT1100", 2_749],
      ["FLAT1000", 1_000],
    ]);
  });

  it("leaves out an offer for other products, and counts only its own lines", () => {
    const only2100 = coupon({ code: "URJAVOLT2100", productModels: ["UVI-2100"] });
    expect(codes(rankOffers([only2100, festival], [inverter1100, battery], NOW))).toEqual([["URJAVOLT1100", 2_749]]);
    expect(rankOffers([only2100], [battery], NOW)).toEqual([]);
  });

  it("leaves out an offer whose minimum order the cart does not reach, and takes it at the minimum exactly", () => {
    const small = { model: "UVB-12", unitPricePaise: rupees(19_999), quantity: 1 };
    expect(rankOffers([flat], [small], NOW)).toEqual([]);
    expect(codes(rankOffers([flat], [{ ...small, unitPricePaise: rupees(20_000) }], NOW))).toEqual([["FLAT1000", 1_000]]);
  });

  it("leaves out an offer not yet started or already ended, at the exact instants", () => {
    const later = coupon({ code: "LATER", startsAt: new Date(NOW.getTime() + 1) });
    const startsNow = coupon({ code: "NOW", startsAt: NOW });
    const ended = coupon({ code: "ENDED", startsAt: new Date("2026-01-01T00:00:00Z"), endsAt: NOW });
    expect(codes(rankOffers([later, startsNow, ended], [battery], NOW))).toEqual([["NOW", 1_800]]);
  });

  it("leaves out an offer that reached its usage cap, and keeps one with a use left", () => {
    const usedUp = coupon({ code: "USEDUP", usageLimit: 10, usedCount: 10 });
    const oneLeft = coupon({ code: "ONELEFT", usageLimit: 10, usedCount: 9 });
    expect(codes(rankOffers([usedUp, oneLeft], [battery], NOW))).toEqual([["ONELEFT", 1_800]]);
  });

  it("applies the cap on the discount before comparing", () => {
    const capped = coupon({ code: "BIG50", value: 50, maxDiscountPaise: rupees(2_000) });
    expect(codes(rankOffers([capped, festival], [inverter1100], NOW))).toEqual([
      ["URJAVOLT1100", 2_749],
      ["BIG50", 2_000],
    ]);
  });

  it("breaks a tie by the sooner end, then by the code, whatever order the offers come in", () => {
    const a = coupon({ code: "BBB", kind: "flat", value: rupees(500) });
    const b = coupon({ code: "AAA", kind: "flat", value: rupees(500) });
    const soon = coupon({ code: "ZZZ", kind: "flat", value: rupees(500), endsAt: new Date("2026-11-30T00:00:00Z") });
    const later = coupon({ code: "YYY", kind: "flat", value: rupees(500), endsAt: new Date("2026-12-30T00:00:00Z") });
    for (const order of [[a, b, soon, later], [later, soon, b, a], [b, later, a, soon]]) {
      expect(rankOffers(order, [battery], NOW).map(({ coupon: c }) => c.code)).toEqual(["ZZZ", "YYY", "AAA", "BBB"]);
    }
  });

  it("returns nothing for no offers, and says the applied best plainly", () => {
    expect(rankOffers([], [battery], NOW)).toEqual([]);
    expect(bestOfferAppliedText("SAVE10", 2_749)).toBe("We applied SAVE10, the best offer for your cart: you save ₹2,749");
  });

  it("takes the cart as validate-coupon does", () => {
    expect(EligibleOffersRequestSchema.safeParse({ product_data: [] }).error?.issues[0]?.message).toBe(couponMessages.cartEmpty);
    expect(EligibleOffersRequestSchema.parse({ product_data: [{ product_id: "7", quantity: 2 }] })).toEqual({ product_data: [{ product_id: 7, quantity: 2 }] });
  });
});
