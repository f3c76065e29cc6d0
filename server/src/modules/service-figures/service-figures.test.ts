import type { PhoneTicket } from "@urjavolt/contract/service";
import { indiaWeekStartOf } from "@urjavolt/contract/service-figures";
import type { ServiceStatus } from "@urjavolt/contract/service-rules";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serviceHolidays, serviceTickets, serviceVisits } from "../../db/schema/service.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const base = "/api/v1/admin/service/figures";
/** An instant in India time. */
const ist = (time: string) => new Date(`${time}+05:30`);

/** Thursday 10 December 2026, noon in India: week 2026-W50, which began on Monday 7 December. */
const NOW = ist("2026-12-10T12:00:00");

const call: PhoneTicket = {
  name: "Gurpreet Singh",
  mobile: "9876501234",
  pincode: "140402",
  product: "2100VA",
  issue: "product_issue",
  description: "The inverter beeps and the battery does not charge.",
  priority: "normal",
};

/** The CSV as a spreadsheet gets it: a byte-order mark, then CRLF lines. */
const csv = (...lines: string[]) => `\uFEFF${lines.join("\r\n")}\r\n`;

describe.each(testDatabaseKinds)("service figures on %s", (kind) => {
  const t = useTestApp(kind);

  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * Eight tickets with known timings (business hours Monday to Saturday, 9:00 to 19:00; targets of
   * decision 027: urgent 1 h / 20 h, high 2 h / 30 h, normal 4 h / 70 h, low 10 h / 150 h).
   */
  async function desk() {
    await t.database.db.delete(serviceTickets);
    await t.database.db.delete(serviceHolidays);
    const admin = await signInAs(t.app, "admin");
    const staff = { id: admin.staff.id };
    const tickets = t.app.services.serviceTickets;
    const open = async (fields: Partial<PhoneTicket>, openedAt: string) => (await tickets.openPhoneTicket({ ...call, ...fields }, staff, ist(openedAt))).id;
    const moves = async (id: number, steps: Array<[ServiceStatus, string]>) => {
      for (const [status, time] of steps) await tickets.changeStatus(id, { status }, staff, ist(time));
    };

    // T1, week 48: answered in an hour (due 14:00), resolved the next day; due Tue 1 Dec 10:00 (week 49): met. Never reopened.
    const t1 = await open({ serialno: "UV-A-1" }, "2026-11-23T10:00:00");
    await moves(t1, [["acknowledged", "2026-11-23T11:00:00"], ["diagnosing", "2026-11-23T11:05:00"], ["resolved", "2026-11-24T10:00:00"]]);
    // T2, urgent, week 49: answered an hour late (due 11:00); resolved on Wednesday in time, reopened on Thursday, which
    // moves its deadline by the 6 business hours it stood resolved, to Thursday 16:00; resolved again at 15:00: met.
    const t2 = await open({ serialno: "UV-A-1", priority: "urgent" }, "2026-12-01T10:00:00");
    await moves(t2, [
      ["acknowledged", "2026-12-01T12:00:00"],
      ["diagnosing", "2026-12-01T12:10:00"],
      ["resolved", "2026-12-02T15:00:00"],
      ["reopened", "2026-12-03T11:00:00"],
      ["diagnosing", "2026-12-03T11:30:00"],
      ["resolved", "2026-12-03T15:00:00"],
    ]);
    // The complaint form keeps a serial as the customer typed it: counted as the same unit.
    await t.database.db.update(serviceTickets).set({ serialNo: "uv-a-1" }).where(eq(serviceTickets.id, t2));
    // T3, week 50, never answered: the response was due Monday 14:00; the resolution is due next week.
    await open({ product: "48V_100Ah", issue: "installation_issue" }, "2026-12-07T10:00:00");
    // T4, this morning, low: its response is due tomorrow. Its issue is none the form offers: counted as other.
    const t4 = await open({ product: "5000VA", serialno: "UV-B-9", issue: "other", issueDescription: "Fan noise", priority: "low" }, "2026-12-10T09:30:00");
    await t.database.db.update(serviceTickets).set({ issue: "burning_smell" }).where(eq(serviceTickets.id, t4));
    // T5, before the period (2 Nov), waiting for parts since: paused, but the E-Commerce Rules' month ran out on 2 Dec 10:00 (week 49): missed.
    const t5 = await open({ serialno: "UV-A-1", issue: "installation_issue" }, "2026-11-02T10:00:00");
    await moves(t5, [["acknowledged", "2026-11-02T11:00:00"], ["diagnosing", "2026-11-02T11:05:00"], ["awaiting_parts", "2026-11-03T10:00:00"]]);
    // T6, high, week 47: answered in time; resolution due Friday 10:00, resolved at 18:00: missed. Closed.
    const t6 = await open({ product: "48V_100Ah", serialno: "UV-C-5", issue: "warranty_issue", priority: "high" }, "2026-11-17T10:00:00");
    await moves(t6, [["acknowledged", "2026-11-17T11:00:00"], ["diagnosing", "2026-11-17T11:05:00"], ["resolved", "2026-11-20T18:00:00"], ["closed", "2026-11-21T10:00:00"]]);
    // T7, week 50: answered in time; resolved this morning, before a deadline that falls next week (not counted yet).
    const t7 = await open({ product: "48V_100Ah", serialno: "UV-C-5" }, "2026-12-09T10:00:00");
    await moves(t7, [["acknowledged", "2026-12-09T10:30:00"], ["diagnosing", "2026-12-09T10:35:00"], ["resolved", "2026-12-10T11:00:00"]]);
    // T8, low, Saturday evening: one business hour on Saturday, nine on Monday: due Mon 30 Nov 18:00 (week 49), never answered.
    await open({ serialno: "UV-A-1", issue: "after_sales_service", priority: "low" }, "2026-11-28T18:00:00");
    const references = new Map((await t.database.db.select().from(serviceTickets)).map((row) => [row.id, row.reference]));
    return { admin, references, ids: { t1, t2, t5, t6, t7 } };
  }

  it("counts open tickets, deadlines met by week, first-time fixes, repeat serials, products and faults", async () => {
    const { references, ids } = await desk();
    const figures = await t.app.services.serviceFigures.figures({ weeks: 4 }, NOW);

    expect(figures).toMatchObject({ generatedAt: NOW.toISOString(), weeks: 4, from: ist("2026-11-16T00:00:00").toISOString(), opened: 7 });
    // Open now: T3, T4 and T8 new, T5 awaiting parts; aged 3 days 2 h, 2.5 h, 38 days and 11 days 18 h.
    expect(figures.open).toEqual({
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
    });
    expect(figures.sla).toEqual({
      weeks: [
        // T6: response met, resolution missed.
        { week: "2026-W47", weekStart: "2026-11-16", response: { due: 1, inTime: 1 }, resolution: { due: 1, inTime: 0 } },
        // T1's response.
        { week: "2026-W48", weekStart: "2026-11-23", response: { due: 1, inTime: 1 }, resolution: { due: 0, inTime: 0 } },
        // Responses: T2 late, T8 never. Resolutions: T1 and T2 met, T5 past the statutory month.
        { week: "2026-W49", weekStart: "2026-11-30", response: { due: 2, inTime: 0 }, resolution: { due: 3, inTime: 2 } },
        // Responses: T3 never, T7 in time. T3's and T7's resolutions fall next week, T4's response tomorrow.
        { week: "2026-W50", weekStart: "2026-12-07", response: { due: 2, inTime: 1 }, resolution: { due: 0, inTime: 0 } },
      ],
      response: { due: 6, inTime: 3 },
      resolution: { due: 4, inTime: 2 },
    });
    // First resolved: T6 (week 47, closed), T1 (48), T2 (49, reopened), T7 (50, may still be reopened until 25 Dec).
    expect(figures.firstTimeFix).toEqual({
      resolved: 4,
      fixedFirstTime: 3,
      stillReopenable: 1,
      weeks: [
        { week: "2026-W47", weekStart: "2026-11-16", resolved: 1, fixedFirstTime: 1 },
        { week: "2026-W48", weekStart: "2026-11-23", resolved: 1, fixedFirstTime: 1 },
        { week: "2026-W49", weekStart: "2026-11-30", resolved: 1, fixedFirstTime: 0 },
        { week: "2026-W50", weekStart: "2026-12-07", resolved: 1, fixedFirstTime: 1 },
      ],
    });
    // UV-A-1's fourth ticket (T5) was opened before the period.
    expect(figures.repeatSerials).toEqual([
      {
        serialNo: "UV-A-1",
        tickets: 3,
        products: ["2100VA"],
        references: [references.get(ids.t1), expect.any(String), references.get(ids.t2)],
        firstOpenedAt: ist("2026-11-23T10:00:00").toISOString(),
        lastOpenedAt: ist("2026-12-01T10:00:00").toISOString(),
      },
      {
        serialNo: "UV-C-5",
        tickets: 2,
        products: ["48V_100Ah"],
        references: [references.get(ids.t6), references.get(ids.t7)],
        firstOpenedAt: ist("2026-11-17T10:00:00").toISOString(),
        lastOpenedAt: ist("2026-12-09T10:00:00").toISOString(),
      },
    ]);
    // Equal counts keep the complaint form's order.
    expect(figures.products).toEqual([
      { product: "2100VA", tickets: 3 },
      { product: "48V_100Ah", tickets: 3 },
      { product: "5000VA", tickets: 1 },
    ]);
    expect(figures.faults).toEqual([
      { issue: "product_issue", tickets: 3 },
      { issue: "after_sales_service", tickets: 1 },
      { issue: "installation_issue", tickets: 1 },
      { issue: "warranty_issue", tickets: 1 },
      { issue: "other", tickets: 1 },
    ]);

    // A longer period takes in T5's opening (2 Nov) and its response, met in week 45.
    const longer = await t.app.services.serviceFigures.figures({ weeks: 12 }, NOW);
    expect(longer.from).toBe(ist("2026-09-21T00:00:00").toISOString());
    expect(longer.sla.weeks).toHaveLength(12);
    expect(longer.sla.weeks[6]).toEqual({ week: "2026-W45", weekStart: "2026-11-02", response: { due: 1, inTime: 1 }, resolution: { due: 0, inTime: 0 } });
    expect(longer.sla.response).toEqual({ due: 7, inTime: 4 });
    expect(longer.repeatSerials[0]).toMatchObject({ serialNo: "UV-A-1", tickets: 4, firstOpenedAt: ist("2026-11-02T10:00:00").toISOString() });
    expect(longer.products[0]).toEqual({ product: "2100VA", tickets: 4 });
    expect(longer.open).toEqual(figures.open);
  });

  it("counts each deadline as the ticket's own page shows it, holidays included", async () => {
    await desk();
    const admin = await signInAs(t.app, "admin");
    // With the desk shut on Friday 20 November, T6's resolution is due on Saturday 21 November at 10:00, not Friday:
    // resolved on Friday at 18:00, it was in time after all.
    const holiday = await t.app.inject({ method: "POST", url: "/api/v1/admin/service/holidays", headers: admin.headers, payload: { date: "2026-11-20", name: "Service desk closed" } });
    expect(holiday.statusCode).toBe(201);
    const figures = await t.app.services.serviceFigures.figures({ weeks: 4 }, NOW);
    expect(figures.sla.weeks[0]).toEqual({ week: "2026-W47", weekStart: "2026-11-16", response: { due: 1, inTime: 1 }, resolution: { due: 1, inTime: 1 } });

    // Every ticket's clocks as its page shows them, counted by the week each deadline fell in.
    const expected = new Map<string, { response: { due: number; inTime: number }; resolution: { due: number; inTime: number } }>();
    for (const { id } of await t.database.db.select({ id: serviceTickets.id }).from(serviceTickets)) {
      const { sla } = await t.app.services.serviceTickets.get(id, NOW);
      for (const kind of ["response", "resolution"] as const) {
        const clock = sla[kind];
        if (clock.dueAt === null || new Date(clock.dueAt) > NOW || clock.dueAt < figures.from) continue;
        const week = indiaWeekStartOf(new Date(clock.dueAt));
        const entry = expected.get(week) ?? { response: { due: 0, inTime: 0 }, resolution: { due: 0, inTime: 0 } };
        entry[kind] = { due: entry[kind].due + 1, inTime: entry[kind].inTime + (clock.state === "met" ? 1 : 0) };
        expected.set(week, entry);
      }
    }
    expect(figures.sla.weeks.map(({ weekStart, response, resolution }) => ({ weekStart, response, resolution }))).toEqual(
      figures.sla.weeks.map(({ weekStart }) => ({ weekStart, ...(expected.get(weekStart) ?? { response: { due: 0, inTime: 0 }, resolution: { due: 0, inTime: 0 } }) })),
    );
  });

  it("answers support and admin alike, as JSON and as CSV tables, and refuses a bad period or table", async () => {
    await desk();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const support = await signInAs(t.app, "support");
    const get = (url: string, cookie = support.cookie) => t.app.inject({ url, headers: { cookie } });

    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${base}.csv?table=products` })).statusCode).toBe(401);

    const json = await get(`${base}?weeks=4`);
    expect(json.statusCode).toBe(200);
    expect(json.headers["cache-control"]).toBe("private, no-store");
    expect(json.json()).toEqual(await t.app.services.serviceFigures.figures({ weeks: 4 }, NOW));
    // Twelve weeks when none is chosen.
    expect((await get(base)).json().weeks).toBe(12);
    expect((await get(`${base}?weeks=`)).json().weeks).toBe(12);

    for (const weeks of ["5", "0", "-4", "4.0", "twelve", "4&weeks=12"]) {
      const refused = await get(`${base}?weeks=${weeks}`);
      expect(refused.statusCode, weeks).toBe(400);
      expect(refused.json()).toEqual({ message: "Please fill out all required fields correctly.", errors: { weeks: "Choose a period of 4, 12 or 26 weeks" } });
    }
    const noTable = await get(`${base}.csv?weeks=4`);
    expect(noTable.statusCode).toBe(400);
    expect(noTable.json().errors).toEqual({ table: "Choose one of the figures' tables" });
    expect((await get(`${base}.csv?table=everything`)).statusCode).toBe(400);

    const table = async (name: string) => {
      const response = await get(`${base}.csv?weeks=4&table=${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="service-figures-${name}-4-weeks-2026-12-10.csv"`);
      return response.body;
    };
    expect(await table("open-by-status")).toBe(
      csv("Status,Open tickets", "New,3", "Acknowledged,0", "Diagnosing,0", "Visit scheduled,0", "Awaiting parts,1", "Waiting on customer,0", "Reopened,0"),
    );
    expect(await table("open-by-age")).toBe(csv("Open for,Open tickets", "Under 1 day,1", "1 to 3 days,0", "3 to 7 days,1", "7 to 30 days,1", "30 days or more,1"));
    expect(await table("sla-by-week")).toBe(
      csv(
        "Week,Week starting,Responses due,Responded in time,Responded in time (%),Resolutions due,Resolved in time,Resolved in time (%)",
        "2026-W47,2026-11-16,1,1,100,1,0,0",
        "2026-W48,2026-11-23,1,1,100,0,0,",
        "2026-W49,2026-11-30,2,0,0,3,2,66.7",
        "2026-W50,2026-12-07,2,1,50,0,0,",
      ),
    );
    expect(await table("first-time-fix")).toBe(
      csv(
        "Week,Week starting,Resolved,Fixed first time,Fixed first time (%)",
        "2026-W47,2026-11-16,1,1,100",
        "2026-W48,2026-11-23,1,1,100",
        "2026-W49,2026-11-30,1,0,0",
        "2026-W50,2026-12-07,1,1,100",
      ),
    );
    const figures = await t.app.services.serviceFigures.figures({ weeks: 4 }, NOW);
    const [first, second] = figures.repeatSerials;
    expect(await table("repeat-serials")).toBe(
      csv(
        "Serial number,Tickets,Products,References,First opened,Last opened",
        `UV-A-1,3,2100VA Inverter,${first!.references.join(" ")},2026-11-23 10:00,2026-12-01 10:00`,
        `UV-C-5,2,48V 100Ah Battery,${second!.references.join(" ")},2026-11-17 10:00,2026-12-09 10:00`,
      ),
    );
    expect(await table("products")).toBe(csv("Product,Line,Tickets,Share of tickets (%)", "2100VA Inverter,Inverters,3,42.9", "48V 100Ah Battery,Batteries,3,42.9", "5000VA Inverter,Inverters,1,14.3"));
    expect(await table("faults")).toBe(
      csv("Fault,Tickets,Share of tickets (%)", "Product issue,3,42.9", "After-sales service,1,14.3", "Installation issue,1,14.3", "Warranty issue,1,14.3", "Other,1,14.3"),
    );

    // Admins read the same.
    const admin = await signInAs(t.app, "admin");
    expect((await get(`${base}?weeks=4`, admin.cookie)).json()).toEqual(json.json());
  });

  it("answers zeros for every week and band of an empty desk", async () => {
    await t.database.db.delete(serviceTickets);
    const figures = await t.app.services.serviceFigures.figures({ weeks: 4 }, NOW);
    expect(figures.opened).toBe(0);
    expect(figures.open.total).toBe(0);
    expect(figures.open.byAge.map((band) => band.tickets)).toEqual([0, 0, 0, 0, 0]);
    expect(figures.sla.weeks.map((week) => week.week)).toEqual(["2026-W47", "2026-W48", "2026-W49", "2026-W50"]);
    expect(figures.sla.response).toEqual({ due: 0, inTime: 0 });
    expect(figures.firstTimeFix).toMatchObject({ resolved: 0, fixedFirstTime: 0, stillReopenable: 0 });
    expect(figures.repeatSerials).toEqual([]);
    expect(figures.products).toEqual([]);
    expect(figures.faults).toEqual([]);
  });

  it("counts a fix as first time only when it took at most one visit: a second visit made takes it out, a cancelled one does not", async () => {
    await t.database.db.delete(serviceTickets);
    const admin = await signInAs(t.app, "admin");
    const technician = await signInAs(t.app, "technician");
    const tickets = t.app.services.serviceTickets;
    const visitTimes = (day: string, hour: string) => ({ slotStart: ist(`${day}T${hour}:00`), slotEnd: ist(`${day}T${hour.replace(/^\d+/, (h) => String(Number(h) + 2).padStart(2, "0"))}:00`) });
    const resolvedAfter = async (visits: Array<{ status: "done" | "cancelled"; day: string }>) => {
      const { id } = await tickets.openPhoneTicket(call, { id: admin.staff.id }, ist("2026-12-07T10:00:00"));
      await tickets.changeStatus(id, { status: "acknowledged" }, { id: admin.staff.id }, ist("2026-12-07T10:30:00"));
      for (const visit of visits) {
        await t.database.db.insert(serviceVisits).values({
          ticketId: id,
          technicianId: technician.staff.id,
          ...visitTimes(visit.day, "11"),
          address: "House 1",
          status: visit.status,
          outcome: visit.status === "done" ? "repaired" : null,
          bookedBy: admin.staff.id,
          closedBy: admin.staff.id,
          closedAt: ist(`${visit.day}T12:30:00`),
        });
      }
      await tickets.changeStatus(id, { status: "resolved" }, { id: admin.staff.id }, ist("2026-12-09T15:00:00"));
    };
    await resolvedAfter([]);
    await resolvedAfter([{ status: "done", day: "2026-12-08" }]);
    await resolvedAfter([{ status: "cancelled", day: "2026-12-07" }, { status: "done", day: "2026-12-08" }]);
    await resolvedAfter([{ status: "done", day: "2026-12-07" }, { status: "done", day: "2026-12-08" }]);
    const figures = await t.app.services.serviceFigures.figures({ weeks: 4 }, NOW);
    expect(figures.firstTimeFix).toMatchObject({ resolved: 4, fixedFirstTime: 3 });
    expect(figures.firstTimeFix.weeks.at(-1)).toEqual({ week: "2026-W50", weekStart: "2026-12-07", resolved: 4, fixedFirstTime: 3 });
  });
});
