import { describe, expect, it } from "vitest";
import {
  type CartLine,
  type CartProduct,
  addToCart,
  cartBadgeLabel,
  cartCount,
  cartQuantity,
  cartWithin,
  cartTotals,
  clampQuantity,
  cleanPincodeInput,
  deliveryCheck,
  lineTotalPaise,
  parseStoredCart,
  removeFromCart,
  setQuantity,
} from "./cart.ts";

describe("cartCount", () => {
  it("adds up the quantities of the lines", () => {
    expect(cartCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartCount([])).toBe(0);
  });
  it("counts only the stored lines the cart page can show", () => {
    const line = (id: number, quantity: unknown) => ({ id, product_name: `Product ${id}`, product_discountedPrice: 100, quantity, image: "", product_stock: 200 });
    expect(cartCount(parseStoredCart(JSON.stringify([{ id: 1, quantity: 7 }, line(2, -4), line(3, "2"), null])))).toBe(2);
  });
});

describe("cartBadgeLabel", () => {
  it("hides the badge at 0", () => expect(cartBadgeLabel(0)).toBeNull());
  it("shows the count up to 99", () => {
    expect(cartBadgeLabel(5)).toBe("5");
    expect(cartBadgeLabel(99)).toBe("99");
  });
  it("caps at 99+ above 99", () => {
    expect(cartBadgeLabel(100)).toBe("99+");
    expect(cartBadgeLabel(120)).toBe("99+");
  });
});

const inverter: CartProduct = { id: 1, product_name: "UrjaVolt 1100VA Inverter", product_discountedPrice: 27_499, image: "/images/1.webp", product_stock: 5 };
const battery: CartProduct = { id: 2, product_name: "UrjaVolt 51.2V 100Ah", product_discountedPrice: 42_999, image: "/images/2.webp", product_stock: 3 };
const soldOut: CartProduct = { id: 3, product_name: "UrjaVolt 48V 200Ah", product_discountedPrice: 99_000, image: "/images/3.webp", product_stock: 0 };

const line = (product: CartProduct, quantity: number): CartLine => ({ ...product, quantity });

describe("parseStoredCart", () => {
  it("reads a cart written by the shop", () => {
    const cart = [line(inverter, 2), line(battery, 1)];
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });
  it("is empty for nothing, broken JSON or a non-list", () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart(undefined)).toEqual([]);
    expect(parseStoredCart("")).toEqual([]);
    expect(parseStoredCart("[{")).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ id: 1, quantity: 2 }))).toEqual([]);
    expect(parseStoredCart("null")).toEqual([]);
  });
  it("drops lines it cannot use and keeps the rest", () => {
    const good = line(inverter, 1);
    const stored = [
      null,
      "text",
      { ...good, id: 0 },
      { ...good, id: "abc" },
      { ...good, product_name: "  " },
      { ...good, product_discountedPrice: -1 },
      { ...good, product_discountedPrice: undefined },
      { ...good, quantity: 0 },
      { ...good, quantity: -2 },
      { ...good, quantity: 0.5 },
      { ...good, product_stock: undefined },
      { id: 7, quantity: 2 },
      good,
    ];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual([good]);
  });
  it("accepts numeric text, floors a fractional quantity and defaults a missing image", () => {
    const stored = [{ id: "2", product_name: "Battery", product_discountedPrice: "42999", quantity: "2.7", product_stock: "3" }];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual([{ id: 2, product_name: "Battery", product_discountedPrice: 42_999, quantity: 2, image: "", product_stock: 3 }]);
  });
  it("merges two lines of one product", () => {
    const stored = [line(inverter, 1), line(battery, 1), line(inverter, 2)];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual([line(inverter, 3), line(battery, 1)]);
  });
  it("produces whole numbers where the cart needs them", () => {
    const [parsed] = parseStoredCart(JSON.stringify([{ ...line(battery, 1), id: "2", quantity: "1", product_stock: "3" }]));
    expect(parsed).toEqual({ ...line(battery, 1), id: 2, quantity: 1, product_stock: 3 });
  });
  it("drops ids and counts that are not whole numbers, and trims the name", () => {
    const good = line(inverter, 1);
    const stored = [{ ...good, id: 1.5 }, { ...good, product_stock: 2.5 }, { ...good, id: 9, product_name: "  Inverter  " }];
    expect(parseStoredCart(JSON.stringify(stored))).toEqual([{ ...good, id: 9, product_name: "Inverter" }]);
  });
});

