import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type AccountDetails, type ErasurePlan, keptReasons } from "@urjavolt/contract/accounts-rights";
import { paths } from "@urjavolt/contract/paths";
import { DetailsPage } from "./details-page";
import { ErasePage } from "./erase-page";

const details: AccountDetails = {
  mobile: "9814055667",
  signInEmail: null,
  formerMobiles: [{ mobile: "9876543210", until: "2026-11-20T06:30:00.000Z" }],
  name: "Asha Rani",
  email: null,
  addresses: [{ id: 4, full_name: "Asha Rani", mobile: "9814055667", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401", updatedAt: "2026-11-27T04:00:00.000Z" }],
};

const plan: ErasurePlan = {
  erased: [{ what: "Your account", detail: "Its verified mobile number, and its sign-in codes." }],
  kept: [
    { what: "Order UV-2026-000042 and its tax invoice UV/26-27/000042", reference: "UV-2026-000042", reason: keptReasons.invoice, until: "2035-03-31" },
    { what: "Service request SR-1 (open)", reference: "SR-1", reason: keptReasons.openTicket, until: null },
  ],
};

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => element, action: () => null }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("the customer's rights pages (decision 053)", () => {
  it("says why each detail is kept, lists the addresses with their own edit and delete, and offers both downloads", () => {
    renderAt(paths.accountDetails, <DetailsPage details={details} editing={null} notice={null} />);
    expect(screen.getByRole("textbox", { name: /^Name\b/ })).toHaveValue("Asha Rani");
    expect(screen.getByText(/It is not checked with a code, so it finds none of your records/)).toBeInTheDocument();
    expect(screen.getByText(/an invoice is a tax record, kept as it was issued/)).toBeInTheDocument();
    const addresses = screen.getByRole("region", { name: "Saved addresses" });
    expect(within(addresses).getByRole("link", { name: "Edit the address of Asha Rani, Rajpura" })).toHaveAttribute("href", `${paths.accountDetails}?edit=4#address-form`);
    expect(within(addresses).getByRole("button", { name: "Delete the address of Asha Rani, Rajpura" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download as PDF" })).toHaveAttribute("href", paths.accountExportPdf);
    expect(screen.getByRole("link", { name: "Download as JSON" })).toHaveAttribute("href", paths.accountExportJson);
    expect(screen.getByText(/Before: \+91 98765 43210, until 20 Nov 2026/)).toBeInTheDocument();
  });

  it("shows an address being corrected in the form, with a way back", () => {
    renderAt(paths.accountDetails, <DetailsPage details={details} editing={details.addresses[0]!} notice={null} />);
    const form = screen.getByRole("form", { name: "Edit this address" });
    expect(within(form).getByRole("textbox", { name: "City" })).toHaveValue("Rajpura");
    expect(within(form).getByRole("link", { name: "Cancel" })).toBeInTheDocument();
  });

  it("lists before confirming what goes and what is kept, each with its reason and until when", () => {
    renderAt(paths.accountErase, <ErasePage plan={plan} />);
    expect(within(screen.getByRole("region", { name: "What goes at once" })).getByText("Your account")).toBeInTheDocument();
    const kept = screen.getByRole("region", { name: "What we must keep, and why" });
    expect(within(kept).getByText("Kept until 31 Mar 2035")).toBeInTheDocument();
    expect(within(kept).getByText(keptReasons.invoice)).toBeInTheDocument();
    expect(within(kept).getByText("Kept while it is open")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Type ERASE to confirm" })).toBeRequired();
  });
});
