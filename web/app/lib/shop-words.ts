import { msg } from "@lingui/core/macro";
import { type BatteryNeed, type CategoryId, type PriceBandId, stockStatus, voltsText } from "@urjavolt/contract/catalogue-rules";
import type { ShopSort } from "@urjavolt/contract/shop-filters";
import type { MessageDescriptor } from "./i18n";

/**
 * The shop's fixed words that the contract keeps in English (contract/src/catalogue-rules.ts,
 * shop-filters.ts), as catalogue messages whose English is the contract's text (decision 056):
 * the rules, the URL query and the JSON API keep the ids and the English, the page says them in
 * its language. `shop-words.test.ts` checks each English against the contract's.
 */
export const categoryWords: Record<CategoryId, MessageDescriptor> = {
  inverter: msg`Lithium-Ion Inverter/UPS`,
  battery: msg`Lithium Inverter Batteries`,
  solar: msg`Lithium Solar Batteries`,
  ess: msg`ESS Batteries`,
  telecom: msg`Telecom Batteries`,
  ev: msg`Two/Three Wheeler EV Batteries`,
  accessory: msg`Accessories`,
};

export const priceBandWords: Record<PriceBandId, MessageDescriptor> = {
  "0-30000": msg`Under ₹30,000`,
  "30000-40000": msg`₹30,000 - ₹40,000`,
  "40000-50000": msg`₹40,000 - ₹50,000`,
  "50000+": msg`₹50,000 and above`,
};

export const sortWords: Record<ShopSort, MessageDescriptor> = {
  relevance: msg`Relevance`,
  popularity: msg`Popularity`,
  "price-asc": msg`Price: Low to High`,
  "price-desc": msg`Price: High to Low`,
  newest: msg`Newest First`,
};

/** A category's name in the page's language; an id the table lacks (never, by its type) stays as it is. */
export function categoryLabel(i18n: Translate, id: string): string {
  const message = (categoryWords as Record<string, MessageDescriptor | undefined>)[id];
  return message ? i18n._(message) : id;
}

type Translate = { _: (message: MessageDescriptor) => string };

/** A card's and a product page's battery line (contract's batteryNeedText) in the page's language. */
export function batteryNeedWords(i18n: Translate, need: BatteryNeed | null | undefined): string | null {
  if (!need) return null;
  if (need.supply === "built-in") return i18n._(msg`Battery built in`);
  const volts = voltsText(need.bank_volts);
  return i18n._(msg`Needs a ${volts} battery bank (not included)`);
}

/** A card's stock line (contract's cardStockText): "Out of Stock", "Only 3 left!", or nothing. */
export function cardStockWords(i18n: Translate, stock: number): string | null {
  const status = stockStatus(stock);
  if (status === "out-of-stock") return i18n._(msg`Out of Stock`);
  return status === "low" ? i18n._(msg`Only ${stock} left!`) : null;
}
