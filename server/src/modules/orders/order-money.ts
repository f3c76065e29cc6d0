import { paiseToRupees } from "@urjavolt/contract/money";
import { NO_COUPON, SHOP_ORDER_PURPOSE, type ShopReceipt } from "@urjavolt/contract/orders";
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
    /** An old battery's exchange value off the order (decision 058), confirmed at pickup. */
    exchange: paiseToRupees(order.exchangePaise),
    shipping: paiseToRupees(order.shippingPaise),
    total: paiseToRupees(order.totalPaise),
  };
}

/** What the buyer paid for a line: its price less its share of the coupon and of an old battery's exchange value (as the invoice charges it). */
export const linePaidPaise = (item: OrderItemRow) => item.unitPricePaise * item.quantity - item.discountPaise - item.exchangePaise;

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

/** The shop receipt (docs/requirements/online-shop.md §3) of a paid order: the verify answer's and the confirmation page's. */
export function shopReceiptOf(order: OrderRow, items: readonly OrderItemRow[]): ShopReceipt {
  return {
    receipt_id: order.receiptNumber ?? "",
    payment_id: order.paymentId ?? "",
    custom_order_id: order.number,
    order_id: order.gatewayOrderId,
    amount: paiseToRupees(order.totalPaise),
    purpose: SHOP_ORDER_PURPOSE,
    coupon_code: order.couponCode ?? NO_COUPON,
    discount: paiseToRupees(order.discountPaise),
    subtotal: paiseToRupees(order.subtotalPaise),
    installation: paiseToRupees(order.installationPaise),
    exchange: paiseToRupees(order.exchangePaise),
    name: order.fullName,
    email: order.email,
    phone: order.mobile,
    address: order.address,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    date: (order.paidAt ?? order.createdAt).toISOString(),
    product_data: items.map((item) => ({ product_name: item.productName, quantity: item.quantity, price: paiseToRupees(item.unitPricePaise) })),
    // Refunded (at once, when the units were gone) or still to be refunded: either way the money goes back.
    refund_due: order.needsRefund || order.status === "refunded",
    test: order.gateway === "test",
  };
}
