import type { TicketDetail } from "@urjavolt/contract/service";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { AdminTicketDetail } from "./admin-ticket-detail";

const admin = { id: 1, email: "ravi@staff.test", name: "Ravi Admin", role: "admin" as const };
const support = { id: 5, email: "meena@staff.test", name: "Meena Support", role: "support" as const };
const session = { staff: admin, csrfToken: "token" };

const running = (text: string) => ({ dueAt: "2026-11-26T09:30:00.000Z", minutesLeft: 200, state: "running" as const, warning: false, text });

const ticket: TicketDetail = {
  id: 7,
  reference: "SRV-2026-000007",
  source: "phone",
  status: "new",
  priority: "normal",
  product: "2100VA",
  serialNo: "UV-2100-0007",
  name: "Harjit Kaur",
  mobile: "9876543210",
  email: null,
  pincode: "140401",
  assignedTo: null,
  openedAt: "2026-11-26T05:00:00.000Z",
  updatedAt: "2026-11-26T05:00:00.000Z",
  sla: { response: running("3 h 20 min left (business hours)"), resolution: running("70 h left (business hours)") },
  escalatedAt: null,
  enquiryId: null,
  issue: "product_issue",
  issueDescription: null,
  description: "The inverter beeps and shuts down.",
  acknowledgedAt: null,
  resolvedAt: null,
  closedAt: null,
  reopenUntil: null,
  warranty: { registered: true, serialNo: "UV-2100-0007", status: "Active", startDate: "2025-06-01", endDate: "2027-06-01", inWarranty: true },
  chargeable: false,
  transitions: ["acknowledged"],
  events: [{ id: 1, at: "2026-11-26T05:00:00.000Z", kind: "status", fromStatus: null, toStatus: "new", actor: "staff", staff: { id: 1, name: "Ravi Admin" }, body: null, photo: null }],
  visits: [],
  consents: [],
};

