import { render, screen, within } from "@testing-library/react";
import type { Dashboard } from "@urjavolt/contract/staff";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DashboardView } from "./dashboard-view";

const period = { contactMessages: 0, quoteRequests: 0, complaints: 0, enquiries: 0, warrantyRegistrations: 0, paidOrders: 2, revenue: 35_000.5, testOrders: 0 };
const board = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  generatedAt: "2026-11-24T06:00:00.000Z",
  todayStartsAt: "2026-11-23T18:30:00.000Z",
  weekStartsAt: "2026-11-22T18:30:00.000Z",
  today: period,
  week: period,
  openComplaints: 0,
  openEnquiries: 0,
  pendingWarranties: 0,
  readiness: [],
  ...overrides,
});

const show = (dashboard: Dashboard) =>
  render(
    <MemoryRouter>
      <DashboardView dashboard={dashboard} />
    </MemoryRouter>,
  );

describe("DashboardView", () => {
  it("puts what is missing before the shop can sell first, each with what to do and where", () => {
    show(
      board({
        readiness: [
          { key: "pincodes", title: "Buy-now delivers to no pincode.", action: "Add the pincodes you deliver to under Pincodes.", link: { href: "/admin/pincodes", label: "Open Pincodes" } },
          { key: "mail", title: "No mail server is set.", action: "Set SMTP_URL and restart.", link: null },
        ],
      }),
    );
    const section = screen.getByRole("region", { name: "Before you can sell" });
    expect(within(section).getByText("2 things are still missing before this shop can take real orders.")).toBeInTheDocument();
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Buy-now delivers to no pincode.Add the pincodes you deliver to under Pincodes. Open Pincodes",
      "No mail server is set.Set SMTP_URL and restart.",
    ]);
    expect(within(items[0]!).getByRole("link", { name: "Open Pincodes" })).toHaveAttribute("href", "/admin/pincodes");
    // It comes before the counts.
    expect(screen.getAllByRole("heading", { level: 2 })[0]!.textContent).toBe("Before you can sell");
  });

  it("shows no list once the shop is ready", () => {
    show(board());
    expect(screen.queryByRole("region", { name: "Before you can sell" })).not.toBeInTheDocument();
  });

  it("says when the revenue leaves test-gateway orders out", () => {
    show(board({ today: { ...period, testOrders: 3 } }));
    const today = screen.getByRole("list", { name: "Today" });
    expect(within(today).getByRole("link", { name: /^Revenue/ })).toHaveTextContent("Leaves out 3 test-gateway orders (no money taken).");
    const week = screen.getByRole("list", { name: "This week" });
    expect(within(week).getByRole("link", { name: /^Revenue/ })).not.toHaveTextContent("test-gateway");
  });
});
