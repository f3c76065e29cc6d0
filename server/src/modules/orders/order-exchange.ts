import { type ExchangeChoice, exchangeMessages, exchangeValuePaise, isBatteryCategory } from "@urjavolt/contract/exchange";
import { allocateDiscount } from "@urjavolt/contract/invoices";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/errors.ts";
import { exchangeCells } from "../../lib/exchange-values.ts";
import type { PricedLine } from "./order-pricing.ts";

/** An old battery's exchange as priced: the declared kind, how many, one's value and the whole value, in paise. */
export type PricedExchange = ExchangeChoice & { unitPaise: number; paise: number };

/**
 * The old battery handed over at the installation against a discount (decision 058), priced from
 * the staff's table, never from the browser: only with installation booked (the technician collects
 * it), one per battery unit installed, for a kind the table gives a value. The value is shared over
 * the installed battery lines (after the coupon's share) as `exchangePaise`, which lowers their
 * taxable value on the invoice as a discount does. Null when the buyer hands over none.
 */
export async function priceExchange(db: Database, lines: PricedLine[], choice: ExchangeChoice | null, installation: boolean): Promise<PricedExchange | null> {
  if (!choice) return null;
  if (!installation) throw new AppError("invalid", exchangeMessages.needsInstallation, { errors: { exchange: exchangeMessages.needsInstallation } });
  const eligible = lines.map((line) => line.installation && isBatteryCategory(line.category));
  const batteries = lines.reduce((sum, line, index) => sum + (eligible[index] ? line.quantity : 0), 0);
  if (batteries === 0) throw new AppError("invalid", exchangeMessages.noBatteries, { errors: { exchange: exchangeMessages.noBatteries } });
  if (choice.quantity > batteries) {
    throw new AppError("invalid", exchangeMessages.tooMany(batteries), { errors: { "exchange.quantity": exchangeMessages.tooMany(batteries) } });
  }
  const unitPaise = exchangeValuePaise(await exchangeCells(db), choice.chemistry, choice.capacityBand);
  if (unitPaise === 0) throw new AppError("invalid", exchangeMessages.noValue, { errors: { "exchange.capacityBand": exchangeMessages.noValue } });
  const paise = unitPaise * choice.quantity;
  const net = lines.map((line) => line.unitPricePaise * line.quantity - line.discountPaise);
  const room = net.reduce((sum, amount, index) => sum + (eligible[index] ? amount : 0), 0);
  // A battery's value above what the new batteries cost after the coupon cannot come off them.
  if (paise > room) throw new AppError("invalid", exchangeMessages.noValue, { errors: { "exchange.capacityBand": exchangeMessages.noValue } });
  const shares = allocateDiscount(net, paise, eligible);
  lines.forEach((line, index) => (line.exchangePaise = shares[index]!));
  return { ...choice, unitPaise, paise };
}
