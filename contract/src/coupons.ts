import { z } from "zod";
import { parseId } from "./ids.ts";
import { formatRupees, paiseToRupees } from "./money.ts";

/**
 * Coupons (docs/requirements/online-shop.md §2 coupon section, §4 Coupon, §5 Coupon, §7 validate-coupon, §8 Coupon
 * failure; docs/architecture.md, Coupon rules): a code (upper case), a percentage or a flat amount, a minimum
 * subtotal, a maximum discount, a validity window and a usage limit counted on paid orders only.
 *
 * The server prices the cart from its own catalogue: the browser's `subtotal` and line prices are
 * informational and never used (docs/architecture.md, decision 5).
 *
 * Statuses of `POST /api/v1/validate-coupon`: 200 with `CouponAppliedSchema`; 404 when no coupon has
 * that code; 400 for every other refusal (empty code, a malformed cart, an unknown product, a coupon
 * not yet valid, expired, used up, not for these products, or a subtotal below its minimum);
 * 429 when one address tries too many codes. Every refusal is the error envelope `{ message }`,
 * whose message the checkout shows below the coupon field.
 */

export const COUPON_CODE_MAX = 32;
/** Lines per request and quantity per line: far beyond any real cart, low enough to keep sums exact. */
export const COUPON_LINES_MAX = 50;
export const COUPON_QUANTITY_MAX = 999;

export const couponMessages = {
  success: "Coupon applied successfully",
  required: "Please enter a coupon code",
  tooLong: `Coupon codes are at most ${COUPON_CODE_MAX} characters`,
  unknown: "Invalid coupon code",
  notYetValid: "This coupon is not active yet",
  expired: "This coupon has expired",
  usedUp: "This coupon has reached its usage limit",
  notApplicable: "This coupon does not apply to the products in your cart",
  cartEmpty: "Cart cannot be empty",
  tooManyLines: `A cart can hold at most ${COUPON_LINES_MAX} different products`,
  /** §8: shown when the server gives no message. */
  fallback: "Failed to validate coupon",
} as const;

/** Spec §5 style, numbered from 1 as a shopper counts the items. */
export const quantityMessage = (item: number) => `Quantity must be at least 1 for item ${item}`;
export const quantityTooLargeMessage = (item: number) => `Quantity cannot exceed ${COUPON_QUANTITY_MAX} for item ${item}`;
export const productNotFoundMessage = (item: number) => `Product not found for item ${item}`;
/** "Add ₹2,500 more to use this coupon". */
export const minimumSubtotalMessage = (shortPaise: number) => `Add ${formatRupees(paiseToRupees(shortPaise))} more to use this coupon`;

/** Codes are compared upper case without surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Request and responses

const PRODUCT_ID_MESSAGE = "Product id must be a whole number";
/** A product id as JSON sends it: a number, or digits in text; null for a line without one. */
const productId = z.union([z.number(), z.string(), z.null()], { error: PRODUCT_ID_MESSAGE }).transform((value, context) => {
  if (value === null) return null;
  const id = parseId(typeof value === "string" ? value.trim() : value);
  if (id !== null) return id;
  context.addIssue({ code: "custom", message: PRODUCT_ID_MESSAGE });
  return z.NEVER;
});

export const CouponProductLineSchema = z.object({
  product_id: productId,
  quantity: z.number({ error: "Quantity must be a number" }),
  /** Informational: what the browser shows; never used for pricing. */
  product_name: z.string().max(300).optional(),
  /** Informational: the browser's price in rupees; never used for pricing. */
  price: z.number().optional(),
});
export type CouponProductLine = z.infer<typeof CouponProductLineSchema>;

export const ValidateCouponRequestSchema = z.object({
  coupon_code: z
    .string({ error: couponMessages.required })
    .trim()
    .min(1, { error: couponMessages.required })
    .max(COUPON_CODE_MAX, { error: couponMessages.tooLong })
    .transform((code) => code.toUpperCase()),
  /** Informational: the browser's subtotal in rupees; the server computes its own. */
  subtotal: z.number().optional(),
  product_data: z
    .array(CouponProductLineSchema, { error: couponMessages.cartEmpty })
    .min(1, { error: couponMessages.cartEmpty })
    .max(COUPON_LINES_MAX, { error: couponMessages.tooManyLines })
    .superRefine((lines, context) => {
      lines.forEach((line, index) => {
        const problem =
          !Number.isInteger(line.quantity) || line.quantity < 1
            ? quantityMessage(index + 1)
            : line.quantity > COUPON_QUANTITY_MAX
              ? quantityTooLargeMessage(index + 1)
              : undefined;
        if (problem) context.addIssue({ code: "custom", message: problem, path: [index, "quantity"] });
      });
    }),
});
export type ValidateCouponRequestInput = z.input<typeof ValidateCouponRequestSchema>;
export type ValidateCouponRequest = z.output<typeof ValidateCouponRequestSchema>;

