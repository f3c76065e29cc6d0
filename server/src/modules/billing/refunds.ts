import { formatRupees } from "@urjavolt/contract/money";
import { randomBytes } from "node:crypto";
import type { Staff } from "@urjavolt/contract/staff";
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type CreditNoteRow, invoices } from "../../db/schema/invoices.ts";
import { type RefundLine, type RefundRow, type RefundStatus, orderEvents, orders, refunds } from "../../db/schema/orders.ts";
import { payments } from "../../db/schema/payments.ts";
import { products } from "../../db/schema/catalogue.ts";
import { issueCreditNote } from "./invoices.ts";
import { type MailSettings, orderPageUrl, refundIssuedMail, staffRefundFailedMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import { GatewayError, type GatewayRefund, GatewayRefused, type PaymentGateway } from "./gateway/gateway.ts";
import { type StockMovementInput, recordStockMovements } from "../inventory/stock-ledger.ts";
import { isLocale } from "@urjavolt/contract/locale";

/**
 * Refunds go through the gateway that took the money (decision 016). A refund is first recorded,
 * `requested`, inside the transaction that decides it (staff's refund, a cancellation, a payment that
 * could not be fulfilled), with what it gives back already counted against the order, so two refunds
 * can never give back more than was paid. It is sent to the gateway after that transaction commits
 * (no row lock is held across HTTP): accepted, it becomes the gateway's `pending` or `processed` and
 * the buyer is told; once `processed` (the money is back) the credit note is issued; refused, it is `failed`, its amount can be refunded
 * again and staff are told; an unknown outcome (a timeout, a 5xx) leaves it `requested` for the
 * reconciler, which first looks for a refund the gateway already made with our receipt, so a retry
 * never refunds twice. The gateway's refund webhooks and the reconciler's questions settle `pending`.
 */

export type RefundRequest = {
  /** The shop order, or the standalone payment (one of them). */
  orderId?: number;
  paymentRowId?: number;
  gateway: "test" | "razorpay";
  /** The gateway's id of the payment to refund. */
  paymentId: string;
  amountPaise: number;
  reason: string;
  kind: "staff" | "automatic";
  lines?: RefundLine[];
  staff?: Pick<Staff, "id" | "name">;
};

/** A refund being sent is left to its sender this long before another may pick it up. */
const SEND_LEASE_MS = 60_000;
/** How often a refund the gateway has not settled yet is asked about. */
const PENDING_RECHECK_MS = 15 * 60_000;

export type Refunds = ReturnType<typeof createRefunds>;

export function createRefunds(db: Database, gateway: PaymentGateway, mail: MailSettings) {
  /** Records a refund to send (call inside the transaction that decides it); send it once that commits. */
  async function record(tx: Database, request: RefundRequest, now: Date): Promise<RefundRow> {
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: request.orderId ?? null,
        paymentRowId: request.paymentRowId ?? null,
        gateway: request.gateway,
        paymentId: request.paymentId,
        amountPaise: request.amountPaise,
        reason: request.reason,
        kind: request.kind,
        lines: request.lines ?? [],
        receipt: `rf_${randomBytes(9).toString("base64url")}`,
        staffId: request.staff?.id ?? null,
        staffName: request.staff?.name ?? null,
        nextCheckAt: now,
        createdAt: now,
      })
      .returning();
    return row!;
  }

  /** Takes a requested refund for sending, or null when someone else has it or it was sent. */
  async function claim(id: number, now: Date): Promise<RefundRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, id), eq(refunds.status, "requested"), lte(refunds.nextCheckAt, now)))
        .for("update", { skipLocked: true });
      if (!row) return null;
      const [claimed] = await tx
        .update(refunds)
        .set({ attempts: row.attempts + 1, nextCheckAt: new Date(now.getTime() + SEND_LEASE_MS) })
        .where(eq(refunds.id, id))
        .returning();
      return claimed!;
    });
  }

  /** Sends one requested refund to the gateway and records what it said. */
  async function sendOne(id: number, now: Date): Promise<void> {
    const row = await claim(id, now);
    if (!row) return;
    let answer: GatewayRefund;
    try {
      // A refund sent before with an unknown outcome may exist at the gateway already: adopt it.
      const earlier = row.attempts > 1 ? (await gateway.fetchRefunds(row.paymentId)).find((refund) => refund.receipt === row.receipt) : undefined;
      answer =
        earlier ??
        (await gateway.refund({
          paymentId: row.paymentId,
          amountPaise: row.amountPaise,
          receipt: row.receipt,
          notes: { refund_id: String(row.id), reason: row.reason.slice(0, 250) },
        }));
    } catch (error) {
      if (error instanceof GatewayRefused) {
        await db.transaction(async (tx) => fail(tx, (await locked(tx, row.id))!, error.message, now));
        return;
      }
      if (error instanceof GatewayError) {
        // Unknown outcome: asked again, after looking for it by its receipt, with backoff.
        const wait = Math.min(60_000 * 2 ** (row.attempts - 1), 3600_000);
        await db.update(refunds).set({ nextCheckAt: new Date(now.getTime() + wait) }).where(eq(refunds.id, row.id));
        return;
      }
      throw error;
    }
    await db.transaction(async (tx) => settle(tx, (await locked(tx, row.id))!, answer, now));
  }

  async function locked(tx: Database, id: number): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for("update");
    return row;
  }

  /**
   * Moves a refund to what the gateway says of it (its answer to our request, a webhook, a question
   * of the reconciler). The buyer hears when the gateway first takes it; the credit note is issued
   * when the money has gone back (`processed`), never for a refund that may still fail (decision 038).
   */
  async function settle(tx: Database, row: RefundRow, answer: GatewayRefund, now: Date): Promise<void> {
    if (row.status === "processed" || row.status === "failed") return;
    if (answer.status === "failed") return fail(tx, row, "The payment gateway could not make the refund", now);
    const status: RefundStatus = answer.status;
    await tx
      .update(refunds)
      .set({
        status,
        gatewayRefundId: answer.id,
        nextCheckAt: status === "pending" ? new Date(now.getTime() + PENDING_RECHECK_MS) : null,
        processedAt: status === "processed" ? now : null,
      })
      .where(eq(refunds.id, row.id));
    if (status === "processed") {
      await processed(tx, row, now, row.status === "requested");
    } else if (row.status === "requested") {
      await tellBuyer(tx, row, "started", null);
    }
  }

  /**
   * The money has gone back: the credit note (for an invoiced order) and, when there is something new
   * to say (the first answer, or the note), the buyer's e-mail, in the transaction that records it.
   */
  async function processed(tx: Database, row: RefundRow, now: Date, firstAnswer: boolean): Promise<void> {
    let note: CreditNoteRow | null = null;
    if (row.orderId !== null && row.lines.length > 0) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, row.orderId));
      if (invoice) note = await issueCreditNote(tx, order!, invoice, row, now);
    }
    if (firstAnswer || note) await tellBuyer(tx, row, "done", note?.number ?? null);
  }

  /** The buyer's e-mail about a refund: started (the gateway has it) or done (the money is back, with the credit note). */
  async function tellBuyer(tx: Database, row: RefundRow, stage: "started" | "done", creditNoteNumber: string | null): Promise<void> {
    const facts = { amountPaise: row.amountPaise, paymentId: row.paymentId, reason: row.reason, stage, creditNoteNumber, test: row.gateway === "test" };
    if (row.orderId !== null) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
      const locale = isLocale(order!.locale) ? order!.locale : "en";
      await enqueueMail(
        tx,
        refundIssuedMail({
          ...facts,
          name: order!.fullName,
          email: order!.email,
          reference: order!.number,
          kind: "order",
          full: row.amountPaise === order!.totalPaise,
          tracking: { link: orderPageUrl(order!.number, mail, locale), siteUrl: mail.siteUrl },
          locale,
        }),
      );
    } else if (row.paymentRowId !== null) {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentRowId));
      await enqueueMail(
        tx,
        refundIssuedMail({
          ...facts,
          name: payment!.name,
          email: payment!.email,
          reference: payment!.receiptNumber ?? payment!.gatewayOrderId,
          kind: "payment",
          full: true,
          tracking: null,
        }),
      );
    }
  }

  /**
   * The gateway will not make the refund: its amount is no longer counted as refunded, the order is
   * flagged for staff (who may refund it again), and staff are told.
   */
  async function fail(tx: Database, row: RefundRow, failure: string, now: Date): Promise<void> {
    if (row.status === "processed" || row.status === "failed") return;
    await tx.update(refunds).set({ status: "failed", failureReason: failure, nextCheckAt: null, processedAt: now }).where(eq(refunds.id, row.id));
    let reference = row.paymentId;
    if (row.orderId !== null) {
      // Only a refund of the order's own payment counts towards what it refunded (not a second payment's).
      const [order] = await tx
        .update(orders)
        .set({
          refundedPaise: sql`case when ${orders.paymentId} = ${row.paymentId} then ${orders.refundedPaise} - ${row.amountPaise} else ${orders.refundedPaise} end`,
          needsRefund: true,
          refundReason: `Refund of ${formatRupees(row.amountPaise / 100)} failed: ${failure}`,
        })
        .where(eq(orders.id, row.orderId))
        .returning({ number: orders.number, status: orders.status });
      reference = `order ${order!.number}`;
      // An order marked refunded on the strength of this refund is not refunded: back to what it was
      // (cancelled, refund due, for one refunded at once because it could not be fulfilled).
      if (order!.status === "refunded") {
        const [last] = await tx
          .select({ fromStatus: orderEvents.fromStatus })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, row.orderId), eq(orderEvents.toStatus, "refunded")))
          .orderBy(desc(orderEvents.id))
          .limit(1);
        await tx.update(orders).set({ status: last?.fromStatus ?? "cancelled" }).where(eq(orders.id, row.orderId));
      }
      // A staff refund of an order still to be sent put its units back on the shelf; refused, the
      // order is to be sent after all, so they come off again (as far as they were not sold meanwhile:
      // stock never drops below what other buyers hold). A retried refund puts them back once more.
      const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
      if (row.kind === "staff" && current?.status === "paid") {
        const retaken: StockMovementInput[] = [];
        for (const line of row.lines) {
          const [before] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId)).for("update");
          const [after] = await tx
            .update(products)
            .set({ stock: sql`greatest(${products.stock} - ${line.quantity}, ${products.reserved})` })
            .where(eq(products.id, line.productId))
            .returning({ stock: products.stock });
          if (before && after) retaken.push({ productId: line.productId, change: after.stock - before.stock, stockAfter: after.stock, reason: "refund-refused", orderId: row.orderId });
        }
        await recordStockMovements(tx, retaken);
      }
    } else if (row.paymentRowId !== null) {
      const [payment] = await tx
        .update(payments)
        .set({ refundedPaise: sql`${payments.refundedPaise} - ${row.amountPaise}` })
        .where(eq(payments.id, row.paymentRowId))
        .returning({ receipt: payments.receiptNumber });
      reference = `payment ${payment!.receipt ?? row.paymentId}`;
    }
    await enqueueMail(tx, staffRefundFailedMail({ reference, amountPaise: row.amountPaise, reason: row.reason, failure, test: row.gateway === "test" }, mail));
  }

  return {
    record,

    /** Sends refunds recorded by a transaction that has committed. */
    async send(ids: readonly number[], now = new Date()): Promise<void> {
      for (const id of ids) await sendOne(id, now);
    },

    /** A refund webhook (`refund.processed`, `refund.failed`), inside the transaction that records the event. */
    async applyGatewayRefund(tx: Database, answer: GatewayRefund, now = new Date()): Promise<boolean> {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(answer.receipt ? eq(refunds.receipt, answer.receipt) : eq(refunds.gatewayRefundId, answer.id))
        .for("update");
      if (!row) return false;
      await settle(tx, row, answer, now);
      return true;
    },

    /** The reconciler's turn: refunds to send again, and pending ones to ask the gateway about. */
    async runDue(now = new Date(), limit = 20): Promise<void> {
      const due = await db
        .select({ id: refunds.id, status: refunds.status, gatewayRefundId: refunds.gatewayRefundId })
        .from(refunds)
        .where(and(inArray(refunds.status, ["requested", "pending"]), isNotNull(refunds.nextCheckAt), lte(refunds.nextCheckAt, now)))
        .orderBy(asc(refunds.nextCheckAt))
        .limit(limit);
      for (const refund of due) {
        if (refund.status === "requested") {
          await sendOne(refund.id, now);
        } else if (refund.gatewayRefundId) {
          let answer: GatewayRefund;
          try {
            answer = await gateway.fetchRefund(refund.gatewayRefundId);
          } catch (error) {
            if (!(error instanceof GatewayError)) throw error;
            await db.update(refunds).set({ nextCheckAt: new Date(now.getTime() + PENDING_RECHECK_MS) }).where(eq(refunds.id, refund.id));
            continue;
          }
          await db.transaction(async (tx) => {
            const row = await locked(tx, refund.id);
            if (row?.status !== "pending") return;
            if (answer.status === "pending") {
              await tx.update(refunds).set({ nextCheckAt: new Date(now.getTime() + PENDING_RECHECK_MS) }).where(eq(refunds.id, row.id));
            } else {
              await settle(tx, row, answer, now);
            }
          });
        }
      }
    },
  };
}
