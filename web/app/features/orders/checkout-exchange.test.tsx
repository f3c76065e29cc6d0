import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartLine } from "@urjavolt/contract/cart";
import { exchangeMessages } from "@urjavolt/contract/exchange";
import type { InstallationAvailability } from "@urjavolt/contract/installation";
import { writeCart } from "../../lib/cart-store";
import type { CheckoutCatalogueEntry } from "./checkout-lines";
import { CheckoutPage } from "./checkout-page";
import { batteryUnits, exchangeRupees } from "./exchange-section";
import { type ApiCall, fakeApi } from "../../../test/fake-api";
import { InEnglish } from "../../../test/i18n";
import { postOffice } from "./test-pincodes";

/** The old battery exchanged at the installation, at checkout (decision 058). */

const inverter: CheckoutCatalogueEntry = { id: 1, product_name: "Lithium Inverter/UPS 1100VA", product_discountedPrice: 27_499, product_stock: 24, image: "/images/products/a.svg" };
const battery: CheckoutCatalogueEntry = { id: 2, product_name: "12V 100Ah Battery", product_discountedPrice: 14_999, product_stock: 10, image: "/images/products/b.svg" };
const line = (product: CheckoutCatalogueEntry, quantity: number): CartLine => ({ ...product, quantity });

const offer: InstallationAvailability = {
  offered: true,
  served: true,
  fees: [
    { productId: 1, feePaise: 0 },
    { productId: 2, feePaise: 0 },
  ],
  batteries: [2],
  days: [{ date: "2026-12-02", slots: ["09:00", "11:00"] }],
  message: null,
};
const values = [
  { chemistry: "lead_acid", capacityBand: "up_to_100", value: 1500 },
  { chemistry: "lead_acid", capacityBand: "101_to_150", value: 2200 },
  { chemistry: "lithium_ion", capacityBand: "up_to_100", value: 0 },
] as const;

let alerts: string[] = [];
beforeEach(() => {
  alerts = [];
  vi.spyOn(window, "alert").mockImplementation((message?: unknown) => void alerts.push(String(message)));
});
afterEach(() => vi.restoreAllMocks());

function renderCheckout(cart: CartLine[]) {
  writeCart(cart);
  const Stub = createRoutesStub([{ path: "/checkout", Component: () => <CheckoutPage catalogue={[inverter, battery]} initialPincode="" siteUrl="https://www.urjavolt.in" /> }]);
  return render(<Stub initialEntries={["/checkout"]} />, { wrapper: InEnglish });
}

function api(create: (call: ApiCall) => { status?: number; body: unknown }) {
  return fakeApi({
    "pincode/*": () => ({ body: postOffice("140401", "Rajpura", "Patiala", "Punjab") }),
    "installation/availability": { body: offer },
    "exchange-values": { body: { values } },
    "placeOrderpayment/create-order": create,
  });
}

async function fillAndInstall(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), "Ravi Kumar");
  await user.type(screen.getByLabelText(/Mobile number/), "9876543210");
  await user.type(screen.getByLabelText(/^Email/), "ravi@example.com");
  await user.type(screen.getByLabelText(/Street address/), "House 12, Model Town");
  await user.type(screen.getByLabelText(/^Pincode/), "140401");
  await screen.findByDisplayValue("Rajpura", undefined, { timeout: 2000 });
  await user.click(await screen.findByRole("radio", { name: /Install it for me/ }));
  await user.selectOptions(screen.getByLabelText("Day"), "2026-12-02");
  await user.selectOptions(screen.getByLabelText("Time"), "11:00");
}

