import { paiseToRupees } from "@urjavolt/contract/money";
import type { OrderItemRow, OrderRow } from "../../db/schema/orders.ts";

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
