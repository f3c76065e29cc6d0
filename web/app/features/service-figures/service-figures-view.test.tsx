import type { ServiceFigures } from "@urjavolt/contract/service-figures";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { inRouter } from "../../../test/in-router";
import { ServiceFiguresView, deadlinesInWords, fixesInWords } from "./service-figures-view";

const ist = (time: string) => new Date(`${time}+05:30`).toISOString();

const figures = (over: Partial<ServiceFigures> = {}): ServiceFigures => ({
  generatedAt: ist("2026-12-10T12:00:00"),
  weeks: 4,
  from: ist("2026-11-16T00:00:00"),
  opened: 7,
  open: {
    total: 4,
    byStatus: [
      { status: "new", tickets: 3 },
      { status: "acknowledged", tickets: 0 },
      { status: "diagnosing", tickets: 0 },
      { status: "visit_scheduled", tickets: 0 },
      { status: "awaiting_parts", tickets: 1 },
      { status: "waiting_on_customer", tickets: 0 },
      { status: "reopened", tickets: 0 },
    ],
    byAge: [
      { band: "under_1_day", tickets: 1 },
      { band: "1_to_3_days", tickets: 0 },
      { band: "3_to_7_days", tickets: 1 },
      { band: "7_to_30_days", tickets: 1 },
      { band: "over_30_days", tickets: 1 },
    ],
  },
  sla: {
    weeks: [
      { week: "2026-W47", weekStart: "2026-11-16", response: { due: 1, inTime: 1 }, resolution: { due: 1, inTime: 0 } },
      { week: "2026-W48", weekStart: "2026-11-23", response: { due: 1, inTime: 1 }, resolution: { due: 0, inTime: 0 } },
      { week: "2026-W49", weekStart: "2026-11-30", response: { due: 2, inTime: 0 }, resolution: { due: 3, inTime: 2 } },
      { week: "2026-W50", weekStart: "2026-12-07", response: { due: 2, inTime: 1 }, resolution: { due: 0, inTime: 0 } },
    ],
    response: { due: 6, inTime: 3 },
    resolution: { due: 4, inTime: 2 },
  },
  firstTimeFix: {
    resolved: 4,
    fixedFirstTime: 3,
    stillReopenable: 1,
    weeks: [
      { week: "2026-W47", weekStart: "2026-11-16", resolved: 1, fixedFirstTime: 1 },
      { week: "2026-W48", weekStart: "2026-11-23", resolved: 1, fixedFirstTime: 1 },
      { week: "2026-W49", weekStart: "2026-11-30", resolved: 1, fixedFirstTime: 0 },
      { week: "2026-W50", weekStart: "2026-12-07", resolved: 1, fixedFirstTime: 1 },
    ],
  },
  repeatSerials: [
    {
      serialNo: "UV-A-1",
      tickets: 3,
      products: ["2100VA"],
      references: ["SRV-2026-000001", "SRV-2026-000008", "SRV-2026-000002"],
      firstOpenedAt: ist("2026-11-23T10:00:00"),
      lastOpenedAt: ist("2026-12-01T10:00:00"),
    },
  ],
  products: [
    { product: "2100VA", tickets: 4 },
    { product: "48V_100Ah", tickets: 3 },
  ],
  faults: [
    { issue: "product_issue", tickets: 5 },
    { issue: "other", tickets: 2 },
  ],
  ...over,
});

const show = (data: ServiceFigures) => render(inRouter(<ServiceFiguresView figures={data} />));
const section = (name: string) => screen.getByRole("region", { name });