describe("the old battery exchange at checkout", () => {
  it("counts one old battery per battery installed and values a kind from the table", () => {
    const lines = [line(inverter, 1), line(battery, 2)].map((entry) => ({ ...entry, problem: null }));
    expect(batteryUnits(offer, lines)).toBe(2);
    expect(batteryUnits({ ...offer, batteries: undefined }, lines)).toBe(0);
    expect(exchangeRupees([...values], { wanted: true, chemistry: "lead_acid", capacityBand: "101_to_150", quantity: 2 })).toBe(4400);
    expect(exchangeRupees([...values], { wanted: false, chemistry: "lead_acid", capacityBand: "101_to_150", quantity: 2 })).toBe(0);
    expect(exchangeRupees(null, { wanted: true, chemistry: "lead_acid", capacityBand: "up_to_100", quantity: 1 })).toBe(0);
  });

  it("is offered only once installation is chosen, and shows the value as a discount confirmed at pickup", async () => {
    const user = userEvent.setup();
    api(() => ({ status: 500, body: {} }));
    renderCheckout([line(inverter, 1), line(battery, 1)]);
    await user.type(screen.getByLabelText(/^Pincode/), "140401");
    await screen.findByRole("radio", { name: /Install it for me/ });
    expect(screen.queryByRole("group", { name: exchangeMessages.title })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Install it for me/ }));
    const group = await screen.findByRole("group", { name: exchangeMessages.title });
    expect(within(group).getByRole("link", { name: "How the exchange works" })).toHaveAttribute("href", "/cancellationrefundpolicy#old-batteries");
    await user.click(within(group).getByRole("checkbox", { name: /hand over my old battery/ }));
    // One battery installed: no choice of how many.
    expect(within(group).queryByLabelText("How many old batteries")).not.toBeInTheDocument();
    await user.selectOptions(within(group).getByLabelText("Type of old battery"), "lead_acid");
    await user.selectOptions(within(group).getByLabelText("Capacity (on its label)"), "up_to_100");
    expect(await within(group).findByRole("status")).toHaveTextContent("₹1,500 off, confirmed at pickup");
    const totals = screen.getByText("Subtotal").closest("dl")!;
    expect(within(totals).getByText("Old battery exchange (Lead-acid, Up to 100 Ah), confirmed at pickup").nextSibling).toHaveTextContent("-₹1,500");
    expect(screen.getByRole("button", { name: /^Place Order/ })).toHaveTextContent("Place Order ₹40,998");
    // A kind the table gives nothing for says so and takes nothing off.
    await user.selectOptions(within(group).getByLabelText("Type of old battery"), "lithium_ion");
    expect(within(group).getByRole("status")).toHaveTextContent(exchangeMessages.noValue);
    expect(screen.getByRole("button", { name: /^Place Order/ })).toHaveTextContent("Place Order ₹42,498");
    // Installation given up: the exchange goes with it.
    await user.click(screen.getByRole("radio", { name: "No installation" }));
    expect(screen.queryByRole("group", { name: exchangeMessages.title })).not.toBeInTheDocument();
    expect(screen.queryByText(/Old battery exchange/)).not.toBeInTheDocument();
  });

  it("sends the kind and how many, never a value, asks for a kind first, and shows the server's refusal beside the fields", async () => {
    const user = userEvent.setup();
    const created = api(() => ({ status: 400, body: { message: exchangeMessages.tooMany(2), errors: { "exchange.quantity": exchangeMessages.tooMany(2) } } }));
    renderCheckout([line(battery, 2)]);
    await fillAndInstall(user);
    const group = await screen.findByRole("group", { name: exchangeMessages.title });
    await user.click(within(group).getByRole("checkbox", { name: /hand over my old battery/ }));
    await user.click(screen.getByRole("button", { name: /^Place Order/ }));
    expect(await within(group).findByRole("alert")).toHaveTextContent(exchangeMessages.chemistryRequired);
    expect(created.callsTo("placeOrderpayment/create-order")).toHaveLength(0);

    await user.selectOptions(within(group).getByLabelText("Type of old battery"), "lead_acid");
    await user.selectOptions(within(group).getByLabelText("Capacity (on its label)"), "101_to_150");
    await user.selectOptions(within(group).getByLabelText("How many old batteries"), "2");
    expect(screen.getByRole("button", { name: /^Place Order/ })).toHaveTextContent("Place Order ₹25,598");
    await user.click(screen.getByRole("button", { name: /^Place Order/ }));
    await vi.waitFor(() => expect(created.callsTo("placeOrderpayment/create-order")).toHaveLength(1));
    const body = created.callsTo("placeOrderpayment/create-order")[0]!.body as Record<string, unknown>;
    expect(body.exchange).toEqual({ chemistry: "lead_acid", capacityBand: "101_to_150", quantity: 2 });
    expect(body.installation).toEqual({ date: "2026-12-02", slot: "11:00" });
    expect(await within(group).findByRole("alert")).toHaveTextContent(exchangeMessages.tooMany(2));
  });

  it("with pay on installation, says the value confirmed at pickup changes what is paid, and sends the exchange with the order (decision 059)", async () => {
    const user = userEvent.setup();
    const created = fakeApi({
      "pincode/*": () => ({ body: postOffice("140401", "Rajpura", "Patiala", "Punjab") }),
      "installation/availability": { body: offer },
      "exchange-values": { body: { values } },
      "checkout/pay-on-installation": { body: { limit: 50_000, days: 3 } },
      "placeOrderpayment/create-order": { status: 201, body: { order_id: "on_installation_UV-2026-000051", custom_order_id: "UV-2026-000051", pay_on_installation: { due_by: "2026-12-05T18:30:00.000Z", tracking_token: "T.sig" } } },
    });
    renderCheckout([line(battery, 1)]);
    await fillAndInstall(user);
    const group = await screen.findByRole("group", { name: exchangeMessages.title });
    await user.click(within(group).getByRole("checkbox", { name: /hand over my old battery/ }));
    await user.selectOptions(within(group).getByLabelText("Type of old battery"), "lead_acid");
    await user.selectOptions(within(group).getByLabelText("Capacity (on its label)"), "up_to_100");
    const timing = screen.getByRole("group", { name: "When to pay" });
    expect(timing).toHaveTextContent("You pay the total of ₹13,499 after our technician has installed your order");
    expect(timing).toHaveTextContent("Your old battery's exchange value is confirmed when the technician collects it");
    await user.click(within(timing).getByRole("radio", { name: "Pay on installation" }));
    await user.click(screen.getByRole("button", { name: "Place Order: pay ₹13,499 on installation" }));
    await vi.waitFor(() => expect(created.callsTo("placeOrderpayment/create-order")).toHaveLength(1));
    expect(created.callsTo("placeOrderpayment/create-order")[0]!.body).toMatchObject({ pay_on_installation: true, exchange: { chemistry: "lead_acid", capacityBand: "up_to_100", quantity: 1 } });
  });
});
