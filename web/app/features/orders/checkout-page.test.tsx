import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartLine } from "@urjavolt/contract/cart";
import { gstinCheckCharacter } from "@urjavolt/contract/gst";
import { formatRupees } from "@urjavolt/contract/money";
import { type PaymentMethod, checkoutMessages } from "@urjavolt/contract/orders";
import type { EligibleOffer } from "@urjavolt/contract/coupons";
import { readCart, writeCart } from "../../lib/cart-store";
import type { CheckoutCatalogueEntry } from "./checkout-lines";
import { I18nProvider } from "@lingui/react";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { makeI18n } from "../../lib/i18n";
import { CheckoutPage } from "./checkout-page";
import { type ApiCall, type ApiRoutes, fakeApi } from "../../../test/fake-api";
import { noRecords, postOffice } from "./test-pincodes";

const inverter: CheckoutCatalogueEntry = { id: 1, product_name: "Lithium Inverter/UPS 1100VA", product_discountedPrice: 27_499, product_stock: 24, image: "/images/products/a.svg" };
const battery: CheckoutCatalogueEntry = { id: 2, product_name: "48V 100Ah LiFePO4 Battery", product_discountedPrice: 54_999, product_stock: 3, image: "/images/products/b.svg" };
const catalogue = [inverter, battery];
const line = (product: CheckoutCatalogueEntry, quantity: number): CartLine => ({ ...product, quantity });

