import { describe, expect, it } from "vitest";
import { countdownTo, isSlideLive } from "./promotions-timing.ts";
import { indiaDayEnd, indiaDayStart } from "./dates.ts";

describe("countdownTo", () => {
  const end = "2026-10-31T18:29:59.000Z"; // 31 October 23:59:59 India time

  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = Date.parse(end) - ((2 * 24 + 5) * 3600 + 7 * 60 + 9) * 1000;
    expect(countdownTo(end, now)).toEqual({ days: 2, hours: 5, minutes: 7, seconds: 9, ended: false });
  });
  it("stops at zero once the offer has ended", () => {
    expect(countdownTo(end, Date.parse(end))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(countdownTo(end, Date.parse(end) + 86_400_000)).toMatchObject({ days: 0, ended: true });
  });
  it("accepts a Date for both ends", () => {
    expect(countdownTo(new Date(end), new Date(Date.parse(end) - 3_600_000))).toMatchObject({ hours: 1, ended: false });
  });
});

describe("isSlideLive", () => {
  const start = "2026-10-01T00:00:00.000Z";
  const end = "2026-10-31T18:29:59.000Z";
  it("is live from its start until (not at) its end", () => {
    expect(isSlideLive({ startsAt: start, endsAt: end }, Date.parse(start) - 1)).toBe(false);
    expect(isSlideLive({ startsAt: start, endsAt: end }, Date.parse(start))).toBe(true);
    expect(isSlideLive({ startsAt: start, endsAt: end }, Date.parse(end) - 1)).toBe(true);
    expect(isSlideLive({ startsAt: start, endsAt: end }, new Date(end))).toBe(false);
  });
  it("never ends without an end", () => {
    expect(isSlideLive({ startsAt: start, endsAt: null }, Date.parse("2099-01-01T00:00:00Z"))).toBe(true);
  });
});

describe("a seasonal item's window, by the shop's clock in India time (decision 046)", () => {
  // "Valid till 31 Dec": ends at the first instant of 1 Jan in India, 31 Dec 18:30 UTC.
  const season = { startsAt: indiaDayStart("2026-12-25").toISOString(), endsAt: indiaDayEnd("2026-12-31").toISOString() };

  it("starts at midnight India time on its first day, not at midnight UTC", () => {
    expect(season.startsAt).toBe("2026-12-24T18:30:00.000Z");
    expect(isSlideLive(season, Date.parse("2026-12-24T18:29:59.999Z"))).toBe(false);
    expect(isSlideLive(season, Date.parse("2026-12-24T18:30:00.000Z"))).toBe(true);
  });

  it("ends after 23:59:59.999 India time on its last day, and an ended item never shows", () => {
    expect(isSlideLive(season, Date.parse("2026-12-31T18:29:59.999Z"))).toBe(true);
    expect(isSlideLive(season, Date.parse("2026-12-31T18:30:00.000Z"))).toBe(false);
    expect(isSlideLive(season, Date.parse("2027-06-01T00:00:00.000Z"))).toBe(false);
  });

  it("shows an item without an end from its start on", () => {
    expect(isSlideLive({ startsAt: season.startsAt, endsAt: null }, Date.parse("2030-01-01T00:00:00Z"))).toBe(true);
    expect(isSlideLive({ startsAt: season.startsAt, endsAt: null }, Date.parse("2026-12-24T18:29:59Z"))).toBe(false);
  });

  it("on 27 Nov 2026 leaves out a Dussehra or Diwali window of 2026", () => {
    const now = Date.parse("2026-11-27T06:30:00Z");
    expect(isSlideLive({ startsAt: indiaDayStart("2026-10-11").toISOString(), endsAt: indiaDayEnd("2026-10-20").toISOString() }, now)).toBe(false);
    expect(isSlideLive({ startsAt: indiaDayStart("2026-10-21").toISOString(), endsAt: indiaDayEnd("2026-11-10").toISOString() }, now)).toBe(false);
  });
});
