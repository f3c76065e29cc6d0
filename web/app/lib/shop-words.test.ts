import { describe, expect, it } from "vitest";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { CATEGORIES, PRICE_BANDS, batteryNeedText, cardStockText } from "@urjavolt/contract/catalogue-rules";
import { SHOP_SORTS } from "@urjavolt/contract/shop-filters";
import { english } from "../../test/i18n";
import { makeI18n } from "./i18n";
import { batteryNeedWords, cardStockWords, categoryLabel, categoryWords, priceBandWords, sortWords } from "./shop-words";

const hindi = makeI18n({ locale: "hi", messages: hi });
const punjabi = makeI18n({ locale: "pa", messages: pa });

describe("the shop's fixed words", () => {
  it("say in English exactly what the contract says, for every category, price band and sort", () => {
    for (const category of CATEGORIES) expect(english._(categoryWords[category.id])).toBe(category.name);
    for (const band of PRICE_BANDS) expect(english._(priceBandWords[band.id])).toBe(band.name);
    for (const sort of SHOP_SORTS) expect(english._(sortWords[sort.id])).toBe(sort.name);
    expect(Object.keys(categoryWords).sort()).toEqual(CATEGORIES.map((category) => category.id).sort());
  });

  it("say the battery and stock lines in English as the contract does, and in Hindi and Punjabi in their words", () => {
    for (const need of [{ supply: "built-in" }, { supply: "external", bank_volts: 48 }, { supply: "external", bank_volts: 25.6 }] as const) {
      expect(batteryNeedWords(english, need)).toBe(batteryNeedText(need));
    }
    for (const stock of [0, 1, 5, 6, 40]) expect(cardStockWords(english, stock)).toBe(cardStockText(stock));
    expect(batteryNeedWords(hindi, { supply: "external", bank_volts: 48 })).toBe("48 V का बैटरी बैंक चाहिए (साथ में नहीं आता)");
    expect(cardStockWords(punjabi, 3)).toBe("ਸਿਰਫ਼ 3 ਬਾਕੀ ਹਨ!");
    expect(categoryLabel(punjabi, "telecom")).toBe("ਟੈਲੀਕਾਮ ਬੈਟਰੀਆਂ");
    expect(categoryLabel(hindi, "no-such-category")).toBe("no-such-category");
  });
});
