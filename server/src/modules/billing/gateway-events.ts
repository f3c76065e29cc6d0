import type { GatewayPaymentError, TestGatewayPayRequest, TestGatewayPayResponse } from "@urjavolt/contract/orders";
import { testGatewayTexts } from "@urjavolt/contract/orders";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentAttempts, webhookEvents } from "../../db/schema/payments.ts";
import { AppError } from "../../http/errors.ts";
import { type CapturedEventPayment, GatewayError, type GatewayEvent, GatewayInputError, GatewayRefused, type PaymentGateway } from "./gateway/gateway.ts";
import type { CapturedPayment, FailedPayment, GatewayOrderOwner } from "./gateway/owners.ts";
import type { Refunds } from "./refunds.ts";

export type WebhookOutcome = { status: "processed" | "duplicate" | "ignored" };

export type GatewayEvents = ReturnType<typeof createGatewayEvents>;

/**
 * What the gateway tells us about any of its orders (decision 015): Razorpay's webhooks, the test
 * gateway's checkout stand-in, and the reconciler's questions, each handed to whichever owner made
 * the gateway order (a shop order, a standalone payment), and refunds settled.
 */
/**
 * Who made the gateway's payment links (decision 059): shop orders paid on installation. Its paid
 * transition runs in the transaction that records the webhook's event id; null when no order has the link.
 */
export type PaymentLinkOwner = {
  payByLink(tx: Database, linkId: string, payment: { id: string; amountPaise: number | null }, now: Date): Promise<{ refundIds: number[] } | null>;
};

export function createGatewayEvents(db: Database, gateway: PaymentGateway, refundsEngine: Refunds, owners: readonly GatewayOrderOwner[], links: PaymentLinkOwner | null = null) {
  /** A link's payment, applied once per webhook event id; false when the event was seen before, null when no order has the link. */
  async function applyLinkPaid(linkId: string, payment: { id: string; amountPaise: number | null }, now: Date, eventId?: string, eventName = "payment_link.paid"): Promise<boolean | null> {
    if (!links) return null;
    const outcome = await db.transaction(async (tx) => {
      if (eventId && !(await firstDelivery(tx, eventId, eventName))) return false as const;
      const paid = await links.payByLink(tx, linkId, payment, now);
      if (paid) await tx.insert(paymentAttempts).values({ gatewayOrderId: `link:${linkId}`, paymentId: payment.id, status: "captured" });
      return paid;
    });
    if (outcome === false) return false;
    if (outcome === null) return null;
    if (outcome.refundIds.length > 0) await refundsEngine.send(outcome.refundIds, now);
    return true;
  }

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

  return {
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
      if (event.kind === "link_paid") {
        const applied = await applyLinkPaid(event.link.id, event.payment, now, eventId, event.name);
        if (applied === null) return record(eventId, event.name, "ignored");
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
    /**
     * The test gateway's payment-link page (only while the gateway is `test`): the customer pays the
     * link in full, and the order is paid exactly as Razorpay's `payment_link.paid` webhook would pay it.
     */
    async payTestLink(linkId: string, now = new Date()): Promise<{ status: "paid" }> {
      const checkout = gateway.testCheckout;
      if (gateway.kind !== "test" || !checkout) throw new AppError("not_found", "The test gateway is not in use");
      const link = await checkout.payLink(linkId);
      if (!link?.payment) throw new AppError("not_found", "There is no unpaid payment link with this id");
      await applyLinkPaid(link.id, link.payment, now);
      return { status: "paid" };
    },

    /** The test gateway's payment-link page reads the link: its amount, our reference, whether it was paid. */
    async testLink(linkId: string): Promise<{ id: string; amount: number; reference: string | null; status: string }> {
      if (gateway.kind !== "test") throw new AppError("not_found", "The test gateway is not in use");
      try {
        const link = await gateway.fetchPaymentLink(linkId);
        return { id: link.id, amount: link.amountPaise / 100, reference: link.referenceId, status: link.status };
      } catch (error) {
        if (error instanceof GatewayRefused) throw new AppError("not_found", "There is no payment link with this id");
        throw error;
      }
    },

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
