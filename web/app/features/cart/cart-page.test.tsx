import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY, type CartLine } from "@urjavolt/contract/cart";
import { readCart, writeCart } from "../../lib/cart-store";
import type { CartCatalogueEntry } from "./cart-lines";
import { CartPage } from "./cart-page";
import { I18nProvider } from "@lingui/react";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { makeI18n } from "../../lib/i18n";
import { InEnglish } from "../../../test/i18n";

const inverter: CartCatalogueEntry = {
  id: 1,
  product_name: "Lithium Inverter/UPS 1100VA",
  product_discountedPrice: 27_499,
  product_stock: 3,
  image: "/images/products/inverter-1100va.svg",
};
const cables: CartCatalogueEntry = {
  id: 33,
  product_name: "Battery Cable Set (35 sq mm)",
  product_discountedPrice: 3_299,
  product_stock: 10,
  image: "/images/products/accessory-battery-cables.svg",
};
const catalogue = [inverter, cables];

const line = (product: CartCatalogueEntry, quantity: number, overrides: Partial<CartLine> = {}): CartLine => ({ ...product, quantity, ...overrides });

function renderCart(lines: CartLine[] = [], products: CartCatalogueEntry[] = catalogue) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  const Stub = createRoutesStub([{ path: "/cart", Component: () => <CartPage catalogue={products} /> }]);
  return render(<Stub initialEntries={["/cart"]} />, { wrapper: InEnglish });
}

const summary = () => within(screen.getByRole("region", { name: "Order Summary" }));
const summaryValue = (term: string) => summary().getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the cart page", () => {
  it("renders a loading status on the server, never a guess at the cart", () => {
    const Stub = createRoutesStub([{ path: "/cart", Component: () => <CartPage catalogue={catalogue} /> }]);
    const html = renderToString(
      <InEnglish>
        <Stub initialEntries={["/cart"]} />
      </InEnglish>,
    );
    expect(html).toContain("Loading your cart…");
    expect(html).not.toContain("Your cart is empty");
    expect(html).toContain('href="/"');
  });

  it("says the cart is empty, with Continue Shopping to the shop", () => {
    renderCart([]);
    expect(screen.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop-online");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("lists each line and totals the order in rupees with free shipping", () => {
    renderCart([line(inverter, 2), line(cables, 3)]);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole("link", { name: inverter.product_name })).toHaveAttribute("href", "/productDetail/1");
    expect(first.getByText("₹27,499 × 2")).toBeInTheDocument();
    expect(first.getByText("Only 3 left - Order soon!")).toBeInTheDocument();
    expect(first.getByText("₹54,998")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("In stock")).toBeInTheDocument();
    expect(summaryValue("Items")).toBe("5");
    expect(summaryValue("Subtotal")).toBe("₹64,895");
    expect(summaryValue("Shipping")).toBe("Free");
    expect(summaryValue("Total")).toBe("₹64,895");
    expect(summary().getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");
    expect(summary().getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop-online");
  });

  it("shows today's catalogue price and name, not the stored ones, and stores them back", () => {
    renderCart([line(inverter, 1, { product_discountedPrice: 30_000, product_name: "Old name", product_stock: 50 })]);
    expect(screen.getByText("₹27,499 × 1")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: inverter.product_name })).toBeInTheDocument();
    expect(readCart()).toEqual([line(inverter, 1)]);
  });

  it("raises and lowers a quantity, and alerts the spec's text beyond the stock", async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderCart([line(inverter, 2)]);
    await user.click(screen.getByRole("button", { name: `Increase quantity of ${inverter.product_name}` }));
    expect(readCart()[0]?.quantity).toBe(3);
    expect(screen.getByText("₹27,499 × 3")).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: `Increase quantity of ${inverter.product_name}` }));
    expect(alert).toHaveBeenCalledWith("Cannot add more Lithium Inverter/UPS 1100VA . Only 3 in stock!");
    expect(readCart()[0]?.quantity).toBe(3);
    await user.click(screen.getByRole("button", { name: `Decrease quantity of ${inverter.product_name}` }));
    expect(readCart()[0]?.quantity).toBe(2);
    expect(summaryValue("Total")).toBe("₹54,998");
  });

  it("removes a line when its quantity goes to 0, and with Remove; the last one leaves the empty state", async () => {
    const user = userEvent.setup();
    renderCart([line(inverter, 1), line(cables, 2)]);
    await user.click(screen.getByRole("button", { name: `Decrease quantity of ${inverter.product_name}` }));
    expect(readCart().map((stored) => stored.id)).toEqual([33]);
    expect(screen.getByRole("status", { hidden: true }).textContent).toBe(`Removed ${inverter.product_name} from your cart.`);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Items in your cart" }));
    await user.click(screen.getByRole("button", { name: `Remove ${cables.product_name}` }));
    expect(readCart()).toEqual([]);
    expect(screen.getByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
  });

  it("follows a change made in another tab", () => {
    renderCart([line(inverter, 1)]);
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(inverter, 1), line(cables, 4)]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(summaryValue("Items")).toBe("5");
  });

  it("marks a product that is gone or short of stock and holds checkout until it is sorted", async () => {
    const user = userEvent.setup();
    const gone: CartLine = { id: 99, product_name: "Retired Battery", product_discountedPrice: 5_000, quantity: 1, image: "/x.svg", product_stock: 4 };
    renderCart([line(inverter, 5), gone]);
    expect(screen.getByText("This product is no longer available. Please remove it to check out.")).toBeInTheDocument();
    expect(screen.getByText("Only 3 in stock now. Please lower the quantity to check out.")).toBeInTheDocument();
    // Only lines that can be ordered count.
    expect(summaryValue("Total")).toBe("₹0");
    const proceed = summary().getByRole("button", { name: "Proceed to Checkout" });
    expect(proceed).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove Retired Battery" }));
    // Lowering is allowed while still above the stock.
    await user.click(screen.getByRole("button", { name: `Decrease quantity of ${inverter.product_name}` }));
    await user.click(screen.getByRole("button", { name: `Decrease quantity of ${inverter.product_name}` }));
    expect(readCart()).toEqual([line(inverter, 3)]);
    expect(summary().getByRole("link", { name: "Proceed to Checkout" })).toBeInTheDocument();
    expect(summaryValue("Total")).toBe("₹82,497");
  });

  it("writes nothing back when the stored lines are already current", () => {
    writeCart([line(cables, 1)]);
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    renderCart([line(cables, 1)]);
    // Only the test's own setItem in renderCart.
    expect(setItem).toHaveBeenCalledTimes(1);
  });
});

