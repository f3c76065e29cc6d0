import type { TechnicianVisit, TechnicianVisitList } from "@urjavolt/contract/service-visits";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { TechnicianVisits } from "./technician-visits";

const session = { staff: { id: 21, email: "suresh@staff.test", name: "Suresh Gowda", role: "technician" as const }, csrfToken: "token" };

const visit: TechnicianVisit = {
  id: 31,
  kind: "repair",
  ticketId: 7,
  orderId: null,
  fittedSerials: null,
  order: null,
  technician: { id: 21, name: "Suresh Gowda" },
  slotStart: "2026-12-01T05:30:00.000Z",
  slotEnd: "2026-12-01T07:30:00.000Z",
  address: "12, Model Town, Rajpura",
  instructions: "Call before coming",
  status: "booked",
  outcome: null,
  partsUsed: null,
  notes: null,
  replacementSerial: null,
  closedAt: null,
  ticket: {
    reference: "CMP-2026-000007",
    status: "visit_scheduled",
    product: "2100VA",
    serialNo: "UV-2100-0007",
    name: "Harjit Kaur",
    mobile: "9876543210",
    pincode: "140401",
    issue: "Product issue",
    description: "The inverter beeps and shuts down.",
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

describe("TechnicianVisits", () => {
  it("shows each booked visit with the customer to call, and closes it with its outcome", async () => {
    const closed: TechnicianVisitList = { booked: [], recent: [{ ...visit, status: "done", outcome: "unit_replaced", replacementSerial: "UV21009999", closedAt: "2026-12-01T07:00:00.000Z" }] };
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/visits/31/close": { body: closed } });
    render(inRouter(<TechnicianVisits initial={{ booked: [visit], recent: [] }} />));
    const toVisit = within(screen.getByRole("region", { name: "To visit (1)" }));
    const card = within(toVisit.getByRole("article", { name: "Tue, 1 Dec, 11:00 am to 1:00 pm" }));
    expect(card.getByRole("link", { name: "call 9876543210" })).toHaveAttribute("href", "tel:9876543210");
    expect(card.getByText("12, Model Town, Rajpura (140401)")).toBeInTheDocument();
    expect(card.getByText("Product issue: The inverter beeps and shuts down.")).toBeInTheDocument();
    expect(card.getByText("Call before coming")).toBeInTheDocument();

    await userEvent.click(card.getByText("Close this visit"));
    await userEvent.selectOptions(card.getByLabelText(/^Outcome/), "Unit replaced");
    await userEvent.click(card.getByRole("button", { name: "Close the visit" }));
    expect(card.getByText("Enter the serial number of the replacement unit")).toBeInTheDocument();
    expect(api.callsTo("POST admin/visits/31/close")).toEqual([]);
    await userEvent.type(card.getByLabelText(/^Serial number of the replacement unit/), "uv2100 9999");
    await userEvent.click(card.getByRole("button", { name: "Close the visit" }));

    expect(await screen.findByText("Visit for CMP-2026-000007 closed: Unit replaced. The customer is asked to confirm the fix.")).toBeInTheDocument();
    expect(api.callsTo("POST admin/visits/31/close")[0]!.body).toEqual({ outcome: "unit_replaced", partsUsed: null, notes: null, replacementSerial: "UV21009999" });
    expect(screen.getByRole("region", { name: "To visit (0)" })).toHaveTextContent("No visits booked for you.");
    expect(within(screen.getByRole("region", { name: "Closed in the last two weeks" })).getByText("Done")).toBeInTheDocument();
  });
});
