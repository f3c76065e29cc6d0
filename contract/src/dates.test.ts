import { describe, expect, it } from "vitest";
import { formatIndiaDate, formatIndiaDateTime, formatIndiaDayOfWeek, formatIsoDate, indiaDayEnd, indiaDayStart, indiaYear } from "./dates.ts";

describe("formatIsoDate", () => {
  it("writes a calendar date as 22 Nov 2026, whatever the machine's time zone", () => {
    expect(formatIsoDate("2026-11-22")).toBe("22 Nov 2026");
    expect(formatIsoDate("2027-01-01")).toBe("1 Jan 2027");
  });
  it("shows anything that is not a date as it is", () => {
    expect(formatIsoDate("Unknown")).toBe("Unknown");
  });
});

describe("India time", () => {
  // 18:30 UTC on 21 Nov is midnight in India on 22 Nov.
  const justAfterMidnightInIndia = new Date("2026-11-21T18:35:00Z");

  it("writes the India calendar day, not the UTC one", () => {
    expect(formatIndiaDate(justAfterMidnightInIndia)).toBe("22 Nov 2026");
    expect(formatIndiaDate("2026-11-21T18:29:00Z")).toBe("21 Nov 2026");
  });

  it("writes date and time as 22 Nov 2026, 12:05 am with plain spaces", () => {
    expect(formatIndiaDateTime(justAfterMidnightInIndia)).toBe("22 Nov 2026, 12:05 am");
    expect(formatIndiaDateTime("2026-11-22T13:35:00Z")).toBe("22 Nov 2026, 7:05 pm");
    expect(formatIndiaDateTime("2026-01-01T00:00:00.000Z")).toBe("1 Jan 2026, 5:30 am");
    expect(formatIndiaDateTime("not a date")).toBe("not a date");
  });

  it("writes the day of the week for headings", () => {
    expect(formatIndiaDayOfWeek(justAfterMidnightInIndia)).toBe("Sunday, 22 November");
  });

  it("turns India calendar days into instants at +05:30", () => {
    expect(indiaDayStart("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(indiaDayEnd("2026-11-22").toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(indiaYear(new Date("2026-12-31T18:30:00Z"))).toBe(2027);
    expect(indiaYear(new Date("2026-12-31T18:29:59Z"))).toBe(2026);
  });
});
