import {
  type TrackOrderRequest,
  type TrackedOrder,
  normalizeContact,
  trackingCreditNotePath,
  trackingInvoicePath,
  trackingMessages,
} from "@urjavolt/contract/orders-tracking";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type OrderItemRow, type OrderRow, orderEvents, orderItems, orders, refunds } from "../../db/schema/orders.ts";
import { AppError } from "../../http/errors.ts";
import type { InvoicePdf, InvoiceStore } from "../billing/invoices.ts";
import { confirmationLookup, linkOpen, signTrackingToken, verifyConfirmationToken, verifyTrackingToken } from "../../lib/signed-links.ts";
import { endedOrderStatuses, freshLinkExpiry, orderLinkEnd } from "@urjavolt/contract/signed-links";
import { type ConfirmationLookup, type OrderConfirmation, confirmationMessages } from "@urjavolt/contract/orders-confirmation";
import { deliveryEstimate } from "@urjavolt/contract/delivery-rules";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { paiseToRupees } from "@urjavolt/contract/money";
import { type VerifiedContact, carriesContact } from "@urjavolt/contract/accounts";
import { lineInRupees, shopReceiptOf, totalsInRupees } from "./order-money.ts";
import { installationOf } from "./order-installation.ts";

export type TrackingService = ReturnType<typeof createTrackingService>;

/**
 * Guest order tracking (docs/architecture.md, Order tracking). Every miss (unknown number, wrong contact, forged token) is
 * the same 404 with the same words, so the answers tell nobody which part was wrong.
 */