describe("addToCart", () => {
  it("adds a new line at the end without changing the old cart", () => {
    const before = [line(battery, 1)];
    const { cart, refusal } = addToCart(before, inverter, 2);
    expect(refusal).toBeNull();
    expect(cart).toEqual([line(battery, 1), line(inverter, 2)]);
    expect(before).toEqual([line(battery, 1)]);
  });
  it("merges into an existing line, refreshing its details", () => {
    const stale = { ...line(inverter, 2), product_discountedPrice: 30_000, product_stock: 9 };
    const { cart, refusal } = addToCart([stale, line(battery, 1)], inverter, 3);
    expect(refusal).toBeNull();
    expect(cart).toEqual([line(inverter, 5), line(battery, 1)]);
  });
  it("allows exactly the stock and refuses one more", () => {
    expect(addToCart([], battery, 3).cart).toEqual([line(battery, 3)]);
    const over = addToCart([line(battery, 2)], battery, 2);
    expect(over.cart).toEqual([line(battery, 2)]);
    expect(over.refusal).toEqual({ reason: "over-stock", message: "Cannot add more UrjaVolt 51.2V 100Ah . Only 3 in stock!" });
    expect(addToCart([], battery, 4).refusal?.reason).toBe("over-stock");
  });
  it("ignores an out-of-stock product", () => {
    const { cart, refusal } = addToCart([line(inverter, 1)], soldOut, 1);
    expect(cart).toEqual([line(inverter, 1)]);
    expect(refusal).toEqual({ reason: "out-of-stock", message: "UrjaVolt 48V 200Ah is out of stock" });
  });
  it("refuses a quantity that is not a whole number of at least 1", () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      const result = addToCart([], inverter, quantity);
      expect(result.cart).toEqual([]);
      expect(result.refusal?.reason).toBe("invalid-quantity");
    }
  });
  it("turns two adds of an accessory into one line of 2", () => {
    const once = addToCart([], inverter, 1).cart;
    expect(addToCart(once, inverter, 1).cart).toEqual([line(inverter, 2)]);
  });
});

describe("setQuantity", () => {
  const cart = [line(inverter, 2), line(battery, 1)];
  it("changes a line's quantity", () => {
    expect(setQuantity(cart, 1, 5, 5)).toEqual({ cart: [line(inverter, 5), line(battery, 1)], refusal: null });
    expect(setQuantity(cart, 1, 1, 5).cart).toEqual([line(inverter, 1), line(battery, 1)]);
  });
  it("removes the line at 0 or below", () => {
    expect(setQuantity(cart, 1, 0, 5)).toEqual({ cart: [line(battery, 1)], refusal: null });
    expect(setQuantity(cart, 2, -3, 3).cart).toEqual([line(inverter, 2)]);
  });
  it("refuses more than the stock with the cart page's alert", () => {
    const result = setQuantity(cart, 1, 6, 5);
    expect(result.cart).toEqual(cart);
    expect(result.refusal).toEqual({ reason: "over-stock", message: "Cannot add more UrjaVolt 1100VA Inverter . Only 5 in stock!" });
  });
  it("takes the stock it is given as the line's stock", () => {
    expect(setQuantity(cart, 1, 2, 4).cart[0]).toEqual({ ...line(inverter, 2), product_stock: 4 });
    expect(setQuantity(cart, 1, 3, 2).refusal?.message).toBe("Cannot add more UrjaVolt 1100VA Inverter . Only 2 in stock!");
  });
  it("leaves the cart as it was for a product not in it or a quantity that is no number", () => {
    expect(setQuantity(cart, 99, 2, 5)).toEqual({ cart, refusal: null });
    expect(setQuantity(cart, 1, Number.NaN, 5).refusal?.reason).toBe("invalid-quantity");
    expect(setQuantity(cart, 1, Number.NaN, 5).cart).toEqual(cart);
  });
});

