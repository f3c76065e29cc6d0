import { formatRupees, paiseToRupees } from "@urjavolt/contract/money";
import { SHIPPING_PAISE } from "@urjavolt/contract/cart";
import { type CouponLine, couponAppliesTo, evaluateCouponForLines } from "@urjavolt/contract/coupons";
import { allocateDiscount } from "@urjavolt/contract/invoices";
import { indiaYear } from "@urjavolt/contract/dates";
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  CURRENCY,
  type PaymentSignature,
  type ShopReceipt,
  type VerifyOrderPaymentResponse,
  checkoutMessages,
  formatOrderNumber,
} from "@urjavolt/contract/orders";
import { RECENT_ORDER_DAYS } from "@urjavolt/contract/orders-recent";
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { type OrderRow, orderItems, orders, refunds as refundRows } from "../../db/schema/orders.ts";
import { AppError } from "../../http/errors.ts";
import { nextNumber } from "../../lib/counters.ts";
import { GatewayError, type PaymentGateway } from "../billing/gateway/gateway.ts";
import {
  type CaptureOutcome,
  type CapturedPayment,
  type GatewayOrderOwner,
  RECONCILE_FOR_MS,
  RECONCILE_LEASE_MS,
  nextCheck,
} from "../billing/gateway/owners.ts";
import { nextReceiptNumber } from "../billing/receipt-numbers.ts";
import { type MailSettings, type OrderMailFacts, orderPaidMail, staffOrderPaidMail } from "../messaging/mail-templates.ts";
import { signConfirmationToken, signTrackingToken } from "../../lib/signed-links.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import { issueInvoice } from "../billing/invoices.ts";
import type { Refunds } from "../billing/refunds.ts";
import { availableUnits, holdUnits, releaseExpiredHolds, releaseHold, takeUnits } from "../inventory/reservations.ts";
import { remainingLines, shopReceiptOf } from "./order-money.ts";

/** The gateway cannot take less than ₹1. */
const MIN_TOTAL_PAISE = 100;
/** Money columns are 32-bit integers of paise: ₹2,14,74,836.47 at most. */
const MAX_TOTAL_PAISE = 2_147_483_647;

type PricedLine = {
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
};

type PricedOrder = {
  lines: PricedLine[];
  subtotalPaise: number;
  discountPaise: number;
  coupon: { id: number; code: string; description: string } | null;
};

/** Why a paid order could not be fulfilled: its transaction's stock and coupon changes are undone. */
class Unfulfillable extends Error {
  override name = "Unfulfillable";
}

export type OrdersOptions = {
  /** How long create-order holds the units for the buyer (RESERVATION_MINUTES). */
  reservationMinutes: number;
  /** When the reconciler first asks the gateway about an unpaid order (PAYMENT_RECONCILE_AFTER, seconds). */
  reconcileAfterSeconds: number;
};

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Shop orders (docs/architecture.md, decision 5 and the order rules; decisions 015 and 016): priced from the
 * catalogue and the coupon rules, never from the browser; the units held for the buyer while they
 * pay; `paid` only through a captured payment (the browser's verify, the gateway's webhook or the
 * reconciler), in one transaction with the stock, the coupon's use, the receipt and the tax invoice.
 * A payment that arrives for units that are gone is refunded through the gateway at once.
 */