export function createTrackingService(db: Database, secret: string, invoices: InvoiceStore) {
  const notFound = () => new AppError("not_found", trackingMessages.notFound);

  const itemsOf = (order: OrderRow) => db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));

  /**
   * When the order's own link stops opening it (decision 036): 90 days after the order ended (the
   * last change to its present status, or its last update when the system made it, as when a hold
   * lapsed), a year after it was placed while it is under way.
   */
  async function linkEnd(order: OrderRow): Promise<Date> {
    if (!(endedOrderStatuses as readonly string[]).includes(order.status)) return orderLinkEnd({ status: order.status, createdAt: order.createdAt, endedAt: null });
    const [event] = await db
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, order.status)))
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
      .limit(1);
    return orderLinkEnd({ status: order.status, createdAt: order.createdAt, endedAt: event?.at ?? order.updatedAt });
  }

  /** The order as the buyer sees it, with `token` in its links; `items`, when the caller has read them already. */
  async function view(order: OrderRow, token: string, knownItems?: OrderItemRow[]): Promise<TrackedOrder> {
    const [items, events, invoice, refundRows, notes, installation] = await Promise.all([
      knownItems ?? itemsOf(order),
      db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      invoices.ofOrder(order.id),
      // The buyer sees refunds the gateway has taken; one still being sent or that failed is staff's to follow.
      db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ["pending", "processed"])))
        .orderBy(asc(refunds.id)),
      invoices.creditNotesOf(order.id),
      installationOf(db, order),
    ]);
    const history: TrackedOrder["history"] = [{ status: "created", at: order.createdAt.toISOString() }];
    if (order.paidAt) history.push({ status: "paid", at: order.paidAt.toISOString() });
    // A part refund leaves the status as it was: it is listed with the refunds, not as a step.
    for (const event of events) if (event.fromStatus !== event.toStatus) history.push({ status: event.toStatus, at: event.createdAt.toISOString() });
    const noteOf = new Map(notes.map((note) => [note.refundId, note.number]));
    return {
      token,
      number: order.number,
      status: order.status,
      fullName: order.fullName,
      city: order.city,
      state: order.state,
      pincode: order.pincode,
      lines: items.map(lineInRupees),
      ...totalsInRupees(order),
      installationPayment: order.installationPayment && order.paymentDueBy ? { state: order.installationPayment, dueBy: order.paymentDueBy.toISOString() } : null,
      couponCode: order.couponCode,
      couponDescription: order.couponDescription,
      receiptNumber: order.receiptNumber,
      needsRefund: order.needsRefund,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      history,
      invoiceNumber: invoice?.number ?? null,
      invoiceUrl: invoice ? trackingInvoicePath(token) : null,
      test: order.gateway === "test",
      installation,
      refunded: paiseToRupees(order.refundedPaise),
      refunds: refundRows.map((row) => {
        const note = noteOf.get(row.id);
        return {
          amount: paiseToRupees(row.amountPaise),
          status: row.status === "processed" ? "processed" : "pending",
          at: row.createdAt.toISOString(),
          creditNote: note ? { number: note, url: trackingCreditNotePath(token, note) } : null,
        };
      }),
    };
  }

  async function byNumber(orderNumber: string): Promise<OrderRow | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.number, orderNumber));
    return order;
  }

  /** The order a link opens: a 404 for a forged, altered or unknown one, a 410 past its lifetime (decision 036). */
  async function orderOfToken(token: string, now: Date): Promise<OrderRow> {
    const claim = verifyTrackingToken(token, secret);
    const order = claim === undefined ? undefined : await byNumber(claim.id);
    if (!claim || !order) throw notFound();
    if (!linkOpen(claim, await linkEnd(order), now)) throw new AppError("gone", trackingMessages.linkExpired);
    return order;
  }

  /**
   * A paid order that carries the signed-in customer's verified contact (decision 054, by the
   * account's one rule); the same 404 as a wrong look-up for any other, so the answer tells nobody
   * whether the number exists.
   */
  async function customersOrder(orderNumber: string, contact: VerifiedContact | null): Promise<OrderRow> {
    const order = contact ? await byNumber(orderNumber.trim().toUpperCase()) : undefined;
    if (!contact || !order?.paidAt || !carriesContact(contact, order)) throw notFound();
    return order;
  }

  /** The order's page with a link of its own: the order's while that lives, else a fresh one for a day. */
  async function ownLinkView(order: OrderRow, now: Date, items?: OrderItemRow[]): Promise<TrackedOrder> {
    const own = now.getTime() < (await linkEnd(order)).getTime();
    return view(order, own ? signTrackingToken(order.number, secret) : signTrackingToken(order.number, secret, freshLinkExpiry(now)), items);
  }

  /**
   * The page after paying (decision 023): the order, its receipt, and when it should be dispatched
   * and delivered while it is still to be sent. A 404 for a forged token, a 410 past its 30 days.
   */
  async function confirmation(token: string, now: Date): Promise<OrderConfirmation> {
    const link = verifyConfirmationToken(token, secret, now);
    if (!link || link.kind !== "order") throw new AppError("not_found", confirmationMessages.invalid);
    if (link.expired) throw new AppError("gone", confirmationMessages.expired);
    const order = await byNumber(link.id);
    if (!order?.paidAt) throw new AppError("not_found", confirmationMessages.invalid);
    return confirmationOf(order as OrderRow & { paidAt: Date }, now);
  }

  async function confirmationOf(order: OrderRow & { paidAt: Date }, now: Date): Promise<OrderConfirmation> {
    const items = await itemsOf(order);
    const tracked = await ownLinkView(order, now, items);
    const toBeSent = order.status === "paid" && !order.needsRefund;
    return {
      order: tracked,
      receipt: shopReceiptOf(order, items),
      delivery: toBeSent ? deliveryEstimate(indiaIsoDate(order.paidAt), order.pincode) : null,
    };
  }

  return {
    /**
     * The order whose number and checkout e-mail (any case) or mobile (any format) match; a 404
     * otherwise. Its page carries the order's own link while that lives, else a fresh one for a day.
     */
    async find(request: TrackOrderRequest, now = new Date()): Promise<TrackedOrder> {
      const contact = normalizeContact(request.contact);
      const order = await byNumber(request.order_number.trim().toUpperCase());
      const matches =
        order !== undefined &&
        contact !== null &&
        (contact.kind === "email" ? order.email.toLowerCase() === contact.value : order.mobile === contact.value);
      if (!order || !matches) throw notFound();
      const own = now.getTime() < (await linkEnd(order)).getTime();
      return view(order, own ? signTrackingToken(order.number, secret) : signTrackingToken(order.number, secret, freshLinkExpiry(now)));
    },

    /** The order a signed link opens; a 404 for a forged or altered token, a 410 for one past its lifetime. */
    async byToken(token: string, now = new Date()): Promise<TrackedOrder> {
      return view(await orderOfToken(token, now), token);
    },

    /** For the page's loader: the same, with a refusal (forged or unknown, or expired) as its reason. */
    findByToken(token: string, now = new Date()): Promise<ConfirmationLookup<TrackedOrder>> {
      return confirmationLookup(async () => view(await orderOfToken(token, now), token));
    },


    confirmation: (token: string, now = new Date()) => confirmation(token, now),

    /** A signed-in buyer's paid order by its number alone (decision 054); the look-up's 404 unless it carries their verified contact. */
    async forCustomer(orderNumber: string, contact: VerifiedContact | null, now = new Date()): Promise<TrackedOrder> {
      return ownLinkView(await customersOrder(orderNumber, contact), now);
    },

    /** For the page's loader: the same, null for any miss (the page then behaves as without a session). */
    async findForCustomer(orderNumber: string, contact: VerifiedContact | null, now = new Date()): Promise<TrackedOrder | null> {
      if (!contact) return null;
      try {
        return await ownLinkView(await customersOrder(orderNumber, contact), now);
      } catch (error) {
        return nullOnMiss(error);
      }
    },

    /** The page after paying, by the order's number, for the signed-in buyer whose verified contact it carries (decision 054); null otherwise. */
    async findConfirmationForCustomer(orderNumber: string, contact: VerifiedContact | null, now = new Date()): Promise<OrderConfirmation | null> {
      if (!contact) return null;
      try {
        const order = await customersOrder(orderNumber, contact);
        return await confirmationOf(order as OrderRow & { paidAt: Date }, now);
      } catch (error) {
        return nullOnMiss(error);
      }
    },

    /** For the page's loader: the same, with a refusal as its reason. */
    findConfirmation(token: string, now = new Date()): Promise<ConfirmationLookup<OrderConfirmation>> {
      return confirmationLookup(() => confirmation(token, now));
    },

    /** One of the token's order's credit notes; a 404 for a number it does not have, a 410 once the link has ended. */
    async creditNote(token: string, number: string, now = new Date()): Promise<InvoicePdf> {
      const order = await orderOfToken(token, now);
      const note = await invoices.creditNote(number, order.id);
      if (!note) throw new AppError("not_found", trackingMessages.noCreditNote);
      return invoices.creditNotePdf(note);
    },

    /** The tax invoice of the token's order; a 404 for an order that has none, a 410 once the link has ended: it names the buyer, their address and GSTIN. */
    async invoice(token: string, now = new Date()): Promise<InvoicePdf> {
      const order = await orderOfToken(token, now);
      const pdf = await invoices.pdfOfOrder(order.id);
      if (!pdf) throw new AppError("not_found", trackingMessages.noInvoice);
      return pdf;
    },
  };
}

/** A refusal (not found, gone) as null; anything else is thrown on. */
function nullOnMiss(error: unknown): null {
  if (error instanceof AppError) return null;
  throw error;
}
