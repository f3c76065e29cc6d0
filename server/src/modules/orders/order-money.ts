import { paiseToRupees } from "@urjavolt/contract/money";
import type { OrderItemRow, OrderRow, RefundLine, RefundRow } from "../../db/schema/orders.ts";

/** A line of an order in rupees, as the buyer (tracking) and staff (console) read it. */
export function lineInRupees(item: OrderItemRow) {
  return {
    productName: item.productName,
    unitPrice: paiseToRupees(item.unitPricePaise),
    quantity: item.quantity,
    lineTotal: paiseToRupees(item.unitPricePaise * item.quantity),
  };
}

/** An order's sums in rupees. */
export function totalsInRupees(order: OrderRow) {
  return {
    subtotal: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise),
    shipping: paiseToRupees(order.shippingPaise),
    total: paiseToRupees(order.totalPaise),
  };
}

/** What the buyer paid for a line: its price less its share of the coupon (as the invoice charges it). */
export const linePaidPaise = (item: OrderItemRow) => item.unitPricePaise * item.quantity - item.discountPaise;

/**
 * What `units` more of a line give back when `before` of its units were refunded already: the
 * line's paid amount is shared over its units cumulatively, so refunding every unit, in any number
 * of refunds, gives back exactly what was paid for the line, to the paisa.
 */
export function refundOfUnits(item: OrderItemRow, before: number, units: number): number {
  const paid = linePaidPaise(item);
  const upTo = (count: number) => Math.round((paid * count) / item.quantity);
  return upTo(before + units) - upTo(before);
}

/**
 * Units of each line (by position) already refunded, or being refunded, from the refunds of the
 * order's own payment that did not fail.
 */
export function refundedUnits(order: Pick<OrderRow, "paymentId">, rows: readonly RefundRow[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const row of rows) {
    if (row.status === "failed" || row.paymentId !== order.paymentId) continue;
    for (const line of row.lines) units.set(line.position, (units.get(line.position) ?? 0) + line.quantity);
  }
  return units;
}

/** Every unit not refunded yet, as refund lines (a full refund of what is left). */
export function remainingLines(items: readonly OrderItemRow[], refunded: Map<number, number>): RefundLine[] {
  return items.flatMap((item) => {
    const before = refunded.get(item.position) ?? 0;
    const units = item.quantity - before;
    return units > 0 ? [{ productId: item.productId, position: item.position, name: item.productName, quantity: units, amountPaise: refundOfUnits(item, before, units) }] : [];
  });
}
