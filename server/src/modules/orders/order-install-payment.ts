import {
  type InstallFail,
  type InstallPayment,
  type PayOnInstallationSettings,
  type PayOnInstallationSettingsInput,
  payOnInstallationMessages,
} from "@urjavolt/contract/installation";
import { formatRupees, paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { checkoutSettings, orderEvents, orderItems, orders } from "../../db/schema/orders.ts";
import { AppError } from "../../http/errors.ts";
import { GatewayError, GatewayRefused, type PaymentGateway } from "../billing/gateway/gateway.ts";
import type { Refunds } from "../billing/refunds.ts";
import { releaseHold, takeUnits } from "../inventory/reservations.ts";
import { type MailSettings, type UnpaidCancellation, orderCancelledUnpaidMail, unpaidCancellationReasons } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import { renderText, type TextSettings } from "../messaging/text-templates.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { exchangeOnDue } from "../../lib/exchange-values.ts";
import type { CollectedBattery } from "@urjavolt/contract/exchange";
import { indianMobile } from "@urjavolt/contract/messages";
import { createPaidTransition } from "./order-paid.ts";
import { releaseInstallation } from "./order-installation.ts";

export type InstallationPayments = ReturnType<typeof createInstallationPayments>;

/** The limit (paise; 0 = off) and the days to pay, as staff set them (decision 059). */
export async function readPayOnInstallationSettings(executor: Database): Promise<{ limitPaise: number; days: number }> {
  const [row] = await executor.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1));
  return { limitPaise: row?.payOnInstallationLimitPaise ?? 0, days: row?.payOnInstallationDays ?? 3 };
}

/** The prefix of a cash payment's id: `cash_` and the order number (one cash payment per order). */
export const CASH_PAYMENT_PREFIX = "cash_";
/** How long a payment link stays payable after the order's time to pay ends: none. */
const LINK_GRACE_MS = 0;

/**
 * Pay on installation (decision 059), the orders' side: the limit staff set; the payment link made
 * at the gateway and sent by SMS when the technician closes the visit, or the cash the technician
 * took; the paid transition run exactly as for a card (receipt, stock, invoice, e-mails) when the link
 * is paid (webhook or reconciler) or the cash recorded; and the order cancelled, its stock released,
 * when the installation fails or the time to pay runs out. The service module calls the steps that
 * close a visit through `InstallationPaymentSteps` (handed in by services.ts).
 */