export function createOrdersService(db: Database, gateway: PaymentGateway, refunds: Refunds, mail: MailSettings, options: OrdersOptions) {
  const holdMs = options.reservationMinutes * 60_000;

  /** The lines merged by product (first position kept), priced and checked against what buyers can have, and the coupon. */
  async function price(request: CreateOrderRequest, now: Date): Promise<PricedOrder> {
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
  function unitsGone(errors: Record<string, string>, available: Map<number, number>): AppError {
    return new AppError("conflict", Object.values(errors).join("; "), {
      errors,
      available: Object.fromEntries([...available].map(([id, units]) => [String(id), units])),
    });
  }

  async function nextOrderNumber(now: Date): Promise<string> {
    const year = indiaYear(now);
    return formatOrderNumber(year, await nextNumber(db, "order", String(year)));
  }

  function verifiedAnswer(receipt: ShopReceipt): VerifyOrderPaymentResponse {
    return {
      message: checkoutMessages.verified,
      receipt,
      refund_due: receipt.refund_due,
      tracking_token: signTrackingToken(receipt.custom_order_id, mail.trackingSecret),
      // Its 30 days run from the payment, so a repeated verify answers the very same link.
      confirmation_token: signConfirmationToken("order", receipt.custom_order_id, mail.trackingSecret, new Date(receipt.date)),
      ...(receipt.refund_due && { notice: checkoutMessages.refundNotice(formatRupees(receipt.amount)) }),
    };
  }

  type Paid = { receipt: ShopReceipt; refundIds: number[]; secondPayment: boolean };

  /**
   * The paid transition, inside `tx` (decision 007, as changed by 015 and 016): the order row is
   * locked, so a repeat (a second verify, the webhook, the reconciler) waits and then finds it paid.
   * The units come from the order's own hold, or, when the hold was released, from what nobody holds;
   * the coupon's use is counted only while it is under its limit. When either cannot be done the
   * money was still taken: the order is paid and refunded in full through the gateway (the refund is
   * recorded here and sent once `tx` commits). A second, different payment for a paid order is refunded.
   */
  async function markPaid(tx: Database, payment: CapturedPayment, now: Date): Promise<Paid | null> {
    const [order] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, payment.gatewayOrderId)).for("update");
    if (!order) return null;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
    if (order.status !== "created" && order.status !== "expired") {
      if (order.paymentId === payment.paymentId) return { receipt: shopReceiptOf(order, items), refundIds: [], secondPayment: false };
      return { receipt: shopReceiptOf(order, items), refundIds: await refundSecondPayment(tx, order, payment, now), secondPayment: true };
    }

    let refundReason: string | null = null;
    const held = order.reservation === "held";
    if (payment.amountPaise !== null && payment.amountPaise !== order.totalPaise) {
      refundReason = `The gateway captured ${formatRupees(payment.amountPaise / 100)} for an order of ${formatRupees(order.totalPaise / 100)}`;
    } else {
      try {
        await tx.transaction(async (savepoint) => {
          if (!(await takeUnits(savepoint, order.id, held, items))) throw new Unfulfillable("The last units were sold while the payment was on its way");
          if (order.couponId !== null) {
            const counted = await savepoint
              .update(coupons)
              .set({ usedCount: sql`${coupons.usedCount} + 1` })
              .where(and(eq(coupons.id, order.couponId), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
              .returning({ id: coupons.id });
            if (counted.length === 0) throw new Unfulfillable(`Coupon ${order.couponCode} reached its usage limit before the payment arrived`);
          }
        });
      } catch (error) {
        if (!(error instanceof Unfulfillable)) throw error;
        refundReason = error.message;
      }
    }
    // An unfulfilled order gives its hold back at once: the units go to the next buyer.
    if (refundReason !== null && held) await releaseHold(tx, order.id);

    const test = order.gateway === "test";
    const receiptNumber = await nextReceiptNumber(tx, now, test);
    const refundPaise = refundReason === null ? 0 : (payment.amountPaise ?? order.totalPaise);
    const [paid] = await tx
      .update(orders)
      .set({
        status: refundReason === null ? "paid" : "refunded",
        paymentId: payment.paymentId,
        paidAt: now,
        receiptNumber,
        needsRefund: false,
        refundReason,
        reservation: refundReason === null ? (held ? "consumed" : "none") : "released",
        reconcileAt: null,
        refundedPaise: Math.min(refundPaise, order.totalPaise),
      })
      .where(eq(orders.id, order.id))
      .returning();
    const refundIds: number[] = [];
    if (refundReason !== null) {
      const lines = refundPaise === order.totalPaise ? remainingLines(items, new Map()) : [];
      const refund = await refunds.record(
        tx,
        { orderId: order.id, gateway: order.gateway, paymentId: payment.paymentId, amountPaise: refundPaise, reason: refundReason, kind: "automatic", lines },
        now,
      );
      refundIds.push(refund.id);
    }
    // A tax invoice for every sale that goes ahead; an order refunded at once supplies nothing.
    const invoice = refundReason === null ? await issueInvoice(tx, paid!, items, now) : null;
    const facts: OrderMailFacts = {
      number: paid!.number,
      fullName: paid!.fullName,
      email: paid!.email,
      mobile: paid!.mobile,
      receiptNumber,
      paymentId: payment.paymentId,
      totalPaise: paid!.totalPaise,
      discountPaise: paid!.discountPaise,
      shippingPaise: paid!.shippingPaise,
      lines: items.map((item) => ({ name: item.productName, quantity: item.quantity, linePaise: item.unitPricePaise * item.quantity })),
      address: `${paid!.address}, ${paid!.city}, ${paid!.state} ${paid!.pincode}`,
      needsRefund: refundReason !== null,
      invoiceNumber: invoice?.number ?? null,
      test,
      refundPaise,
    };
    await enqueueMail(tx, orderPaidMail(facts, mail), staffOrderPaidMail(facts, mail));
    return { receipt: shopReceiptOf(paid!, items), refundIds, secondPayment: false };
  }

  /** A second payment for an order already paid goes back in full, once per payment. */
  async function refundSecondPayment(tx: Database, order: OrderRow, payment: CapturedPayment, now: Date): Promise<number[]> {
    const [existing] = await tx.select({ id: refundRows.id }).from(refundRows).where(and(eq(refundRows.orderId, order.id), eq(refundRows.paymentId, payment.paymentId)));
    if (existing) return [];
    const refund = await refunds.record(
      tx,
      {
        orderId: order.id,
        gateway: order.gateway,
        paymentId: payment.paymentId,
        amountPaise: payment.amountPaise ?? order.totalPaise,
        reason: `A second payment for order ${order.number}, which was already paid`,
        kind: "automatic",
      },
      now,
    );
    return [refund.id];
  }

  /** Runs the paid transition in a transaction of its own, then sends the refunds it asked for. */
  async function settle(payment: CapturedPayment, now: Date): Promise<Paid | null> {
    const paid = await db.transaction((tx) => markPaid(tx, payment, now));
    if (paid && paid.refundIds.length > 0) await refunds.send(paid.refundIds, now);
    return paid;
  }

  const gatewayOwner: GatewayOrderOwner = {
    async find(gatewayOrderId) {
      const [order] = await db.select({ totalPaise: orders.totalPaise, status: orders.status }).from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
      return order ? { amountPaise: order.totalPaise, paid: order.status !== "created" && order.status !== "expired" } : null;
    },
    async capture(tx, payment, now): Promise<CaptureOutcome> {
      const paid = await markPaid(tx, payment, now);
      return { refundIds: paid?.refundIds ?? [] };
    },
    // A failed attempt leaves the order `created` (the customer may try again) and gives its units back.
    async fail(tx, payment) {
      const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.gatewayOrderId, payment.gatewayOrderId)).for("update");
      if (order?.status === "created") await releaseHold(tx, order.id);
    },
    async claimDue(now, limit) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId })
          .from(orders)
          .where(and(eq(orders.status, "created"), lte(orders.reconcileAt, now)))
          .orderBy(asc(orders.reconcileAt))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length > 0) {
          await tx
            .update(orders)
            .set({ reconcileAt: new Date(now.getTime() + RECONCILE_LEASE_MS) })
            .where(inArray(orders.id, due.map((order) => order.id)));
        }
        return due.map((order) => order.gatewayOrderId);
      });
    },
    async reschedule(gatewayOrderId, now, pending) {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)).for("update");
        if (!order || order.status !== "created") return;
        if (now.getTime() - order.createdAt.getTime() >= RECONCILE_FOR_MS) {
          await releaseHold(tx, order.id);
          await tx.update(orders).set({ status: "expired", reconcileAt: null }).where(eq(orders.id, order.id));
          return;
        }
        const extend = pending && order.reservation === "held" ? { reservedUntil: new Date(now.getTime() + holdMs) } : {};
        await tx
          .update(orders)
          .set({ ...extend, reconcileAttempts: order.reconcileAttempts + 1, reconcileAt: nextCheck(now, order.reconcileAttempts + 1, options.reconcileAfterSeconds) })
          .where(eq(orders.id, order.id));
      });
    },
  };

  return {
    gatewayOwner,

    /** Releases holds whose time has passed (the reconciler's turn; create-order does it too). */
    releaseExpiredHolds: (now = new Date()) => releaseExpiredHolds(db, now),

    async createOrder(request: CreateOrderRequest, now = new Date()): Promise<CreateOrderResponse> {
      await releaseExpiredHolds(db, now);
      const priced = await price(request, now);
      const totalPaise = priced.subtotalPaise - priced.discountPaise + SHIPPING_PAISE;
      if (totalPaise < MIN_TOTAL_PAISE) throw new AppError("invalid", "The order total must be at least ₹1");
      if (priced.subtotalPaise > MAX_TOTAL_PAISE || totalPaise > MAX_TOTAL_PAISE) {
        throw new AppError("invalid", checkoutMessages.totalTooLarge, { errors: { product_data: checkoutMessages.totalTooLarge } });
      }
      const number = await nextOrderNumber(now);
      let gatewayOrder;
      try {
        gatewayOrder = await gateway.createOrder({ amountPaise: totalPaise, receipt: number, notes: { custom_order_id: number } });
      } catch (error) {
        if (error instanceof GatewayError) throw new AppError("gateway_unavailable", checkoutMessages.createFailed, { cause: error });
        throw error;
      }
      const reservedUntil = new Date(now.getTime() + holdMs);
      await db.transaction(async (tx) => {
        const short = await holdUnits(tx, priced.lines);
        if (short.length > 0) {
          // Someone else took the units between pricing and holding: say what is left.
          const available = await availableUnits(tx, priced.lines.map((line) => line.productId));
          const errors: Record<string, string> = {};
          for (const line of priced.lines.filter((line) => short.includes(line.productId))) {
            const left = available.get(line.productId) ?? 0;
            errors[`product_data.${line.item - 1}.quantity`] = left === 0 ? checkoutMessages.outOfStock(line.name) : checkoutMessages.notEnoughStock(line.name, left);
          }
          throw unitsGone(errors, available);
        }
        const [order] = await tx
          .insert(orders)
          .values({
            number,
            fullName: request.full_name,
            email: request.email,
            mobile: request.mobile,
            address: request.address,
            city: request.city,
            state: request.state,
            pincode: request.pincode,
            buyerGstin: request.gstin,
            subtotalPaise: priced.subtotalPaise,
            discountPaise: priced.discountPaise,
            shippingPaise: SHIPPING_PAISE,
            totalPaise,
            couponId: priced.coupon?.id ?? null,
            couponCode: priced.coupon?.code ?? null,
            couponDescription: priced.coupon?.description ?? null,
            gateway: gateway.kind,
            gatewayOrderId: gatewayOrder.id,
            reservation: "held",
            reservedUntil,
            reconcileAt: new Date(now.getTime() + options.reconcileAfterSeconds * 1000),
            createdAt: now,
          })
          .returning({ id: orders.id });
        await tx.insert(orderItems).values(
          priced.lines.map((line, position) => ({
            orderId: order!.id,
            productId: line.productId,
            productName: line.name,
            unitPricePaise: line.unitPricePaise,
            quantity: line.quantity,
            position,
            discountPaise: line.discountPaise,
            hsnCode: line.hsnCode,
            gstRatePercent: line.gstRatePercent,
          })),
        );
      });
      return {
        order_id: gatewayOrder.id,
        amount: totalPaise,
        currency: CURRENCY,
        custom_order_id: number,
        product_data: priced.lines.map((line) => ({
          product_id: line.productId,
          product_name: line.name,
          quantity: line.quantity,
          price: paiseToRupees(line.unitPricePaise),
          line_total: paiseToRupees(line.unitPricePaise * line.quantity),
        })),
        coupon: priced.coupon && {
          code: priced.coupon.code,
          discount: paiseToRupees(priced.discountPaise),
          description: priced.coupon.description,
        },
        key: gateway.keyId,
        gateway: gateway.kind,
        subtotal: paiseToRupees(priced.subtotalPaise),
        discount: paiseToRupees(priced.discountPaise),
        shipping: paiseToRupees(SHIPPING_PAISE),
        total: paiseToRupees(totalPaise),
        reserved_until: reservedUntil.toISOString(),
      };
    },

    /**
     * The browser's verify: the signature against the order id we stored, then the paid transition.
     * Any refund it asked for has been put to the gateway by the time this answers.
     */
    async verifyPayment(signature: PaymentSignature, now = new Date()): Promise<VerifyOrderPaymentResponse> {
      const [order] = await db.select({ gatewayOrderId: orders.gatewayOrderId }).from(orders).where(eq(orders.gatewayOrderId, signature.razorpay_order_id));
      if (!order) throw new AppError("not_found", checkoutMessages.orderNotFound);
      if (!gateway.verifyPayment(order.gatewayOrderId, signature.razorpay_payment_id, signature.razorpay_signature)) {
        throw new AppError("invalid", checkoutMessages.invalidSignature);
      }
      const paid = await settle({ gatewayOrderId: order.gatewayOrderId, paymentId: signature.razorpay_payment_id, amountPaise: null }, now);
      if (!paid) throw new AppError("not_found", checkoutMessages.orderNotFound);
      if (paid.secondPayment) throw new AppError("conflict", checkoutMessages.alreadyPaid);
      return verifiedAnswer(paid.receipt);
    },

    /** Paid orders that went ahead in the last `days` days: the shop's honest shopper counter. */
    async countRecentOrders(days: number = RECENT_ORDER_DAYS, now = new Date()): Promise<number> {
      const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
      const [row] = await db
        .select({ orders: count() })
        .from(orders)
        .where(and(inArray(orders.status, ["paid", "shipped", "delivered"]), eq(orders.needsRefund, false), gte(orders.paidAt, since)));
      return row?.orders ?? 0;
    },
  };
}
