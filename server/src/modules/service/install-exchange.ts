import { indiaIsoDate } from "@urjavolt/contract/dates";
import { type CollectedBattery, exchangeDifference, exchangeKindText, exchangeMessages, exchangeValuePaise } from "@urjavolt/contract/exchange";
import { allocateDiscount } from "@urjavolt/contract/invoices";
import { payOnInstallationMessages } from "@urjavolt/contract/installation";
import { formatRupees, paiseToRupees } from "@urjavolt/contract/money";
import type { Staff } from "@urjavolt/contract/staff";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type OrderRow, type RefundLine, orderItems, orders } from "../../db/schema/orders.ts";
import { batteryTakebacks } from "../../db/schema/takeback.ts";
import { AppError } from "../../http/errors.ts";
import type { Refunds } from "../billing/refunds.ts";
import { exchangeCells, exchangeOnDue } from "../../lib/exchange-values.ts";

export type ExchangeSettlement = { differencePaise: number | null; refundId: number | null };

/**
 * What the technician collected at an installation (decision 058), inside the closing's transaction:
 * each battery goes into the take-back ledger (source technician, the order number as reference, no
 * personal data), and an order that exchanged an old battery is settled against what came. The kind
 * declared keeps the value promised; another kind is worth today's table value. Worth more: the
 * difference is refunded through the gateway (its credit note follows when the refund is processed).
 * Worth less, or nothing collected: the technician collects the difference from the customer and
 * ticks that they did, or the closing is refused. The closing happens once (the visit is locked and
 * must be booked), so neither the ledger nor the refund can be written twice.
 */
export async function settleExchange(
  tx: Database,
  input: { visitId: number; order: OrderRow; collected: readonly CollectedBattery[]; differenceCollected: boolean; staff: Staff; now: Date },
  refunds: Pick<Refunds, "record">,
): Promise<ExchangeSettlement> {
  const { order, collected, staff, now } = input;
  if (collected.length > 0) {
    await tx.insert(batteryTakebacks).values(
      collected.map((battery) => ({
        collectedOn: indiaIsoDate(now),
        chemistry: battery.chemistry,
        capacityBand: battery.capacityBand,
        weightGrams: Math.round(battery.weightKg * 1000),
        source: "technician" as const,
        place: `Installation at ${order.city} ${order.pincode}`,
        reference: order.number,
        recordedBy: staff.id,
        recordedAt: now,
        visitId: input.visitId,
      })),
    );
  }
  if (order.exchangeQuantity === 0 || order.exchangeChemistry === null || order.exchangeCapacityBand === null) {
    if (input.differenceCollected) throw new AppError("invalid", exchangeMessages.shortfallNotDue, { errors: { differenceCollected: exchangeMessages.shortfallNotDue } });
    return { differencePaise: null, refundId: null };
  }
  if (order.payOnInstallation && order.status === "created") return settleOnAmountDue(tx, order, collected, input.differenceCollected);
  const cells = await exchangeCells(tx);
  const differencePaise = exchangeDifference(
    { chemistry: order.exchangeChemistry, capacityBand: order.exchangeCapacityBand, quantity: order.exchangeQuantity, unitPaise: order.exchangeUnitPaise },
    collected,
    (chemistry, capacityBand) => exchangeValuePaise(cells, chemistry, capacityBand),
  );
  if (differencePaise < 0) {
    const message = exchangeMessages.shortfallUnsettled(-differencePaise);
    if (!input.differenceCollected) throw new AppError("invalid", message, { errors: { differenceCollected: message } });
    return { differencePaise, refundId: null };
  }
  if (input.differenceCollected) throw new AppError("invalid", exchangeMessages.shortfallNotDue, { errors: { differenceCollected: exchangeMessages.shortfallNotDue } });
  if (differencePaise === 0) return { differencePaise, refundId: null };

  // A more valuable battery than declared: the difference goes back through the gateway, on the battery lines.
  const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
  if (!locked || locked.paymentId === null) throw new AppError("conflict", exchangeMessages.unpaid);
  const amountPaise = Math.min(differencePaise, locked.totalPaise - locked.refundedPaise);
  if (amountPaise <= 0) return { differencePaise, refundId: null };
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  const shares = allocateDiscount(
    items.map((item) => item.unitPricePaise * item.quantity - item.discountPaise - item.exchangePaise),
    amountPaise,
    items.map((item) => item.exchangePaise > 0),
  );
  const lines: RefundLine[] = items.flatMap((item, index) => (shares[index]! > 0 ? [{ productId: item.productId, position: item.position, name: item.productName, quantity: 0, amountPaise: shares[index]! }] : []));
  const kinds = [...new Set(collected.slice(0, order.exchangeQuantity).map((battery) => exchangeKindText(battery.chemistry, battery.capacityBand)))].join("; ");
  const refund = await refunds.record(
    tx,
    {
      orderId: order.id,
      gateway: locked.gateway,
      paymentId: locked.paymentId,
      amountPaise,
      reason: `Old battery exchange: the battery collected at the installation (${kinds}) is worth ${formatRupees(paiseToRupees(differencePaise))} more than the one declared at checkout`,
      kind: "staff",
      lines,
      staff,
    },
    now,
  );
  await tx
    .update(orders)
    .set({ refundedPaise: sql`${orders.refundedPaise} + ${amountPaise}` })
    .where(eq(orders.id, order.id));
  return { differencePaise, refundId: refund.id };
}

/**
 * An order paid on installation, not paid yet (decision 059): the exchange is settled on the amount
 * due, so nothing is refunded and nothing collected apart. The order's exchange value becomes what
 * was collected is worth (capped as `exchangeOnDue` says), shared again over the battery lines, and
 * its total what is left to pay; the payment link or the cash that follows asks for that, and the
 * invoice issued on payment shows it. Written from the declared value each time, so a second close
 * after a refused one settles the same way.
 */
async function settleOnAmountDue(tx: Database, unlocked: OrderRow, collected: readonly CollectedBattery[], differenceCollected: boolean): Promise<ExchangeSettlement> {
  if (differenceCollected) throw new AppError("invalid", exchangeMessages.settledOnDue, { errors: { differenceCollected: exchangeMessages.settledOnDue } });
  // The reconciler may be cancelling it for want of payment at this moment: the order's row decides.
  const [order] = await tx.select().from(orders).where(eq(orders.id, unlocked.id)).for("update");
  if (!order || order.status !== "created") throw new AppError("conflict", payOnInstallationMessages.alreadyPaid);
  const settled = await exchangeOnDue(tx, order, collected);
  if (!settled) return { differencePaise: null, refundId: null };
  for (const share of settled.shares) await tx.update(orderItems).set({ exchangePaise: share.exchangePaise }).where(eq(orderItems.id, share.itemId));
  const declaredPaise = order.exchangeUnitPaise * order.exchangeQuantity;
  await tx
    .update(orders)
    .set({ exchangePaise: settled.exchangePaise, exchangeAdjustmentPaise: settled.exchangePaise - declaredPaise, totalPaise: settled.totalPaise })
    .where(eq(orders.id, order.id));
  return { differencePaise: settled.exchangePaise - declaredPaise, refundId: null };
}
