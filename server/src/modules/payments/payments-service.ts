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
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type PaymentRow, paymentAttempts, payments, webhookEvents } from "../../db/schema/payments.ts";
import { AppError } from "../../http/errors.ts";
import { GatewayError, type PaymentGateway, randomId } from "../../lib/payment-gateway/gateway.ts";
import type { CapturedPayment, FailedPayment, GatewayOrderOwner } from "../../lib/payment-gateway/owners.ts";
import { nextReceiptNumber } from "../../lib/receipt-numbers.ts";
import { paymentReceiptMail } from "../../lib/mail-templates.ts";
import { enqueueMail } from "../../lib/outbox.ts";

export type WebhookOutcome = { status: "processed" | "duplicate" | "ignored" };

/** The parts of a Razorpay webhook event we read (https://razorpay.com/docs/webhooks/payloads/payments/). */
type WebhookEvent = {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; error_code?: unknown; error_description?: unknown; error_reason?: unknown } };
    order?: { entity?: { id?: unknown } };
  };
};

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Standalone payments (spec online-shop §2, §3, §7), and what the gateway tells us about any of its
 * orders: Razorpay's webhooks and the test gateway's simulated outcomes, handed to whichever owner
 * (a standalone payment here, or a shop order through `otherOwners`) made the gateway order.
 */
