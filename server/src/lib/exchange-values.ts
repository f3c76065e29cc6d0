import { exchangeSettledPaise, exchangeValuePaise, isBatteryCategory } from "@urjavolt/contract/exchange";
import { allocateDiscount } from "@urjavolt/contract/invoices";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { products } from "../db/schema/catalogue.ts";
import { exchangeValues } from "../db/schema/exchange.ts";
import { type OrderRow, orderItems } from "../db/schema/orders.ts";

/**
 * The old-battery exchange value table (decision 058) as checkout's pricing and the installation's
 * closing read it: shared here, since the orders and service modules do not import the exchange module.
 */
/** A cell of the table as pricing and the installation's closing read it. */
export type ExchangeCell = { chemistry: string; capacityBand: string; valuePaise: number };

/** The value table as it is now (only the cells staff set). */
export async function exchangeCells(executor: Database): Promise<ExchangeCell[]> {
  return executor.select({ chemistry: exchangeValues.chemistry, capacityBand: exchangeValues.capacityBand, valuePaise: exchangeValues.valuePaise }).from(exchangeValues);
}

/**
 * The demo's table (decision 058): what a dealer gives for an old inverter battery, lead-acid by its
 * lead, lithium-ion less (little is recovered from it yet). A real shop's admin sets its own.
 */
export const demoExchangeValues: ExchangeCell[] = [
  { chemistry: "lead_acid", capacityBand: "up_to_100", valuePaise: 1_500_00 },
  { chemistry: "lead_acid", capacityBand: "101_to_150", valuePaise: 2_200_00 },
  { chemistry: "lead_acid", capacityBand: "151_to_200", valuePaise: 2_800_00 },
  { chemistry: "lead_acid", capacityBand: "over_200", valuePaise: 3_200_00 },
  { chemistry: "lithium_ion", capacityBand: "up_to_100", valuePaise: 1_000_00 },
  { chemistry: "lithium_ion", capacityBand: "101_to_150", valuePaise: 1_500_00 },
  { chemistry: "lithium_ion", capacityBand: "151_to_200", valuePaise: 2_000_00 },
  { chemistry: "lithium_ion", capacityBand: "over_200", valuePaise: 2_500_00 },
];

export async function seedExchangeValues(tx: Database): Promise<void> {
  await tx.insert(exchangeValues).values(demoExchangeValues.map((cell) => ({ ...cell, chemistry: cell.chemistry as never, capacityBand: cell.capacityBand as never })));
}


/** What an order paid on installation comes to once its exchange is settled on the amount due (decision 059). */
export type ExchangeOnDue = {
  /** The value that comes off the order, in paise. */
  exchangePaise: number;
  /** The order's total, then, in paise. */
  totalPaise: number;
  /** Each line's share of the value, by `order_items.id`. */
  shares: { itemId: number; exchangePaise: number }[];
};

/** What settling an order's exchange on its amount due starts from: its lines, the total with no exchange, and the most that can come off. */
export type ExchangeOnDueBasis = {
  items: { id: number; netPaise: number; battery: boolean }[];
  beforeExchangePaise: number;
  /** What the installed batteries cost after the coupon, leaving ₹1 to pay. */
  capPaise: number;
};

export async function exchangeOnDueBasis(executor: Database, order: OrderRow): Promise<ExchangeOnDueBasis> {
  const rows = await executor
    .select({ id: orderItems.id, unitPricePaise: orderItems.unitPricePaise, quantity: orderItems.quantity, discountPaise: orderItems.discountPaise, category: products.category, installation: products.installation })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const items = rows.map((row) => ({ id: row.id, netPaise: row.unitPricePaise * row.quantity - row.discountPaise, battery: row.installation && isBatteryCategory(row.category) }));
  const room = items.reduce((sum, item) => sum + (item.battery ? item.netPaise : 0), 0);
  const beforeExchangePaise = order.subtotalPaise - order.discountPaise + order.shippingPaise + order.installationPaise;
  return { items, beforeExchangePaise, capPaise: Math.max(0, Math.min(room, beforeExchangePaise - MIN_DUE_PAISE)) };
}

/**
 * An unpaid order paid on installation, with an old battery declared, priced again against the
 * batteries the technician collected (decision 059): the value of what came, at most what the
 * installed batteries cost after the coupon and leaving ₹1 to pay, shared over those lines as at
 * checkout. Null for an order with no exchange. Read-only: the close writes it, and the payment
 * link is made for its total before that.
 */
export async function exchangeOnDue(executor: Database, order: OrderRow, collected: readonly { chemistry: string; capacityBand: string }[]): Promise<ExchangeOnDue | null> {
  if (order.exchangeQuantity === 0 || order.exchangeChemistry === null || order.exchangeCapacityBand === null) return null;
  const basis = await exchangeOnDueBasis(executor, order);
  const cells = await exchangeCells(executor);
  const exchangePaise = exchangeSettledPaise(
    { chemistry: order.exchangeChemistry, capacityBand: order.exchangeCapacityBand, quantity: order.exchangeQuantity, unitPaise: order.exchangeUnitPaise },
    collected,
    (chemistry, capacityBand) => exchangeValuePaise(cells, chemistry, capacityBand),
    basis.capPaise,
  );
  const shares = allocateDiscount(
    basis.items.map((item) => item.netPaise),
    exchangePaise,
    basis.items.map((item) => item.battery),
  );
  return { exchangePaise, totalPaise: basis.beforeExchangePaise - exchangePaise, shares: basis.items.map((item, index) => ({ itemId: item.id, exchangePaise: shares[index]! })) };
}

/** The least an order can ask for (the gateway's too): ₹1. */
const MIN_DUE_PAISE = 100;
