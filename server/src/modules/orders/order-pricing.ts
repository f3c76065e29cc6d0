import { type CouponLine, couponAppliesTo, evaluateCouponForLines } from "@urjavolt/contract/coupons";
import { allocateDiscount } from "@urjavolt/contract/invoices";
import { type CreateOrderRequest, checkoutMessages } from "@urjavolt/contract/orders";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { AppError } from "../../http/errors.ts";

/**
 * An order priced from the catalogue and the coupon rules, never from the browser (decision 5):
 * its lines merged by product, checked against what buyers can have now, and the coupon's discount
 * shared over the lines it names.
 */

/** The gateway cannot take less than ₹1. */
export const MIN_TOTAL_PAISE = 100;
/** Money columns are 32-bit integers of paise: ₹2,14,74,836.47 at most. */
export const MAX_TOTAL_PAISE = 2_147_483_647;

export type PricedLine = {
  productId: number;
  model: string;
  name: string;
  unitPricePaise: number;
  quantity: number;
  item: number;
  hsnCode: string;
  gstRatePercent: number;
  /** The line's share of the coupon's discount (the lines the coupon names share it). */
  discountPaise: number;
  /** Whether its product offers installation, and the fee per unit (decision 057). */
  installation: boolean;
  installationFeePaise: number;
  /** The product's category: an old battery is exchanged against a battery (decision 058). */
  category: string;
  /** The line's share of the old battery's exchange value (decision 058). */
  exchangePaise: number;
};

export type PricedOrder = {
  lines: PricedLine[];
  subtotalPaise: number;
  discountPaise: number;
  coupon: { id: number; code: string; description: string } | null;
};

/** The lines merged by product (first position kept), priced and checked against what buyers can have, and the coupon. */
export async function priceOrder(db: Database, request: CreateOrderRequest, now: Date): Promise<PricedOrder> {
  const wanted = new Map<number, { quantity: number; item: number }>();
  request.product_data.forEach((line, index) => {
    const existing = wanted.get(line.product_id);
    if (existing) existing.quantity += line.quantity;
    else wanted.set(line.product_id, { quantity: line.quantity, item: index + 1 });
  });
  const rows = await db
    .select({
      id: products.id,
      model: products.model,
      name: products.name,
      pricePaise: products.discountedPricePaise,
      available: sql<number>`greatest(${products.stock} - ${products.reserved}, 0)::int`,
      hsnCode: products.hsnCode,
      gstRatePercent: products.gstRatePercent,
      installation: products.installation,
      installationFeePaise: products.installationFeePaise,
      category: products.category,
    })
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]));
  const byId = new Map(rows.map((row) => [row.id, { ...row, available: Number(row.available) }]));

  const unknown: Record<string, string> = {};
  const short: Record<string, string> = {};
  const lines: PricedLine[] = [];
  for (const [productId, { quantity, item }] of wanted) {
    const product = byId.get(productId);
    const field = `product_data.${item - 1}`;
    if (!product) {
      unknown[`${field}.product_id`] = checkoutMessages.productUnknown(item);
    } else if (product.available <= 0) {
      short[`${field}.quantity`] = checkoutMessages.outOfStock(product.name);
    } else if (quantity > product.available) {
      short[`${field}.quantity`] = checkoutMessages.notEnoughStock(product.name, product.available);
    } else {
      lines.push({
        productId,
        model: product.model,
        name: product.name,
        unitPricePaise: product.pricePaise,
        quantity,
        item,
        hsnCode: product.hsnCode,
        gstRatePercent: product.gstRatePercent,
        discountPaise: 0,
        installation: product.installation,
        installationFeePaise: product.installationFeePaise,
        category: product.category,
        exchangePaise: 0,
      });
    }
  }
  if (Object.keys(unknown).length > 0) {
    const errors = { ...unknown, ...short };
    throw new AppError("invalid", Object.values(errors).join("; "), { errors });
  }
  if (Object.keys(short).length > 0) throw unitsGone(short, new Map([...byId].map(([id, product]) => [id, product.available])));

  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  let discountPaise = 0;
  let coupon: PricedOrder["coupon"] = null;
  if (request.coupon_code) {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, request.coupon_code));
    if (!row) throw new AppError("invalid", "Invalid coupon code", { errors: { coupon_code: "Invalid coupon code" } });
    const couponLines: CouponLine[] = lines.map((line) => ({ model: line.model, unitPricePaise: line.unitPricePaise, quantity: line.quantity }));
    const result = evaluateCouponForLines(row, couponLines, now);
    if (!result.ok) throw new AppError("invalid", result.message, { errors: { coupon_code: result.message } });
    discountPaise = result.discountPaise;
    coupon = { id: row.id, code: row.code, description: row.description };
    const shares = allocateDiscount(
      lines.map((line) => line.unitPricePaise * line.quantity),
      discountPaise,
      lines.map((line) => couponAppliesTo(row, line.model)),
    );
    lines.forEach((line, index) => (line.discountPaise = shares[index]!));
  }
  return { lines, subtotalPaise, discountPaise, coupon };
}

/** The 409 of units that are gone: what each line can still have, so the cart can be adjusted before paying. */
export function unitsGone(errors: Record<string, string>, available: Map<number, number>): AppError {
  return new AppError("conflict", Object.values(errors).join("; "), {
    errors,
    available: Object.fromEntries([...available].map(([id, units]) => [String(id), units])),
  });
}
