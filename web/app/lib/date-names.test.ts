import { describe, expect, it } from "vitest";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { formatIndiaDate, formatIndiaDateTime, formatIndiaDayTime } from "@urjavolt/contract/dates";
import { dateNames } from "./date-names";
import { makeI18n } from "./i18n";

describe("the date names of a Hindi or Punjabi page (decision 056)", () => {
  it("are CLDR's, as Node's Intl gives them for hi-IN and pa-IN, so a translator's slip fails here", () => {
    for (const [locale, messages, tag] of [["hi", hi, "hi-IN"], ["pa", pa, "pa-IN"]] as const) {
      const names = dateNames(makeI18n({ locale, messages }))!;
      for (let month = 0; month < 12; month += 1) {
        const instant = new Date(Date.UTC(2026, month, 10, 6));
        expect(names.months[month]).toBe(new Intl.DateTimeFormat(tag, { month: "long", timeZone: "Asia/Kolkata" }).format(instant));
      }
      for (let day = 0; day < 7; day += 1) {
        const instant = new Date(Date.UTC(2026, 10, 1 + day, 6));
        expect(names.days[day]).toBe(new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "Asia/Kolkata" }).format(instant));
      }
    }
  });

  it("write the page's dates in its language with Latin digits, and leave an English page's as they were", () => {
    const hindi = dateNames(makeI18n({ locale: "hi", messages: hi }));
    const punjabi = dateNames(makeI18n({ locale: "pa", messages: pa }));
    expect(formatIndiaDateTime("2026-11-22T13:35:00Z", hindi)).toBe("22 नवंबर 2026, 7:05 pm");
    expect(formatIndiaDayTime("2026-12-14T13:30:00Z", punjabi)).toBe("ਸੋਮ, 14 ਦਸੰਬਰ, 7:00 pm");
    expect(dateNames(makeI18n({ locale: "en", messages: en }))).toBeUndefined();
    expect(formatIndiaDate("2026-09-05T10:00:00Z", undefined)).toBe("5 Sep 2026");
  });

  it("are none on a page not sent them, whose dates stay in English rather than show an id", () => {
    expect(dateNames(makeI18n({ locale: "pa", messages: {} }))).toBeUndefined();
  });
});
