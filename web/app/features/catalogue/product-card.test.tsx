import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCart, writeCart } from "../../lib/cart-store";
import { type CardProduct, ProductCard, SHARE_COPIED_MESSAGE, SHARE_FAILED_MESSAGE, cardBadge } from "./product-card";
import { InEnglish, english } from "../../../test/i18n";

function product(overrides: Partial<CardProduct> = {}): CardProduct {
  return {
    id: 7,
    product_name: "UVI-1100 Lithium Inverter",
    product_price: 32_999,
    product_discountedPrice: 27_499,
    product_stock: 24,
    product_warranty: "5 Years",
    product_features: ["Pure sine wave output", "Silent operation"],
    image: "/images/products/inverter-1100va.svg",
    isNew: false,
    bestSeller: true,
    madeInIndia: true,
    battery: { supply: "built-in" },
    ...overrides,
  };
}

function renderCard(item: CardProduct = product()) {
  return render(
    <MemoryRouter>
      <ProductCard product={item} />
    </MemoryRouter>,
    { wrapper: InEnglish },
  );
}

const card = () => screen.getByRole("article");
const quantity = () => within(screen.getByRole("group", { name: /Quantity of/ })).getByText(/In cart/).parentElement?.textContent;
const plus = () => screen.getByRole("button", { name: /Add one more/ });
const minus = () => screen.getByRole("button", { name: /Remove one/ });
const addButton = () => screen.getByRole("button", { name: "Add to Cart" });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("product card content", () => {
  it("shows one badge, the first feature only, both prices and links the title to the product page", () => {
    renderCard(product({ isNew: true }));
    expect(card().querySelectorAll("[data-card-badge]")).toHaveLength(1);
    expect(card().querySelector("[data-card-badge]")).toHaveTextContent("Bestseller");
    expect(screen.getByText("Pure sine wave output")).toBeInTheDocument();
    expect(screen.queryByText("Silent operation")).not.toBeInTheDocument();
    expect(card()).toHaveTextContent("₹27,499");
    expect(card().querySelector("s")).toHaveTextContent("₹32,999");
    const link = screen.getByRole("link", { name: "UVI-1100 Lithium Inverter" });
    expect(link).toHaveAttribute("href", "/productDetail/7");
    // Nothing interactive sits inside the link.
    expect(link.querySelector("button, a, input")).not.toBeInTheDocument();
  });

  it("picks the one badge: Bestseller, then New, the discount, Made in India, the warranty (decision 046)", () => {
    const base = { bestSeller: false, isNew: false, madeInIndia: false };
    expect(cardBadge(product({ isNew: true }), english)?.text).toBe("Bestseller");
    expect(cardBadge(product({ ...base, isNew: true }), english)?.text).toBe("New");
    expect(cardBadge(product({ ...base, madeInIndia: true }), english)).toEqual({ text: "17% OFF", tone: "offer" });
    expect(cardBadge(product({ ...base, madeInIndia: true, product_discountedPrice: 32_999 }), english)?.text).toBe("Made in India");
    expect(cardBadge(product({ ...base, product_discountedPrice: 32_999 }), english)?.text).toBe("5 Years Warranty");
    expect(cardBadge(product({ ...base, product_discountedPrice: 32_999, product_warranty: "1 year limited warranty" }), english)?.text).toBe("1 year limited warranty");
    expect(cardBadge(product({ ...base, product_discountedPrice: 32_999, product_warranty: " " }), english)).toBeNull();
  });

  it("leaves out the struck price without a discount", () => {
    renderCard(product({ product_discountedPrice: 32_999, bestSeller: false, madeInIndia: false }));
    expect(card().querySelector("s")).not.toBeInTheDocument();
    expect(card().querySelectorAll("[data-card-badge]")).toHaveLength(1);
  });
});

describe("product card stock", () => {
  it("says nothing above 5 in stock, 'Only N left!' from 5 to 1", () => {
    const { unmount } = renderCard(product({ product_stock: 6 }));
    expect(screen.queryByText(/left!/)).not.toBeInTheDocument();
    unmount();
    renderCard(product({ product_stock: 5 }));
    expect(screen.getByText("Only 5 left!")).toBeInTheDocument();
  });

  it("at 0 says 'Out of Stock' and disables Add to Cart and plus", () => {
    renderCard(product({ product_stock: 0 }));
    expect(screen.getByText("Out of Stock")).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(plus()).toBeDisabled();
    fireEvent.click(addButton());
    expect(readCart()).toEqual([]);
  });
});