let alerts: string[] = [];
beforeEach(() => {
  alerts = [];
  vi.spyOn(window, "alert").mockImplementation((message?: unknown) => {
    alerts.push(String(message));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderCheckout({
  cart = [line(inverter, 1), line(battery, 2)],
  pincode = "",
  paymentMethods = null,
  locale = "en",
}: { cart?: CartLine[]; pincode?: string; paymentMethods?: PaymentMethod[] | null; locale?: "en" | "hi" } = {}) {
  writeCart(cart);
  const Stub = createRoutesStub([
    { path: "/checkout", Component: () => <CheckoutPage catalogue={catalogue} initialPincode={pincode} siteUrl="https://www.urjavolt.in" paymentMethods={paymentMethods} /> },
    { path: "/shop-online", Component: () => <p>Shop</p> },
    { path: "/cart", Component: () => <p>Cart</p> },
    { path: "/order-confirmation/:token", Component: () => <p>Confirmation page {useLocation().pathname.split("/").pop()}</p> },
  ]);
  const i18n = makeI18n({ locale, messages: locale === "hi" ? hi : en });
  return render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={["/checkout"]} />
    </I18nProvider>,
  );
}

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const placeOrder = () => screen.getByRole("button", { name: /^Place Order/ }) as HTMLButtonElement;

async function fillShipping(user: ReturnType<typeof userEvent.setup>, { city = true } = {}) {
  await user.type(input(/Full name/), "Ravi Kumar");
  await user.type(input(/Mobile number/), "98765 43210");
  await user.type(input(/^Email/), "ravi@example.com");
  await user.type(input(/Street address/), "House 12, Model Town");
  if (city) {
    await user.type(input(/^City/), "Rajpura");
    await user.type(input(/^State/), "Punjab");
  }
}

const pincodeRoutes: ApiRoutes = { "pincode/*": () => ({ body: noRecords }) };

describe("checkout: order summary", () => {
  it("shows the cart's lines at today's prices, the totals and the button with the total", () => {
    renderCheckout();
    expect(screen.getByRole("heading", { level: 2, name: "Order Summary" })).toBeInTheDocument();
    expect(screen.getByText("Lithium Inverter/UPS 1100VA")).toBeInTheDocument();
    expect(screen.getByText("₹54,999 × 2")).toBeInTheDocument();
    const totals = screen.getByText("Subtotal").closest("dl")!;
    expect(within(totals).getAllByText("₹1,37,497")).toHaveLength(2);
    expect(within(totals).getByText("Free")).toBeInTheDocument();
    expect(placeOrder().textContent).toBe("Place Order ₹1,37,497");
    expect(screen.getByRole("navigation", { name: "Checkout progress" }).querySelector('[aria-current="step"]')).toHaveTextContent("Checkout");
  });

  it("says when the cart is empty, links to the shop, and refuses to place the order", async () => {
    const user = userEvent.setup();
    fakeApi(pincodeRoutes);
    renderCheckout({ cart: [] });
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop-online");
    await fillShipping(user);
    await user.type(input(/^Pincode/), "999999");
    await user.click(placeOrder());
    expect(screen.getByRole("alert")).toHaveTextContent("Cart cannot be empty");
    expect(alerts).toEqual(["Please fill out all required fields correctly."]);
  });
});

describe("checkout: shipping rules", () => {
  it("shows every required message, alerts, focuses the first field, and an edit clears that field's error", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(placeOrder());
    expect(alerts).toEqual(["Please fill out all required fields correctly."]);
    for (const message of [
      "Full name is required",
      "Email is required",
      "Mobile number is required",
      "Address is required",
      "City is required",
      "State is required",
      "Valid 6-digit pincode is required",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // The GSTIN is optional: left blank, it has nothing to say.
    expect(screen.queryByText("Please enter a valid 15-character GSTIN, or leave it blank")).not.toBeInTheDocument();
    expect(document.activeElement).toBe(input(/Full name/));
    const error = screen.getByText("Full name is required");
    expect(input(/Full name/).getAttribute("aria-describedby")).toContain(error.id);
    await user.type(input(/Full name/), "R");
    expect(screen.queryByText("Full name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
  });

  it("checks the e-mail and the 10-digit mobile", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.type(input(/^Email/), "ravi@example");
    await user.type(input(/Mobile number/), "98765");
    await user.click(placeOrder());
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid 10-digit mobile number")).toBeInTheDocument();
  });

  it("keeps only digits in the pincode and says so when fewer than six are left on leaving it", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.type(input(/^Pincode/), "14a0-4");
    expect(input(/^Pincode/).value).toBe("1404");
    await user.tab();
    expect(screen.getByText("Please enter a valid 6-digit pincode")).toBeInTheDocument();
  });
});

describe("checkout: pincode lookup", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });

  const typeInto = (element: HTMLInputElement, value: string) => act(() => fireEvent.change(element, { target: { value } }));
  const settle = async () => {
    await act(async () => {
      await Promise.resolve();
    });
  };

  it("looks up after a 500 ms pause, fills city and state and locks them; fewer digits clear and unlock", async () => {
    let lookups = 0;
    fakeApi({
      "pincode/140401": () => {
        lookups += 1;
        return { body: postOffice("140401", "Rajpura", "Patiala", "Punjab") };
      },
    });
    renderCheckout();
    typeInto(input(/^Pincode/), "14040");
    typeInto(input(/^Pincode/), "140401");
    // Locked while the lookup waits and runs.
    expect(input(/^City/).readOnly).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(lookups).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await settle();
    await settle();
    expect(lookups).toBe(1);
    expect(input(/^City/).value).toBe("Rajpura");
    expect(input(/^State/).value).toBe("Punjab");
    expect(input(/^City/).readOnly).toBe(true);
    expect(input(/^State/).readOnly).toBe(true);

    typeInto(input(/^Pincode/), "14040");
    expect(input(/^City/).value).toBe("");
    expect(input(/^State/).value).toBe("");
    expect(input(/^City/).readOnly).toBe(false);
  });

  it("a newer pincode replaces one still waiting: only the last is looked up", async () => {
    const api = fakeApi({ "GET pincode/*": { body: postOffice("160022", "NA", "Chandigarh", "Chandigarh") } });
    renderCheckout();
    typeInto(input(/^Pincode/), "140401");
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    typeInto(input(/^Pincode/), "160022");
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await settle();
    await settle();
    expect(api.callsTo("GET pincode/*").map((call) => call.path)).toEqual(["pincode/160022"]);
    // No taluk: the city is the district.
    expect(input(/^City/).value).toBe("Chandigarh");
  });

  it("says 'Invalid pincode' for an unknown one and leaves city and state open", async () => {
    fakeApi({ "pincode/*": () => ({ body: noRecords }) });
    renderCheckout({ pincode: "999999" });
    expect(input(/^Pincode/).value).toBe("999999");
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await settle();
    await settle();
    expect(screen.getByText("Invalid pincode")).toBeInTheDocument();
    expect(input(/^City/).readOnly).toBe(false);
    expect(input(/^Pincode/)).toHaveAttribute("aria-invalid", "true");
  });

  it("says the lookup failed when the server cannot answer", async () => {
    fakeApi({ "pincode/*": () => ({ status: 500, body: { message: "Internal error" } }) });
    renderCheckout({ pincode: "140401" });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await settle();
    await settle();
    expect(screen.getByText("Failed to fetch city. Please try another pincode.")).toBeInTheDocument();
    expect(input(/^City/).readOnly).toBe(false);
  });
});

describe("checkout: coupon", () => {
  it("asks for a code when empty, and forces upper case", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("Please enter a coupon code")).toBeInTheDocument();
    await user.type(input("Coupon code"), "power5");
    expect(input("Coupon code").value).toBe("POWER5");
    expect(screen.queryByText("Please enter a coupon code")).not.toBeInTheDocument();
  });

  it("shows 'Applying...', then the discount at once, a congratulations dialog at 0.5 s that ends by 3.5 s, and Remove clears it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let release: () => void = () => {};
    const requests: unknown[] = [];
    fakeApi({
      "validate-coupon": ({ body }) => {
        requests.push(body);
        return new Promise((resolve) => {
          release = () => resolve({ body: { message: "Coupon applied successfully", coupon: { code: "POWER5", discount: 5000, description: "5% off your order, up to ₹5,000" } } });
        });
      },
    });
    renderCheckout();
    await user.type(input("Coupon code"), "power5");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("button", { name: "Applying..." })).toBeInTheDocument();
    expect(requests).toEqual([
      {
        coupon_code: "POWER5",
        subtotal: 137_497,
        product_data: [
          { product_id: 1, product_name: inverter.product_name, quantity: 1, price: 27_499 },
          { product_id: 2, product_name: battery.product_name, quantity: 2, price: 54_999 },
        ],
      },
    ]);
    await act(async () => {
      release();
    });
    // The discount applies at once.
    expect(screen.getByText("Discount (POWER5)")).toBeInTheDocument();
    expect(screen.getByText("-₹5,000")).toBeInTheDocument();
    expect(placeOrder().textContent).toBe("Place Order ₹1,32,497");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    const dialog = screen.getByRole("dialog", { name: "Congratulations!" });
    expect(dialog).toHaveTextContent("POWER5");
    expect(dialog).toHaveTextContent("₹5,000");
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Remove/ }));
    expect(screen.queryByText("Discount (POWER5)")).not.toBeInTheDocument();
    expect(input("Coupon code").value).toBe("");
    expect(placeOrder().textContent).toBe("Place Order ₹1,37,497");
  });

  it("shows the server's message below the field, or the fallback", async () => {
    const user = userEvent.setup();
    const answers = [{ status: 400, body: { message: "This coupon has expired" } }, { status: 400, body: {} }];
    fakeApi({ "validate-coupon": () => answers.shift()! });
    renderCheckout();
    await user.type(input("Coupon code"), "MONSOON15");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const error = await screen.findByText("This coupon has expired");
    expect(input("Coupon code")).toHaveAttribute("aria-describedby", error.id);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Failed to validate coupon")).toBeInTheDocument();
  });

  it("drops an applied coupon when the cart changes", async () => {
    const user = userEvent.setup();
    fakeApi({ "validate-coupon": () => ({ body: { message: "Coupon applied successfully", coupon: { code: "FLAT1000", discount: 1000, description: "₹1,000 off" } } }) });
    renderCheckout();
    await user.type(input("Coupon code"), "FLAT1000");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Discount (FLAT1000)")).toBeInTheDocument();
    act(() => {
      writeCart([line(inverter, 1)]);
    });
    expect(screen.queryByText("Discount (FLAT1000)")).not.toBeInTheDocument();
    expect(screen.getByText("Your cart changed, so the coupon was removed. Please apply it again.")).toBeInTheDocument();
  });
});

