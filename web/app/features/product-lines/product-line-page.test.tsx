import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProductList, ProductListItem } from "@urjavolt/contract/catalogue";
import { lineOfCategory } from "@urjavolt/contract/catalogue-rules";
import { catalogueItem as item } from "../../../test/catalogue-item";
import { inRouter } from "../../../test/in-router";
import { InEnglish } from "../../../test/i18n";
import { inverterLine } from "./inverter-line";
import { lineProducts } from "./line-products";
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