describe("cart page in Punjabi (decision 056)", () => {
  it("says its lines, totals, problems and buttons in Punjabi, and keeps its links in Punjabi", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(inverter, 2), line(cables, 12)]));
    const Stub = createRoutesStub([{ path: "/pa/cart", Component: () => <CartPage catalogue={catalogue} /> }]);
    render(
      <I18nProvider i18n={makeI18n({ locale: "pa", messages: pa })}>
        <Stub initialEntries={["/pa/cart"]} />
      </I18nProvider>,
    );
    expect(await screen.findByRole("heading", { level: 2, name: "ਤੁਹਾਡੇ ਕਾਰਟ ਦੀਆਂ ਆਈਟਮਾਂ" })).toBeInTheDocument();
    expect(screen.getByText("ਇਸ ਵੇਲੇ ਸਟਾਕ ਵਿੱਚ ਸਿਰਫ਼ 10 ਹਨ। ਚੈੱਕਆਊਟ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਗਿਣਤੀ ਘਟਾਓ।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ਚੈੱਕਆਊਟ ਤੇ ਜਾਓ" })).toBeDisabled();
    expect(screen.getByRole("link", { name: inverter.product_name })).toHaveAttribute("href", `/pa/productDetail/${inverter.id}`);
    expect(screen.getByRole("link", { name: "ਖ਼ਰੀਦਦਾਰੀ ਜਾਰੀ ਰੱਖੋ" })).toHaveAttribute("href", "/pa/shop-online");
    expect(screen.getByRole("link", { name: "ਮੁੱਖ ਪੰਨੇ ਤੇ ਵਾਪਸ" })).toHaveAttribute("href", "/pa");
    expect(screen.getByText("ਮੁਫ਼ਤ")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: `${cables.product_name} ਹਟਾਓ` }));
    expect(screen.getByRole("status", { hidden: true }).textContent).toBe(`${cables.product_name} ਤੁਹਾਡੇ ਕਾਰਟ ਵਿੱਚੋਂ ਹਟਾ ਦਿੱਤਾ ਗਿਆ।`);
    expect(screen.getByRole("link", { name: "ਚੈੱਕਆਊਟ ਤੇ ਜਾਓ" })).toHaveAttribute("href", "/pa/checkout");
  });
});