export function createPaymentsService(db: Database, gateway: PaymentGateway, otherOwners: GatewayOrderOwner[] = []) {
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
    };
  }

  /** Paid once, with a receipt number; a repeat of the same payment answers the same receipt. */
  async function markPaid(payment: CapturedPayment, now: Date): Promise<PaymentReceipt | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.gatewayOrderId, payment.gatewayOrderId)).for("update");
      if (!row) return null;
      if (row.status === "paid") {
        if (row.paymentId === payment.paymentId) return receiptOf(row);
        throw new AppError("conflict", "This payment has already been made");
      }
      if (payment.amountPaise !== null && payment.amountPaise !== row.amountPaise) {
        throw new AppError("conflict", `The gateway captured ${payment.amountPaise} paise for a payment of ${row.amountPaise} paise`);
      }
      const receiptNumber = await nextReceiptNumber(tx, now);
      const [paid] = await tx
        .update(payments)
        .set({ status: "paid", paymentId: payment.paymentId, paidAt: now, receiptNumber })
        .where(eq(payments.id, row.id))
        .returning();
      await enqueueMail(
        tx,
        paymentReceiptMail({ name: row.name, email: row.email, receiptNumber, paymentId: payment.paymentId, amountPaise: row.amountPaise, purpose: row.purpose, paidAt: now }),
      );
      return receiptOf(paid!);
    });
  }

  const ownPayments: GatewayOrderOwner = {
    async find(gatewayOrderId) {
      const [row] = await db.select({ amountPaise: payments.amountPaise, status: payments.status }).from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
      return row ? { amountPaise: row.amountPaise, paid: row.status === "paid" } : null;
    },
    async capture(payment, now = new Date()) {
      try {
        await markPaid(payment, now);
      } catch (error) {
        if (!(error instanceof AppError && error.kind === "conflict")) throw error;
      }
    },
    async fail(payment) {
      // Never moves a paid payment back; a later successful attempt still makes a failed one paid.
      const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.gatewayOrderId, payment.gatewayOrderId));
      if (row?.status === "created") {
        await db.update(payments).set({ status: "failed" }).where(eq(payments.gatewayOrderId, payment.gatewayOrderId));
      }
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

  async function recordFailure(failure: FailedPayment, owner: GatewayOrderOwner) {
    await db.insert(paymentAttempts).values({
      gatewayOrderId: failure.gatewayOrderId,
      paymentId: failure.paymentId,
      status: "failed",
      errorCode: failure.code,
      errorDescription: failure.description,
      errorReason: failure.reason,
    });
    await owner.fail(failure);
  }

  return {
    async createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
      const amountPaise = rupeesToPaise(request.amount);
      let gatewayOrder;
      try {
        gatewayOrder = await gateway.createOrder({ amountPaise, receipt: `payment-${randomId(10)}`, notes: { purpose: request.purpose } });
      } catch (error) {
        if (error instanceof GatewayError) throw new AppError("internal", paymentMessages.createFailed, { cause: error });
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

    async verifyPayment(signature: PaymentSignature, now = new Date()): Promise<VerifyPaymentResponse> {
      const [row] = await db.select({ gatewayOrderId: payments.gatewayOrderId }).from(payments).where(eq(payments.gatewayOrderId, signature.razorpay_order_id));
      if (!row) throw new AppError("not_found", paymentMessages.paymentNotFound);
      if (!gateway.verifyPayment(row.gatewayOrderId, signature.razorpay_payment_id, signature.razorpay_signature)) {
        throw new AppError("invalid", paymentMessages.invalidSignature);
      }
      const receipt = await markPaid({ gatewayOrderId: row.gatewayOrderId, paymentId: signature.razorpay_payment_id, amountPaise: null }, now);
      if (!receipt) throw new AppError("not_found", paymentMessages.paymentNotFound);
      return { status: "success", message: paymentMessages.verified, receipt };
    },

    /**
     * Razorpay's webhook: the signature of the raw body first, then the event, once per event id.
     * `payment.captured` and `order.paid` run the owner's paid transition (so an order is paid even
     * when the browser closed before verifying); `payment.failed` is recorded and never moves a paid
     * order back. The event id is stored after the work, so a delivery that failed half-way is retried.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined, now = new Date()): Promise<WebhookOutcome> {
      if (!gateway.webhooksEnabled) throw new AppError("not_found", "Webhooks are not configured");
      if (!gateway.verifyWebhook(rawBody, signature)) throw new AppError("invalid", "Invalid webhook signature");
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString("utf8")) as WebhookEvent;
      } catch {
        throw new AppError("invalid", "The webhook body is not valid JSON");
      }
      const name = text(event?.event) ?? "unknown";
      if (eventId) {
        const [seen] = await db.select({ eventId: webhookEvents.eventId }).from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
        if (seen) return { status: "duplicate" };
      }

      const entity = event.payload?.payment?.entity;
      const gatewayOrderId = text(entity?.order_id) ?? text(event.payload?.order?.entity?.id);
      const paymentId = text(entity?.id);
      let outcome: WebhookOutcome = { status: "ignored" };
      const found = gatewayOrderId ? await ownerOf(gatewayOrderId) : null;
      if (found && gatewayOrderId) {
        if ((name === "payment.captured" || name === "order.paid") && paymentId) {
          const amountPaise = typeof entity?.amount === "number" ? entity.amount : null;
          await db.insert(paymentAttempts).values({ gatewayOrderId, paymentId, status: "captured" });
          await found.owner.capture({ gatewayOrderId, paymentId, amountPaise }, now);
          outcome = { status: "processed" };
        } else if (name === "payment.failed") {
          await recordFailure(
            {
              gatewayOrderId,
              paymentId,
              code: text(entity?.error_code) ?? "UNKNOWN",
              description: text(entity?.error_description) ?? "Payment failed",
              reason: text(entity?.error_reason) ?? "unknown",
            },
            found.owner,
          );
          outcome = { status: "processed" };
        }
      }
      if (eventId) await db.insert(webhookEvents).values({ eventId, event: name }).onConflictDoNothing();
      return outcome;
    },

    /**
     * The test gateway's checkout outcome (only while the gateway is `test`): success hands back a
     * payment signed exactly as Razorpay signs one; failure answers Razorpay's error shape and is
     * recorded as a failed attempt (the order stays `created`, the stock untouched).
     */
    async simulateTestPayment(request: TestGatewayPayRequest): Promise<TestGatewayPayResponse> {
      if (gateway.kind !== "test" || !gateway.signPayment) throw new AppError("not_found", "The test gateway is not in use");
      const found = await ownerOf(request.order_id);
      if (!found) throw new AppError("not_found", "Order not found");
      if (found.found.paid) throw new AppError("conflict", "This order has already been paid");
      const paymentId = `pay_test_${randomId()}`;
      if (request.outcome === "failure") {
        const error: GatewayPaymentError["error"] = {
          code: "BAD_REQUEST_ERROR",
          description: testGatewayTexts.failedDescription,
          reason: "payment_failed",
        };
        await recordFailure({ gatewayOrderId: request.order_id, paymentId, ...error }, found.owner);
        return { error };
      }
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: request.order_id,
        razorpay_signature: gateway.signPayment(request.order_id, paymentId),
      };
    },
  };
}
