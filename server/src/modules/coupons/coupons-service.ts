import {
  type CouponApplied,
  type EligibleOffers,
  type EligibleOffersRequest,
  rankOffers,
  type CouponLine,
  type ValidateCouponRequest,
  couponMessages,
  evaluateCouponForLines,
  normaliseCouponCode,
  productNotFoundMessage,
} from "@urjavolt/contract/coupons";
import { paiseToRupees } from "@urjavolt/contract/money";
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { promotions } from "../../db/schema/promotions.ts";
import { AppError } from "../../http/errors.ts";

export type CouponsService = ReturnType<typeof createCouponsService>;

export function createCouponsService(db: Database) {
  /** The request's lines priced from the catalogue (its discounted prices); an unknown product is refused by its item number. */
  async function priceLines(request: Pick<ValidateCouponRequest, "product_data"> | EligibleOffersRequest): Promise<CouponLine[]> {
    const ids = [...new Set(request.product_data.map((line) => line.product_id).filter((id) => id !== null))];
    const rows = ids.length
      ? await db.select({ id: products.id, model: products.model, pricePaise: products.discountedPricePaise }).from(products).where(inArray(products.id, ids))
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return request.product_data.map((line, index) => {
      const product = line.product_id === null ? undefined : byId.get(line.product_id);
      if (!product) throw new AppError("invalid", productNotFoundMessage(index + 1), { errors: { [`product_data.${index}.product_id`]: productNotFoundMessage(index + 1) } });
      return { model: product.model, unitPricePaise: product.pricePaise, quantity: line.quantity };
    });
  }

  return {
    /**
     * Whether a coupon applies to a cart, priced by the server: the browser's subtotal and prices
     * are ignored. 404 for an unknown code, 400 for any other refusal, with the reason as message.
     */
    async validate(request: ValidateCouponRequest, now: Date = new Date()): Promise<CouponApplied> {
      const lines = await priceLines(request);
      const code = normaliseCouponCode(request.coupon_code);
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
      if (!coupon) throw new AppError("not_found", couponMessages.unknown, { errors: { coupon_code: couponMessages.unknown } });
      const result = evaluateCouponForLines(coupon, lines, now);
      if (!result.ok) throw new AppError("invalid", result.message, { errors: { coupon_code: result.message } });
      return {
        message: couponMessages.success,
        coupon: { code: coupon.code, discount: paiseToRupees(result.discountPaise), description: coupon.description },
      };
    },

    /**
     * The advertised offers (coupons whose code a festival offer live at `now` carries: what the
     * promo banner promises) that this cart, priced by the server, can use now, best first
     * (decision 045). Eligibility and saving are `evaluateCouponForLines`, as at create-order.
     */
    async eligibleOffers(request: EligibleOffersRequest, now: Date = new Date()): Promise<EligibleOffers> {
      const lines = await priceLines(request);
      const rows = await db
        .select({ coupon: coupons, title: promotions.title, offerEndsAt: promotions.endsAt })
        .from(coupons)
        .innerJoin(promotions, eq(promotions.code, coupons.code))
        .where(and(lte(promotions.startsAt, now), gt(promotions.endsAt, now)));
      const advertised = rows.map((row) => ({ ...row.coupon, title: row.title, offerEndsAt: row.offerEndsAt }));
      return {
        offers: rankOffers(advertised, lines, now).map(({ coupon, discountPaise }) => {
          const ends = coupon.endsAt && coupon.endsAt.getTime() < coupon.offerEndsAt.getTime() ? coupon.endsAt : coupon.offerEndsAt;
          return { code: coupon.code, discount: paiseToRupees(discountPaise), description: coupon.description, title: coupon.title, endsAt: ends.toISOString() };
        }),
      };
    },
  };
}
