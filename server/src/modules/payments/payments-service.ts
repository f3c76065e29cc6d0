import { paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import { CURRENCY, type PaymentSignature } from "@urjavolt/contract/orders";
import { type CreatePaymentRequest, type CreatePaymentResponse, type PaymentReceipt, type VerifyPaymentResponse, paymentMessages } from "@urjavolt/contract/payments";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { refunds } from "../../db/schema/orders.ts";
import { type PaymentRow, payments } from "../../db/schema/payments.ts";
import { AppError } from "../../http/errors.ts";
import { GatewayError, type PaymentGateway, randomId } from "../billing/gateway/gateway.ts";
import { type CaptureOutcome, type CapturedPayment, type GatewayOrderOwner, RECONCILE_FOR_MS, RECONCILE_LEASE_MS, nextCheck } from "../billing/gateway/owners.ts";
import { nextReceiptNumber } from "../billing/receipt-numbers.ts";
import { paymentReceiptMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import type { Refunds } from "../billing/refunds.ts";
import { type ConfirmationLookup, type PaymentConfirmation, confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { confirmationLookup, signConfirmationToken, verifyConfirmationToken } from "../../lib/signed-links.ts";

export type PaymentsOptions = {
  /** When the reconciler first asks the gateway about an unpaid payment (PAYMENT_RECONCILE_AFTER, seconds). */
  reconcileAfterSeconds: number;
  /** Signs the link to the page after paying (TRACKING_SECRET, like the orders' links). */
  trackingSecret: string;
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Standalone payments (docs/requirements/online-shop.md §2, §3, §7): the payment page's gateway
 * order, its verification, receipt and confirmation page, and the owner of its gateway orders that
 * the gateway's events (webhooks, the test gateway, the reconciler: billing/gateway-events.ts) hand
 * them to.
 */
export function createPaymentsService(db: Database, gateway: PaymentGateway, refundsEngine: Refunds, options: PaymentsOptions) {
  function receiptOf(payment: PaymentRow): PaymentReceipt {
    return {
      receipt_id: payment.receiptNumber ?? "",
      payment_id: payment.paymentId ?? "",
      order_id: payment.gatewayOrderId,
      amount: paiseToRupees(payment.amountPaise),
      purpose: payment.purpose,
      name: payment.name,
      email: payment.email,
      phone: payment.phone,
      date: (payment.paidAt ?? payment.createdAt).toISOString(),
      test: payment.gateway === "test",
    };
  }

  type Paid = { receipt: PaymentReceipt; refundIds: number[]; secondPayment: boolean };

  /**
   * Paid once, with a receipt number (inside `tx`); a repeat of the same payment answers the same
   * receipt; a second payment, or one of the wrong amount, is refunded through the gateway.
   */
  async function markPaid(tx: Database, payment: CapturedPayment, now: Date): Promise<Paid | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.gatewayOrderId, payment.gatewayOrderId)).for("update");
    if (!row) return null;
    const refundAll = async (reason: string) => {
      const [existing] = await tx.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.paymentRowId, row.id), eq(refunds.paymentId, payment.paymentId)));
      if (existing) return [];
      const amountPaise = payment.amountPaise ?? row.amountPaise;
      const refund = await refundsEngine.record(tx, { paymentRowId: row.id, gateway: row.gateway, paymentId: payment.paymentId, amountPaise, reason, kind: "automatic" }, now);
      return [refund.id];
    };
    if (row.status === "paid") {
      if (row.paymentId === payment.paymentId) return { receipt: receiptOf(row), refundIds: [], secondPayment: false };
      return { receipt: receiptOf(row), refundIds: await refundAll("A second payment for a payment already made"), secondPayment: true };
    }
    if (payment.amountPaise !== null && payment.amountPaise !== row.amountPaise) {
      return { receipt: receiptOf(row), refundIds: await refundAll("The gateway captured a different amount from the one asked for"), secondPayment: true };
    }
    const test = row.gateway === "test";
    const receiptNumber = await nextReceiptNumber(tx, now, test);
    const [paid] = await tx
      .update(payments)
      .set({ status: "paid", paymentId: payment.paymentId, paidAt: now, receiptNumber, reconcileAt: null })
      .where(eq(payments.id, row.id))
      .returning();
    await enqueueMail(
      tx,
      paymentReceiptMail({ name: row.name, email: row.email, receiptNumber, paymentId: payment.paymentId, amountPaise: row.amountPaise, purpose: row.purpose, paidAt: now, test }),
    );
    return { receipt: receiptOf(paid!), refundIds: [], secondPayment: false };
  }

  const ownPayments: GatewayOrderOwner = {
    async find(gatewayOrderId) {
      const [row] = await db.select({ amountPaise: payments.amountPaise, status: payments.status }).from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
      return row ? { amountPaise: row.amountPaise, paid: row.status === "paid" } : null;
    },
    async capture(tx, payment, now): Promise<CaptureOutcome> {
      const paid = await markPaid(tx, payment, now);
      return { refundIds: paid?.refundIds ?? [] };
    },
    async fail(tx, payment) {
      // Never moves a paid payment back; a later successful attempt still makes a failed one paid.
      await tx.update(payments).set({ status: "failed" }).where(and(eq(payments.gatewayOrderId, payment.gatewayOrderId), eq(payments.status, "created")));
    },
    async claimDue(now, limit) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: payments.id, gatewayOrderId: payments.gatewayOrderId })
          .from(payments)
          .where(and(inArray(payments.status, ["created", "failed"]), lte(payments.reconcileAt, now)))
          .orderBy(asc(payments.reconcileAt))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length > 0) {
          await tx
            .update(payments)
            .set({ reconcileAt: new Date(now.getTime() + RECONCILE_LEASE_MS) })
            .where(inArray(payments.id, due.map((row) => row.id)));
        }
        return due.map((row) => row.gatewayOrderId);
      });
    },
    async reschedule(gatewayOrderId, now) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)).for("update");
        if (!row || (row.status !== "created" && row.status !== "failed")) return;
        if (now.getTime() - row.createdAt.getTime() >= RECONCILE_FOR_MS) {
          await tx.update(payments).set({ status: "expired", reconcileAt: null }).where(eq(payments.id, row.id));
          return;
        }
        await tx
          .update(payments)
          .set({ reconcileAttempts: row.reconcileAttempts + 1, reconcileAt: nextCheck(now, row.reconcileAttempts + 1, options.reconcileAfterSeconds) })
          .where(eq(payments.id, row.id));
      });
    },
  };

  async function verify(signature: PaymentSignature, now: Date): Promise<VerifyPaymentResponse> {
    const [row] = await db.select({ gatewayOrderId: payments.gatewayOrderId }).from(payments).where(eq(payments.gatewayOrderId, signature.razorpay_order_id));
    if (!row) throw new AppError("not_found", paymentMessages.paymentNotFound);
    if (!gateway.verifyPayment(row.gatewayOrderId, signature.razorpay_payment_id, signature.razorpay_signature)) {
      throw new AppError("invalid", paymentMessages.invalidSignature);
    }
    const paid = await db.transaction((tx) => markPaid(tx, { gatewayOrderId: row.gatewayOrderId, paymentId: signature.razorpay_payment_id, amountPaise: null }, now));
    if (!paid) throw new AppError("not_found", paymentMessages.paymentNotFound);
    if (paid.refundIds.length > 0) await refundsEngine.send(paid.refundIds, now);
    if (paid.secondPayment) throw new AppError("conflict", paymentMessages.alreadyPaid);
    return {
      status: "success",
      message: paymentMessages.verified,
      receipt: paid.receipt,
      // Its 30 days run from the payment, so a repeated verify answers the very same link.
      confirmation_token: signConfirmationToken("payment", paid.receipt.receipt_id, options.trackingSecret, new Date(paid.receipt.date)),
    };
  }

  /** The page after paying (decision 023): the receipt its signed token names; a 404 for a forged token, a 410 past its 30 days. */
  async function confirmation(token: string, now: Date): Promise<PaymentConfirmation> {
    const link = verifyConfirmationToken(token, options.trackingSecret, now);
    if (!link || link.kind !== "payment") throw new AppError("not_found", confirmationMessages.invalid);
    if (link.expired) throw new AppError("gone", confirmationMessages.paymentExpired);
    const [row] = await db.select().from(payments).where(eq(payments.receiptNumber, link.id));
    if (!row || row.status !== "paid") throw new AppError("not_found", confirmationMessages.invalid);
    return { receipt: receiptOf(row) };
  }

  return {
    async createPayment(request: CreatePaymentRequest, now = new Date()): Promise<CreatePaymentResponse> {
      const amountPaise = rupeesToPaise(request.amount);
      let gatewayOrder;
      try {
        gatewayOrder = await gateway.createOrder({ amountPaise, receipt: `payment-${randomId(10)}`, notes: { purpose: request.purpose } });
      } catch (error) {
        if (error instanceof GatewayError) throw new AppError("gateway_unavailable", paymentMessages.createFailed, { cause: error });
        throw error;
      }
      await db.insert(payments).values({
        purpose: request.purpose,
        amountPaise,
        name: request.name,
        email: request.email,
        phone: request.phone,
        gateway: gateway.kind,
        gatewayOrderId: gatewayOrder.id,
        reconcileAt: new Date(now.getTime() + options.reconcileAfterSeconds * 1000),
        createdAt: now,
      });
      return {
        status: "success",
        message: paymentMessages.created,
        order_id: gatewayOrder.id,
        amount: amountPaise,
        currency: CURRENCY,
        key: gateway.keyId,
        gateway: gateway.kind,
      };
    },

    verifyPayment: (signature: PaymentSignature, now = new Date()) => verify(signature, now),


    confirmation: (token: string, now = new Date()) => confirmation(token, now),

    /** For the page's loader: the same, with a refusal as its reason. */
    findConfirmation(token: string, now = new Date()): Promise<ConfirmationLookup<PaymentConfirmation>> {
      return confirmationLookup(() => confirmation(token, now));
    },

    /** The gateway orders of standalone payments, for the gateway's events (billing/gateway-events.ts). */
    gatewayOwner: ownPayments,
  };
}
