import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountOverview } from "@urjavolt/contract/accounts";
import { formatRupees } from "@urjavolt/contract/money";
import { AccountPage } from "./account-page";

const account: AccountOverview = {
  mobile: "9814055667",
  email: null,
  firstSignIn: true,
  orders: [
    {
      number: "UV-2026-000042",
      status: "shipped",
      placedAt: "2026-11-25T15:30:00.000Z",
      total: 24_999,
      items: 2,
      lines: [
        { name: "UrjaVolt Home 1100", quantity: 1, registerPath: "/warranty?purchaseDate=2026-11-25&dealer=UrjaVolt%20online%20shop&invoiceno=UV%2F26-27%2F000042#warranty-form" },
        { name: "Battery terminal cover", quantity: 1, registerPath: null },
      ],
      trackingPath: "/track-order?token=T0KEN.sig",
    },
  ],
  units: [
    {
      serialNo: "UV-INV-0001",
      status: "Active",
      purchaseDate: "2026-01-10",
      expiryDate: "2031-01-10",
      product: "UrjaVolt Home 1100",
      unitPath: "/account/units/UV-INV-0001",
      certificatePath: "/account/units/UV-INV-0001/certificate",
    },
    { serialNo: "UV-BAT-0002", status: "Pending", purchaseDate: "2026-11-01", expiryDate: "2031-11-01", product: null, unitPath: "/account/units/UV-BAT-0002", certificatePath: null },
  ],
  consents: [
    { channel: "sms", given: true, at: "2026-11-20T04:00:00.000Z" },
    { channel: "whatsapp", given: false, at: null },
  ],
  requests: [],
  devices: [
    { id: 7, device: "Chrome on Android", signedInAt: "2026-11-27T04:00:00.000Z", lastSeenAt: "2026-11-27T05:00:00.000Z", current: true },
    { id: 3, device: "Safari on iPhone", signedInAt: "2026-11-20T04:00:00.000Z", lastSeenAt: "2026-11-21T04:00:00.000Z", current: false },
  ],
};

function renderPage(value: AccountOverview) {
  const Stub = createRoutesStub([{ path: "/account", Component: () => <AccountPage account={value} /> }]);
  return render(<Stub initialEntries={["/account"]} />);
}

describe("the account's page (decision 050)", () => {
  it("opens the notice of what is kept at the first sign-in only", () => {
    const { unmount } = renderPage(account);
    expect(screen.getByText("What we keep, and why").closest("details")).toHaveAttribute("open");
    unmount();
    renderPage({ ...account, firstSignIn: false });
    expect(screen.getByText("What we keep, and why").closest("details")).not.toHaveAttribute("open");
  });

  it("lists the orders with their tracking page, the units with a certificate only when Active, and says when there are no requests", () => {
    renderPage(account);
    const orders = screen.getByRole("region", { name: "Your orders" });
    expect(orders).toHaveTextContent(`Order UV-2026-000042Shipped`);
    expect(orders).toHaveTextContent(`2 items, ${formatRupees(24_999)}`);
    expect(within(orders).getByRole("link", { name: /Track it/ })).toHaveAttribute("href", "/track-order?token=T0KEN.sig");
    const units = screen.getByRole("region", { name: "Your registered products" });
    expect(within(units).getByRole("link", { name: "Details, certificate and service history of serial UV-INV-0001" })).toHaveAttribute("href", "/account/units/UV-INV-0001");
    expect(within(units).getByRole("link", { name: "Details, certificate and service history of serial UV-BAT-0002" })).toHaveAttribute("href", "/account/units/UV-BAT-0002");
    expect(units).toHaveTextContent("UrjaVolt Home 1100, serial UV-INV-0001");
    expect(within(units).getByText("Warranty: Pending").className).toMatch(/pending/);
    expect(screen.getByRole("region", { name: "Your service requests" })).toHaveTextContent("No service requests under +91 98140 55667.");
  });

  it("offers to register a battery or inverter from its order line, not an accessory (decision 052)", () => {
    renderPage(account);
    const orders = screen.getByRole("region", { name: "Your orders" });
    const links = within(orders).getAllByRole("link", { name: /^Register this product/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Register this product: UrjaVolt Home 1100");
    expect(links[0]!.getAttribute("href")).toContain("dealer=UrjaVolt%20online%20shop");
    expect(orders).toHaveTextContent("Battery terminal cover × 1");
  });

  it("shows each text channel's consent with a plain form post to change it, and says what e-mails are for", () => {
    renderPage(account);
    const consents = screen.getByRole("region", { name: "Messages we send you" });
    const stop = within(consents).getByRole("button", { name: "Stop SMS updates" });
    expect(stop.closest("form")).toHaveAttribute("action", "/account/consents");
    expect(stop.closest("form")).toHaveAttribute("method", "post");
    expect(stop.closest("form")!.querySelector("input[name=choice]")).toHaveValue("withdrawn");
    const start = within(consents).getByRole("button", { name: "Start WhatsApp updates" });
    expect(start.closest("form")!.querySelector("input[name=choice]")).toHaveValue("given");
    expect(consents).toHaveTextContent("never offers or newsletters");
  });

  it("offers no text consents to an account known by e-mail", () => {
    renderPage({ ...account, mobile: null, email: "harjit@example.in", consents: null });
    const consents = screen.getByRole("region", { name: "Messages we send you" });
    expect(within(consents).queryByRole("button")).toBeNull();
    expect(consents).toHaveTextContent("sign in with your mobile to choose them");
  });

  it("lets another device be signed out, and every device, by plain form posts", () => {
    renderPage(account);
    const devices = screen.getByRole("region", { name: "Signed-in devices" });
    expect(within(devices).getAllByRole("button", { name: /^Sign out this device/ })).toHaveLength(1);
    const everywhere = within(devices).getByRole("button", { name: "Sign out everywhere" });
    expect(everywhere.closest("form")).toHaveAttribute("action", "/account/sign-out");
    expect(everywhere.closest("form")).toHaveAttribute("method", "post");
  });
});
