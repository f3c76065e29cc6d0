import type { StockReason } from "@urjavolt/contract/catalogue-admin";
import type { Staff } from "@urjavolt/contract/staff";
import type { Database } from "../../db/client.ts";
import { stockMovements } from "../../db/schema/stock.ts";

export type StockMovementInput = {
  productId: number;
  change: number;
  /** The product's stock once the change was made (from the update's `returning`). */
  stockAfter: number;
  reason: StockReason;
  note?: string | null;
  orderId?: number | null;
  staff?: Pick<Staff, "id" | "name"> | null;
};

/**
 * Writes lines of the stock ledger (decision 033), inside the transaction that changed the stock:
 * every writer of `products.stock` calls this with what its update returned.
 */
export async function recordStockMovements(tx: Database, movements: readonly StockMovementInput[]): Promise<void> {
  const lines = movements.filter((movement) => movement.change !== 0);
  if (lines.length === 0) return;
  await tx.insert(stockMovements).values(
    lines.map((movement) => ({
      productId: movement.productId,
      change: movement.change,
      stockAfter: movement.stockAfter,
      reason: movement.reason,
      note: movement.note || null,
      orderId: movement.orderId ?? null,
      staffId: movement.staff?.id ?? null,
      staffName: movement.staff?.name ?? null,
    })),
  );
}
