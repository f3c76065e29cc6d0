import { paiseToRupees } from "@urjavolt/contract/money";
import { SHIPPING_PAISE } from "@urjavolt/contract/cart";
import { type CouponLine, couponAppliesTo, evaluateCouponForLines } from "@urjavolt/contract/coupons";
import { allocateDiscount } from "@urjavolt/contract/invoices";
import { indiaDate } from "@urjavolt/contract/form-rules";
import { type CreateOrderRequest, type CreateOrderResponse, CURRENCY, NO_COUPON, type PaymentSignature, SHOP_ORDER_PURPOSE, type ShopReceipt, type VerifyOrderPaymentResponse, checkoutMessages, formatOrderNumber } from "@urjavolt/contract/orders";
import { RECENT_ORDER_DAYS } from "@urjavolt/contract/orders-recent";
import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { type OrderItemRow, type OrderRow, orderCounters, orderItems, orders } from "../../db/schema/orders.ts";
import { AppError } from "../../http/errors.ts";
import { GatewayError, type PaymentGateway } from "../../lib/payment-gateway/gateway.ts";
import type { CapturedPayment, GatewayOrderOwner } from "../../lib/payment-gateway/owners.ts";
import { nextReceiptNumber } from "../../lib/receipt-numbers.ts";
import { type MailSettings, type OrderMailFacts, orderPaidMail, staffOrderPaidMail } from "../../lib/mail-templates.ts";
import { enqueueMail } from "../../lib/outbox.ts";
import { issueInvoice } from "../../lib/invoices.ts";

