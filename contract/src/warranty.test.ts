import { describe, expect, it } from "vitest";
import { maskSerial, replacedMessage } from "./warranty.ts";

describe("what the public check says of a replaced unit (decision 037)", () => {
  it("names the new unit by its last four characters, even when they begin with X", () => {
    expect(replacedMessage({ replaced_by: maskSerial("UV-E2E-NEW-MWZ4OXYX757"), replaced_on: "2026-11-27" })).toBe(
      "This unit was replaced on 27 Nov 2026 by the unit whose serial number ends in X757. Its warranty continues on that unit: check that serial number for its status and certificate.",
    );
    expect(replacedMessage({ replaced_by: maskSerial("UVB-9102"), replaced_on: undefined })).toContain("ends in 9102.");
  });

  it("says another unit when the serial is too short to show any of it", () => {
    expect(maskSerial("X12")).toBe("XXXX");
    expect(replacedMessage({ replaced_by: maskSerial("X12"), replaced_on: undefined })).toContain("by another unit.");
  });
});