const technicians = {
  technicians: [
    // Suresh is out 1 Dec at 9 am (India time) and on another day.
    { id: 21, name: "Suresh Gowda", servesPincode: true, bookedVisits: 2, bookedSlots: ["2026-12-01T03:30:00.000Z", "2026-12-03T05:30:00.000Z"] },
    { id: 22, name: "Anil Shetty", servesPincode: false, bookedVisits: 0, bookedSlots: [] },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

const region = (name: string) => within(screen.getByRole("region", { name }));

describe("AdminTicketDetail", () => {
  it("shows the warranty at a glance, both clocks with their India due time, and the moves the lifecycle allows", () => {
    render(inRouter(<AdminTicketDetail initial={ticket} me={admin} assignable={[{ id: 1, name: "Ravi Admin" }]} />));
    const warranty = region("Warranty");
    expect(warranty.getByText("Active")).toBeInTheDocument();
    expect(warranty.getByText("In warranty")).toBeInTheDocument();
    expect(warranty.getByText("1 Jun 2027")).toBeInTheDocument();
    expect(warranty.getByText(/^Repair not chargeable/)).toBeInTheDocument();
    const response = region("Response deadline");
    expect(response.getByText("26 Nov 2026, 3:00 pm")).toBeInTheDocument();
    expect(response.getByText("3 h 20 min left (business hours)")).toBeInTheDocument();
    expect(response.getByText("Running")).toBeInTheDocument();
    expect(region("Resolution deadline").getByText("70 h left (business hours)")).toBeInTheDocument();
    expect(region("Move the ticket").getAllByRole("button").map((button) => button.textContent)).toEqual(["Move to Acknowledged"]);
  });

  it("says an unregistered unit's repair is chargeable", () => {
    render(inRouter(<AdminTicketDetail initial={{ ...ticket, warranty: { registered: false, serialNo: "UV-NONE" }, chargeable: true }} me={admin} assignable={[]} />));
    expect(region("Warranty").getByText("Serial number UV-NONE is not registered for warranty.")).toBeInTheDocument();
    expect(region("Warranty").getByText("Repair chargeable")).toBeInTheDocument();
  });

  it("moves the ticket with the note, then offers the next moves and shows the change in the history", async () => {
    const moved: TicketDetail = {
      ...ticket,
      status: "acknowledged",
      acknowledgedAt: "2026-11-26T06:00:00.000Z",
      sla: { response: { ...running("Met"), state: "met" }, resolution: running("69 h left (business hours)") },
      transitions: ["diagnosing", "visit_scheduled", "waiting_on_customer", "resolved"],
      events: [
        ...ticket.events,
        { id: 2, at: "2026-11-26T06:00:00.000Z", kind: "status", fromStatus: "new", toStatus: "acknowledged", actor: "staff", staff: { id: 1, name: "Ravi Admin" }, body: "Called the customer", photo: null },
      ],
    };
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/service/tickets/7/status": { body: moved } });
    render(inRouter(<AdminTicketDetail initial={ticket} me={admin} assignable={[]} />));
    await userEvent.type(region("Move the ticket").getByLabelText(/^Note with the move/), "Called the customer");
    await userEvent.click(region("Move the ticket").getByRole("button", { name: "Move to Acknowledged" }));
    expect(await region("Move the ticket").findByText("Saved. SRV-2026-000007 is Acknowledged.")).toBeInTheDocument();
    expect(api.callsTo("POST admin/service/tickets/7/status")[0]!.body).toEqual({ status: "acknowledged", note: "Called the customer" });
    expect(region("Move the ticket").getByLabelText(/^Note with the move/)).toHaveValue("");
    expect(region("Move the ticket").getByRole("button", { name: "Move to Diagnosing" })).toBeInTheDocument();
    expect(region("Ticket").getByText("Acknowledged", { selector: "dd > span" })).toBeInTheDocument();
    const history = region("History");
    expect(history.getByText("changed the status from New to Acknowledged", { exact: false })).toBeInTheDocument();
    expect(history.getByText("Called the customer")).toBeInTheDocument();
  });

  it("shows why the API refused a move and keeps the ticket and the note as they were", async () => {
    const refusal = "A ticket can be reopened only within 15 days of being resolved. Open a new ticket instead.";
    fakeApi({ "GET admin/session": { body: session }, "POST admin/service/tickets/7/status": { status: 409, body: { message: refusal } } });
    const resolved: TicketDetail = { ...ticket, status: "resolved", transitions: ["closed", "reopened"] };
    render(inRouter(<AdminTicketDetail initial={resolved} me={admin} assignable={[]} />));
    await userEvent.type(region("Move the ticket").getByLabelText(/^Note with the move/), "Customer called again");
    await userEvent.click(region("Move the ticket").getByRole("button", { name: "Move to Reopened" }));
    expect(await region("Move the ticket").findByRole("alert")).toHaveTextContent(refusal);
    expect(region("Move the ticket").getByLabelText(/^Note with the move/)).toHaveValue("Customer called again");
    expect(region("Ticket").getByText("Resolved", { selector: "dd > span" })).toBeInTheDocument();
  });

  it("shows the channels the customer agreed to, and records their asking to stop one", async () => {
    const sms = {
      channel: "sms" as const,
      mobile: "+919876543210",
      status: "given" as const,
      at: "2026-11-26T05:00:00.000Z",
      source: "complaint-form" as const,
      reference: "CMP-2026-000012",
      wording: "Send me updates by SMS. ...",
    };
    const stopped: TicketDetail = { ...ticket, consents: [{ ...sms, status: "withdrawn", source: "console", reference: ticket.reference, at: "2026-11-26T06:30:00.000Z" }] };
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/service/tickets/7/consents/withdraw": { body: stopped } });
    render(inRouter(<AdminTicketDetail initial={{ ...ticket, consents: [sms] }} me={admin} assignable={[]} />));
    const updates = region("Updates by SMS and WhatsApp");
    expect(updates.getByText(/^Agreed on 26 Nov 2026, 10:30 am, on the complaint form \(CMP-2026-000012\)/)).toBeInTheDocument();
    expect(updates.getByText("Not agreed")).toBeInTheDocument();
    await userEvent.click(updates.getByRole("button", { name: /^Stop SMS updates\s*to 9876543210$/ }));
    expect(await updates.findByText("Recorded. No more SMS updates go to 9876543210.")).toBeInTheDocument();
    expect(api.callsTo("POST admin/service/tickets/7/consents/withdraw")[0]!.body).toEqual({ channel: "sms" });
    expect(updates.getByText("Asked us to stop, recorded on 26 Nov 2026, 12:00 pm by the service desk (SRV-2026-000007)")).toBeInTheDocument();
    expect(updates.queryByRole("button")).toBeNull();
  });

  it("lets support assign the ticket to themselves or nobody, as they may not list staff", async () => {
    const api = fakeApi({
      "GET admin/session": { body: { staff: support, csrfToken: "token" } },
      "PUT admin/service/tickets/7/assignee": { body: { ...ticket, assignedTo: { id: 5, name: "Meena Support" } } },
    });
    render(inRouter(<AdminTicketDetail initial={ticket} me={support} assignable={null} />));
    const owner = region("Priority and assignee");
    const select = owner.getByLabelText(/^Assigned to/);
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Unassigned", "Meena Support (me)"]);
    await userEvent.selectOptions(select, "5");
    await userEvent.click(owner.getByRole("button", { name: "Assign" }));
    expect(await owner.findByText("Assigned to Meena Support.")).toBeInTheDocument();
    expect(api.callsTo("PUT admin/service/tickets/7/assignee")[0]!.body).toEqual({ staffId: 5 });
  });

  it("books a visit with a technician serving the pincode, then offers to cancel or close it instead of booking another", async () => {
    const visit = {
      id: 31,
      kind: "repair" as const,
      ticketId: 7,
      orderId: null,
      fittedSerials: null,
      technician: { id: 21, name: "Suresh Gowda" },
      slotStart: "2026-12-01T05:30:00.000Z",
      slotEnd: "2026-12-01T07:30:00.000Z",
      address: "12, Model Town, Rajpura",
      instructions: null,
      status: "booked" as const,
      outcome: null,
      partsUsed: null,
      notes: null,
      replacementSerial: null,
      closedAt: null,
    };
    const booked: TicketDetail = { ...ticket, status: "visit_scheduled", assignedTo: { id: 21, name: "Suresh Gowda" }, visits: [visit] };
    const api = fakeApi({
      "GET admin/session": { body: session },
      "GET admin/service/tickets/7/technicians": { body: technicians },
      "POST admin/service/tickets/7/visits": { status: 201, body: booked },
    });
    render(inRouter(<AdminTicketDetail initial={ticket} me={admin} assignable={[]} />));
    const visits = region("Visits");
    expect(visits.getByText("No visit booked yet.")).toBeInTheDocument();
    const technician = await visits.findByRole("option", { name: "Suresh Gowda (serves 140401), 2 visits booked" });
    expect(within(visits.getByLabelText(/^Technician/)).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Choose…",
      "Suresh Gowda (serves 140401), 2 visits booked",
      "Anil Shetty, 0 visits booked",
    ]);
    await userEvent.click(visits.getByRole("button", { name: "Book the visit" }));
    expect(visits.getByText("Choose a technician")).toBeInTheDocument();
    expect(visits.getByText("Enter the address of the visit")).toBeInTheDocument();
    expect(api.callsTo("POST admin/service/tickets/7/visits")).toEqual([]);

    await userEvent.selectOptions(visits.getByLabelText(/^Technician/), technician);
    await userEvent.type(visits.getByLabelText(/^Date/), "2026-12-01");
    // The slot Suresh already has that day is shown taken and cannot be chosen; the others can.
    const slots = within(visits.getByLabelText(/^Time slot/)).getAllByRole("option");
    expect(slots.filter((option) => (option as HTMLOptionElement).disabled).map((option) => option.textContent)).toEqual(["9 am to 11 am (Suresh Gowda is booked)"]);
    await userEvent.selectOptions(visits.getByLabelText(/^Time slot/), "11 am to 1 pm");
    await userEvent.type(visits.getByLabelText(/^Address of the visit/), "12, Model Town, Rajpura");
    await userEvent.click(visits.getByRole("button", { name: "Book the visit" }));
    expect(await visits.findByText(/^Visit booked\./)).toBeInTheDocument();
    expect(api.callsTo("POST admin/service/tickets/7/visits")[0]!.body).toEqual({ technicianId: 21, date: "2026-12-01", slot: "11:00", address: "12, Model Town, Rajpura", instructions: null });
    expect(visits.getByText("Tue, 1 Dec, 11:00 am to 1:00 pm")).toBeInTheDocument();
    expect(visits.queryByRole("button", { name: "Book the visit" })).toBeNull();
    expect(visits.getByRole("button", { name: "Cancel the visit" })).toBeInTheDocument();
    expect(visits.getByText("Close it for the technician")).toBeInTheDocument();
    expect(region("Ticket").getByText("Visit scheduled", { selector: "dd > span" })).toBeInTheDocument();
    // Booking assigned the ticket to the technician: the assignee field says so too.
    await waitFor(() => expect(region("Priority and assignee").getByLabelText(/^Assigned to/)).toHaveValue("21"));
  });
});