describe("product card cart controls", () => {
  it("shows 0 when the product is not in the cart, and the cart's quantity when it is", () => {
    const { unmount } = renderCard();
    expect(quantity()).toBe("In cart: 0");
    expect(minus()).toBeDisabled();
    unmount();
    writeCart([{ id: 7, product_name: "UVI-1100 Lithium Inverter", product_discountedPrice: 27_499, quantity: 3, image: "", product_stock: 24 }]);
    renderCard();
    expect(quantity()).toBe("In cart: 3");
  });

  it("adds one with Add to Cart and says so", () => {
    renderCard();
    fireEvent.click(addButton());
    expect(readCart()).toMatchObject([{ id: 7, quantity: 1, product_discountedPrice: 27_499 }]);
    expect(quantity()).toBe("In cart: 1");
    expect(screen.getByRole("status").textContent).toBe("Added to cart: 1 in your cart.");
    fireEvent.click(addButton());
    expect(readCart()[0]?.quantity).toBe(2);
  });

  it("plus stops at the stock and Add to Cart is refused politely beyond it", () => {
    renderCard(product({ product_stock: 2 }));
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(quantity()).toBe("In cart: 2");
    fireEvent.click(plus());
    expect(readCart()[0]?.quantity).toBe(2);
    expect(screen.getByRole("status").textContent).toBe("Only 2 in stock, and all 2 are already in your cart.");
    fireEvent.click(addButton());
    expect(readCart()[0]?.quantity).toBe(2);
    expect(screen.getByRole("status")).toHaveTextContent("Only 2 in stock");
  });

  it("minus lowers the quantity and removes the line at 0", () => {
    renderCard();
    fireEvent.click(plus());
    fireEvent.click(plus());
    fireEvent.click(minus());
    expect(readCart()[0]?.quantity).toBe(1);
    fireEvent.click(minus());
    expect(readCart()).toEqual([]);
    expect(quantity()).toBe("In cart: 0");
    expect(screen.getByRole("status").textContent).toBe("Removed from your cart.");
  });
});

describe("product card share", () => {
  const expectedUrl = () => new URL("/productDetail/7", window.location.origin).href;

  function stubClipboard(writeText: (text: string) => Promise<void>) {
    const spy = vi.fn(writeText);
    Object.defineProperty(navigator, "clipboard", { value: { writeText: spy }, configurable: true });
    return spy;
  }

  async function clickShare() {
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Share UVI-1100 Lithium Inverter" }));
    });
  }

  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share }));
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderCard();
    await clickShare();
    expect(share).toHaveBeenCalledWith({ title: "UVI-1100 Lithium Inverter", url: expectedUrl() });
    expect(alert).not.toHaveBeenCalled();
  });

  it("without one, copies the address and says so", async () => {
    const writeText = stubClipboard(async () => {});
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderCard();
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(expectedUrl());
    expect(alert).toHaveBeenCalledWith(SHARE_COPIED_MESSAGE);
  });

  it("when sharing fails, copies the address and says sharing failed", async () => {
    const writeText = stubClipboard(async () => {});
    const share = vi.fn(async () => {
      throw new Error("not allowed");
    });
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share }));
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderCard();
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(expectedUrl());
    expect(alert).toHaveBeenCalledWith(SHARE_FAILED_MESSAGE);
  });

  it("says nothing when the visitor closes the share sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("cancelled", "AbortError");
    });
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share }));
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderCard();
    await clickShare();
    expect(alert).not.toHaveBeenCalled();
  });

  it("does not claim a copy the clipboard refused: it shows the address instead", async () => {
    stubClipboard(async () => {
      throw new Error("denied");
    });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderCard();
    await clickShare();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0]?.[0]).toContain(expectedUrl());
    expect(alert.mock.calls[0]?.[0]).not.toBe(SHARE_COPIED_MESSAGE);
  });
});
