import { formatRupees, paiseToRupees } from "@urjavolt/contract/money";
import { SHIPPING_PAISE } from "@urjavolt/contract/cart";
import { indiaYear } from "@urjavolt/contract/dates";
import { type CreateOrderRequest, type CreateOrderResponse, CURRENCY, type PaymentMethod, type PaymentSignature, type ShopReceipt, type VerifyOrderPaymentResponse, checkoutMessages, formatOrderNumber } from "@urjavolt/contract/orders";
import { RECENT_ORDER_DAYS } from "@urjavolt/contract/orders-recent";
import { and, asc, count, eq, gte, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { AppError } from "../../http/errors.ts";
import { nextLooseNumber } from "../../lib/counters.ts";
import { GatewayError, type PaymentGateway } from "../billing/gateway/gateway.ts";
import { type CaptureOutcome, type CapturedPayment, type GatewayOrderOwner, RECONCILE_FOR_MS, RECONCILE_LEASE_MS, nextCheck } from "../billing/gateway/owners.ts";
import { type MailSettings } from "../messaging/mail-templates.ts";
import { signConfirmationToken, signTrackingToken } from "../../lib/signed-links.ts";
import type { Refunds } from "../billing/refunds.ts";
import { availableUnits, holdUnits, releaseExpiredHolds, releaseHold } from "../inventory/reservations.ts";
import { MAX_TOTAL_PAISE, MIN_TOTAL_PAISE, priceOrder, unitsGone } from "./order-pricing.ts";
import { type Paid, createPaidTransition } from "./order-paid.ts";
import { type InstallationSteps, releaseInstallation } from "./order-installation.ts";
import { priceExchange } from "./order-exchange.ts";
import { installationFee, installationMessages, installationSlotBounds, payOnInstallationMessages, payOnInstallationOffered, payOnInstallationTerms, paymentDueBy } from "@urjavolt/contract/installation";
import { readPayOnInstallationSettings } from "./order-install-payment.ts";
import { orderDueOnInstallationMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";

/** The stand-in gateway order id of an order paid on installation, which has no gateway order (decision 059). */
export const ON_INSTALLATION_PREFIX = "on_installation_";

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
export function createOrdersService(db: Database, gateway: PaymentGateway, refunds: Refunds, mail: MailSettings, options: OrdersOptions, installation: InstallationSteps) {
  const holdMs = options.reservationMinutes * 60_000;
  const { markPaid } = createPaidTransition(refunds, mail);

  async function nextOrderNumber(now: Date): Promise<string> {
    const year = indiaYear(now);
    return formatOrderNumber(year, await nextLooseNumber(db, "order", String(year)));
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
          await releaseInstallation(tx, order.id, now);
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
      const priced = await priceOrder(db, request, now);
      let terms: string[] = [];
      // Installation by our technician, when the buyer chose a slot: the fee per unit of each product offering it (decision 057).
      const fee = request.installation ? installationFee(priced.lines) : null;
      if (request.installation && fee === null) {
        throw new AppError("invalid", installationMessages.notOffered, { errors: { installation: installationMessages.notOffered } });
      }
      const installationPaise = fee ?? 0;
      // An old battery handed over at the installation, valued from the staff's table (decision 058).
      const exchange = await priceExchange(db, priced.lines, request.exchange, request.installation !== null);
      const exchangePaise = exchange?.paise ?? 0;
      const totalPaise = priced.subtotalPaise - priced.discountPaise - exchangePaise + SHIPPING_PAISE + installationPaise;
      if (totalPaise < MIN_TOTAL_PAISE) throw new AppError("invalid", "The order total must be at least ₹1");
      if (priced.subtotalPaise > MAX_TOTAL_PAISE || totalPaise > MAX_TOTAL_PAISE) {
        throw new AppError("invalid", checkoutMessages.totalTooLarge, { errors: { product_data: checkoutMessages.totalTooLarge } });
      }
      // Pay on installation (decision 059): only with installation and within the limit staff set.
      let dueBy: Date | null = null;
      if (request.pay_on_installation) {
        const settings = await readPayOnInstallationSettings(db);
        if (!payOnInstallationOffered(settings.limitPaise, totalPaise, request.installation !== null)) {
          throw new AppError("invalid", payOnInstallationMessages.notOffered, { errors: { pay_on_installation: payOnInstallationMessages.notOffered } });
        }
        dueBy = paymentDueBy(installationSlotBounds(request.installation!).end, settings.days);
        terms = payOnInstallationTerms(totalPaise, settings.days, exchange !== null);
      }
      const number = await nextOrderNumber(now);
      let gatewayOrder;
      if (dueBy) {
        // Nothing to pay now: no gateway order. The link is made when the technician closes the visit.
        gatewayOrder = { id: `${ON_INSTALLATION_PREFIX}${number}` };
      } else {
        try {
          gatewayOrder = await gateway.createOrder({ amountPaise: totalPaise, receipt: number, notes: { custom_order_id: number } });
        } catch (error) {
          if (error instanceof GatewayError) throw new AppError("gateway_unavailable", checkoutMessages.createFailed, { cause: error });
          throw error;
        }
      }
      // An order paid on installation keeps its units until its time to pay ends (decision 059).
      const reservedUntil = dueBy ?? new Date(now.getTime() + holdMs);
      const slot = await db.transaction(async (tx) => {
        // The order's own rows first; the units last, so the product's row (the hottest on a sale
        // day) is locked one round trip before the commit (decision 048). Short units roll it all back.
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
            locale: request.locale,
            subtotalPaise: priced.subtotalPaise,
            discountPaise: priced.discountPaise,
            shippingPaise: SHIPPING_PAISE,
            installation: request.installation !== null,
            installationPaise,
            exchangeChemistry: exchange?.chemistry ?? null,
            exchangeCapacityBand: exchange?.capacityBand ?? null,
            exchangeQuantity: exchange?.quantity ?? 0,
            exchangeUnitPaise: exchange?.unitPaise ?? 0,
            exchangePaise,
            totalPaise,
            couponId: priced.coupon?.id ?? null,
            couponCode: priced.coupon?.code ?? null,
            couponDescription: priced.coupon?.description ?? null,
            gateway: gateway.kind,
            gatewayOrderId: gatewayOrder.id,
            reservation: "held",
            reservedUntil,
            // The gateway has nothing to say about an order paid on installation until its link exists.
            reconcileAt: dueBy ? null : new Date(now.getTime() + options.reconcileAfterSeconds * 1000),
            payOnInstallation: dueBy !== null,
            installationPayment: dueBy ? "due" : null,
            paymentDueBy: dueBy,
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
            exchangePaise: line.exchangePaise,
            hsnCode: line.hsnCode,
            gstRatePercent: line.gstRatePercent,
          })),
        );
        // The slot is taken in this transaction: a buyer who just lost it gets a 409 and their order is not made.
        const slot = request.installation
          ? await installation.bookInTransaction(tx, {
              orderId: order!.id,
              pincode: request.pincode,
              address: `${request.address}, ${request.city}, ${request.state} ${request.pincode}`,
              choice: request.installation,
              now,
            })
          : null;
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
        if (dueBy && slot) {
          await enqueueMail(
            tx,
            orderDueOnInstallationMail(
              {
                number,
                fullName: request.full_name,
                email: request.email,
                mobile: request.mobile,
                totalPaise,
                lines: priced.lines.map((line) => ({ name: line.name, quantity: line.quantity, linePaise: line.unitPricePaise * line.quantity })),
                address: `${request.address}, ${request.city}, ${request.state} ${request.pincode}`,
                installation: { from: slot.start, to: slot.end },
                dueBy,
                terms,
                locale: request.locale,
              },
              mail,
            ),
          );
        }
        return slot;
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
        installation: slot && { fee: paiseToRupees(installationPaise), from: slot.start.toISOString(), to: slot.end.toISOString() },
        exchange: exchange && { chemistry: exchange.chemistry, capacityBand: exchange.capacityBand, quantity: exchange.quantity, value: paiseToRupees(exchangePaise) },
        total: paiseToRupees(totalPaise),
        reserved_until: reservedUntil.toISOString(),
        pay_on_installation: dueBy && { due_by: dueBy.toISOString(), tracking_token: signTrackingToken(number, mail.trackingSecret) },
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

    /** The ways to pay the gateway offers (decision 045), which the checkout names; null when it cannot say. */
    paymentMethods(): Promise<PaymentMethod[] | null> {
      return gateway.paymentMethods();
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
