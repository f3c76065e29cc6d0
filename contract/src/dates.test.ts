import { describe, expect, it } from "vitest";
import {
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaDayOfWeek,
  formatIndiaDayTime,
  formatIsoDate,
  indiaDayEnd,
  indiaDayStart,
  indiaIsoDate,
  indiaSpreadsheetDateTime,
  indiaYear,
} from "./dates.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

describe("formatIsoDate", () => {
  it("writes a calendar date as 22 Nov 2026, whatever the machine's time zone", () => {
    expect(formatIsoDate("2026-11-22")).toBe("22 Nov 2026");
    expect(formatIsoDate("2027-01-01")).toBe("1 Jan 2027");
  });
  it("writes every month with its three letters, September as Sep whatever the locale data", () => {
    expect(MONTHS.map((_, index) => formatIsoDate(`2026-${String(index + 1).padStart(2, "0")}-05`))).toEqual(MONTHS.map((month) => `5 ${month} 2026`));
  });
  it("shows anything that is not a date as it is", () => {
    expect(formatIsoDate("Unknown")).toBe("Unknown");
    expect(formatIsoDate("22/11/2026")).toBe("22/11/2026");
    expect(formatIsoDate("2026-13-01")).toBe("2026-13-01");
  });
});

describe("dates in Hindi and Punjabi (decision 056)", () => {
  it("writes the month in the language, the digits Latin, as Node's and browsers' CLDR name it", () => {
    expect(formatIsoDate("2026-11-22", "hi")).toBe("22 नवंबर 2026");
    expect(formatIsoDate("2026-11-22", "pa")).toBe("22 ਨਵੰਬਰ 2026");
    for (const [locale, tag] of [["hi", "hi-IN"], ["pa", "pa-IN"]] as const) {
      const months = new Intl.DateTimeFormat(tag, { month: "long", timeZone: "UTC" });
      for (let month = 0; month < 12; month++) {
        const iso = `2026-${String(month + 1).padStart(2, "0")}-05`;
        expect(formatIsoDate(iso, locale)).toBe(`5 ${months.format(new Date(`${iso}T00:00:00Z`))} 2026`);
      }
    }
    expect(formatIsoDate("Unknown", "hi")).toBe("Unknown");
  });

  it("writes India's day, its day of the week and the clock", () => {
    expect(formatIndiaDate("2026-11-21T18:35:00Z", "pa")).toBe("22 ਨਵੰਬਰ 2026");
    expect(formatIndiaDateTime("2026-11-22T13:35:00Z", "hi")).toBe("22 नवंबर 2026, 7:05 pm");
    expect(formatIndiaDayTime("2026-12-14T13:30:00Z", "hi")).toBe("सोमवार, 14 दिसंबर, 7:00 pm");
    expect(formatIndiaDayTime("2026-12-12T19:00:00Z", "pa")).toBe("ਐਤਵਾਰ, 13 ਦਸੰਬਰ, 12:30 am");
    const weekdays = (tag: string) => new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "Asia/Kolkata" });
    for (let day = 13; day < 20; day++) {
      const noon = new Date(`2026-12-${day}T06:30:00Z`);
      expect(formatIndiaDayTime(noon, "hi").split(",")[0]).toBe(weekdays("hi-IN").format(noon));
      expect(formatIndiaDayTime(noon, "pa").split(",")[0]).toBe(weekdays("pa-IN").format(noon));
    }
  });
});

describe("India time", () => {
  // 18:30 UTC on 21 Nov is midnight in India on 22 Nov.
  const justAfterMidnightInIndia = new Date("2026-11-21T18:35:00Z");

  it("writes the India calendar day, not the UTC one", () => {
    expect(formatIndiaDate(justAfterMidnightInIndia)).toBe("22 Nov 2026");
    expect(formatIndiaDate("2026-11-21T18:29:00Z")).toBe("21 Nov 2026");
    expect(formatIndiaDate("2026-09-05T10:00:00Z")).toBe("5 Sep 2026");
  });

  it("writes date and time as 22 Nov 2026, 12:05 am with plain spaces", () => {
    expect(formatIndiaDateTime(justAfterMidnightInIndia)).toBe("22 Nov 2026, 12:05 am");
    expect(formatIndiaDateTime("2026-11-22T13:35:00Z")).toBe("22 Nov 2026, 7:05 pm");
    expect(formatIndiaDateTime("2026-11-22T06:30:00Z")).toBe("22 Nov 2026, 12:00 pm");
    expect(formatIndiaDateTime("2026-01-01T00:00:00.000Z")).toBe("1 Jan 2026, 5:30 am");
    expect(formatIndiaDateTime("not a date")).toBe("not a date");
  });

  it("writes a time a few days ahead with its short day of the week, in India", () => {
    // 14 Dec 2026 13:30 UTC is 7:00 pm on Monday in India.
    expect(formatIndiaDayTime("2026-12-14T13:30:00Z")).toBe("Mon, 14 Dec, 7:00 pm");
    // 19:00 UTC on a Saturday is already Sunday, 12:30 am, in India.
    expect(formatIndiaDayTime("2026-12-12T19:00:00Z")).toBe("Sun, 13 Dec, 12:30 am");
  });

  it("writes the day of the week for headings", () => {
    expect(formatIndiaDayOfWeek(justAfterMidnightInIndia)).toBe("Sunday, 22 November");
    expect(formatIndiaDayOfWeek("2026-09-22T04:00:00Z")).toBe("Tuesday, 22 September");
  });

  it("refuses to write a day for something that is not a date", () => {
    expect(() => formatIndiaDate("not a date")).toThrow(RangeError);
    expect(() => formatIndiaDayOfWeek("not a date")).toThrow(RangeError);
  });

  it("writes India's calendar day as YYYY-MM-DD", () => {
    expect(indiaIsoDate(justAfterMidnightInIndia)).toBe("2026-11-22");
    expect(indiaIsoDate(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
  });

  it("writes an instant for spreadsheets in India time", () => {
    expect(indiaSpreadsheetDateTime(new Date("2026-11-22T13:35:00Z"))).toBe("2026-11-22 19:05");
    expect(indiaSpreadsheetDateTime(justAfterMidnightInIndia)).toBe("2026-11-22 00:05");
  });

  it("turns India calendar days into instants at +05:30", () => {
    expect(indiaDayStart("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(indiaDayEnd("2026-11-22").toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(indiaYear(new Date("2026-12-31T18:30:00Z"))).toBe(2027);
    expect(indiaYear(new Date("2026-12-31T18:29:59Z"))).toBe(2026);
  });
});
