import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountUnitPage } from "@urjavolt/contract/accounts";
import { UnitPage } from "./unit-page";

const active: AccountUnitPage = {
  details: {
    serialno: "UV-2100-9101",
    name: "Asha Rani",
    mobile: "XXXXXX5667",
    status: "Active",
    invoice: "Received",
    purchase_date: "2026-01-10",
    expiry_date: "2031-01-10",
    dealer: "Sharma Power House",
    invoiceno: "INV-7781",
    pincode: "140401",
    product: "Lithium Inverter/UPS 2100VA",
    model: "UVI-2100",
  },
  locale: "en",
  certificatePath: "/account/units/UV-2100-9101/certificate",
  complaintPath: "/technical-support?serialno=UV-2100-9101&product=Lithium%20Inverter%2FUPS%202100VA#support-request-form",
  requests: [{ reference: "CMP-2026-000007", product: "2100VA", status: "new", openedAt: "2026-11-20T04:00:00.000Z", trackingPath: "/track-request/T0KEN.sig" }],
};

function renderPage(unit: AccountUnitPage) {
  const Stub = createRoutesStub([{ path: "/account/units/:serial", Component: () => <UnitPage unit={unit} /> }]);
  return render(<Stub initialEntries={[`/account/units/${unit.details.serialno}`]} />);
}

describe("a unit's page for its owner (decision 052)", () => {
  it("shows the whole registration, a plain link to the certificate, the requests about it and a complaint with its serial", () => {
    renderPage(active);
    const warranty = screen.getByRole("region", { name: "Warranty" });
    for (const shown of ["Asha Rani", "XXXXXX5667", "Sharma Power House", "INV-7781", "140401", "UVI-2100"]) expect(warranty).toHaveTextContent(shown);
    const certificate = within(warranty).getByRole("link", { name: "Download the warranty certificate (PDF)" });
    expect(certificate).toHaveAttribute("href", "/account/units/UV-2100-9101/certificate");
    expect(certificate).toHaveAttribute("download");
    const history = screen.getByRole("region", { name: "Service history" });
    expect(within(history).getByRole("link", { name: "Visits, messages and photos of request CMP-2026-000007" })).toHaveAttribute("href", "/track-request/T0KEN.sig");
    expect(screen.getByRole("link", { name: "File a complaint about this unit" }).getAttribute("href")).toContain("serialno=UV-2100-9101");
  });

  it("shows a Pending warranty in amber with when to check again, and no certificate", () => {
    renderPage({ ...active, details: { ...active.details, status: "Pending" }, certificatePath: null, requests: [] });
    const warranty = screen.getByRole("region", { name: "Warranty" });
    expect(within(warranty).getByText("Warranty: Pending").className).toMatch(/pending/);
    expect(within(warranty).queryByRole("link", { name: /certificate/ })).toBeNull();
    expect(warranty).toHaveTextContent("We are verifying your invoice.");
    expect(screen.getByRole("region", { name: "Service history" })).toHaveTextContent("No service requests about this unit under your account.");
  });

  it("shows a rejection's reason to the owner", () => {
    renderPage({ ...active, details: { ...active.details, status: "Rejected", rejection_reason: "The invoice names another serial." }, certificatePath: null });
    const warranty = screen.getByRole("region", { name: "Warranty" });
    expect(within(warranty).getByText("Warranty: Rejected").className).toMatch(/ended/);
    expect(warranty).toHaveTextContent("Reason: The invoice names another serial.");
  });
});
