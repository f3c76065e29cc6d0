import { describe, expect, it } from "vitest";
import { countdownTo, isSlideLive } from "./promotions-timing.ts";

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