export function createInstallationPayments(db: Database, gateway: PaymentGateway, refunds: Refunds, mail: MailSettings, texts: TextSettings) {
  const { markPaid } = createPaidTransition(refunds, mail);

  const readSettings = (executor: Database = db) => readPayOnInstallationSettings(executor);

  /** Cancels an order paid on installation that was never paid: its units and its slot go back, the buyer is told. */
  async function cancelUnpaid(tx: Database, orderId: number, why: UnpaidCancellation, now: Date, staffId: number | null = null, staffName: string | null = null): Promise<boolean> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || !order.payOnInstallation || order.status !== "created") return false;
    await releaseHold(tx, order.id);
    await releaseInstallation(tx, order.id, now);
    await tx.update(orders).set({ status: "cancelled", reconcileAt: null }).where(eq(orders.id, order.id));
    // The step shows on the order's pages; the shop made it, not a staff member.
    await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: "created", toStatus: "cancelled", note: `Not paid on installation: ${unpaidCancellationReasons[why]}`, staffId, staffName: staffName ?? "Shop", createdAt: now });
    await enqueueMail(tx, orderCancelledUnpaidMail(order, why, mail));
    return true;
  }

  /** The paid transition for a link's payment, in `tx`: the receipt, stock, invoice and e-mails as for a card. */
  async function payByLink(tx: Database, linkId: string, payment: { id: string; amountPaise: number | null }, now: Date): Promise<{ refundIds: number[] } | null> {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentLinkId, linkId)).for("update");
    if (!order) return null;
    const paid = await markPaid(tx, { gatewayOrderId: order.gatewayOrderId, paymentId: payment.id, amountPaise: payment.amountPaise }, now);
    if (paid && !paid.secondPayment) {
      await tx.update(orders).set({ installationPayment: "paid_link" }).where(and(eq(orders.id, order.id), eq(orders.installationPayment, "link_sent")));
    }
    return { refundIds: paid?.refundIds ?? [] };
  }

  return {
    async settings(): Promise<PayOnInstallationSettings> {
      const { limitPaise, days } = await readSettings();
      return { limit: paiseToRupees(limitPaise), days };
    },

    /** The limit checkout reads, in paise, and the days to pay. */
    settingsPaise: (executor?: Database) => readSettings(executor),

    async updateSettings(input: PayOnInstallationSettingsInput & { limit: number; days: number }, staffId: number, now = new Date()): Promise<PayOnInstallationSettings> {
      const values = { payOnInstallationLimitPaise: rupeesToPaise(input.limit), payOnInstallationDays: input.days, updatedBy: staffId, updatedAt: now };
      await db.insert(checkoutSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: checkoutSettings.id, set: values });
      return { limit: paiseToRupees(values.payOnInstallationLimitPaise), days: values.payOnInstallationDays };
    },

    /**
     * Before the close's transaction: the payment link for an order paid on installation, made at the
     * gateway for what is due once the old battery collected is valued (the close then writes that
     * amount). A second close after a failed one reuses the link when the amount is the same; for
     * another amount, the first link is cancelled and a new one made. Nothing for cash or a paid order.
     */
    async prepare(orderId: number, payment: InstallPayment | null, collected: readonly CollectedBattery[], now: Date): Promise<void> {
      if (payment?.method !== "link") return;
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order || !order.payOnInstallation || order.status !== "created") return;
      const amountPaise = (await exchangeOnDue(db, order, collected))?.totalPaise ?? order.totalPaise;
      if (order.paymentLinkId !== null && order.paymentLinkPaise === amountPaise) return;
      let link;
      try {
        if (order.paymentLinkId !== null) {
          // Never sent (the close that made it did not happen), so nobody can have paid it; one cancelled or expired already is done with.
          await gateway.cancelPaymentLink(order.paymentLinkId).catch((error: unknown) => {
            if (!(error instanceof GatewayRefused)) throw error;
          });
        }
        link = await gateway.createPaymentLink({
          amountPaise,
          // The gateway takes a reference once: a second link for the order gets its own.
          referenceId: order.paymentLinkId === null ? order.number : `${order.number}-${now.getTime().toString(36)}`,
          description: `Order ${order.number}, installed`,
          customer: { name: order.fullName, contact: indianMobile(order.mobile) ?? order.mobile, email: order.email },
          expireBy: new Date(Math.max(order.paymentDueBy!.getTime() + LINK_GRACE_MS, now.getTime() + 16 * 60_000)),
          notes: { custom_order_id: order.number },
        });
      } catch (error) {
        if (error instanceof GatewayError) throw new AppError("gateway_unavailable", payOnInstallationMessages.linkFailed, { cause: error });
        throw error;
      }
      await db
        .update(orders)
        .set({ paymentLinkId: link.id, paymentLinkUrl: link.shortUrl, paymentLinkPaise: amountPaise })
        .where(and(eq(orders.id, order.id), eq(orders.status, "created")));
    },

    /**
     * Inside the close's transaction: an order paid on installation needs its payment. A link: the
     * order says "link sent" and the SMS with the link is queued to the customer's mobile. Cash: the
     * amount must be the order's total to the paisa, and the paid transition runs (receipt, stock,
     * invoice). An order paid at checkout needs nothing (a payment given is refused).
     */
    async collectInTransaction(tx: Database, orderId: number, payment: InstallPayment | null, now: Date): Promise<void> {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) throw new AppError("not_found", payOnInstallationMessages.notPayOnInstallation);
      if (!order.payOnInstallation) {
        if (payment) throw new AppError("invalid", payOnInstallationMessages.notPayOnInstallation, { errors: { payment: payOnInstallationMessages.notPayOnInstallation } });
        return;
      }
      if (order.status !== "created") {
        if (payment) throw new AppError("conflict", payOnInstallationMessages.alreadyPaid, { errors: { payment: payOnInstallationMessages.alreadyPaid } });
        return;
      }
      if (!payment) throw new AppError("invalid", payOnInstallationMessages.paymentRequired, { errors: { payment: payOnInstallationMessages.paymentRequired } });
      if (payment.method === "cash") {
        const due = formatRupees(paiseToRupees(order.totalPaise));
        if (rupeesToPaise(payment.amount) !== order.totalPaise) {
          throw new AppError("invalid", payOnInstallationMessages.cashAmount(due), { errors: { "payment.amount": payOnInstallationMessages.cashAmount(due) } });
        }
        await markPaid(tx, { gatewayOrderId: order.gatewayOrderId, paymentId: `${CASH_PAYMENT_PREFIX}${order.number}`, amountPaise: order.totalPaise }, now);
        await tx.update(orders).set({ installationPayment: "paid_cash" }).where(eq(orders.id, order.id));
        return;
      }
      if (!order.paymentLinkId || !order.paymentLinkUrl) throw new AppError("gateway_unavailable", payOnInstallationMessages.linkFailed);
      // The exchange's value table changed between the link and now: the next close makes a link for the new amount.
      if (order.paymentLinkPaise !== order.totalPaise) throw new AppError("conflict", payOnInstallationMessages.linkStale);
      // The units are fitted at the customer's: they leave the stock now, not at payment, so neither the
      // hold's end nor a late payment can put them back on sale (the paid transition then takes none).
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      if (!(await takeUnits(tx, order.id, order.reservation === "held", items))) throw new AppError("conflict", payOnInstallationMessages.unitsGone);
      await tx.update(orders).set({ installationPayment: "link_sent", reservation: "consumed", reservedUntil: null }).where(eq(orders.id, order.id));
      // The customer asked for this link at their door: it is sent whatever their marketing consents say.
      const to = indianMobile(order.mobile);
      if (to) {
        const rendered = renderText("sms", { event: "payment-link", reference: order.number, name: order.fullName, amount: formatRupees(paiseToRupees(order.totalPaise)), link: order.paymentLinkUrl }, texts);
        await tx.insert(outbox).values({ channel: "sms", kind: rendered.event, to, subject: rendered.subject, text: rendered.text, html: "", variables: rendered.variables, createdAt: now, nextAttemptAt: now });
      }
    },

    /** Inside the transaction that closes a visit as failed: an unpaid order paid on installation is cancelled and its stock released. */
    async failInTransaction(tx: Database, orderId: number, failure: InstallFail, staff: { id: number; name: string }, now: Date): Promise<void> {
      await cancelUnpaid(tx, orderId, failure.reason, now, staff.id, staff.name);
    },

    /** `payment_link.paid` (webhook): the paid transition for the order whose link it is, in `tx`; null when no order has the link. */
    payByLink,

    /**
     * The reconciler's turn: asks the gateway about each link sent and not yet paid (a lost webhook),
     * and cancels the orders whose time to pay has run out, after asking once more. Answers how many changed.
     */
    async reconcile(now = new Date(), limit = 20): Promise<{ changed: number; refundIds: number[] }> {
      let changed = 0;
      const refundIds: number[] = [];
      const open = await db
        .select({ id: orders.id, linkId: orders.paymentLinkId, dueBy: orders.paymentDueBy })
        .from(orders)
        .where(and(eq(orders.payOnInstallation, true), eq(orders.status, "created"), isNotNull(orders.paymentLinkId)))
        .orderBy(asc(orders.paymentDueBy))
        .limit(limit);
      for (const order of open) {
        let link;
        try {
          link = await gateway.fetchPaymentLink(order.linkId!);
        } catch (error) {
          if (error instanceof GatewayError && !(error instanceof GatewayRefused)) continue;
          if (!(error instanceof GatewayRefused)) throw error;
          link = null;
        }
        if (link?.status === "paid" && link.payment) {
          const payment = link.payment;
          const outcome = await db.transaction((tx) => payByLink(tx, order.linkId!, payment, now));
          if (outcome) {
            refundIds.push(...outcome.refundIds);
            changed += 1;
          }
        }
      }
      const overdue = await db
        .select({ id: orders.id, linkId: orders.paymentLinkId })
        .from(orders)
        // Never installed by then; an order installed with its link sent is the customer's to pay, and stays for the desk.
        .where(and(eq(orders.payOnInstallation, true), eq(orders.status, "created"), eq(orders.installationPayment, "due"), lte(orders.paymentDueBy, now)))
        .limit(limit);
      for (const order of overdue) {
        if (await db.transaction((tx) => cancelUnpaid(tx, order.id, "time_ran_out", now))) changed += 1;
      }
      if (refundIds.length > 0) await refunds.send(refundIds, now);
      return { changed, refundIds };
    },
  };
}
