import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { type OrderItemRow, orderItems, orders } from "../../db/schema/orders.ts";
import type { Staff } from "@urjavolt/contract/staff";
import { stockMovements } from "../../db/schema/stock.ts";
import { type StockMovementInput, recordStockMovements } from "./stock-ledger.ts";

/**
 * Units held for buyers while they pay (decision 015). `products.reserved` counts them; an order's
 * `reservation` says whether it holds its lines' units. Every change to `reserved` goes with a guarded
 * change of an order's reservation state, so a hold is released or consumed exactly once; products
 * are always updated in product-id order, so two transactions never wait on each other in a circle.
 */

export type WantedUnits = { productId: number; quantity: number };

/** Units per product, in product-id order. */
function byProduct(lines: readonly WantedUnits[]): WantedUnits[] {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);
}

/**
 * Holds the units, all or nothing (inside the order's transaction): the ids of products that did not
 * have them. One conditional update per product, so concurrent buyers can never hold more than stock.
 */
export async function holdUnits(tx: Database, lines: readonly WantedUnits[]): Promise<number[]> {
  const short: number[] = [];
  for (const line of byProduct(lines)) {
    const held = await tx
      .update(products)
      .set({ reserved: sql`${products.reserved} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(sql`${products.stock} - ${products.reserved}`, line.quantity)))
      .returning({ id: products.id });
    if (held.length === 0) short.push(line.productId);
  }
  return short;
}

/** What a buyer can have of each product now: stock less what others hold, never below 0. */
export async function availableUnits(executor: Database, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: products.id, available: sql<number>`greatest(${products.stock} - ${products.reserved}, 0)::int` })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, Number(row.available)]));
}

/** Gives held units back (the caller has moved the order's reservation from `held`). */
async function giveBack(tx: Database, items: readonly Pick<OrderItemRow, "productId" | "quantity">[]): Promise<void> {
  for (const line of byProduct(items)) {
    await tx
      .update(products)
      .set({ reserved: sql`greatest(${products.reserved} - ${line.quantity}, 0)` })
      .where(eq(products.id, line.productId));
  }
}

/** Releases an order's hold if it has one (payment failed, order cancelled or expired); inside the caller's transaction. */
export async function releaseHold(tx: Database, orderId: number): Promise<boolean> {
  const released = await tx
    .update(orders)
    .set({ reservation: "released" })
    .where(and(eq(orders.id, orderId), eq(orders.reservation, "held")))
    .returning({ id: orders.id });
  if (released.length === 0) return false;
  await giveBack(tx, await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)));
  return true;
}

/**
 * Releases every hold whose time has passed, in one short transaction of its own (orders another
 * transaction is working on are skipped: it will see the hold as its own). Returns how many.
 */
export async function releaseExpiredHolds(db: Database, now: Date, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.reservation, "held"), lt(orders.reservedUntil, now)))
      .orderBy(asc(orders.reservedUntil))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (expired.length === 0) return 0;
    const ids = expired.map((order) => order.id);
    await tx.update(orders).set({ reservation: "released" }).where(inArray(orders.id, ids));
    await giveBack(tx, await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)));
    return ids.length;
  });
}

/**
 * Takes the order's units from stock at payment (inside the paid transition's savepoint): from its
 * own hold when it still has one, else from what nobody holds. False when the units are not there.
 * Each product's sale is a line of its stock ledger (decision 033), written by the same statement
 * that takes the units, so the product's row, the hottest of a sale, is locked one round trip
 * before the rest of the payment and its commit.
 */
export async function takeUnits(tx: Database, orderId: number, held: boolean, items: readonly Pick<OrderItemRow, "productId" | "quantity">[]): Promise<boolean> {
  for (const line of byProduct(items)) {
    const take = held
      ? sql`${sql.identifier("stock")} = ${products.stock} - ${line.quantity}, ${sql.identifier("reserved")} = ${products.reserved} - ${line.quantity}`
      : sql`${sql.identifier("stock")} = ${products.stock} - ${line.quantity}`;
    const enough = held
      ? sql`${products.stock} >= ${line.quantity} and ${products.reserved} >= ${line.quantity}`
      : sql`${products.stock} - ${products.reserved} >= ${line.quantity}`;
    const result = (await tx.execute(sql`
      with taken as (
        update ${products} set ${take}, ${sql.identifier("updated_at")} = clock_timestamp()
        where ${products.id} = ${line.productId} and ${enough}
        returning ${products.id} as id, ${products.stock} as stock
      )
      insert into ${stockMovements} (${sql.identifier("product_id")}, ${sql.identifier("change")}, ${sql.identifier("stock_after")}, ${sql.identifier("reason")}, ${sql.identifier("order_id")})
      select id, ${-line.quantity}, stock, ${"sold"}, ${orderId} from taken
      returning ${sql.identifier("stock_after")}`)) as unknown as { rows: unknown[] };
    if (result.rows.length === 0) return false;
  }
  return true;
}

/** Puts units back on the shelf (a cancellation or refund before the goods left), with the ledger's lines. */
export async function restock(tx: Database, orderId: number, items: readonly WantedUnits[], staff?: Pick<Staff, "id" | "name">): Promise<void> {
  const back: StockMovementInput[] = [];
  for (const line of byProduct(items)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .returning({ stock: products.stock });
    if (row) back.push({ productId: line.productId, change: line.quantity, stockAfter: row.stock, reason: "restocked", orderId, staff });
  }
  await recordStockMovements(tx, back);
}
