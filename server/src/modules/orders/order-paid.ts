import { formatRupees } from "@urjavolt/contract/money";
import { isLocale } from "@urjavolt/contract/locale";
import type { ShopReceipt } from "@urjavolt/contract/orders";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { type OrderRow, orderItems, orders, refunds as refundRows } from "../../db/schema/orders.ts";
import type { CapturedPayment } from "../billing/gateway/owners.ts";
import { INVOICE_NUMBER_MARK, issueInvoice } from "../billing/invoices.ts";
import { nextReceiptNumber } from "../billing/receipt-numbers.ts";
import type { Refunds } from "../billing/refunds.ts";
import { releaseHold, takeUnits } from "../inventory/reservations.ts";
import { type MailSettings, type OrderMailFacts, orderPaidMail, staffOrderPaidMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import { remainingLines, shopReceiptOf } from "./order-money.ts";

/** Why a paid order could not be fulfilled: its transaction's stock and coupon changes are undone. */
class Unfulfillable extends Error {
  override name = "Unfulfillable";
}

export type Paid = { receipt: ShopReceipt; refundIds: number[]; secondPayment: boolean };

/**
 * How an order becomes paid (decisions 007, 015 and 016): one transaction takes its units, counts the
 * coupon's use, numbers its receipt, issues its tax invoice and queues its e-mails; or, when its units
 * or its coupon are gone, records the refund of what the buyer paid.
 */
export function createPaidTransition(refunds: Refunds, mail: MailSettings) {
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

    // Short locks on a sale day (decision 048): the writes nobody else waits for come first (the
    // receipt's number from a sequence, the order's own row, already locked, the e-mails), and the
    // rows every buyer of a deal needs last: the product's stock and the coupon's count, then the
    // invoice counter in the statement that stores the invoice, one round trip before the commit.
    const held = order.reservation === "held";
    // Paid on installation by a link sent after fitting: its units left the stock at the fitting (decision 059).
    const fitted = order.reservation === "consumed";
    const test = order.gateway === "test";
    const receiptNumber = await nextReceiptNumber(tx, now, test);
    const paidAs = (refundReason: string | null, refundPaise: number) => ({
      status: refundReason === null ? ("paid" as const) : ("refunded" as const),
      paymentId: payment.paymentId,
      paidAt: now,
      receiptNumber,
      needsRefund: false,
      refundReason,
      reservation: refundReason === null ? (held || fitted ? ("consumed" as const) : ("none" as const)) : fitted ? ("consumed" as const) : ("released" as const),
      reconcileAt: null,
      refundedPaise: Math.min(refundPaise, order.totalPaise),
    });
    const mailFacts = (row: OrderRow, refundReason: string | null, refundPaise: number): OrderMailFacts => ({
      number: row.number,
      fullName: row.fullName,
      email: row.email,
      mobile: row.mobile,
      receiptNumber,
      paymentId: payment.paymentId,
      totalPaise: row.totalPaise,
      discountPaise: row.discountPaise,
      shippingPaise: row.shippingPaise,
      lines: items.map((item) => ({ name: item.productName, quantity: item.quantity, linePaise: item.unitPricePaise * item.quantity })),
      address: `${row.address}, ${row.city}, ${row.state} ${row.pincode}`,
      needsRefund: refundReason !== null,
      // A sale that goes ahead is invoiced last: its e-mails take the number then (issueInvoice).
      invoiceNumber: refundReason === null ? INVOICE_NUMBER_MARK : null,
      test,
      refundPaise,
      locale: isLocale(row.locale) ? row.locale : "en",
    });
    let refundReason: string | null = null;
    if (payment.amountPaise !== null && payment.amountPaise !== order.totalPaise) {
      refundReason = `The gateway captured ${formatRupees(payment.amountPaise / 100)} for an order of ${formatRupees(order.totalPaise / 100)}`;
      // An unfulfilled order gives its hold back at once: the units go to the next buyer.
      if (held) await releaseHold(tx, order.id);
    }
    let [paid] = await tx.update(orders).set(paidAs(refundReason, refundReason === null ? 0 : (payment.amountPaise ?? order.totalPaise))).where(eq(orders.id, order.id)).returning();
    let mailIds: number[] = [];
    if (refundReason === null) {
      mailIds = await enqueueMail(tx, orderPaidMail(mailFacts(paid!, null, 0), mail), staffOrderPaidMail(mailFacts(paid!, null, 0), mail));
      try {
        await tx.transaction(async (savepoint) => {
          if (order.couponId !== null) {
            const counted = await savepoint
              .update(coupons)
              .set({ usedCount: sql`${coupons.usedCount} + 1` })
              // A fitted order was sold at its price when it was fitted: its coupon counts whatever the limit says now.
              .where(and(eq(coupons.id, order.couponId), fitted ? undefined : or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
              .returning({ id: coupons.id });
            if (counted.length === 0) throw new Unfulfillable(`Coupon ${order.couponCode} reached its usage limit before the payment arrived`);
          }
          if (!fitted && !(await takeUnits(savepoint, order.id, held, items))) throw new Unfulfillable("The last units were sold while the payment was on its way");
        });
      } catch (error) {
        if (!(error instanceof Unfulfillable)) throw error;
        refundReason = error.message;
        // The order was written as paid: it is refunded instead (its own row, still locked), its
        // confirmation taken back before anyone sent it, and its hold given back (releaseHold moves
        // a `held` reservation only, so the row says held first).
        await tx.delete(outbox).where(inArray(outbox.id, mailIds));
        mailIds = [];
        if (held) {
          await tx.update(orders).set({ reservation: "held" }).where(eq(orders.id, order.id));
          await releaseHold(tx, order.id);
        }
        [paid] = await tx.update(orders).set(paidAs(refundReason, payment.amountPaise ?? order.totalPaise)).where(eq(orders.id, order.id)).returning();
      }
    }
    const refundPaise = refundReason === null ? 0 : (payment.amountPaise ?? order.totalPaise);
    const refundIds: number[] = [];
    if (refundReason !== null) {
      const lines = refundPaise === order.totalPaise ? remainingLines(items, new Map()) : [];
      const refund = await refunds.record(
        tx,
        { orderId: order.id, gateway: order.gateway, paymentId: payment.paymentId, amountPaise: refundPaise, reason: refundReason, kind: "automatic", lines },
        now,
      );
      refundIds.push(refund.id);
      await enqueueMail(tx, orderPaidMail(mailFacts(paid!, refundReason, refundPaise), mail), staffOrderPaidMail(mailFacts(paid!, refundReason, refundPaise), mail));
    } else {
      // A tax invoice for every sale that goes ahead, numbered last; an order refunded at once supplies nothing.
      await issueInvoice(tx, paid!, items, now, mailIds);
    }
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

  return { markPaid };
}
