import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartLine } from "@urjavolt/contract/cart";
import type { InstallationAvailability } from "@urjavolt/contract/installation";
import { readCart, writeCart } from "../../lib/cart-store";
import type { CheckoutCatalogueEntry } from "./checkout-lines";
import { CheckoutPage } from "./checkout-page";
import { type ApiRoutes, fakeApi } from "../../../test/fake-api";
import { InEnglish } from "../../../test/i18n";
import { postOffice } from "./test-pincodes";

/** Checkout's "Pay on installation" (decision 059): offered with installation within the shop's limit, its terms before the order. */

const inverter: CheckoutCatalogueEntry = { id: 1, product_name: "Lithium Inverter/UPS 1100VA", product_discountedPrice: 27_499, product_stock: 24, image: "/images/products/a.svg" };
const line = (product: CheckoutCatalogueEntry, quantity: number): CartLine => ({ ...product, quantity });
const offer: InstallationAvailability = { offered: true, served: true, fees: [{ productId: 1, feePaise: 49_900 }], days: [{ date: "2026-12-08", slots: ["09:00", "11:00"] }], message: null };

let alerts: string[] = [];
beforeEach(() => {
  alerts = [];
  vi.spyOn(window, "alert").mockImplementation((message?: unknown) => {
    alerts.push(String(message));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderCheckout(quantity = 1) {
  writeCart([line(inverter, quantity)]);
  const Stub = createRoutesStub([
    { path: "/checkout", Component: () => <CheckoutPage catalogue={[inverter]} initialPincode="" siteUrl="https://www.urjavolt.in" /> },
    { path: "/track-order", Component: () => <p>Tracking page {new URLSearchParams(useLocation().search).get("token")}</p> },
  ]);
  return render(<Stub initialEntries={["/checkout"]} />, { wrapper: InEnglish });
}

function api(limit: number, overrides: ApiRoutes = {}) {
  return fakeApi({
    "pincode/*": () => ({ body: postOffice("140401", "Rajpura", "Patiala", "Punjab") }),
    "installation/availability": { body: offer },
    "checkout/pay-on-installation": { body: { limit, days: 3 } },
    "placeOrderpayment/create-order": {
      status: 201,
      body: { order_id: "on_installation_UV-2026-000050", custom_order_id: "UV-2026-000050", pay_on_installation: { due_by: "2026-12-11T18:30:00.000Z", tracking_token: "TR4CK.sig" } },
    },
    ...overrides,
  });
}

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillAndChooseInstallation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input(/Full name/), "Ravi Kumar");
  await user.type(input(/Mobile number/), "98765 43210");
  await user.type(input(/^Email/), "ravi@example.com");
  await user.type(input(/Street address/), "House 12, Model Town");
  await user.type(input(/^Pincode/), "140401");
  await screen.findByDisplayValue("Rajpura", undefined, { timeout: 2000 });
  await user.click(await screen.findByRole("radio", { name: /Install it for me/ }));
  await user.selectOptions(screen.getByLabelText("Day"), "2026-12-08");
  await user.selectOptions(screen.getByLabelText("Time"), "11:00");
}

describe("checkout: pay on installation", () => {
  it("offers it beside paying now once installation is chosen, states its terms before the order, and places the order without paying", async () => {
    const user = userEvent.setup();
    const calls = api(30_000);
    renderCheckout();
    await fillAndChooseInstallation(user);

    const timing = screen.getByRole("group", { name: "When to pay" });
    expect(within(timing).getByRole("radio", { name: "Pay now" })).toBeChecked();
    // The terms are on the page before the choice is made: what, when, how, no extra cost, and what ends the order.
    expect(timing).toHaveTextContent("You pay the total of ₹27,998 after our technician has installed your order, not now. Paying on installation costs nothing extra.");
    expect(timing).toHaveTextContent("payment link to your mobile (UPI, card or netbanking) or takes cash and gives you a receipt");
    expect(timing).toHaveTextContent("GST invoice is issued when the payment is in");
    expect(timing).toHaveTextContent("please pay within 3 days of the installation day. If the installation cannot be done, or you refuse it, or it is not done within that time, your order is cancelled and its stock released");
    expect(timing).toHaveAccessibleDescription(/You pay the total of ₹27,998/);

    await user.click(within(timing).getByRole("radio", { name: "Pay on installation" }));
    const place = screen.getByRole("button", { name: "Place Order: pay ₹27,998 on installation" });
    await user.click(place);

    expect(await screen.findByText("Tracking page TR4CK.sig")).toBeInTheDocument();
    const created = calls.callsTo("placeOrderpayment/create-order");
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ installation: { date: "2026-12-08", slot: "11:00" }, pay_on_installation: true, pincode: "140401" });
    // No gateway was opened: nothing is paid now.
    expect(calls.callsTo("test-gateway/pay")).toHaveLength(0);
    expect(readCart()).toEqual([]);
  });

  it("is not offered over the limit, with the limit off, or without installation", async () => {
    const user = userEvent.setup();
    api(20_000);
    renderCheckout();
    await fillAndChooseInstallation(user);
    expect(screen.queryByRole("group", { name: "When to pay" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place Order ₹27,998" })).toBeInTheDocument();
  });

  it("is not offered when staff turned it off, nor before installation is chosen", async () => {
    const user = userEvent.setup();
    api(0);
    renderCheckout();
    await fillAndChooseInstallation(user);
    expect(screen.queryByRole("group", { name: "When to pay" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "No installation" }));
    expect(screen.queryByText(/Paying on installation/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal (over the limit meanwhile) and keeps the cart", async () => {
    const user = userEvent.setup();
    const refusal = "Pay on installation is not offered for this order: it needs installation and a total within the limit";
    api(30_000, { "placeOrderpayment/create-order": { status: 400, body: { message: refusal, errors: { pay_on_installation: refusal } } } });
    renderCheckout();
    await fillAndChooseInstallation(user);
    await user.click(screen.getByRole("radio", { name: "Pay on installation" }));
    await user.click(screen.getByRole("button", { name: /Place Order: pay/ }));
    await vi.waitFor(() => expect(alerts).toEqual([`Error: ${refusal}`]));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(readCart()).toHaveLength(1);
  });
});
