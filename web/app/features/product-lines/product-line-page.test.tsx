import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProductList, ProductListItem } from "@urjavolt/contract/catalogue";
import { lineOfCategory } from "@urjavolt/contract/catalogue-rules";
import { catalogueItem as item } from "../../../test/catalogue-item";
import { inRouter } from "../../../test/in-router";
import { I18nProvider } from "@lingui/react";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { makeI18n } from "../../lib/i18n";
import { InEnglish, english } from "../../../test/i18n";
import { inverterLine } from "./inverter-line";
import { batterySummary, lineProducts } from "./line-products";
import { solarLine } from "./solar-line";
import { ProductLinePage } from "./product-line-page";

const list = (data: ProductListItem[]): ProductList => ({ data, categories: [], capacities: [], warranties: [] }) as unknown as ProductList;

describe("a product line's products", () => {
  it("are the shop's products in the line's categories, cheapest first", () => {
    const big = item({ product_name: "5000VA", product_discountedPrice: 90_000 });
    const battery = item({ product_name: "Battery", product_category: "battery", product_discountedPrice: 30_000 });
    const small = item({ product_name: "1100VA", product_discountedPrice: 35_000 });
    const solar = item({ product_name: "Solar", product_category: "solar", product_discountedPrice: 10_000 });
    expect(lineProducts(list([big, battery, small, solar]), "inverter").map((product) => product.name)).toEqual(["Battery", "1100VA", "5000VA"]);
    expect(lineProducts(list([big, solar]), "solar").map((product) => product.name)).toEqual(["Solar"]);
  });

  it("each belong to the line whose page explains them; accessories to none", () => {
    expect(lineOfCategory("battery")?.id).toBe("inverter");
    expect(lineOfCategory("ev")?.id).toBe("ev");
    expect(lineOfCategory("accessory")).toBeUndefined();
  });
});

describe("ProductLinePage", () => {
  it("shows each model with its live price and offer, Buy online to its product page, or Out of stock", () => {
    const products = lineProducts(
      list([
        item({ id: 101, product_name: "Inverter 1100VA", model: "UVI-1100", product_price: 40_000, product_discountedPrice: 34_000, product_stock: 3 }),
        item({ id: 102, product_name: "Inverter 2100VA", model: "UVI-2100", product_price: 50_000, product_discountedPrice: 50_000, product_stock: 0 }),
      ]),
      "inverter",
    );
    render(inRouter(<ProductLinePage line={inverterLine} products={products} />), { wrapper: InEnglish });
    const models = within(screen.getByRole("region", { name: "Models" })).getAllByRole("listitem");
    expect(models).toHaveLength(2);
    const [first, second] = models;
    expect(first).toHaveTextContent("Inverter 1100VA");
    expect(first).toHaveTextContent("Model UVI-1100");
    expect(first).toHaveTextContent("₹34,000");
    expect(first).toHaveTextContent("₹40,000");
    expect(first).toHaveTextContent("15% OFF");
    expect(first).toHaveTextContent("Only 3 left!");
    expect(within(first!).getByRole("link", { name: "Buy online: Inverter 1100VA" })).toHaveAttribute("href", "/productDetail/101");
    expect(second).toHaveTextContent("Out of stock");
    expect(within(second!).queryByRole("link", { name: /Buy online/ })).not.toBeInTheDocument();
    expect(within(second!).getByRole("link", { name: "Inverter 2100VA" })).toHaveAttribute("href", "/productDetail/102");
  });

  it("says so, with a way to the shop, when the catalogue could not be read", () => {
    render(inRouter(<ProductLinePage line={inverterLine} products={null} />), { wrapper: InEnglish });
    const models = screen.getByRole("region", { name: "Models" });
    expect(models).toHaveTextContent("The shop's prices could not be read just now.");
    expect(within(models).getByRole("link", { name: "See everything in the shop" })).toHaveAttribute("href", "/shop-online");
  });
});

describe("a line's inverters' battery, said from the catalogue", () => {
  const inverter = (id: number, capacity: string, battery: ProductListItem["battery"]) => ({ ...lineProducts(list([item({ id, product_capacity: capacity, battery })]), "inverter")[0]! });
  const range = [inverter(1, "1100VA", { supply: "built-in" }), inverter(2, "2100VA", { supply: "built-in" }), inverter(3, "3500VA", { supply: "external", bank_volts: 48 }), inverter(4, "5000VA", { supply: "external", bank_volts: 96 })];

  it("in English, one sentence with each group, its verbs agreeing", () => {
    expect(batterySummary(range, english)).toBe(
      "The 1100VA and 2100VA have their lithium battery built in, in one wall-mounted unit; the 3500VA and 5000VA need a separate 48 V or 96 V battery bank (not included), which the shop offers with each.",
    );
    expect(batterySummary(range.slice(0, 1), english)).toBe("The 1100VA has its lithium battery built in, in one wall-mounted unit.");
    expect(batterySummary(range.slice(2, 3), english)).toBe("The 3500VA needs a separate 48 V battery bank (not included), which the shop offers with it.");
    expect(batterySummary([], english)).toBeNull();
  });

  it("in Hindi, with its own words between the names", () => {
    expect(batterySummary(range, makeI18n({ locale: "hi", messages: hi }))).toBe(
      "1100VA और 2100VA में लिथियम बैटरी अंदर ही लगी है, दीवार पर लगने वाली एक ही यूनिट में; 3500VA और 5000VA के लिए अलग से 48 V या 96 V का बैटरी बैंक चाहिए (साथ में नहीं आता), जो दुकान हर एक के साथ देती है।",
    );
  });
});

describe("ProductLinePage in Punjabi (decision 056)", () => {
  it("says the line's words, its questions and its buttons in Punjabi, and keeps its links in Punjabi", () => {
    const products = lineProducts(list([item({ id: 201, product_name: "Solar 5 KVA", product_category: "solar", model: "UVS-5K", product_stock: 2 })]), "solar");
    render(
      <I18nProvider i18n={makeI18n({ locale: "pa", messages: pa })}>{inRouter(<ProductLinePage line={solarLine} products={products} />)}</I18nProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "ਲਿਥੀਅਮ ਸੋਲਰ ਬੈਟਰੀਆਂ" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ਤੁਹਾਡੀਆਂ ਬੈਟਰੀਆਂ ਕਿੱਥੇ ਬਣਦੀਆਂ ਹਨ?" })).toBeInTheDocument();
    const model = within(screen.getByRole("region", { name: "ਸਾਡੀ ਰੇਂਜ" })).getByRole("listitem");
    expect(model).toHaveTextContent("ਮਾਡਲ UVS-5K");
    expect(model).toHaveTextContent("ਸਿਰਫ਼ 2 ਬਾਕੀ ਹਨ!");
    expect(within(model).getByRole("link", { name: "ਆਨਲਾਈਨ ਖ਼ਰੀਦੋ: Solar 5 KVA" })).toHaveAttribute("href", "/pa/productDetail/201");
    expect(screen.getByRole("link", { name: "ਲੋਡ ਕੈਲਕੁਲੇਟਰ ਵਰਤੋ" })).toHaveAttribute("href", "/pa/load-calculator");
    expect(screen.getByRole("link", { name: "ਕੋਟੇਸ਼ਨ ਲਓ" })).toHaveAttribute("href", "/pa/get-quote");
  });
});
