import { paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import { type AdminCoupon, type AdminCouponInput, type AdminCouponList, couponMessages, couponState } from "@urjavolt/contract/coupons-admin";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type CouponRow, type NewCouponRow, coupons } from "../../db/schema/coupons.ts";
import { orders } from "../../db/schema/orders.ts";
import { AppError } from "../../http/errors.ts";

export type CouponsAdminService = ReturnType<typeof createCouponsAdminService>;

/** PostgreSQL's unique violation (another coupon has the code). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Coupons for the staff console (docs/architecture.md, Staff console), admins only: the form speaks rupees, the table paise. */
export function createCouponsAdminService(db: Database) {
  // Orders per coupon, joined (a correlated subquery would lose its table names).
  const uses = db
    .select({ couponId: orders.couponId, orders: sql<number>`count(*)::int`.as("orders") })
    .from(orders)
    .groupBy(orders.couponId)
    .as("uses");

  function toAdmin(row: CouponRow, orderCount: number | null, now: Date): AdminCoupon {
    return {
      id: row.id,
      code: row.code,
      description: row.description,
      kind: row.kind,
      value: row.kind === "flat" ? paiseToRupees(row.value) : row.value,
      minSubtotal: paiseToRupees(row.minSubtotalPaise),
      maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
      productModels: row.productModels,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      usageLimit: row.usageLimit,
      usedCount: row.usedCount,
      orderCount: Number(orderCount ?? 0),
      state: couponState(row, now),
    };
  }

  function toRow(input: AdminCouponInput): Omit<NewCouponRow, "id" | "usedCount" | "createdAt"> {
    return {
      code: input.code,
      description: input.description,
      kind: input.kind,
      value: input.kind === "flat" ? rupeesToPaise(input.value) : input.value,
      minSubtotalPaise: rupeesToPaise(input.minSubtotal),
      maxDiscountPaise: input.maxDiscount === null ? null : rupeesToPaise(input.maxDiscount),
      productModels: input.productModels,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      usageLimit: input.usageLimit,
    };
  }

  async function one(id: number, now: Date): Promise<AdminCoupon> {
    const [row] = await db.select({ coupon: coupons, orders: uses.orders }).from(coupons).leftJoin(uses, eq(uses.couponId, coupons.id)).where(eq(coupons.id, id));
    if (!row) throw new AppError("not_found", couponMessages.notFound);
    return toAdmin(row.coupon, row.orders, now);
  }

  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("conflict", couponMessages.codeTaken, { errors: { code: couponMessages.codeTaken } });
      throw error;
    }
  }

  return {
    async list(now = new Date()): Promise<AdminCouponList> {
      const rows = await db.select({ coupon: coupons, orders: uses.orders }).from(coupons).leftJoin(uses, eq(uses.couponId, coupons.id)).orderBy(asc(coupons.code));
      return { coupons: rows.map((row) => toAdmin(row.coupon, row.orders, now)) };
    },

    async create(input: AdminCouponInput, now = new Date()): Promise<AdminCoupon> {
      const [row] = await write(() => db.insert(coupons).values(toRow(input)).returning({ id: coupons.id }));
      return one(row!.id, now);
    },

    /** Every field but the uses so far; the limit may not go below them. */
    async update(id: number, input: AdminCouponInput, now = new Date()): Promise<AdminCoupon> {
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)).for("update");
        if (!current) throw new AppError("not_found", couponMessages.notFound);
        if (input.usageLimit !== null && input.usageLimit < current.usedCount) {
          const message = couponMessages.limitBelowUses(current.usedCount);
          throw new AppError("invalid", message, { errors: { usageLimit: message } });
        }
        await write(() => tx.update(coupons).set(toRow(input)).where(eq(coupons.id, id)));
      });
      return one(id, now);
    },

    /** Deletes a coupon no order carries; one that orders used is refused (409): end it instead. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for("update");
        if (!current) throw new AppError("not_found", couponMessages.notFound);
        const [used] = await tx.select({ n: count() }).from(orders).where(eq(orders.couponId, id));
        const uses = Number(used?.n ?? 0);
        if (uses > 0) throw new AppError("conflict", couponMessages.inUse(uses));
        await tx.delete(coupons).where(eq(coupons.id, id));
      });
    },
  };
}