export const AppliedCouponSchema = z.object({
  code: z.string(),
  /** Rupees off the order (whole rupees). */
  discount: z.number().nonnegative(),
  description: z.string(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

export const CouponAppliedSchema = z.object({
  message: z.literal(couponMessages.success),
  coupon: AppliedCouponSchema,
});
export type CouponApplied = z.infer<typeof CouponAppliedSchema>;

// ---------------------------------------------------------------------------------------------
// Pure rules

export const couponKinds = ["percent", "flat"] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * A coupon as the rules need it; the `coupons` table's row has these fields under these names, so
 * a row can be passed as it is.
 */
export type CouponRule = {
  code: string;
  description: string;
  kind: CouponKind;
  /** percent: 1-100; flat: paise off. */
  value: number;
  /** The order subtotal (all lines) must reach this. */
  minSubtotalPaise: number;
  /** The cap on the discount; null for none. */
  maxDiscountPaise: number | null;
  /** Model codes of the products the discount applies to (e.g. ["UVI-1100"]); null for every product. */
  productModels: string[] | null;
  startsAt: Date;
  /** The first instant it no longer applies; null for no end. */
  endsAt: Date | null;
  /** How many paid orders may use it; null for no limit. */
  usageLimit: number | null;
  /** Paid orders that used it. */
  usedCount: number;
};

export type CouponResult = { ok: true; discountPaise: number } | { ok: false; message: string };

/** A cart line priced by the server: its product's model code, its unit price in paise, its quantity. */
export type CouponLine = { model: string; unitPricePaise: number; quantity: number };

export function couponAppliesTo(coupon: Pick<CouponRule, "productModels">, model: string): boolean {
  return coupon.productModels === null || coupon.productModels.includes(model);
}

/** The whole subtotal, and the part of it the coupon's discount is computed on. */
export function couponSubtotals(coupon: Pick<CouponRule, "productModels">, lines: readonly CouponLine[]): { subtotalPaise: number; eligibleSubtotalPaise: number } {
  let subtotalPaise = 0;
  let eligibleSubtotalPaise = 0;
  for (const line of lines) {
    const total = line.unitPricePaise * line.quantity;
    subtotalPaise += total;
    if (couponAppliesTo(coupon, line.model)) eligibleSubtotalPaise += total;
  }
  return { subtotalPaise, eligibleSubtotalPaise };
}

const WHOLE_RUPEE = 100;

/**
 * Whether a coupon applies at `now` to an order of `subtotalPaise`, and its discount in paise.
 *
 * - Valid from `startsAt` (inclusive) until `endsAt` (exclusive).
 * - Refused once `usedCount` reaches `usageLimit` (paid orders only increment it).
 * - The whole order must reach `minSubtotalPaise`; the message says how much more to add.
 * - The discount is computed on `eligibleSubtotalPaise`: the lines of the products the coupon names
 *   (the whole subtotal when it names none). A coupon limited to products that are not in the cart
 *   is refused; pass `eligibleSubtotalPaise` (see `couponSubtotals`) for such a coupon, or this throws.
 * - Percent: rounded down to whole rupees (a shopper sees "₹2,749 off", never "₹2,749.90"; the
 *   shop gives away at most 99 paise less than the exact figure). Flat: the amount.
 * - Then capped by `maxDiscountPaise`, and never above the eligible subtotal.
 * - A discount that comes to nothing (10% of ₹5) is refused rather than "applied" as ₹0.
 */
export function evaluateCoupon(coupon: CouponRule, subtotalPaise: number, now: Date, eligibleSubtotalPaise?: number): CouponResult {
  if (coupon.productModels !== null && eligibleSubtotalPaise === undefined) {
    throw new Error(`Coupon ${coupon.code} applies to some products only: pass the eligible subtotal (couponSubtotals)`);
  }
  const eligible = Math.min(eligibleSubtotalPaise ?? subtotalPaise, subtotalPaise);
  if (now.getTime() < coupon.startsAt.getTime()) return { ok: false, message: couponMessages.notYetValid };
  if (coupon.endsAt !== null && now.getTime() >= coupon.endsAt.getTime()) return { ok: false, message: couponMessages.expired };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return { ok: false, message: couponMessages.usedUp };
  if (!(eligible > 0)) return { ok: false, message: couponMessages.notApplicable };
  if (subtotalPaise < coupon.minSubtotalPaise) return { ok: false, message: minimumSubtotalMessage(coupon.minSubtotalPaise - subtotalPaise) };

  let discount =
    coupon.kind === "percent" ? Math.floor((eligible * coupon.value) / (100 * WHOLE_RUPEE)) * WHOLE_RUPEE : coupon.value;
  if (coupon.maxDiscountPaise !== null) discount = Math.min(discount, coupon.maxDiscountPaise);
  discount = Math.min(discount, eligible);
  if (!(discount > 0)) return { ok: false, message: couponMessages.notApplicable };
  return { ok: true, discountPaise: discount };
}

/** `evaluateCoupon` for a cart priced by the server: the safe way to call it for any coupon. */
export function evaluateCouponForLines(coupon: CouponRule, lines: readonly CouponLine[], now: Date): CouponResult {
  const { subtotalPaise, eligibleSubtotalPaise } = couponSubtotals(coupon, lines);
  return evaluateCoupon(coupon, subtotalPaise, now, eligibleSubtotalPaise);
}

// ---------------------------------------------------------------------------------------------
// Offers at checkout (decision 045): the advertised coupons a cart can use, best first.
//
// A coupon is advertised when a live festival offer (the promo banner, contract/src/promotions.ts)
// carries its code. The checkout lists those the cart is eligible for and applies the best, so a
// buyer who never copied the banner's code still gets what the shop promised. Eligibility and the
// saving are `evaluateCouponForLines`, the very rule create-order prices the coupon with.

/** `POST /api/v1/eligible-offers`: the cart as create-order and validate-coupon take it. */
export const EligibleOffersRequestSchema = ValidateCouponRequestSchema.pick({ product_data: true });
export type EligibleOffersRequestInput = z.input<typeof EligibleOffersRequestSchema>;
export type EligibleOffersRequest = z.output<typeof EligibleOffersRequestSchema>;

export const EligibleOfferSchema = AppliedCouponSchema.extend({
  /** The festival offer's title that advertises the code, e.g. "Diwali Celebration". */
  title: z.string(),
  /** When the offer stops (the earlier of the coupon's and the banner's end); null for no end. */
  endsAt: z.iso.datetime().nullable(),
});
export type EligibleOffer = z.infer<typeof EligibleOfferSchema>;

export const EligibleOffersSchema = z.object({
  /** Every advertised offer the cart can use now, the best (largest saving) first; empty when none. */
  offers: z.array(EligibleOfferSchema),
});
export type EligibleOffers = z.infer<typeof EligibleOffersSchema>;

/** What the checkout says when it applied the best offer by itself. */
export const bestOfferAppliedText = (code: string, discount: number) => `We applied ${code}, the best offer for your cart: you save ${formatRupees(discount)}`;

/**
 * The coupons of `candidates` that apply to `lines` at `now`, with their discounts, best first:
 * the largest saving; on a tie the one that ends sooner (use it before it goes; no end comes last),
 * then the code in alphabetical order, so the choice never depends on the database's row order.
 */
export function rankOffers<T extends CouponRule>(candidates: readonly T[], lines: readonly CouponLine[], now: Date): { coupon: T; discountPaise: number }[] {
  const eligible: { coupon: T; discountPaise: number }[] = [];
  for (const coupon of candidates) {
    const result = evaluateCouponForLines(coupon, lines, now);
    if (result.ok) eligible.push({ coupon, discountPaise: result.discountPaise });
  }
  const end = (coupon: CouponRule) => coupon.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return eligible.sort(
    (a, b) => b.discountPaise - a.discountPaise || end(a.coupon) - end(b.coupon) || (a.coupon.code < b.coupon.code ? -1 : a.coupon.code > b.coupon.code ? 1 : 0),
  );
}
