import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCart } from "../../lib/cart-store";
import { type AccessoryProduct, AccessoriesGrid, ratingText } from "./accessories";
import { InEnglish } from "../../../test/i18n";

const monitor: AccessoryProduct = {
  id: 31,
  product_name: "Smart Wi-Fi Battery Monitor",
  product_description: "A module that sends battery readings to your phone.",
  product_price: 11_999,
  product_discountedPrice: 8_999,
  product_stock: 3,
  product_warranty: "2 Years",
  product_features: ["Charge level and backup time on your phone", "Power-cut and low-battery alerts"],
  image: "/images/products/accessory-wifi-monitor.svg",
  rating: 4.5,
  reviews: 2,
};
const protector: AccessoryProduct = { ...monitor, id: 34, product_name: "Surge Protector for Inverters", product_stock: 0, rating: 0, reviews: 0 };

function renderGrid(products: AccessoryProduct[] = [monitor, protector]) {
  const Stub = createRoutesStub([{ path: "/cardsproduct", Component: () => <AccessoriesGrid products={products} /> }]);
  return render(<Stub initialEntries={["/cardsproduct"]} />, { wrapper: InEnglish });
}

const card = (name: string) => within(screen.getByRole("article", { name }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the accessories page", () => {
  it("shows each accessory's name, warranty, discount, prices, rating, features and availability", () => {
    renderGrid();
    const first = card(monitor.product_name);
    expect(first.getByRole("link", { name: monitor.product_name })).toHaveAttribute("href", "/productDetail/31");
    expect(first.getByText("25% OFF")).toBeInTheDocument();
    expect(first.getByText("2 Years Warranty")).toBeInTheDocument();
    expect(first.getByText("₹8,999")).toBeInTheDocument();
    expect(first.getByText("₹11,999")).toBeInTheDocument();
    expect(first.getByText("4.5 out of 5 from 2 reviews")).toBeInTheDocument();
    expect(first.getByText("Power-cut and low-battery alerts")).toBeInTheDocument();
    expect(first.getByText("In Stock")).toBeInTheDocument();
    expect(first.getByText("Fast delivery: dispatched within 48 hours")).toBeInTheDocument();
    const second = card(protector.product_name);
    expect(second.getByText("No reviews yet")).toBeInTheDocument();
    expect(second.getByText("Out of Stock")).toBeInTheDocument();
    expect(second.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  it("keeps the quantity between 1 and the stock", async () => {
    const user = userEvent.setup();
    renderGrid();
    const first = card(monitor.product_name);
    const minus = first.getByRole("button", { name: `Decrease quantity of ${monitor.product_name}` }) as HTMLButtonElement;
    const plus = first.getByRole("button", { name: `Increase quantity of ${monitor.product_name}` }) as HTMLButtonElement;
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(first.getByRole("group")).toHaveTextContent("3");
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });

  it("adds to the cart, and adding again raises the same line's quantity", async () => {
    const user = userEvent.setup();
    renderGrid();
    const first = card(monitor.product_name);
    await user.click(first.getByRole("button", { name: "Add to Cart" }));
    expect(first.getByRole("status").textContent).toBe("Added 1 to your cart (1 in your cart).");
    await user.click(first.getByRole("button", { name: "Add to Cart" }));
    expect(readCart()).toEqual([
      { id: 31, product_name: monitor.product_name, product_discountedPrice: 8_999, quantity: 2, image: monitor.image, product_stock: 3 },
    ]);
    // A third and fourth would pass the stock of 3: refused with the spec's text.
    await user.click(first.getByRole("button", { name: `Increase quantity of ${monitor.product_name}` }));
    await user.click(first.getByRole("button", { name: "Add to Cart" }));
    expect(first.getByRole("status").textContent).toBe("Cannot add more Smart Wi-Fi Battery Monitor . Only 3 in stock!");
    expect(readCart()[0]?.quantity).toBe(2);
  });

  it("copies the product's address when the device cannot share", async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderGrid();
    await user.click(screen.getByRole("button", { name: `Share ${monitor.product_name}` }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/productDetail/31`);
    expect(alert).toHaveBeenCalledWith("Product URL copied to clipboard!");
  });

  it("words the rating from real reviews only", () => {
    expect(ratingText(0, 0)).toBe("No reviews yet");
    expect(ratingText(4, 1)).toBe("4.0 out of 5 from 1 review");
  });
});
