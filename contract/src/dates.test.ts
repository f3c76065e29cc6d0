import { describe, expect, it } from "vitest";
import { formatIsoDate } from "./dates.ts";

describe("formatIsoDate", () => {
  it("writes a calendar date as 22 Nov 2026, whatever the machine's time zone", () => {
    expect(formatIsoDate("2026-11-22")).toBe("22 Nov 2026");
    expect(formatIsoDate("2027-01-01")).toBe("1 Jan 2027");
  });
  it("shows anything that is not a date as it is", () => {
    expect(formatIsoDate("Unknown")).toBe("Unknown");
  });
});