describe("checkout: offers for the cart (decision 045)", () => {
  const festival: EligibleOffer = {
    code: "URJAVOLT1100",
    discount: 2_749,
    description: "Festive offer: 10% off the 1100VA lithium inverter series",
    title: "Limited-Time Offer on 1100VA Lithium Inverters",
    endsAt: "2026-12-31T18:29:59.000Z",
  };
  const flat: EligibleOffer = { code: "FLAT1000", discount: 1_000, description: "₹1,000 off orders of ₹20,000 or more", title: "Flat off", endsAt: null };
  const offersFor = (answers: Record<string, EligibleOffer[]>) =>
    fakeApi({
      "POST eligible-offers": ({ body }) => {
        const lines = (body as { product_data: { product_id: number; quantity: number }[] }).product_data;
        return { body: { offers: answers[lines.map((item) => `${item.product_id}x${item.quantity}`).join(",")] ?? [] } };
      },
    });

  it("applies the best offer by itself and says so plainly, with the others a tap away", async () => {
    const api = offersFor({ "1x1": [festival, flat] });
    renderCheckout({ cart: [line(inverter, 1)] });
    expect(await screen.findByText("We applied URJAVOLT1100, the best offer for your cart: you save ₹2,749")).toBeInTheDocument();
    expect(screen.getByText("Discount (URJAVOLT1100)")).toBeInTheDocument();
    expect(placeOrder().textContent).toBe("Place Order ₹24,750");
    // The server is asked with the cart's product ids and quantities; it prices them itself.
    expect(api.callsTo("POST eligible-offers").map((call) => call.body)).toEqual([
      { product_data: [{ product_id: 1, product_name: inverter.product_name, quantity: 1, price: 27_499 }] },
    ]);
    const others = screen.getByRole("list", { name: "Other offers for your cart" });
    expect(within(others).getByText(/you save ₹1,000/)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("takes another offer with one tap, and after Remove applies none by itself but keeps them listed", async () => {
    const user = userEvent.setup();
    offersFor({ "1x1": [festival, flat] });
    renderCheckout({ cart: [line(inverter, 1)] });
    await screen.findByText("Discount (URJAVOLT1100)");
    await user.click(screen.getByRole("button", { name: "Use instead FLAT1000" }));
    expect(screen.getByText("Discount (FLAT1000)")).toBeInTheDocument();
    expect(screen.getByText(/applied: you save ₹1,000/)).toBeInTheDocument();
    expect(screen.queryByText(/We applied/)).not.toBeInTheDocument();
    expect(placeOrder().textContent).toBe("Place Order ₹26,499");
    expect(screen.getByRole("button", { name: /Remove/ })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: /Remove/ }));
    expect(screen.queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(placeOrder().textContent).toBe("Place Order ₹27,499");
    const offers = screen.getByRole("list", { name: "Offers for your cart" });
    expect(within(offers).getAllByRole("button").map((button) => button.textContent)).toEqual(["Apply URJAVOLT1100", "Apply FLAT1000"]);
    await user.click(within(offers).getByRole("button", { name: "Apply URJAVOLT1100" }));
    expect(screen.getByText("Discount (URJAVOLT1100)")).toBeInTheDocument();
  });

  it("applies the new cart's best offer when the cart changes, and none when no offer covers it", async () => {
    offersFor({ "1x1": [festival], "1x2": [{ ...festival, discount: 5_499 }] });
    renderCheckout({ cart: [line(inverter, 1)] });
    await screen.findByText("Discount (URJAVOLT1100)");
    act(() => {
      writeCart([line(inverter, 2)]);
    });
    expect(await screen.findByText("We applied URJAVOLT1100, the best offer for your cart: you save ₹5,499")).toBeInTheDocument();
    expect(screen.queryByText(/Your cart changed/)).not.toBeInTheDocument();
    act(() => {
      writeCart([line(battery, 1)]);
    });
    expect(screen.queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(await screen.findByText("Your cart changed, so the coupon was removed. Please apply it again.")).toBeInTheDocument();
    expect(placeOrder().textContent).toBe("Place Order ₹54,999");
  });

  it("lists nothing and applies nothing when the server has no offer or cannot answer", async () => {
    const api = fakeApi({ "POST eligible-offers": { status: 503, body: { message: "Busy" } } });
    renderCheckout({ cart: [line(inverter, 1)] });
    await waitFor(() => expect(api.callsTo("POST eligible-offers")).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole("list", { name: /offers for your cart/i })).not.toBeInTheDocument();
    expect(placeOrder().textContent).toBe("Place Order ₹27,499");
    expect(screen.getByLabelText("Coupon code")).toBeInTheDocument();
  });
});

describe("checkout: ways to pay", () => {
  it("lists the ways the gateway offers, in the house order, and none when it cannot say", () => {
    const { unmount } = renderCheckout({ paymentMethods: ["emi", "netbanking", "card", "upi"] });
    const ways = screen.getByRole("list", { name: "Ways to pay" });
    expect(within(ways).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["UPI", "Credit and debit cards", "Netbanking", "EMI"]);
    unmount();
    renderCheckout({ paymentMethods: null });
    expect(screen.queryByRole("list", { name: "Ways to pay" })).not.toBeInTheDocument();
  });
});

const order = {
  order_id: "order_test_XYZ",
  amount: 13_649_700,
  currency: "INR",
  custom_order_id: "UV-2026-000042",
  product_data: [],
  coupon: { code: "FLAT1000", discount: 1000, description: "₹1,000 off" },
  key: "rzp_test_offline",
  gateway: "test",
  subtotal: 137_497,
  discount: 1000,
  shipping: 0,
  total: 136_497,
};
const signed = { razorpay_payment_id: "pay_test_P1", razorpay_order_id: "order_test_XYZ", razorpay_signature: "a".repeat(64) };
const receipt = {
  receipt_id: "RCPT-2026-000007",
  payment_id: "pay_test_P1",
  custom_order_id: "UV-2026-000042",
  order_id: "order_test_XYZ",
  amount: 136_497,
  purpose: "UrjaVolt Online Shop Order",
  coupon_code: "FLAT1000",
  discount: 1000,
  subtotal: 137_497,
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "9876543210",
  address: "House 12, Model Town",
  city: "Rajpura",
  state: "Punjab",
  pincode: "140401",
  date: "2026-11-22T09:30:00.000Z",
  product_data: [
    { product_name: inverter.product_name, quantity: 1, price: 27_499 },
    { product_name: battery.product_name, quantity: 2, price: 54_999 },
  ],
  refund_due: false,
};

function shopApi(overrides: ApiRoutes = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const record =
    (path: string, answer: (body: unknown) => { status?: number; body: unknown }) =>
    ({ body }: ApiCall) => {
      calls.push({ path, body });
      return answer(body);
    };
  const routes: ApiRoutes = {
    "pincode/*": () => ({ body: postOffice("140401", "Rajpura", "Patiala", "Punjab") }),
    "validate-coupon": () => ({ body: { message: "Coupon applied successfully", coupon: order.coupon } }),
    "placeOrderpayment/create-order": record("create", () => ({ status: 201, body: order })),
    "test-gateway/pay": record("pay", (body) =>
      (body as { outcome: string }).outcome === "success"
        ? { body: signed }
        : { body: { error: { code: "BAD_REQUEST_ERROR", description: "Payment failed in the test gateway", reason: "payment_failed" } } },
    ),
    "payment/verifyPlaceOrderPayment": record("verify", () => ({ body: { message: "Payment verified successfully", receipt, refund_due: false, tracking_token: "TR4CK.sig", confirmation_token: "C0NFIRM.sig" } })),
    ...overrides,
  };
  fakeApi(routes);
  return calls;
}

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  await fillShipping(user, { city: false });
  await user.type(input(/^Pincode/), "140401");
  await screen.findByDisplayValue("Rajpura", undefined, { timeout: 2000 });
}

describe("checkout: buyer GSTIN", () => {
  const first14 = "03AAPFU0939F1Z";
  const validGstin = `${first14}${gstinCheckCharacter(first14)}`;
  const wrongCheck = `${first14}${gstinCheckCharacter(first14) === "0" ? "1" : "0"}`;
  const gstinInvalid = "Please enter a valid 15-character GSTIN, or leave it blank";
  const gstinField = () => input("GSTIN (optional, for a business invoice)");

  it("is an optional field with its hint, capitalised, at most 15 characters", () => {
    renderCheckout();
    const field = gstinField();
    expect(field.required).toBe(false);
    expect(field.maxLength).toBe(15);
    expect(field).toHaveAttribute("autocapitalize", "characters");
    expect(field).toHaveAttribute("autocomplete", "off");
    const hint = screen.getByText(/^15 characters, e\.g\. /);
    expect(hint).toHaveTextContent("leave blank if you have none");
    expect(field).toHaveAttribute("aria-describedby", hint.id);
  });

  it("refuses a wrong GSTIN beside the field, alerts, focuses it and does not create the order", async () => {
    const user = userEvent.setup();
    const calls = shopApi();
    renderCheckout();
    await fillEverything(user);
    await user.type(gstinField(), wrongCheck);
    await user.click(placeOrder());

    const error = screen.getByText(gstinInvalid);
    expect(gstinField()).toHaveAttribute("aria-invalid", "true");
    expect(gstinField().getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(gstinField());
    expect(alerts).toEqual(["Please fill out all required fields correctly."]);

    // Too short is refused too; an edit clears the message until the next try.
    await user.clear(gstinField());
    expect(screen.queryByText(gstinInvalid)).not.toBeInTheDocument();
    await user.type(gstinField(), "03AAPFU");
    await user.click(placeOrder());
    expect(screen.getByText(gstinInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.queryByRole("dialog", { name: "Test payment gateway" })).not.toBeInTheDocument();
  });

  it("sends a valid GSTIN typed in lower case upper-cased", async () => {
    const user = userEvent.setup();
    const calls = shopApi();
    renderCheckout();
    await fillEverything(user);
    await user.type(gstinField(), validGstin.toLowerCase());
    await user.click(placeOrder());
    await screen.findByRole("dialog", { name: "Test payment gateway" });
    expect(screen.queryByText(gstinInvalid)).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["create"]);
    // The page's language goes with the order: its e-mails are written in it (decision 056).
    expect(calls[0]!.body).toMatchObject({ full_name: "Ravi Kumar", pincode: "140401", gstin: validGstin, locale: "en" });
  });

  it("sends the order from a Hindi page as a Hindi order", async () => {
    const user = userEvent.setup();
    const calls = shopApi();
    renderCheckout({ locale: "hi" });
    await fillEverything(user);
    await user.click(placeOrder());
    await screen.findByRole("dialog", { name: "Test payment gateway" });
    expect(calls.map((call) => call.path)).toEqual(["create"]);
    expect(calls[0]!.body).toMatchObject({ full_name: "Ravi Kumar", locale: "hi" });
  });

  it("shows the server's refusal of the GSTIN beside the field", async () => {
    const user = userEvent.setup();
    shopApi({ "placeOrderpayment/create-order": () => ({ status: 400, body: { message: gstinInvalid, errors: { gstin: gstinInvalid } } }) });
    renderCheckout();
    await fillEverything(user);
    await user.type(gstinField(), validGstin);
    await user.click(placeOrder());
    await vi.waitFor(() => expect(alerts).toEqual([`Error: ${gstinInvalid}`]));
    const error = await screen.findByText(gstinInvalid);
    expect(gstinField().getAttribute("aria-describedby")).toContain(error.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(gstinField()));
  });
});

describe("checkout: placing the order", () => {
  it("creates the order, pays through the gateway, verifies, shows the receipt and empties the cart", async () => {
    const user = userEvent.setup();
    const calls = shopApi();
    renderCheckout();
    await fillEverything(user);
    await user.type(input("Coupon code"), "FLAT1000");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByText("Discount (FLAT1000)");
    await user.click(placeOrder());

    const gateway = await screen.findByRole("dialog", { name: "Test payment gateway" });
    const processing = screen.getByRole("button", { name: "Processing..." }) as HTMLButtonElement;
    expect(processing).toBeDisabled();
    expect(input(/Full name/).closest("fieldset")).toBeDisabled();
    expect(calls[0]).toEqual({
      path: "create",
      body: {
        full_name: "Ravi Kumar",
        mobile: "9876543210",
        email: "ravi@example.com",
        address: "House 12, Model Town",
        pincode: "140401",
        city: "Rajpura",
        state: "Punjab",
        product_data: [
          { product_id: 1, product_name: inverter.product_name, quantity: 1, price: 27_499 },
          { product_id: 2, product_name: battery.product_name, quantity: 2, price: 54_999 },
        ],
        coupon_code: "FLAT1000",
        gstin: null,
        // No installation offer was answered for this pincode: none is asked for (decision 057).
        installation: null,
        // No old battery handed over (decision 058).
        exchange: null,
        // Paid now, not on installation (decision 059).
        pay_on_installation: false,
        // The page's language: the order's e-mails are written in it (decision 056).
        locale: "en",
      },
    });
    expect(within(gateway).getByText("₹1,36,497")).toBeInTheDocument();
    await user.click(within(gateway).getByRole("button", { name: "Simulate success" }));

    const dialog = await screen.findByRole("dialog", { name: "Payment Successful" });
    expect(calls.map((call) => call.path)).toEqual(["create", "pay", "verify"]);
    expect(calls[2]!.body).toEqual(signed);
    for (const text of ["RCPT-2026-000007", "pay_test_P1", "UV-2026-000042", "order_test_XYZ", "UrjaVolt Online Shop Order", "FLAT1000", "-₹1,000", "Ravi Kumar", "ravi@example.com", "9876543210", "House 12, Model Town", "Rajpura", "Punjab", "140401", "22 Nov 2026, 3:00 pm"]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(within(dialog).getByRole("button", { name: "Download PDF Receipt" })).toBeInTheDocument();
    expect(readCart()).toEqual([]);
    expect(input(/Full name/).value).toBe("");
    expect(input(/^Pincode/).value).toBe("");
    expect(screen.queryByText("Discount (FLAT1000)")).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Checkout progress" }).querySelector('[aria-current="step"]')).toHaveTextContent("Complete");

    // The page after paying is a link away, and closing the receipt goes there (decision 023).
    expect(within(dialog).getByRole("link", { name: "What happens next" })).toHaveAttribute("href", "/order-confirmation/C0NFIRM.sig");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Confirmation page C0NFIRM.sig")).toBeInTheDocument();
  });

  it("says in the receipt that a payment the shop could not fulfil is being refunded", async () => {
    const user = userEvent.setup();
    shopApi({
      "payment/verifyPlaceOrderPayment": () => ({
        body: { message: "Payment verified successfully", receipt: { ...receipt, refund_due: true }, refund_due: true, tracking_token: "T.s", confirmation_token: "C.s" },
      }),
    });
    renderCheckout();
    await fillEverything(user);
    await user.click(placeOrder());
    await user.click(await screen.findByRole("button", { name: "Simulate success" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment Successful" });
    expect(within(dialog).getByRole("note").textContent).toBe(checkoutMessages.refundNotice(formatRupees(receipt.amount)));
  });

  it("alerts 'Payment failed: …' when the payment fails, and leaves the cart and form as they were", async () => {
    const user = userEvent.setup();
    const calls = shopApi();
    renderCheckout();
    await fillEverything(user);
    await user.click(placeOrder());
    await user.click(await screen.findByRole("button", { name: "Simulate failure" }));
    await vi.waitFor(() => expect(alerts).toEqual(["Payment failed: Payment failed in the test gateway"]));
    expect(calls.map((call) => call.path)).toEqual(["create", "pay"]);
    expect(readCart()).toHaveLength(2);
    expect(input(/Full name/).value).toBe("Ravi Kumar");
    expect(placeOrder()).toBeEnabled();
    expect(placeOrder().textContent).toBe("Place Order ₹1,37,497");
    await vi.waitFor(() => expect(document.activeElement).toBe(placeOrder()));
  });

  it("re-enables the form quietly when the gateway is closed", async () => {
    const user = userEvent.setup();
    shopApi();
    renderCheckout();
    await fillEverything(user);
    await user.click(placeOrder());
    await user.click(await screen.findByRole("button", { name: "Close and cancel the payment" }));
    await vi.waitFor(() => expect(placeOrder().disabled).toBe(false));
    expect(alerts).toEqual([]);
    expect(screen.getByText(/Payment cancelled/)).toBeInTheDocument();
  });

  it("alerts 'Error: {message}' when the order cannot be created, and 'Failed to create order' without a message", async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = { status: 400, body: { message: "Only 2 of 48V 100Ah LiFePO4 Battery left in stock" } };
    shopApi({ "placeOrderpayment/create-order": () => answer });
    renderCheckout();
    await fillEverything(user);
    await user.click(placeOrder());
    await vi.waitFor(() => expect(alerts).toEqual(["Error: Only 2 of 48V 100Ah LiFePO4 Battery left in stock"]));
    answer = { status: 500, body: {} };
    await user.click(placeOrder());
    await vi.waitFor(() => expect(alerts[1]).toBe("Failed to create order"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("cuts the cart down to the units that are left when they sold while the buyer shopped, and says so", async () => {
    const user = userEvent.setup();
    const calls = shopApi({
      "placeOrderpayment/create-order": () => ({
        status: 409,
        body: {
          message: "Only 1 of 48V 100Ah LiFePO4 Battery left in stock",
          errors: { "product_data.1.quantity": "Only 1 of 48V 100Ah LiFePO4 Battery left in stock" },
          available: { "1": 20, "2": 1 },
        },
      }),
    });
    renderCheckout();
    await fillEverything(user);
    await user.click(placeOrder());
    await vi.waitFor(() => expect(alerts).toEqual(["Error: Only 1 of 48V 100Ah LiFePO4 Battery left in stock"]));
    expect(readCart().map((cartLine) => [cartLine.id, cartLine.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(await screen.findByText(/Some items sold out while you were shopping/)).toBeInTheDocument();
    // Nothing was paid: the gateway was never opened.
    expect(calls.filter((call) => call.path === "pay")).toHaveLength(0);
  });

  it("alerts 'Payment verification failed: {message}' when the server refuses the payment", async () => {
    const user = userEvent.setup();
    shopApi({ "payment/verifyPlaceOrderPayment": () => ({ status: 400, body: { message: "Invalid signature" } }) });
    renderCheckout();
    await fillEverything(user);
    await user.click(placeOrder());
    await user.click(await screen.findByRole("button", { name: "Simulate success" }));
    await vi.waitFor(() => expect(alerts).toEqual(["Payment verification failed: Invalid signature"]));
    expect(readCart()).toHaveLength(2);
  });
});

describe("checkout: filled in from the signed-in buyer's account (decision 054)", () => {
  const known = {
    signedIn: true,
    mobile: "9814055667",
    email: null,
    name: "Asha Rani",
    address: { address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" },
  };

  it("fills the contact and the last delivery address, keeping what the buyer typed", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeApi({
      ...pincodeRoutes,
      "GET account/prefill": async () => {
        await held;
        return { body: known };
      },
    });
    renderCheckout();
    await user.type(input(/Full name/), "Ravi Kumar");
    await act(async () => release());
    await waitFor(() => expect(input(/Mobile number/)).toHaveValue("9814055667"));
    expect(input(/Full name/)).toHaveValue("Ravi Kumar");
    expect(input(/Street address/)).toHaveValue("12 Mall Road");
    expect(input(/^Pincode/)).toHaveValue("140401");
    expect(input(/^Email/)).toHaveValue("");
  });

  it("leaves the address alone when the buy-now page sent another pincode", async () => {
    fakeApi({ ...pincodeRoutes, "GET account/prefill": { body: known } });
    renderCheckout({ pincode: "400001" });
    await waitFor(() => expect(input(/Mobile number/)).toHaveValue("9814055667"));
    expect(input(/^Pincode/)).toHaveValue("400001");
    expect(input(/Street address/)).toHaveValue("");
  });
});
