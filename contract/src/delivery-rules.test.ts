import { describe, expect, it } from "vitest";
import { addBusinessDays, formatShortDayDate } from "./dates.ts";
import { deliveryEstimate, deliveryRegionOf } from "./delivery-rules.ts";

describe("addBusinessDays", () => {
  it("counts Monday to Saturday and skips Sundays", () => {
    // Wed 25 Nov 2026: Thu 26, Fri 27.
    expect(addBusinessDays("2026-11-25", 2)).toBe("2026-11-27");
    // Sat 28 Nov: Sunday 29 is skipped, so Mon 30 then Tue 1 Dec.
    expect(addBusinessDays("2026-11-28", 2)).toBe("2026-12-01");
    // From a Sunday the next day counts.
    expect(addBusinessDays("2026-11-29", 1)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-25", 0)).toBe("2026-11-25");
  });

  it("runs across months and years", () => {
    // Thu 31 Dec 2026: Fri 1 Jan, Sat 2 Jan 2027.
    expect(addBusinessDays("2026-12-31", 2)).toBe("2027-01-02");
  });

  it("writes a date with its day of the week", () => {
    expect(formatShortDayDate("2026-11-27")).toBe("Fri, 27 Nov");
    expect(formatShortDayDate("2027-01-04")).toBe("Mon, 4 Jan");
  });
});

describe("deliveryRegionOf", () => {
  it("knows the major cities by their sorting district", () => {
    for (const pincode of ["110001", "400001", "560034", "600017", "700019", "500081", "411001", "380009", "160017"]) {
      expect(deliveryRegionOf(pincode), pincode).toBe("major-city");
    }
  });

  it("puts the North East, Sikkim, Jammu and Kashmir, Ladakh and the islands last", () => {
    for (const pincode of ["781001", "795001", "737101", "190001", "194101", "744101", "682555"]) {
      expect(deliveryRegionOf(pincode), pincode).toBe("remote");
    }
  });

  it("counts everywhere else as the rest of India", () => {
    for (const pincode of ["140401", "682001", "452001", "641001"]) expect(deliveryRegionOf(pincode), pincode).toBe("rest-of-india");
  });
});

describe("deliveryEstimate", () => {
  it("dispatches within two business days, then adds the region's days (worked examples)", () => {
    // Paid Wed 25 Nov to Delhi: dispatch by Fri 27; +4 = Sat 28, Mon 30, Tue 1, Wed 2 Dec; +7 = Sat 5 Dec.
    expect(deliveryEstimate("2026-11-25", "110001")).toEqual({ region: "major-city", dispatchBy: "2026-11-27", from: "2026-12-02", to: "2026-12-05" });
    // Paid Sat 28 Nov to Rajpura: dispatch by Tue 1 Dec; +5 = Mon 7 Dec; +8 = Thu 10 Dec.
    expect(deliveryEstimate("2026-11-28", "140401")).toEqual({ region: "rest-of-india", dispatchBy: "2026-12-01", from: "2026-12-07", to: "2026-12-10" });
    // Paid Sun 29 Nov to Guwahati: dispatch by Tue 1 Dec; +7 = Wed 9 Dec; +10 = Sat 12 Dec.
    expect(deliveryEstimate("2026-11-29", "781001")).toEqual({ region: "remote", dispatchBy: "2026-12-01", from: "2026-12-09", to: "2026-12-12" });
    // Paid Thu 31 Dec to Bengaluru: dispatch by Sat 2 Jan; +4 = Thu 7 Jan; +7 = Mon 11 Jan 2027.
    expect(deliveryEstimate("2026-12-31", "560001")).toEqual({ region: "major-city", dispatchBy: "2027-01-02", from: "2027-01-07", to: "2027-01-11" });
  });
});
