import { describe, expect, it } from "vitest";
import {
  type ServiceFigures,
  ServiceFiguresCsvQuerySchema,
  ServiceFiguresQuerySchema,
  displayCell,
  figureTable,
  figuresPeriod,
  formatPercent,
  indiaWeekStartOf,
  isoWeekLabel,
  sharePercent,
  spreadsheetCell,
  weekStartOf,
} from "./service-figures.ts";

const ist = (time: string) => new Date(`${time}+05:30`);

describe("the figures' weeks", () => {
  it("starts a week on Monday and numbers it as ISO 8601 does, by its Thursday's year", () => {
    expect(weekStartOf("2026-12-10")).toBe("2026-12-07");
    expect(weekStartOf("2026-12-07")).toBe("2026-12-07");
    expect(weekStartOf("2026-12-13")).toBe("2026-12-07");
    expect(isoWeekLabel("2026-12-07")).toBe("2026-W50");
    // 2026 began on a Thursday, so it has 53 weeks; its last runs into 2027.
    expect(isoWeekLabel("2025-12-29")).toBe("2026-W01");
    expect(isoWeekLabel("2026-12-28")).toBe("2026-W53");
    expect(isoWeekLabel("2027-01-04")).toBe("2027-W01");
    // 30 December 2024 starts 2025's first week.
    expect(weekStartOf("2025-01-01")).toBe("2024-12-30");
    expect(isoWeekLabel("2024-12-30")).toBe("2025-W01");
  });

  it("reads the week in India time, whatever the instant's UTC date", () => {
    // Monday 7 December, 00:30 in India is still Sunday in UTC.
    expect(indiaWeekStartOf(ist("2026-12-07T00:30:00"))).toBe("2026-12-07");
    expect(indiaWeekStartOf(ist("2026-12-06T23:59:59"))).toBe("2026-11-30");
  });

  it("ends a period with the current week and starts it at the first Monday's midnight in India", () => {
    expect(figuresPeriod(ist("2026-12-10T12:00:00"), 4)).toEqual({
      from: ist("2026-11-16T00:00:00"),
      weekStarts: ["2026-11-16", "2026-11-23", "2026-11-30", "2026-12-07"],
    });
    const long = figuresPeriod(ist("2027-01-03T23:00:00"), 26);
    expect(long.weekStarts).toHaveLength(26);
    expect(long.weekStarts.at(-1)).toBe("2026-12-28");
    expect(long.weekStarts[0]).toBe("2026-07-06");
  });
});

describe("the figures' query", () => {
  it("takes 4, 12 or 26 weeks, 12 when none is given, and a known table for a download", () => {
    expect(ServiceFiguresQuerySchema.parse({})).toEqual({ weeks: 12 });
    expect(ServiceFiguresQuerySchema.parse({ weeks: " " })).toEqual({ weeks: 12 });
    expect(ServiceFiguresQuerySchema.parse({ weeks: "26" })).toEqual({ weeks: 26 });
    for (const weeks of ["3", "52", "4.5", "four", ["4", "12"]]) expect(ServiceFiguresQuerySchema.safeParse({ weeks }).success, String(weeks)).toBe(false);
    expect(ServiceFiguresCsvQuerySchema.parse({ table: "faults", weeks: "4" })).toEqual({ table: "faults", weeks: 4 });
    expect(ServiceFiguresCsvQuerySchema.safeParse({ table: "../etc/passwd" }).success).toBe(false);
  });
});

describe("shares", () => {
  it("gives a percentage to one decimal place, and none of nothing", () => {
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(1, 7)).toBe(14.3);
    expect(sharePercent(3, 3)).toBe(100);
    expect(sharePercent(0, 5)).toBe(0);
    expect(sharePercent(0, 0)).toBeNull();
    expect(formatPercent(66.7)).toBe("66.7%");
    expect(formatPercent(100)).toBe("100.0%");
    expect(formatPercent(null)).toBe("–");
  });
});

describe("the tables behind the charts", () => {
  const figures: ServiceFigures = {
    generatedAt: ist("2026-12-10T12:00:00").toISOString(),
    weeks: 4,
    from: ist("2026-11-16T00:00:00").toISOString(),
    opened: 3,
    open: { total: 0, byStatus: [], byAge: [] },
    sla: {
      weeks: [{ week: "2026-W47", weekStart: "2026-11-16", response: { due: 3, inTime: 2 }, resolution: { due: 0, inTime: 0 } }],
      response: { due: 3, inTime: 2 },
      resolution: { due: 0, inTime: 0 },
    },
    firstTimeFix: { resolved: 0, fixedFirstTime: 0, stillReopenable: 0, weeks: [] },
    repeatSerials: [
      {
        serialNo: "=UV-1",
        tickets: 2,
        products: ["2100VA", "48V_100Ah"],
        references: ["CMP-2026-000001", "SRV-2026-000002"],
        firstOpenedAt: ist("2026-11-17T10:00:00").toISOString(),
        lastOpenedAt: ist("2026-12-09T19:05:00").toISOString(),
      },
    ],
    products: [{ product: "51.2V_100Ah", tickets: 2 }],
    faults: [{ issue: "warranty_issue", tickets: 1 }],
  };

  it("labels products, faults and weeks as the console does, with shares of the tickets opened", () => {
    expect(figureTable(figures, "products").rows).toEqual([["51.2V 100Ah Battery", "Batteries", 2, 66.7]]);
    expect(figureTable(figures, "faults").rows).toEqual([["Warranty issue", 1, 33.3]]);
    const sla = figureTable(figures, "sla-by-week");
    expect(sla.rows).toEqual([["2026-W47", "2026-11-16", 3, 2, 66.7, 0, 0, null]]);
    expect(sla.rows[0]!.map((cell, index) => displayCell(cell, sla.columns[index]!.kind))).toEqual(["2026-W47", "16 Nov 2026", "3", "2", "66.7%", "0", "0", "–"]);
  });

  it("writes instants for spreadsheets in India time, and for the page in the house style", () => {
    const serials = figureTable(figures, "repeat-serials");
    expect(serials.rows).toEqual([
      ["=UV-1", 2, "2100VA Inverter; 48V 100Ah Battery", "CMP-2026-000001 SRV-2026-000002", figures.repeatSerials[0]!.firstOpenedAt, figures.repeatSerials[0]!.lastOpenedAt],
    ]);
    const row = serials.rows[0]!;
    expect(row.map((cell, index) => spreadsheetCell(cell, serials.columns[index]!.kind))).toEqual([
      "=UV-1",
      2,
      "2100VA Inverter; 48V 100Ah Battery",
      "CMP-2026-000001 SRV-2026-000002",
      "2026-11-17 10:00",
      "2026-12-09 19:05",
    ]);
    expect(displayCell(row[5]!, "instant")).toBe("9 Dec 2026, 7:05 pm");
  });
});
