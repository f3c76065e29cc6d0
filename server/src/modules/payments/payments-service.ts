import { paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import {
  CURRENCY,
  type GatewayPaymentError,
  type PaymentSignature,
  type TestGatewayPayRequest,
  type TestGatewayPayResponse,
  testGatewayTexts,
} from "@urjavolt/contract/orders";
import {
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type PaymentReceipt,
  type VerifyPaymentResponse,
  paymentMessages,
} from "@urjavolt/contract/payments";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { refunds } from "../../db/schema/orders.ts";
import { type PaymentRow, paymentAttempts, payments, webhookEvents } from "../../db/schema/payments.ts";
import { AppError } from "../../http/errors.ts";
import {
  type CapturedEventPayment,
  GatewayError,
  type GatewayEvent,
  GatewayInputError,
  GatewayRefused,
  type PaymentGateway,
  randomId,
} from "../billing/gateway/gateway.ts";
import {
  type CaptureOutcome,
  type CapturedPayment,
  type FailedPayment,
  type GatewayOrderOwner,
  RECONCILE_FOR_MS,
  RECONCILE_LEASE_MS,
  nextCheck,
} from "../billing/gateway/owners.ts";
import { nextReceiptNumber } from "../billing/receipt-numbers.ts";
import { paymentReceiptMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import type { Refunds } from "../billing/refunds.ts";
import { type ConfirmationLookup, type PaymentConfirmation, confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { confirmationLookup, signConfirmationToken, verifyConfirmationToken } from "../../lib/signed-links.ts";

export type WebhookOutcome = { status: "processed" | "duplicate" | "ignored" };

export type PaymentsOptions = {
  /** When the reconciler first asks the gateway about an unpaid payment (PAYMENT_RECONCILE_AFTER, seconds). */
  reconcileAfterSeconds: number;
  /** Signs the link to the page after paying (TRACKING_SECRET, like the orders' links). */
  trackingSecret: string;
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Standalone payments (docs/requirements/online-shop.md §2, §3, §7), and what the gateway tells us about any of its
 * orders: Razorpay's webhooks, the test gateway's checkout stand-in, and the reconciler's questions
 * (decision 015), each handed to whichever owner (a standalone payment here, or a shop order through
 * `otherOwners`) made the gateway order.
 */
export function createPaymentsService(
  db: Database,
  gateway: PaymentGateway,
  refundsEngine: Refunds,
  options: PaymentsOptions,
  otherOwners: GatewayOrderOwner[] = [],
) {
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

  const owners = [ownPayments, ...otherOwners];

  async function ownerOf(gatewayOrderId: string) {
    for (const owner of owners) {
      const found = await owner.find(gatewayOrderId);
      if (found) return { owner, found };
    }
    return null;
  }

  async function recordFailure(tx: Database, failure: FailedPayment, owner: GatewayOrderOwner, now: Date) {
    await tx.insert(paymentAttempts).values({
      gatewayOrderId: failure.gatewayOrderId,
      paymentId: failure.paymentId,
      status: "failed",
      errorCode: failure.code,
      errorDescription: failure.description,
      errorReason: failure.reason,
    });
    await owner.fail(tx, failure, now);
  }

  /**
   * A payment the gateway says was captured, applied by its owner in a transaction that first
   * records the webhook's event id (when there is one), so two deliveries at once apply once; the
   * refunds it asked for go to the gateway after the commit. False when the event was seen before.
   */
  async function applyCapture(owner: GatewayOrderOwner, payment: CapturedPayment, now: Date, eventId?: string, eventName = "reconciled"): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      if (eventId && !(await firstDelivery(tx, eventId, eventName))) return null;
      await tx.insert(paymentAttempts).values({ gatewayOrderId: payment.gatewayOrderId, paymentId: payment.paymentId, status: "captured" });
      return owner.capture(tx, payment, now);
    });
    if (!outcome) return false;
    if (outcome.refundIds.length > 0) await refundsEngine.send(outcome.refundIds, now);
    return true;
  }

  /** A payment the gateway already gave back, recorded as such once (the order is left to expire). */
  async function recordRefundedAttempt(gatewayOrderId: string, paymentId: string): Promise<void> {
    const [seen] = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.gatewayOrderId, gatewayOrderId), eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.status, "refunded")));
    if (!seen) await db.insert(paymentAttempts).values({ gatewayOrderId, paymentId, status: "refunded" });
  }

  /** Records a webhook event id inside the transaction that applies it: false when it was there already. */
  async function firstDelivery(tx: Database, eventId: string, event: string): Promise<boolean> {
    const inserted = await tx.insert(webhookEvents).values({ eventId, event }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
    return inserted.length > 0;
  }

  /** Captures an authorized payment at the gateway; already captured (a second delivery, the reconciler) is fine. */
  async function captureAuthorized(payment: CapturedEventPayment, amountPaise: number): Promise<void> {
    try {
      await gateway.capturePayment(payment.id, amountPaise);
    } catch (error) {
      if (!(error instanceof GatewayRefused)) throw error;
      const now = (await gateway.fetchOrderPayments(payment.gatewayOrderId)).find((known) => known.id === payment.id);
      if (now?.status !== "captured") throw error;
    }
  }

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

    /**
     * Razorpay's webhook: the adapter checks the signature of the raw body and reads the event; then
     * the event is applied once per event id, the id recorded in the transaction that applies it.
     * `payment.captured` and `order.paid` run the owner's paid transition (so an order is paid even
     * when the browser closed before verifying); `payment.authorized` is captured first;
     * `payment.failed` is recorded and never moves a paid order back; refund events settle refunds.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined, now = new Date()): Promise<WebhookOutcome> {
      if (!gateway.webhooksEnabled) throw new AppError("not_found", "Webhooks are not configured");
      let event: GatewayEvent;
      try {
        event = gateway.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof GatewayInputError) throw new AppError("invalid", error.message);
        throw error;
      }
      if (event.kind === "captured" || event.kind === "authorized") {
        const found = await ownerOf(event.payment.gatewayOrderId);
        if (!found) return record(eventId, event.name, "ignored");
        if (event.kind === "authorized") await captureAuthorized(event.payment, event.payment.amountPaise ?? found.found.amountPaise);
        const applied = await applyCapture(found.owner, { gatewayOrderId: event.payment.gatewayOrderId, paymentId: event.payment.id, amountPaise: event.payment.amountPaise }, now, eventId, event.name);
        return { status: applied ? "processed" : "duplicate" };
      }
      if (event.kind === "failed") {
        const found = await ownerOf(event.payment.gatewayOrderId);
        if (!found) return record(eventId, event.name, "ignored");
        const failure = event.payment;
        const applied = await db.transaction(async (tx) => {
          if (eventId && !(await firstDelivery(tx, eventId, event.name))) return false;
          await recordFailure(tx, { gatewayOrderId: failure.gatewayOrderId, paymentId: failure.id, code: failure.code, description: failure.description, reason: failure.reason }, found.owner, now);
          return true;
        });
        return { status: applied ? "processed" : "duplicate" };
      }
      if (event.kind === "refund") {
        const refund = event.refund;
        const outcome = await db.transaction(async (tx) => {
          if (eventId && !(await firstDelivery(tx, eventId, event.name))) return "duplicate" as const;
          return (await refundsEngine.applyGatewayRefund(tx, refund, now)) ? ("processed" as const) : ("ignored" as const);
        });
        return { status: outcome };
      }
      return record(eventId, event.name, "ignored");

      async function record(id: string | undefined, name: string, status: "ignored"): Promise<WebhookOutcome> {
        if (!id) return { status };
        return { status: (await db.transaction((tx) => firstDelivery(tx, id, name))) ? status : "duplicate" };
      }
    },

    /**
     * The reconciler's turn (decision 015): asks the gateway about orders and payments still open,
     * settles a captured payment exactly as a verify would, captures an authorized one, extends the
     * hold on units while a payment is pending, and lets the owner expire what a day brought nothing.
     * Answers how many orders and payments it asked about. Once `stopping()` turns true (the server
     * is closing) it finishes the order in hand and leaves the others it claimed to their leases.
     */
    async reconcile(now = new Date(), limit = 20, stopping: () => boolean = () => false): Promise<number> {
      let asked = 0;
      for (const owner of owners) {
        if (stopping()) break;
        for (const gatewayOrderId of await owner.claimDue(now, limit)) {
          if (stopping()) break;
          asked += 1;
          let known;
          try {
            known = await gateway.fetchOrderPayments(gatewayOrderId);
          } catch (error) {
            if (!(error instanceof GatewayError)) throw error;
            await owner.reschedule(gatewayOrderId, now, false);
            continue;
          }
          for (const payment of known.filter((candidate) => candidate.status === "authorized")) {
            try {
              await captureAuthorized({ id: payment.id, gatewayOrderId, amountPaise: payment.amountPaise }, payment.amountPaise);
              payment.status = "captured";
            } catch (error) {
              if (!(error instanceof GatewayError)) throw error;
            }
          }
          // Money that came and went back (Razorpay refunds a payment it could not get captured in
          // time, or staff refunded it in the dashboard) pays nothing: recorded once, for the console.
          for (const payment of known.filter((candidate) => candidate.status === "refunded")) await recordRefundedAttempt(gatewayOrderId, payment.id);
          const captured = known.filter((candidate) => candidate.status === "captured");
          for (const payment of captured) {
            await applyCapture(owner, { gatewayOrderId, paymentId: payment.id, amountPaise: payment.amountPaise }, now);
          }
          // A settled order needs no more questions (its paid transition cleared `reconcile_at`).
          if (captured.length === 0) {
            await owner.reschedule(gatewayOrderId, now, known.some((candidate) => candidate.status === "created" || candidate.status === "authorized"));
          }
        }
      }
      if (!stopping()) await refundsEngine.runDue(now);
      return asked;
    },

    /**
     * The test gateway's checkout (only while the gateway is `test`): success hands back a payment
     * signed exactly as Razorpay signs one; failure answers Razorpay's error shape and is recorded as
     * a failed attempt (the order stays `created` and gives its units back); pending leaves the
     * payment authorized, not captured, for the reconciler to capture.
     */
    async simulateTestPayment(request: TestGatewayPayRequest, now = new Date()): Promise<TestGatewayPayResponse> {
      const checkout = gateway.testCheckout;
      if (gateway.kind !== "test" || !checkout) throw new AppError("not_found", "The test gateway is not in use");
      const found = await ownerOf(request.order_id);
      if (!found) throw new AppError("not_found", "Order not found");
      if (found.found.paid) throw new AppError("conflict", "This order has already been paid");
      const { paymentId, signature } = await checkout.pay(request.order_id, found.found.amountPaise, request.outcome);
      if (request.outcome === "failure") {
        const error: GatewayPaymentError["error"] = {
          code: "BAD_REQUEST_ERROR",
          description: testGatewayTexts.failedDescription,
          reason: "payment_failed",
        };
        await db.transaction((tx) => recordFailure(tx, { gatewayOrderId: request.order_id, paymentId, ...error }, found.owner, now));
        return { error };
      }
      if (request.outcome === "pending") return { razorpay_order_id: request.order_id, razorpay_payment_id: paymentId, pending: true };
      return { razorpay_payment_id: paymentId, razorpay_order_id: request.order_id, razorpay_signature: signature };
    },
  };
}