describe("ServiceFiguresView", () => {
  it("draws each chart with its numbers in its name, and says what the period is", async () => {
    show(figures());
    expect(screen.getByText(/The last 4 weeks: from 16 Nov 2026 to 10 Dec 2026, 12:00 pm, India time\. 7 tickets were opened in them\./)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveValue("4");

    const open = section("Open tickets now");
    expect(within(open).getByText("4 tickets are open, whatever the period.")).toBeInTheDocument();
    expect(within(open).getByRole("img", { name: /^Open tickets by status: / })).toHaveAccessibleName(
      "Open tickets by status: New 3, Acknowledged 0, Diagnosing 0, Visit scheduled 0, Awaiting parts 1, Waiting on customer 0, Reopened 0",
    );
    expect(within(open).getByRole("img", { name: /^Open tickets by time since opened: / })).toHaveAccessibleName(
      "Open tickets by time since opened: Under 1 day 1, 1 to 3 days 0, 3 to 7 days 1, 7 to 30 days 1, 30 days or more 1",
    );

    const deadlines = section("Deadlines met");
    expect(within(deadlines).getByText("3 of 6 responses (50.0%) and 2 of 4 resolutions (50.0%) were in time.")).toBeInTheDocument();
    const chart = within(deadlines).getByRole("img", { name: /^Deadlines met by week/ });
    expect(chart).toHaveAccessibleName(
      "Deadlines met by week, 16 Nov to 7 Dec: responses 50.0% in time, resolutions 50.0% in time overall; each week's numbers are in the table below.",
    );
    // A mark for every week with something due, with its numbers on hover; none for a week with nothing due.
    const titles = [...chart.querySelectorAll("title")].map((title) => title.textContent);
    expect(titles).toEqual([
      "Responded in time, week of 16 Nov: 100.0% (1 of 1 in time)",
      "Responded in time, week of 23 Nov: 100.0% (1 of 1 in time)",
      "Responded in time, week of 30 Nov: 0.0% (0 of 2 in time)",
      "Responded in time, week of 7 Dec: 50.0% (1 of 2 in time)",
      "Resolved in time, week of 16 Nov: 0.0% (0 of 1 in time)",
      "Resolved in time, week of 30 Nov: 66.7% (2 of 3 in time)",
    ]);

    const ftf = section("Fixed first time");
    expect(
      within(ftf).getByText("3 of the 4 tickets first resolved in these weeks (75.0%) were fixed first time. 1 of them was resolved less than 15 days ago and may still be reopened."),
    ).toBeInTheDocument();
    // Until visits are recorded the page says what "fixed first time" means.
    expect(within(ftf).getByText(/A ticket counts as fixed first time when it was resolved with at most one engineer's visit and never reopened\./)).toBeInTheDocument();

    const products = section("Products and faults");
    expect(within(products).getByRole("img", { name: /^Tickets by product/ })).toHaveAccessibleName("Tickets by product: 2100VA Inverter 4 (57.1%), 48V 100Ah Battery 3 (42.9%)");
    expect(within(products).getByRole("img", { name: /^Tickets by fault/ })).toHaveAccessibleName("Tickets by fault: Product issue 5 (71.4%), Other 2 (28.6%)");
  });

  it("keeps each chart's numbers in a table under it, with the CSV of the same table", async () => {
    const user = userEvent.setup();
    show(figures());
    const deadlines = section("Deadlines met");
    const summary = within(deadlines).getByText("Numbers behind the chart: deadlines met by week");
    const table = within(deadlines).getByRole("table", { name: "Deadlines met by week", hidden: true });
    expect(summary.closest("details")).not.toHaveAttribute("open");
    await user.click(summary);
    expect(summary.closest("details")).toHaveAttribute("open");
    const rows = within(table).getAllByRole("row").map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Week", "Week starting", "Responses due", "Responded in time", "Responded in time (%)", "Resolutions due", "Resolved in time", "Resolved in time (%)"],
      ["2026-W47", "16 Nov 2026", "1", "1", "100.0%", "1", "0", "0.0%"],
      ["2026-W48", "23 Nov 2026", "1", "1", "100.0%", "0", "0", "–none to count"],
      ["2026-W49", "30 Nov 2026", "2", "0", "0.0%", "3", "2", "66.7%"],
      ["2026-W50", "7 Dec 2026", "2", "1", "50.0%", "0", "0", "–none to count"],
    ]);
    expect(within(deadlines).getByRole("link", { name: "Download CSV: deadlines met by week" })).toHaveAttribute(
      "href",
      "/api/v1/admin/service/figures.csv?table=sla-by-week&weeks=4",
    );
    for (const [name, table] of [
      ["Download CSV: open tickets by status", "open-by-status"],
      ["Download CSV: open tickets by age", "open-by-age"],
      ["Download CSV: fixed first time by week", "first-time-fix"],
      ["Download CSV: serial numbers with repeat complaints", "repeat-serials"],
      ["Download CSV: tickets by product", "products"],
      ["Download CSV: tickets by fault", "faults"],
    ]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", `/api/v1/admin/service/figures.csv?table=${table}&weeks=4`);
    }

    // A repeated serial number leads to its tickets on the service desk.
    const repeats = section("Repeat complaints");
    expect(within(repeats).getByText("1 serial number had two or more tickets opened in these weeks.")).toBeInTheDocument();
    await user.click(within(repeats).getByText("Numbers behind the chart: serial numbers with repeat complaints"));
    const serial = within(repeats).getByRole("row", { name: /UV-A-1/ });
    expect(within(serial).getByRole("link", { name: "UV-A-1" })).toHaveAttribute("href", "/admin/service?status=all&q=UV-A-1");
    expect(serial).toHaveTextContent("SRV-2026-000001 SRV-2026-000008 SRV-2026-000002");
    expect(serial).toHaveTextContent("23 Nov 2026, 10:00 am");
  });

  it("says plainly when there is nothing to count", () => {
    show(
      figures({
        opened: 0,
        open: { total: 0, byStatus: [], byAge: [] },
        sla: { weeks: [], response: { due: 0, inTime: 0 }, resolution: { due: 0, inTime: 0 } },
        firstTimeFix: { resolved: 0, fixedFirstTime: 0, stillReopenable: 0, weeks: [] },
        repeatSerials: [],
        products: [],
        faults: [],
      }),
    );
    expect(screen.getByText(/0 tickets were opened in them\./)).toBeInTheDocument();
    // The sentence above each chart, and in the chart's place.
    expect(screen.getAllByText("No response or resolution fell due in these weeks.")).toHaveLength(2);
    expect(screen.getAllByText("No ticket was first resolved in these weeks.")).toHaveLength(2);
    expect(screen.queryByRole("img", { name: /by week/ })).toBeNull();
    expect(screen.getByText("No serial number had more than one ticket opened in these weeks.")).toBeInTheDocument();
    expect(screen.getAllByText("No tickets were opened in these weeks.")).toHaveLength(2);
  });

  it("words the deadlines and the fixes for one, many and none", () => {
    expect(deadlinesInWords({ due: 1, inTime: 1 }, { due: 0, inTime: 0 })).toBe("1 of 1 response (100.0%) was in time; no resolution fell due.");
    expect(deadlinesInWords({ due: 0, inTime: 0 }, { due: 3, inTime: 2 })).toBe("2 of 3 resolutions (66.7%) were in time; no response fell due.");
    const fixes = (resolved: number, fixedFirstTime: number, stillReopenable: number) => fixesInWords({ resolved, fixedFirstTime, stillReopenable, weeks: [] });
    expect(fixes(1, 1, 1)).toBe("The one ticket first resolved in these weeks was fixed first time. It was resolved less than 15 days ago and may still be reopened.");
    expect(fixes(1, 0, 0)).toBe("The one ticket first resolved in these weeks was not fixed first time.");
    expect(fixes(5, 2, 2)).toBe("2 of the 5 tickets first resolved in these weeks (40.0%) were fixed first time. All of them were resolved less than 15 days ago and may still be reopened.");
    expect(fixes(5, 1, 0)).toBe("1 of the 5 tickets first resolved in these weeks (20.0%) was fixed first time.");
  });
});
