import { paiseToRupees } from "@urjavolt/contract/money";
import {
  ADMIN_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderEvent,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderStatusChange,
  type AdminOrderSummary,
  NO_INVOICE,
  ORDER_NOT_FOUND,
  adminOrderInvoicePath,
  nextOrderStatuses,
  orderTransitionProblem,
} from "@urjavolt/contract/orders-admin";
import type { Staff } from "@urjavolt/contract/staff";
import { type SQL, and, asc, count, desc, eq, gt, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { type OrderRow, orderEvents, orderItems, orders } from "../../db/schema/orders.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { AppError } from "../../http/errors.ts";
import { indiaDayEnd, indiaDayStart, likePattern } from "../../lib/admin-query.ts";
import type { InvoicePdf, InvoiceStore } from "../../lib/invoices.ts";
import { lineInRupees, totalsInRupees } from "./order-money.ts";

/** What the payment did and a cancellation or refund before shipping undoes: only when the stock was taken. */
function tookStock(order: Pick<OrderRow, "status" | "needsRefund">): boolean {
  return order.status === "paid" && !order.needsRefund;
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;

/**
 * Orders for the staff console (issue 8 §4). Reading is for every staff member; a status change
 * follows the lifecycle of `nextOrderStatuses` (anything else is a 409 with the reason), is written
 * with who made it and their note, and, for an order cancelled or refunded before it left (stock
 * taken at payment), puts the stock back and the coupon's use with it.
 */
export function createOrdersAdminService(db: Database, invoiceStore: InvoiceStore) {
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
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }

  async function detail(executor: Database, id: number): Promise<AdminOrderDetail> {
    const [order] = await executor.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
    const [items, events, [invoice]] = await Promise.all([
      executor.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position)),
      executor.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      executor.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, id)),
    ]);
    const history: AdminOrderEvent[] = [{ fromStatus: null, toStatus: "created", note: null, by: "Customer", at: order.createdAt.toISOString() }];
    if (order.paidAt) {
      history.push({ fromStatus: "created", toStatus: "paid", note: null, by: "Payment gateway", at: order.paidAt.toISOString() });
    }
    for (const event of events) {
      history.push({ fromStatus: event.fromStatus, toStatus: event.toStatus, note: event.note, by: event.staffName, at: event.createdAt.toISOString() });
    }
    const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
    return {
      ...summaryOf(order, quantity),
      address: order.address,
      city: order.city,
      state: order.state,
      pincode: order.pincode,
      lines: items.map((item) => ({ productId: item.productId, ...lineInRupees(item) })),
      ...totalsInRupees(order),
      couponDescription: order.couponDescription,
      gateway: order.gateway,
      gatewayOrderId: order.gatewayOrderId,
      paymentId: order.paymentId,
      receiptNumber: order.receiptNumber,
      refundReason: order.refundReason,
      buyerGstin: order.buyerGstin,
      invoice: invoice ? { number: invoice.number, url: adminOrderInvoicePath(order.id) } : null,
      updatedAt: order.updatedAt.toISOString(),
      history,
      nextStatuses: nextOrderStatuses(order.status, order.paymentId !== null),
    };
  }

  return {
    /** A page of orders, newest first, by status, India calendar days of creation and a search of number, name, mobile or e-mail. */
    async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(orders.status, query.status));
      if (query.from) conditions.push(gte(orders.createdAt, indiaDayStart(query.from)));
      if (query.to) conditions.push(lt(orders.createdAt, indiaDayEnd(query.to)));
      if (query.q) {
        const pattern = likePattern(query.q);
        const digits = query.q.replace(/\D/g, "");
        const matches = [ilike(orders.number, pattern), ilike(orders.fullName, pattern), ilike(orders.email, pattern), ilike(orders.receiptNumber, pattern)];
        if (digits.length >= 4) matches.push(ilike(orders.mobile, likePattern(digits)));
        conditions.push(or(...matches)!);
      }
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
     * change is a 409 saying why. Cancelling a paid order flags it for a refund; refunding clears the flag.
     */
    async changeStatus(id: number, change: AdminOrderStatusChange, staff: Staff, now = new Date()): Promise<AdminOrderDetail> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
        if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
        const problem = orderTransitionProblem(order.status, change.status, order.paymentId !== null);
        if (problem) throw new AppError("conflict", problem);

        if ((change.status === "cancelled" || change.status === "refunded") && tookStock(order)) {
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
          for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
            await tx
              .update(products)
              .set({ stock: sql`${products.stock} + ${item.quantity}` })
              .where(eq(products.id, item.productId));
          }
          if (order.couponId !== null) {
            await tx
              .update(coupons)
              .set({ usedCount: sql`${coupons.usedCount} - 1` })
              .where(and(eq(coupons.id, order.couponId), gt(coupons.usedCount, 0)));
          }
        }

        const refund =
          change.status === "cancelled" && order.paymentId !== null
            ? { needsRefund: true, refundReason: order.needsRefund ? order.refundReason : (change.note ?? "Cancelled after payment") }
            : change.status === "refunded"
              ? { needsRefund: false, refundReason: order.refundReason ?? change.note ?? null }
              : {};
        await tx.update(orders).set({ status: change.status, ...refund }).where(eq(orders.id, order.id));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: change.status,
          note: change.note ?? null,
          staffId: staff.id,
          staffName: staff.name,
          createdAt: now,
        });
        return detail(tx, order.id);
      });
    },
  };
}