describe("removeFromCart and cartQuantity", () => {
  const cart = [line(inverter, 2), line(battery, 1)];
  it("removes one product's line", () => {
    expect(removeFromCart(cart, 1)).toEqual([line(battery, 1)]);
    expect(removeFromCart(cart, 42)).toEqual(cart);
    expect(cart).toHaveLength(2);
  });
  it("reads a product's quantity, 0 when absent", () => {
    expect(cartQuantity(cart, 1)).toBe(2);
    expect(cartQuantity(cart, 3)).toBe(0);
  });
});

describe("clampQuantity", () => {
  it("keeps the detail selector between 1 and the stock", () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.9, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe("cartTotals", () => {
  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotalPaise: 0, shippingPaise: 0, totalPaise: 0 });
  });
  it("sums discounted price times quantity in paise, shipping free", () => {
    expect(cartTotals([line(inverter, 2), line(battery, 1)])).toEqual({
      itemCount: 3,
      subtotalPaise: (2 * 27_499 + 42_999) * 100,
      shippingPaise: 0,
      totalPaise: (2 * 27_499 + 42_999) * 100,
    });
  });
  it("converts each unit price to whole paise once, free of float noise", () => {
    expect(lineTotalPaise({ product_discountedPrice: 0.1, quantity: 3 })).toBe(30);
    expect(lineTotalPaise({ product_discountedPrice: 1299.99, quantity: 3 })).toBe(389_997);
    expect(lineTotalPaise({ product_discountedPrice: 19.995, quantity: 2 })).toBe(4000);
    expect(cartTotals([{ product_discountedPrice: 0.1, quantity: 1 }, { product_discountedPrice: 0.2, quantity: 1 }]).totalPaise).toBe(30);
  });
});

describe("deliveryCheck", () => {
  const deliverable = ["140401", "140402", "140403"];
  const product = { product_name: "UrjaVolt 1100VA Inverter", product_stock: 4 };
  it("cleans the pincode to at most 6 digits", () => {
    expect(cleanPincodeInput("140 401")).toBe("140401");
    expect(cleanPincodeInput("14-04-02x9")).toBe("140402");
    expect(cleanPincodeInput("abc")).toBe("");
  });
  it("succeeds for a deliverable pincode of a product in stock", () => {
    expect(deliveryCheck(" 140-401 ", product, deliverable)).toEqual({
      ok: true,
      pincode: "140401",
      message: "Success! UrjaVolt 1100VA Inverter is deliverable to 140401. Proceeding to checkout.",
    });
    expect(deliveryCheck("1404039", product, new Set(deliverable)).ok).toBe(true);
  });
  it("asks for 6 digits first", () => {
    for (const input of ["", "14040", "abcdef"]) {
      expect(deliveryCheck(input, { ...product, product_stock: 0 }, deliverable)).toEqual({
        ok: false,
        pincode: cleanPincodeInput(input),
        reason: "invalid-pincode",
        message: "Please enter a valid 6-digit pincode",
      });
    }
  });
  it("then needs the product in stock", () => {
    expect(deliveryCheck("140401", { ...product, product_stock: 0 }, deliverable)).toMatchObject({
      ok: false,
      reason: "out-of-stock",
      message: "UrjaVolt 1100VA Inverter is out of stock",
    });
  });
  it("then a deliverable pincode", () => {
    expect(deliveryCheck("560001", product, deliverable)).toEqual({
      ok: false,
      pincode: "560001",
      reason: "not-deliverable",
      message: "Sorry, this product is not deliverable to your pincode.",
    });
    expect(deliveryCheck("140401", product, []).ok).toBe(false);
  });
});

describe("cartWithin", () => {
  it("lowers a line to the units left, removes one with none left, and keeps the rest as they were", () => {
    const cart = [line(inverter, 3), line(battery, 2), line(soldOut, 1)];
    expect(cartWithin(cart, { "1": 2, "3": 0 })).toEqual([{ ...inverter, quantity: 2, product_stock: 2 }, line(battery, 2)]);
    expect(cartWithin(cart, { "2": 5 })).toEqual(cart);
  });
});