/** The gateway cannot take less than ₹1. */
const MIN_TOTAL_PAISE = 100;

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

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Shop orders (DESIGN.md decision 5 and the order rules): priced from the catalogue and the coupon
 * rules, never from the browser; `paid` only through a verified payment (the browser's verify or the
 * gateway's webhook), in one transaction with the stock, the coupon's use and the receipt number.
 */
export function createOrdersService(db: Database, gateway: PaymentGateway, mail: MailSettings) {
  /** The lines merged by product (first position kept), priced and checked against stock, and the coupon. */
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
        stock: products.stock,
        hsnCode: products.hsnCode,
        gstRatePercent: products.gstRatePercent,
      })
      .from(products)
      .where(inArray(products.id, [...wanted.keys()]));
    const byId = new Map(rows.map((row) => [row.id, row]));

    const errors: Record<string, string> = {};
    const lines: PricedLine[] = [];
    for (const [productId, { quantity, item }] of wanted) {
      const product = byId.get(productId);
      const field = `product_data.${item - 1}`;
      if (!product) {
        errors[`${field}.product_id`] = checkoutMessages.productUnknown(item);
      } else if (product.stock <= 0) {
        errors[`${field}.quantity`] = checkoutMessages.outOfStock(product.name);
      } else if (quantity > product.stock) {
        errors[`${field}.quantity`] = checkoutMessages.notEnoughStock(product.name, product.stock);
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
    if (Object.keys(errors).length > 0) throw new AppError("invalid", Object.values(errors).join("; "), { errors });

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

  async function nextOrderNumber(now: Date): Promise<string> {
    const year = Number(indiaDate(now).slice(0, 4));
    const [counter] = await db
      .insert(orderCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({ target: orderCounters.year, set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
      .returning({ lastNumber: orderCounters.lastNumber });
    return formatOrderNumber(year, counter!.lastNumber);
  }

  function receiptOf(order: OrderRow, items: OrderItemRow[]): ShopReceipt {
    return {
      receipt_id: order.receiptNumber ?? "",
      payment_id: order.paymentId ?? "",
      custom_order_id: order.number,
      order_id: order.gatewayOrderId,
      amount: paiseToRupees(order.totalPaise),
      purpose: SHOP_ORDER_PURPOSE,
      coupon_code: order.couponCode ?? NO_COUPON,
      discount: paiseToRupees(order.discountPaise),
      subtotal: paiseToRupees(order.subtotalPaise),
      name: order.fullName,
      email: order.email,
      phone: order.mobile,
      address: order.address,
      city: order.city,
      state: order.state,
      pincode: order.pincode,
      date: (order.paidAt ?? order.createdAt).toISOString(),
      product_data: items.map((item) => ({ product_name: item.productName, quantity: item.quantity, price: paiseToRupees(item.unitPricePaise) })),
      refund_due: order.needsRefund,
    };
  }

  function verifiedAnswer(receipt: ShopReceipt): VerifyOrderPaymentResponse {
    return {
      message: checkoutMessages.verified,
      receipt,
      refund_due: receipt.refund_due,
      ...(receipt.refund_due && { notice: checkoutMessages.refundNotice }),
    };
  }

  /**
   * The paid transition, in one transaction: the order row is locked, so a repeat (a second verify,
   * the webhook) waits and then finds it paid. Stock is taken with conditional updates in product-id
   * order (never below zero, no deadlocks between orders), the coupon's use is counted only while it
   * is under its limit; when either cannot be done the money was still taken: the order is paid,
   * nothing is taken, and it is flagged for a refund.
   */
  async function markPaid(payment: CapturedPayment, now: Date): Promise<ShopReceipt | null> {
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, payment.gatewayOrderId)).for("update");
      if (!order) return null;
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
      if (order.status !== "created") {
        if (order.paymentId === payment.paymentId) return receiptOf(order, items);
        throw new AppError("conflict", "This order has already been paid");
      }

      let refundReason: string | null = null;
      if (payment.amountPaise !== null && payment.amountPaise !== order.totalPaise) {
        refundReason = `The gateway captured ${payment.amountPaise} paise for an order of ${order.totalPaise} paise`;
      } else {
        try {
          await tx.transaction(async (savepoint) => {
            for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
              const taken = await savepoint
                .update(products)
                .set({ stock: sql`${products.stock} - ${item.quantity}` })
                .where(and(eq(products.id, item.productId), gte(products.stock, item.quantity)))
                .returning({ id: products.id });
              if (taken.length === 0) throw new Unfulfillable(`Not enough stock of ${item.productName} when the payment arrived`);
            }
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

      const receiptNumber = await nextReceiptNumber(tx, now);
      const [paid] = await tx
        .update(orders)
        .set({ status: "paid", paymentId: payment.paymentId, paidAt: now, receiptNumber, needsRefund: refundReason !== null, refundReason })
        .where(eq(orders.id, order.id))
        .returning();
      // A tax invoice for every sale that goes ahead; an order to be refunded supplies nothing.
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
      };
      await enqueueMail(tx, orderPaidMail(facts, mail), staffOrderPaidMail(facts, mail));
      return receiptOf(paid!, items);
    });
  }

  const gatewayOwner: GatewayOrderOwner = {
    async find(gatewayOrderId) {
      const [order] = await db
        .select({ totalPaise: orders.totalPaise, status: orders.status })
        .from(orders)
        .where(eq(orders.gatewayOrderId, gatewayOrderId));
      return order ? { amountPaise: order.totalPaise, paid: order.status !== "created" } : null;
    },
    async capture(payment, now = new Date()) {
      try {
        await markPaid(payment, now);
      } catch (error) {
        // A second, different payment for a paid order: recorded as an attempt by the caller; the order stays as it is.
        if (!(error instanceof AppError && error.kind === "conflict")) throw error;
      }
    },
    // A failed attempt leaves the order `created` (the customer may try again) and the stock untouched.
    async fail() {},
  };

  return {
    gatewayOwner,

    async createOrder(request: CreateOrderRequest, now = new Date()): Promise<CreateOrderResponse> {
      const priced = await price(request, now);
      const totalPaise = priced.subtotalPaise - priced.discountPaise + SHIPPING_PAISE;
      if (totalPaise < MIN_TOTAL_PAISE) throw new AppError("invalid", "The order total must be at least ₹1");
      const number = await nextOrderNumber(now);
      let gatewayOrder;
      try {
        gatewayOrder = await gateway.createOrder({ amountPaise: totalPaise, receipt: number, notes: { custom_order_id: number } });
      } catch (error) {
        if (error instanceof GatewayError) throw new AppError("internal", checkoutMessages.createFailed, { cause: error });
        throw error;
      }
      await db.transaction(async (tx) => {
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
      };
    },

    /** The browser's verify: the signature against the order id we stored, then the paid transition. */
    async verifyPayment(signature: PaymentSignature, now = new Date()): Promise<VerifyOrderPaymentResponse> {
      const [order] = await db
        .select({ gatewayOrderId: orders.gatewayOrderId })
        .from(orders)
        .where(eq(orders.gatewayOrderId, signature.razorpay_order_id));
      if (!order) throw new AppError("not_found", checkoutMessages.orderNotFound);
      if (!gateway.verifyPayment(order.gatewayOrderId, signature.razorpay_payment_id, signature.razorpay_signature)) {
        throw new AppError("invalid", checkoutMessages.invalidSignature);
      }
      const receipt = await markPaid({ gatewayOrderId: order.gatewayOrderId, paymentId: signature.razorpay_payment_id, amountPaise: null }, now);
      if (!receipt) throw new AppError("not_found", checkoutMessages.orderNotFound);
      return verifiedAnswer(receipt);
    },

    /** Paid orders (not flagged for refund) in the last `days` days: the shop's honest shopper counter. */
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
