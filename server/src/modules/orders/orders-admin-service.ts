import { formatRupees, paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import {
  ADMIN_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderEvent,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderStatusChange,
  type AdminOrderSummary,
  type AdminRefund,
  type AdminRefundRequest,
  NO_INVOICE,
  ORDER_NOT_FOUND,
  adminCreditNotePath,
  adminOrderInvoicePath,
  nextOrderStatuses,
  orderTransitionProblem,
  refundMessages,
} from "@urjavolt/contract/orders-admin";
import type { Staff } from "@urjavolt/contract/staff";
import { type SQL, and, asc, count, desc, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { releaseInstallation } from "./order-installation.ts";
import { payOnInstallationMessages } from "@urjavolt/contract/installation";
import { coupons } from "../../db/schema/coupons.ts";
import { type OrderItemRow, type OrderRow, type RefundLine, type RefundRow, orderEvents, orderItems, orders, refunds as refundRows } from "../../db/schema/orders.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { AppError } from "../../http/errors.ts";
import { staffSearch } from "../../lib/admin-query.ts";
import type { InvoicePdf, InvoiceStore } from "../billing/invoices.ts";
import type { Refunds } from "../billing/refunds.ts";
import { lineInRupees, linePaidPaise, refundOfUnits, refundedUnits, remainingLines, totalsInRupees } from "./order-money.ts";
import { releaseHold, restock } from "../inventory/reservations.ts";
import { indiaDayEnd, indiaDayStart } from "@urjavolt/contract/dates";

export const CREDIT_NOTE_NOT_FOUND = "Credit note not found";

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;

/**
 * Orders for the staff console (docs/architecture.md, Staff console, decisions 015 and 016). Reading is for every staff
 * member; a status change follows the lifecycle of `nextOrderStatuses` (anything else is a 409 with
 * the reason) and is written with who made it and their note. Money goes back only through the
 * gateway: a refund (all that is left, or chosen lines and units) and the cancellation of a paid
 * order record a refund in the order's transaction and send it once that commits. Units refunded
 * or cancelled before the goods left go back on the shelf, and a full refund before then gives the
 * coupon's use back.
 */
export function createOrdersAdminService(db: Database, invoiceStore: InvoiceStore, refunds: Refunds) {
  // Units per order, joined (a correlated subquery would lose its table names).
  const units = db
    .select({ orderId: orderItems.orderId, quantity: sql<number>`sum(${orderItems.quantity})::int`.as("quantity") })
    .from(orderItems)
    .groupBy(orderItems.orderId)
    .as("units");

  function summaryOf(row: OrderRow, items: number): AdminOrderSummary {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      fullName: row.fullName,
      email: row.email,
      mobile: row.mobile,
      total: paiseToRupees(row.totalPaise),
      itemCount: Number(items),
      couponCode: row.couponCode,
      needsRefund: row.needsRefund,
      refunded: paiseToRupees(row.refundedPaise),
      test: row.gateway === "test",
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }

  function refundOf(row: RefundRow, creditNote: { number: string } | undefined): AdminRefund {
    return {
      id: row.id,
      amount: paiseToRupees(row.amountPaise),
      status: row.status,
      reason: row.reason,
      kind: row.kind,
      paymentId: row.paymentId,
      gatewayRefundId: row.gatewayRefundId,
      failureReason: row.failureReason,
      lines: row.lines.map((line) => ({ position: line.position, productName: line.name, quantity: line.quantity, amount: paiseToRupees(line.amountPaise) })),
      by: row.staffName ?? "Automatic",
      at: row.createdAt.toISOString(),
      creditNote: creditNote && row.orderId !== null ? { number: creditNote.number, url: adminCreditNotePath(row.orderId, creditNote.number) } : null,
    };
  }

  async function detail(executor: Database, id: number): Promise<AdminOrderDetail> {
    const [order] = await executor.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
    const [items, events, [invoice], refundList, notes] = await Promise.all([
      executor.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position)),
      executor.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      executor.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, id)),
      executor.select().from(refundRows).where(eq(refundRows.orderId, id)).orderBy(asc(refundRows.id)),
      invoiceStore.creditNotesOf(id),
    ]);
    const history: AdminOrderEvent[] = [{ fromStatus: null, toStatus: "created", note: null, by: "Customer", at: order.createdAt.toISOString() }];
    if (order.paidAt) {
      history.push({ fromStatus: "created", toStatus: "paid", note: null, by: "Payment gateway", at: order.paidAt.toISOString() });
    }
    for (const event of events) {
      history.push({ fromStatus: event.fromStatus, toStatus: event.toStatus, note: event.note, by: event.staffName, at: event.createdAt.toISOString() });
    }
    const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
    const refunded = refundedUnits(order, refundList);
    const noteOf = new Map(notes.map((note) => [note.refundId, note]));
    return {
      ...summaryOf(order, quantity),
      address: order.address,
      city: order.city,
      state: order.state,
      pincode: order.pincode,
      lines: items.map((item) => ({
        position: item.position,
        productId: item.productId,
        ...lineInRupees(item),
        paid: paiseToRupees(linePaidPaise(item)),
        refundableQuantity: order.paymentId === null ? 0 : item.quantity - (refunded.get(item.position) ?? 0),
      })),
      ...totalsInRupees(order),
      couponDescription: order.couponDescription,
      gateway: order.gateway,
      gatewayOrderId: order.gatewayOrderId,
      paymentId: order.paymentId,
      receiptNumber: order.receiptNumber,
      refundReason: order.refundReason,
      buyerGstin: order.buyerGstin,
      invoice: invoice ? { number: invoice.number, url: adminOrderInvoicePath(order.id) } : null,
      refundable: paiseToRupees(order.paymentId === null ? 0 : order.totalPaise - order.refundedPaise),
      refunds: refundList.map((row) => refundOf(row, noteOf.get(row.id))),
      reservedUntil: order.reservation === "held" && order.reservedUntil ? order.reservedUntil.toISOString() : null,
      installationPayment:
        order.installationPayment && order.paymentDueBy ? { state: order.installationPayment, dueBy: order.paymentDueBy.toISOString(), linkUrl: order.paymentLinkUrl } : null,
      updatedAt: order.updatedAt.toISOString(),
      history,
      nextStatuses: nextOrderStatuses(order.status),
    };
  }

  /** The order row, locked for the change. */
  async function lockedOrder(tx: Database, id: number): Promise<OrderRow> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
    return order;
  }

  /** The lines a refund gives back and what they come to; the last units of the order take the shipping with them. */
  function linesToRefund(order: OrderRow, items: OrderItemRow[], rows: RefundRow[], wanted: AdminRefundRequest["lines"]): { lines: RefundLine[]; amountPaise: number } {
    const refunded = refundedUnits(order, rows);
    const left = remainingLines(items, refunded);
    const refundable = order.totalPaise - order.refundedPaise;
    if (!wanted) return { lines: left, amountPaise: refundable };
    const asked = new Map<number, number>();
    for (const line of wanted) asked.set(line.position, (asked.get(line.position) ?? 0) + line.quantity);
    const lines: RefundLine[] = [];
    for (const [position, quantity] of [...asked].sort((a, b) => a[0] - b[0])) {
      const item = items.find((candidate) => candidate.position === position);
      if (!item) throw new AppError("invalid", refundMessages.noSuchLine(position));
      const before = refunded.get(position) ?? 0;
      if (quantity > item.quantity - before) throw new AppError("conflict", refundMessages.tooManyUnits(item.productName, item.quantity - before));
      lines.push({ productId: item.productId, position, name: item.productName, quantity, amountPaise: refundOfUnits(item, before, quantity) });
    }
    const everything = left.every((line) => line.quantity === (asked.get(line.position) ?? 0));
    const amountPaise = everything ? refundable : Math.min(refundable, lines.reduce((sum, line) => sum + line.amountPaise, 0));
    return { lines, amountPaise };
  }

  /** Gives the coupon's use back (an order refunded or cancelled in full before it left). */
  async function couponBack(tx: Database, order: OrderRow): Promise<void> {
    if (order.couponId === null) return;
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, order.couponId), gt(coupons.usedCount, 0)));
  }

  return {
    /** A page of orders, newest first, by status, India calendar days of creation and a search of number, name, mobile or e-mail. */
    async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(orders.status, query.status));
      if (query.from) conditions.push(gte(orders.createdAt, indiaDayStart(query.from)));
      if (query.to) conditions.push(lt(orders.createdAt, indiaDayEnd(query.to)));
      const search = staffSearch(query.q, [orders.number, orders.fullName, orders.email, orders.receiptNumber], { phones: [orders.mobile] });
      if (search) conditions.push(search);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, items: units.quantity })
          .from(orders)
          .leftJoin(units, eq(units.orderId, orders.id))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { orders: rows.map((row) => summaryOf(row.order, row.items ?? 0)), total: Number(total?.n ?? 0), page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /** One order in full: lines, totals, coupon, customer, gateway ids, refund flag and the history of its statuses. */
    async get(id: number): Promise<AdminOrderDetail> {
      return detail(db, id);
    },

    /** The order's tax invoice PDF; a 404 when the order has none. */
    async invoice(id: number): Promise<InvoicePdf> {
      const pdf = await invoiceStore.pdfOfOrder(id);
      if (!pdf) throw new AppError("not_found", NO_INVOICE);
      return pdf;
    },

    /**
     * Moves an order along its lifecycle, in one transaction with the order row locked: a refused
     * change is a 409 saying why. Cancelling an unpaid order releases the units it holds; cancelling
     * a paid one puts its stock back and refunds what is left of the payment through the gateway.
     */
    async changeStatus(id: number, change: AdminOrderStatusChange, staff: Staff, now = new Date()): Promise<AdminOrderDetail> {
      const refundIds: number[] = [];
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, id);
        const problem = orderTransitionProblem(order.status, change.status, order.paymentId !== null);
        if (problem) throw new AppError("conflict", problem);

        let money: Partial<OrderRow> = {};
        if (change.status === "cancelled" && order.status === "created") await releaseHold(tx, order.id);
        // A cancelled order's installation gives its technician's slot back (decision 057).
        if (change.status === "cancelled") await releaseInstallation(tx, order.id, now);
        // Cash taken on installation (decision 059) has no gateway payment to refund: the desk gives it back in cash.
        if (change.status === "cancelled" && order.status === "paid" && order.installationPayment === "paid_cash") throw new AppError("conflict", payOnInstallationMessages.cashRefund);
        if (change.status === "cancelled" && order.status === "paid" && order.paymentId !== null) {
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
          const rows = await tx.select().from(refundRows).where(eq(refundRows.orderId, order.id));
          const refunded = refundedUnits(order, rows);
          // Units refunded before were put back then; the rest go back now.
          await restock(tx, order.id, remainingLines(items, refunded), staff);
          await couponBack(tx, order);
          const amountPaise = order.totalPaise - order.refundedPaise;
          if (amountPaise > 0) {
            const refund = await refunds.record(
              tx,
              {
                orderId: order.id,
                gateway: order.gateway,
                paymentId: order.paymentId,
                amountPaise,
                reason: change.note ?? "Order cancelled",
                kind: "staff",
                lines: remainingLines(items, refunded),
                staff,
              },
              now,
            );
            refundIds.push(refund.id);
          }
          money = { refundedPaise: order.totalPaise, needsRefund: false, refundReason: change.note ?? "Order cancelled" };
        }
        await tx.update(orders).set({ status: change.status, ...money }).where(eq(orders.id, order.id));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: change.status,
          note: change.note ?? null,
          staffId: staff.id,
          staffName: staff.name,
          createdAt: now,
        });
      });
      if (refundIds.length > 0) await refunds.send(refundIds, now);
      return detail(db, id);
    },

    /**
     * Refunds all that is left of an order, or chosen lines and units, through the gateway (admins).
     * `refunded` must match what the order has refunded already, so a second click, or a colleague's
     * refund meanwhile, is a 409 instead of a second refund. Units refunded before dispatch go back
     * on the shelf; the order is `refunded` once all it was paid has gone back.
     */
    async refund(id: number, request: AdminRefundRequest, staff: Staff, now = new Date()): Promise<AdminOrderDetail> {
      const refundId = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, id);
        if (order.paymentId === null) throw new AppError("conflict", refundMessages.unpaid);
        if (order.installationPayment === "paid_cash") throw new AppError("conflict", payOnInstallationMessages.cashRefund);
        if (rupeesToPaise(request.refunded) !== order.refundedPaise) throw new AppError("conflict", refundMessages.stale);
        if (order.totalPaise - order.refundedPaise <= 0) throw new AppError("conflict", refundMessages.nothing);
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
        const rows = await tx.select().from(refundRows).where(eq(refundRows.orderId, order.id));
        const { lines, amountPaise } = linesToRefund(order, items, rows, request.lines);
        if (amountPaise <= 0) throw new AppError("conflict", refundMessages.nothing);

        const refund = await refunds.record(
          tx,
          { orderId: order.id, gateway: order.gateway, paymentId: order.paymentId, amountPaise, reason: request.reason, kind: "staff", lines, staff },
          now,
        );
        const refundedPaise = order.refundedPaise + amountPaise;
        const full = refundedPaise === order.totalPaise;
        // Before the goods left, refunded units are back on the shelf (a cancelled order's were put back when it was cancelled).
        if (order.status === "paid") {
          await restock(tx, order.id, lines, staff);
          if (full) await couponBack(tx, order);
        }
        const status = full && order.status !== "cancelled" ? "refunded" : order.status;
        await tx.update(orders).set({ refundedPaise, status, needsRefund: false, refundReason: request.reason }).where(eq(orders.id, order.id));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: status,
          note: `Refund of ${formatRupees(paiseToRupees(amountPaise))}: ${request.reason}`,
          staffId: staff.id,
          staffName: staff.name,
          createdAt: now,
        });
        return refund.id;
      });
      await refunds.send([refundId], now);
      return detail(db, id);
    },

    /** One of the order's credit notes (PDF); a 404 for a number the order does not have. */
    async creditNote(id: number, number: string): Promise<InvoicePdf> {
      const note = await invoiceStore.creditNote(number, id);
      if (!note) throw new AppError("not_found", CREDIT_NOTE_NOT_FOUND);
      return invoiceStore.creditNotePdf(note);
    },
  };
}
