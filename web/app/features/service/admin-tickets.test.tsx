import type { TicketItem, TicketList } from "@urjavolt/contract/service";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inRouter } from "../../../test/in-router";
import { AdminTickets } from "./admin-tickets";

const clock = (over: Partial<TicketItem["sla"]["response"]> = {}): TicketItem["sla"]["response"] => ({
  dueAt: "2026-11-27T05:30:00.000Z",
  minutesLeft: 300,
  state: "running",
  warning: false,
  text: "5 h left (business hours)",
  ...over,
});

const ticket = (over: Partial<TicketItem>): TicketItem => ({
  id: 1,
  reference: "CMP-2026-000001",
  source: "web",
  status: "diagnosing",
  priority: "normal",
  product: "2100VA",
  serialNo: "UV-2100-0001",
  name: "Harjit Kaur",
  mobile: "9876543210",
  email: "harjit@example.in",
  pincode: "140401",
  assignedTo: null,
  openedAt: "2026-11-26T05:00:00.000Z",
  updatedAt: "2026-11-26T05:00:00.000Z",
  sla: { response: clock({ state: "met", text: "Met" }), resolution: clock() },
  escalatedAt: null,
  ...over,
});

const list = (items: TicketItem[]): TicketList => ({ items, total: items.length, page: 1, pageSize: 25 });
const row = (reference: string) => screen.getByRole("row", { name: new RegExp(reference) });

describe("AdminTickets", () => {
  it("shows each ticket's running clock: the response clock until it is acknowledged, then the resolution clock", () => {
    render(
      inRouter(
        <AdminTickets
          list={list([
            ticket({ id: 1, reference: "CMP-2026-000001", status: "new", sla: { response: clock({ text: "2 h 10 min left (business hours)" }), resolution: clock({ text: "6 days left" }) } }),
            ticket({ id: 2, reference: "SRV-2026-000002", source: "phone", status: "acknowledged", sla: { response: clock({ state: "met", text: "Met" }), resolution: clock({ text: "40 h left (business hours)" }) } }),
          ])}
        />,
      ),
    );
    const first = within(row("CMP-2026-000001"));
    expect(first.getByText("Response")).toBeInTheDocument();
    expect(first.getByText("2 h 10 min left (business hours)")).toBeInTheDocument();
    expect(first.queryByText("6 days left")).toBeNull();
    const second = within(row("SRV-2026-000002"));
    expect(second.getByText("Resolution")).toBeInTheDocument();
    expect(second.getByText("40 h left (business hours)")).toBeInTheDocument();
    expect(second.getByRole("link", { name: "SRV-2026-000002" })).toHaveAttribute("href", "/admin/service/2");
  });

  it("marks a clock in its last stretch as due soon and one past its time as overdue, in words, and shows an escalation", () => {
    render(
      inRouter(
        <AdminTickets
          list={list([
            ticket({ id: 1, reference: "CMP-2026-000001", status: "new", sla: { response: clock({ state: "breached", minutesLeft: -65, text: "Overdue by 1 h 5 min" }), resolution: clock() }, escalatedAt: "2026-11-26T07:00:00.000Z" }),
            ticket({ id: 2, reference: "CMP-2026-000002", sla: { response: clock({ state: "met", text: "Met" }), resolution: clock({ minutesLeft: 50, warning: true, text: "50 min left (business hours)" }) } }),
            ticket({ id: 3, reference: "CMP-2026-000003", status: "awaiting_parts", sla: { response: clock({ state: "met", text: "Met" }), resolution: clock({ state: "paused", dueAt: null, text: "Paused" }) } }),
          ])}
        />,
      ),
    );
    const overdue = within(row("CMP-2026-000001"));
    expect(overdue.getByText("Overdue by 1 h 5 min")).toBeInTheDocument();
    expect(overdue.getByText("Escalated")).toBeInTheDocument();
    expect(within(row("CMP-2026-000002")).getByText("Due soon:").parentElement).toHaveTextContent("Due soon: 50 min left (business hours)");
    const paused = within(row("CMP-2026-000003"));
    expect(paused.getByText("Paused")).toBeInTheDocument();
    expect(paused.queryByText(/Due soon|Overdue|Escalated/)).toBeNull();
  });

  it("lists the customer, product, status, priority and assignee, and says when nothing matches", () => {
    const { unmount } = render(inRouter(<AdminTickets list={list([ticket({ priority: "urgent", assignedTo: { id: 3, name: "Meena Support" } })])} />));
    const only = within(row("CMP-2026-000001"));
    for (const text of ["Harjit Kaur", "9876543210", "2100VA Inverter", "UV-2100-0001", "Diagnosing", "Urgent", "Meena Support"]) expect(only.getByText(text)).toBeInTheDocument();
    unmount();
    render(inRouter(<AdminTickets list={list([])} />));
    expect(screen.getByText("No tickets match these filters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Status")).toHaveDisplayValue("Open (not resolved or closed)");
  });
});
