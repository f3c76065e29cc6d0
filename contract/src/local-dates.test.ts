import { describe, expect, it } from "vitest";
import { formatIsoDate } from "./dates.ts";
import { formatIsoDateIn } from "./local-dates.ts";

/** The CLDR version of the runtime's ICU (Node's `process.versions.cldr`). */
const cldr = (globalThis as { process?: { versions?: { cldr?: string } } }).process?.versions?.cldr;

describe("formatIsoDateIn", () => {
  it("writes Hindi and Punjabi dates with the month in full and Latin digits, English ones as formatIsoDate does (decision 056)", () => {
    expect(formatIsoDateIn("2026-11-27", "hi")).toBe("27 नवंबर 2026");
    expect(formatIsoDateIn("2026-11-27", "pa")).toBe("27 ਨਵੰਬਰ 2026");
    expect(formatIsoDateIn("2027-02-01", "hi")).toBe("1 फ़रवरी 2027");
    expect(formatIsoDateIn("2026-11-27", "en")).toBe(formatIsoDate("2026-11-27"));
  });

  it("shows anything that is not a date as it is", () => {
    for (const locale of ["en", "hi", "pa"] as const) {
      expect(formatIsoDateIn("Unknown", locale)).toBe("Unknown");
      expect(formatIsoDateIn("2026-13-01", locale)).toBe("2026-13-01");
    }
  });

  // The names are fixed so a browser with other locale data writes what the server wrote; they are
  // the ones Intl gives in India time with the locale data Node ships (CLDR 48 and later).
  it.runIf(Number(cldr?.split(".")[0]) >= 48)("writes every month as Intl writes hi-IN and pa-IN in India time", () => {
    for (const [locale, tag] of [["hi", "hi-IN"], ["pa", "pa-IN"]] as const) {
      const intl = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
      for (let month = 1; month <= 12; month += 1) {
        const iso = `2026-${String(month).padStart(2, "0")}-05`;
        expect(formatIsoDateIn(iso, locale), `${locale} ${iso}`).toBe(intl.format(new Date(`${iso}T00:00:00+05:30`)));
      }
    }
  });
});
