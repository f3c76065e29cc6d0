import type { CustomerRecord, CustomerSearch } from "@urjavolt/contract/customers";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inRouter } from "../../../test/in-router";
import { AdminCustomer } from "./admin-customer";
import { AdminCustomers } from "./admin-customers";

const customer: CustomerRecord = {
  contact: "9814055667",
  kind: "mobile",
  names: ["S. Kaur", "Simran Kaur"],
  account: { since: "2026-11-01T06:30:00.000Z", devices: 2 },
  orders: [{ id: 41, number: "UV-2026-000041", status: "paid", placedAt: "2026-11-02T06:30:00.000Z", total: 54999, fullName: "Simran Kaur", city: "Rajpura" }],
  units: [{ id: 7, serialNo: "UV1100A0001", status: "active", purchaseDate: "2026-10-01", registeredAt: "2026-10-05T06:30:00.000Z" }],
  tickets: [
    {
      id: 3,
      reference: "CMP-2026-000003",
      product: "2100VA",
      status: "visit_scheduled",
      openedAt: "2026-11-03T06:30:00.000Z",
      visits: [{ slotStart: "2026-11-05T04:30:00.000Z", status: "booked", outcome: null }],
      messages: [{ at: "2026-11-03T07:00:00.000Z", from: "customer", body: "It beeps at night." }],
    },
  ],
  consents: [{ channel: "sms", mobile: "+919814055667", status: "given", at: "2026-11-03T06:30:00.000Z", source: "complaint-form", reference: "CMP-2026-000003", wording: "SMS updates" }],
};

describe("one customer in the console (decision 054)", () => {
  it("shows the account, each record linked to its own console page, the request's visit and messages, and the consents", () => {
    render(inRouter(<AdminCustomer customer={customer} />));
    expect(screen.getByRole("region", { name: "Account" })).toHaveTextContent("2 devices signed in now");
    expect(within(screen.getByRole("region", { name: "Orders (1)" })).getByRole("link", { name: "UV-2026-000041" })).toHaveAttribute("href", "/admin/orders/41");
    expect(within(screen.getByRole("region", { name: "Units (1)" })).getByRole("link", { name: "UV1100A0001" })).toHaveAttribute("href", "/admin/warranties/7");
    const tickets = screen.getByRole("region", { name: "Service requests (1)" });
    expect(within(tickets).getByRole("link", { name: "CMP-2026-000003" })).toHaveAttribute("href", "/admin/service/3");
    expect(tickets).toHaveTextContent("It beeps at night.");
    expect(within(tickets).getByRole("heading", { name: "Visits" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Updates by SMS and WhatsApp" })).toHaveTextContent("the complaint form (CMP-2026-000003)");
    // Read-only: nothing to press, nothing that acts as the customer.
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("says when there is no account, and sends an e-mail customer to their mobile for consents", () => {
    render(inRouter(<AdminCustomer customer={{ ...customer, contact: "simran@example.in", kind: "email", account: null, consents: [] }} />));
    expect(screen.getByRole("region", { name: "Account" })).toHaveTextContent("never signed in with this address");
    expect(screen.getByRole("region", { name: "Updates by SMS and WhatsApp" })).toHaveTextContent("open the customer by their mobile");
  });

  it("lists the customers a search found, each opening their page", () => {
    const search: CustomerSearch = {
      data: [{ contact: "9814055667", kind: "mobile", names: ["Simran Kaur"], orders: 1, units: 1, tickets: 1, account: true }],
      more: true,
    };
    render(inRouter(<AdminCustomers search={search} query="Kaur" />));
    const table = screen.getByRole("table", { name: "Customers for “Kaur”: 1 shown, more match" });
    expect(within(table).getByRole("link", { name: "+91 98140 55667" })).toHaveAttribute("href", "/admin/customers/9814055667");
    expect(screen.getByText(/More customers match this name/)).toBeInTheDocument();
  });
});
