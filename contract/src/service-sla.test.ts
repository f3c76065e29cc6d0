import { describe, expect, it } from "vitest";
import { productChoices } from "./enquiries.ts";
import { ticketPriorities } from "./service-rules.ts";
import {
  HolidaySchema,
  MAX_RESOLUTION_MINUTES,
  MAX_RESPONSE_MINUTES,
  SlaPolicyRowSchema,
  addServiceMinutes,
  defaultSlaPolicy,
  defaultWarnMinutes,
  formatTimeLeft,
  longestCalendarMinutes,
  serviceLineOf,
  serviceLines,
  serviceMinutesBetween,
  slaClock,
  slaPolicyFromRows,
  slaPolicyMessages,
  slaTarget,
  statutoryDeadline,
  type Holidays,
  type Pause,
} from "./service-sla.ts";

/** An India wall-clock time, "2026-01-07T10:00", as an instant. */
const ist = (wall: string) => new Date(`${wall}:00+05:30`);
const noHolidays: Holidays = new Set();
// Republic Day 2026 is Monday 26 January; Holi 2026 is Wednesday 4 March.
const holidays: Holidays = new Set(["2026-01-26", "2026-03-04"]);

// January 2026: Mon 5, Tue 6, Wed 7, Thu 8, Fri 9, Sat 10, Sun 11, Mon 12.

describe("addServiceMinutes", () => {
  it("counts within the day: Wed 10:00 plus 4 h is Wed 14:00", () => {
    expect(addServiceMinutes(ist("2026-01-07T10:00"), 240, noHolidays)).toEqual(ist("2026-01-07T14:00"));
  });

  it("skips Sunday: Sat 17:30 plus 4 h is Mon 11:30", () => {
    // Saturday gives 1 h 30 min until 19:00; the other 2 h 30 min run from Monday 9:00.
    expect(addServiceMinutes(ist("2026-01-10T17:30"), 240, noHolidays)).toEqual(ist("2026-01-12T11:30"));
  });

  it("counts a start after hours from the next opening", () => {
    // Tue 22:00 is closed: the 4 h run from Wed 9:00.
    expect(addServiceMinutes(ist("2026-01-06T22:00"), 240, noHolidays)).toEqual(ist("2026-01-07T13:00"));
    // Wed 02:00 in India is still Tuesday (20:30) in UTC; the count starts at Wed 9:00 all the same.
    const beforeDawn = ist("2026-01-07T02:00");
    expect(beforeDawn.toISOString()).toBe("2026-01-06T20:30:00.000Z");
    expect(addServiceMinutes(beforeDawn, 240, noHolidays)).toEqual(ist("2026-01-07T13:00"));
    // Exactly 19:00 is closed too.
    expect(addServiceMinutes(ist("2026-01-07T19:00"), 30, noHolidays)).toEqual(ist("2026-01-08T09:30"));
  });

  it("ends a deadline that takes the day's last minute at 19:00, and goes on at 9:00 after it", () => {
    expect(addServiceMinutes(ist("2026-01-07T15:00"), 240, noHolidays)).toEqual(ist("2026-01-07T19:00"));
    expect(addServiceMinutes(ist("2026-01-07T15:00"), 241, noHolidays)).toEqual(ist("2026-01-08T09:01"));
  });

  it("gives the start itself for no minutes in hours, and the next opening out of hours", () => {
    expect(addServiceMinutes(ist("2026-01-07T11:15"), 0, noHolidays)).toEqual(ist("2026-01-07T11:15"));
    expect(addServiceMinutes(ist("2026-01-11T11:15"), 0, noHolidays)).toEqual(ist("2026-01-12T09:00"));
  });

  it("skips a holiday a ticket is opened on", () => {
    // Mon 26 Jan is Republic Day: the 4 h run from Tue 9:00.
    expect(addServiceMinutes(ist("2026-01-26T10:00"), 240, holidays)).toEqual(ist("2026-01-27T13:00"));
    expect(addServiceMinutes(ist("2026-01-26T10:00"), 240, noHolidays)).toEqual(ist("2026-01-26T14:00"));
  });

  it("skips a holiday the day after a ticket is opened", () => {
    // Tue 3 Mar 16:00: 3 h until 19:00; Wed 4 Mar is Holi; the last hour is Thu 9:00 to 10:00.
    expect(addServiceMinutes(ist("2026-03-03T16:00"), 240, holidays)).toEqual(ist("2026-03-05T10:00"));
    // Sat 24 Jan 17:30: 1 h 30 min, then Sunday and Republic Day Monday pass, then Tue 9:00 plus 2 h 30 min.
    expect(addServiceMinutes(ist("2026-01-24T17:30"), 240, holidays)).toEqual(ist("2026-01-27T11:30"));
  });

  it("reads UTC instants on their India date: Sunday 20:00 UTC is Monday 01:30 in India", () => {
    const sundayEveningUtc = new Date("2026-01-11T20:00:00Z");
    // Monday, so the count starts at Mon 9:00 India time (03:30 UTC), not on Tuesday.
    expect(addServiceMinutes(sundayEveningUtc, 240, noHolidays)).toEqual(new Date("2026-01-12T07:30:00Z"));
    // Saturday 14:00 UTC is 19:30 in India, after closing, though the afternoon in UTC.
    expect(addServiceMinutes(new Date("2026-01-10T14:00:00Z"), 60, noHolidays)).toEqual(ist("2026-01-12T10:00"));
    // Friday 23:00 UTC is Saturday 04:30 in India, a working day.
    expect(addServiceMinutes(new Date("2026-01-09T23:00:00Z"), 60, noHolidays)).toEqual(ist("2026-01-10T10:00"));
    // A holiday is an India date: Sunday 25 Jan 20:00 UTC is already Republic Day in India.
    expect(addServiceMinutes(new Date("2026-01-25T20:00:00Z"), 60, holidays)).toEqual(ist("2026-01-27T10:00"));
  });

  it("adds 30 business days a day at a time", () => {
    // Six days a week: Mon 5 Jan 9:00 plus 30 days is five weeks, to Sat 7 Feb 19:00;
    // Republic Day pushes it one working day on, past Sunday, to Mon 9 Feb 19:00.
    expect(addServiceMinutes(ist("2026-01-05T09:00"), 30 * 600, noHolidays)).toEqual(ist("2026-02-07T19:00"));
    expect(addServiceMinutes(ist("2026-01-05T09:00"), 30 * 600, holidays)).toEqual(ist("2026-02-09T19:00"));
    // Twenty years of business minutes still come back at once.
    expect(addServiceMinutes(ist("2026-01-05T09:00"), 20 * 313 * 600, noHolidays).getTime()).toBeGreaterThan(ist("2045-01-01T00:00").getTime());
  });

  it("refuses negative or endless minutes, invalid dates and a holiday list with no working day", () => {
    expect(() => addServiceMinutes(ist("2026-01-07T10:00"), -1, noHolidays)).toThrow(RangeError);
    expect(() => addServiceMinutes(ist("2026-01-07T10:00"), Number.POSITIVE_INFINITY, noHolidays)).toThrow(RangeError);
    expect(() => addServiceMinutes(new Date("nonsense"), 10, noHolidays)).toThrow(RangeError);
    const everyDay = new Set(Array.from({ length: 800 }, (_, day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10)));
    expect(() => addServiceMinutes(ist("2026-01-07T10:00"), 10, everyDay)).toThrow(/holiday list/);
  });
});

describe("serviceMinutesBetween", () => {
  it("counts only open hours", () => {
    expect(serviceMinutesBetween(ist("2026-01-10T17:30"), ist("2026-01-12T11:30"), noHolidays)).toBe(240);
    // Tue 15:00 to Thu 11:00: 4 h on Tuesday, 10 h on Wednesday, 2 h on Thursday.
    expect(serviceMinutesBetween(ist("2026-01-06T15:00"), ist("2026-01-08T11:00"), noHolidays)).toBe(960);
    expect(serviceMinutesBetween(ist("2026-01-06T20:00"), ist("2026-01-07T08:00"), noHolidays)).toBe(0);
    expect(serviceMinutesBetween(ist("2026-01-25T10:00"), ist("2026-01-27T10:00"), holidays)).toBe(60);
  });

  it("is 0 when the end is not after the start", () => {
    expect(serviceMinutesBetween(ist("2026-01-07T14:00"), ist("2026-01-07T10:00"), noHolidays)).toBe(0);
    expect(serviceMinutesBetween(ist("2026-01-07T14:00"), ist("2026-01-07T14:00"), noHolidays)).toBe(0);
  });

  it("counts seconds as fractions of a minute", () => {
    expect(serviceMinutesBetween(ist("2026-01-07T10:00"), new Date(ist("2026-01-07T10:01").getTime() + 30_000), noHolidays)).toBe(1.5);
  });
});

/** A small seeded generator (mulberry32), so the random cases are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("addServiceMinutes and serviceMinutesBetween agree", () => {
  const random = seeded(20260107);
  const yearStart = ist("2026-01-01T00:00").getTime();
  const yearMs = 365 * 24 * 60 * 60_000;
  const cases = Array.from({ length: 400 }, () => ({
    start: new Date(yearStart + Math.floor(random() * yearMs)),
    minutes: Math.floor(random() * 20_000),
    extra: Math.floor(random() * 5_000),
  }));

  it("counts back exactly the minutes added, from any start, with holidays", () => {
    for (const { start, minutes } of cases) {
      expect(serviceMinutesBetween(start, addServiceMinutes(start, minutes, holidays), holidays)).toBe(minutes);
    }
  });

  it("adds in steps the same as at once", () => {
    for (const { start, minutes, extra } of cases) {
      const stepwise = addServiceMinutes(addServiceMinutes(start, minutes, holidays), extra, holidays);
      expect(stepwise).toEqual(addServiceMinutes(start, minutes + extra, holidays));
    }
  });

  it("reaches an end by adding the minutes between, at the latest that end", () => {
    for (const { start, minutes } of cases) {
      const end = new Date(start.getTime() + minutes * 60_000);
      const reached = addServiceMinutes(start, serviceMinutesBetween(start, end, holidays), holidays);
      expect(reached.getTime()).toBeLessThanOrEqual(Math.max(end.getTime(), addServiceMinutes(start, 0, holidays).getTime()));
      expect(serviceMinutesBetween(reached, end, holidays)).toBe(0);
    }
  });

  it("keeps a response target of one business day within 48 calendar hours from any start without holidays", () => {
    for (const { start } of cases) {
      const due = addServiceMinutes(start, MAX_RESPONSE_MINUTES, noHolidays);
      expect(due.getTime() - start.getTime()).toBeLessThanOrEqual(48 * 60 * 60_000);
    }
  });
});

describe("the law's limits", () => {
  it("gives 48 hours to acknowledge", () => {
    expect(statutoryDeadline(ist("2026-01-10T19:30"), "response")).toEqual(ist("2026-01-12T19:30"));
  });

  it("gives a calendar month to redress, in India time, falling back to the month's last day", () => {
    expect(statutoryDeadline(ist("2026-02-10T14:00"), "resolution")).toEqual(ist("2026-03-10T14:00"));
    expect(statutoryDeadline(ist("2026-01-31T10:00"), "resolution")).toEqual(ist("2026-02-28T10:00"));
    expect(statutoryDeadline(ist("2028-01-31T10:00"), "resolution")).toEqual(ist("2028-02-29T10:00"));
    expect(statutoryDeadline(ist("2026-12-15T18:45"), "resolution")).toEqual(ist("2027-01-15T18:45"));
    // 31 Jan 20:00 UTC is 1 Feb 01:30 in India: the month runs to 1 Mar 01:30 India time, not to 28 Feb.
    expect(statutoryDeadline(new Date("2026-01-31T20:00:00Z"), "resolution")).toEqual(ist("2026-03-01T01:30"));
  });

  it("finds the largest targets that fit: one business day for 48 hours, 24 for a month of 28 days", () => {
    // Sat 19:00 plus 600 minutes is Mon 19:00, 48 h; one more minute is Tue 9:01.
    expect(longestCalendarMinutes(600)).toBe(48 * 60);
    expect(longestCalendarMinutes(601)).toBeGreaterThan(48 * 60);
    expect(MAX_RESPONSE_MINUTES).toBe(600);
    // Four whole weeks are 24 working days, from any closing to the same closing 28 days on.
    expect(longestCalendarMinutes(14_400)).toBe(28 * 24 * 60);
    expect(longestCalendarMinutes(14_401)).toBeGreaterThan(28 * 24 * 60);
    expect(MAX_RESOLUTION_MINUTES).toBe(14_400);
  });
});

describe("policy", () => {
  it("offers the complaint form's product lines and no others", () => {
    expect([...serviceLines].sort()).toEqual([...new Set(productChoices.map((choice) => choice.group))].sort());
    expect(serviceLineOf("48V_100Ah")).toBe("Batteries");
    expect(serviceLineOf("3500VA")).toBe("Inverters");
  });

  it("keeps every default target within the law, faster for higher priorities", () => {
    for (const line of serviceLines) {
      for (const priority of ticketPriorities) {
        const target = slaTarget(defaultSlaPolicy, line, priority);
        expect(SlaPolicyRowSchema.safeParse({ line, priority, ...target }).success).toBe(true);
        expect(longestCalendarMinutes(target.responseMinutes)).toBeLessThanOrEqual(48 * 60);
        expect(longestCalendarMinutes(target.resolutionMinutes)).toBeLessThanOrEqual(28 * 24 * 60);
      }
      const responses = ticketPriorities.map((priority) => slaTarget(defaultSlaPolicy, line, priority).responseMinutes);
      const resolutions = ticketPriorities.map((priority) => slaTarget(defaultSlaPolicy, line, priority).resolutionMinutes);
      expect(responses).toEqual([...responses].sort((a, b) => a - b));
      expect(resolutions).toEqual([...resolutions].sort((a, b) => a - b));
    }
    expect(slaTarget(defaultSlaPolicy, "Batteries", "urgent")).toEqual({ responseMinutes: 60, resolutionMinutes: 1200 });
  });

  it("takes staff rows over the defaults, row by row", () => {
    const policy = slaPolicyFromRows([{ line: "Batteries", priority: "high", responseMinutes: 90, resolutionMinutes: 1500 }]);
    expect(slaTarget(policy, "Batteries", "high")).toEqual({ responseMinutes: 90, resolutionMinutes: 1500 });
    expect(slaTarget(policy, "Inverters", "high")).toEqual(slaTarget(defaultSlaPolicy, "Inverters", "high"));
    expect(slaTarget(policy, "Batteries", "low")).toEqual(slaTarget(defaultSlaPolicy, "Batteries", "low"));
    expect(slaTarget(defaultSlaPolicy, "Batteries", "high")).toEqual({ responseMinutes: 120, resolutionMinutes: 1800 });
  });
});

describe("slaClock", () => {
  const base = { pauses: [] as Pause[], stoppedAt: null, holidays: noHolidays };
  // A 4-hour response opened Wed 7 Jan 10:00 is due at 14:00; its warning comes with 48 minutes left (a fifth of 4 h).
  const response = { ...base, startedAt: ist("2026-01-07T10:00"), targetMinutes: 240 };

  it("runs with the business time left", () => {
    const clock = slaClock({ ...response, now: ist("2026-01-07T10:40") });
    expect(clock).toEqual({ dueAt: ist("2026-01-07T14:00"), minutesLeft: 200, state: "running", warning: false });
    expect(formatTimeLeft(clock)).toBe("3 h 20 min left (business hours)");
  });

  it("has used none of its time when read before its start", () => {
    expect(slaClock({ ...response, now: ist("2026-01-07T09:00") })).toMatchObject({ minutesLeft: 240, state: "running" });
  });

  it("warns in the last fifth of the target, or the last 2 business hours when that is less", () => {
    expect(defaultWarnMinutes(240)).toBe(48);
    expect(defaultWarnMinutes(1800)).toBe(120);
    expect(slaClock({ ...response, now: ist("2026-01-07T13:11") })).toMatchObject({ minutesLeft: 49, warning: false });
    expect(slaClock({ ...response, now: ist("2026-01-07T13:12") })).toMatchObject({ minutesLeft: 48, warning: true });
    expect(slaClock({ ...response, now: ist("2026-01-07T13:12"), warnMinutes: 30 })).toMatchObject({ warning: false });
    // A 3-day resolution from Mon 5 Jan 10:00 is due Thu 8 Jan 10:00; it warns from Wed 18:00, 2 business
    // hours before (one on Wednesday evening, one on Thursday morning), not from a fifth (6 h) before.
    const resolution = { ...base, startedAt: ist("2026-01-05T10:00"), targetMinutes: 1800 };
    expect(slaClock({ ...resolution, now: ist("2026-01-07T17:59") })).toMatchObject({ dueAt: ist("2026-01-08T10:00"), minutesLeft: 121, warning: false });
    expect(slaClock({ ...resolution, now: ist("2026-01-07T18:00") })).toMatchObject({ minutesLeft: 120, warning: true });
  });

  it("is met when stopped by the due time, breached when stopped after it", () => {
    const early = slaClock({ ...response, stoppedAt: ist("2026-01-07T13:30"), now: ist("2026-01-08T12:00") });
    expect(early).toEqual({ dueAt: ist("2026-01-07T14:00"), minutesLeft: 30, state: "met", warning: false });
    expect(formatTimeLeft(early)).toBe("Met");
    expect(slaClock({ ...response, stoppedAt: ist("2026-01-07T14:00"), now: ist("2026-01-08T12:00") }).state).toBe("met");
    const late = slaClock({ ...response, stoppedAt: ist("2026-01-07T15:05"), now: ist("2026-01-08T12:00") });
    expect(late).toEqual({ dueAt: ist("2026-01-07T14:00"), minutesLeft: -65, state: "breached", warning: false });
    expect(formatTimeLeft(late)).toBe("Overdue by 1 h 5 min");
  });

  it("counts overdue time in business minutes, negative", () => {
    // Due Wed 14:00; at Thu 10:00 it is 5 h of Wednesday and 1 h of Thursday late.
    const clock = slaClock({ ...response, now: ist("2026-01-08T10:00") });
    expect(clock).toMatchObject({ minutesLeft: -360, state: "breached", warning: false });
    expect(formatTimeLeft(clock)).toBe("Overdue by 6 h");
    // Due at closing (Wed 15:00 plus 4 h is 19:00) and read at 20:00: late, though no business minute has passed.
    const atClosing = slaClock({ ...response, startedAt: ist("2026-01-07T15:00"), now: ist("2026-01-07T20:00") });
    expect(atClosing).toMatchObject({ dueAt: ist("2026-01-07T19:00"), minutesLeft: 0, state: "breached" });
    expect(Object.is(atClosing.minutesLeft, -0)).toBe(false);
    expect(formatTimeLeft(atClosing)).toBe("Overdue");
  });

  describe("pauses", () => {
    // A 3-day resolution opened Mon 5 Jan 10:00 is due Thu 8 Jan 10:00 without a pause:
    // 9 h on Monday, 10 on Tuesday, 10 on Wednesday, 1 on Thursday.
    const resolution = { ...base, startedAt: ist("2026-01-05T10:00"), targetMinutes: 1800 };
    const tuesday15 = ist("2026-01-06T15:00");
    const thursday11 = ist("2026-01-08T11:00");

    it("move the due time by exactly the business minutes inside them", () => {
      const unpaused = slaClock({ ...resolution, now: ist("2026-01-05T12:00") });
      expect(unpaused.dueAt).toEqual(ist("2026-01-08T10:00"));
      // Waiting on parts from Tue 15:00 to Thu 11:00 takes 960 business minutes (4 h + 10 h + 2 h):
      // 900 minutes had run by Tue 15:00, the other 900 run from Thu 11:00: 8 h on Thursday, 7 on Friday.
      const paused = slaClock({ ...resolution, pauses: [{ from: tuesday15, to: thursday11 }], now: ist("2026-01-09T12:00") });
      expect(paused).toEqual({ dueAt: ist("2026-01-09T16:00"), minutesLeft: 240, state: "running", warning: false });
      expect(serviceMinutesBetween(unpaused.dueAt!, paused.dueAt!, noHolidays)).toBe(serviceMinutesBetween(tuesday15, thursday11, noHolidays));
    });

    it("count overlapping stretches once", () => {
      const overlapping = [
        { from: tuesday15, to: ist("2026-01-07T12:00") },
        { from: ist("2026-01-07T10:00"), to: thursday11 },
        { from: ist("2026-01-07T11:00"), to: ist("2026-01-07T11:30") },
      ];
      expect(slaClock({ ...resolution, pauses: overlapping, now: ist("2026-01-09T12:00") }).dueAt).toEqual(ist("2026-01-09T16:00"));
      const twice = [{ from: tuesday15, to: thursday11 }, { from: tuesday15, to: thursday11 }];
      expect(slaClock({ ...resolution, pauses: twice, now: ist("2026-01-09T12:00") }).dueAt).toEqual(ist("2026-01-09T16:00"));
    });

    it("hold the clock while one lasts, and the time left stays as it was", () => {
      const waiting = slaClock({ ...resolution, pauses: [{ from: tuesday15, to: null }], now: ist("2026-01-20T12:00") });
      expect(waiting).toEqual({ dueAt: null, minutesLeft: 900, state: "paused", warning: false });
      expect(formatTimeLeft(waiting)).toBe("Paused");
      // Resolved during the pause: met, with the 900 minutes counted from then (Wed 12:00 to Thu 17:00).
      const resolved = slaClock({ ...resolution, pauses: [{ from: tuesday15, to: null }], stoppedAt: ist("2026-01-07T12:00"), now: ist("2026-01-20T12:00") });
      expect(resolved).toEqual({ dueAt: ist("2026-01-08T17:00"), minutesLeft: 900, state: "met", warning: false });
    });

    it("start to count from the clock's start, and count nothing in closed hours or in the future", () => {
      const fromBefore = slaClock({ ...resolution, pauses: [{ from: ist("2026-01-05T08:00"), to: ist("2026-01-05T11:00") }], now: ist("2026-01-05T12:00") });
      expect(fromBefore.dueAt).toEqual(ist("2026-01-08T11:00"));
      const overnight = slaClock({ ...resolution, pauses: [{ from: ist("2026-01-06T20:00"), to: ist("2026-01-07T08:00") }], now: ist("2026-01-07T12:00") });
      expect(overnight.dueAt).toEqual(ist("2026-01-08T10:00"));
      const ahead = slaClock({ ...resolution, pauses: [{ from: ist("2026-01-07T12:00"), to: null }], now: ist("2026-01-06T12:00") });
      expect(ahead).toMatchObject({ dueAt: ist("2026-01-08T10:00"), state: "running" });
    });

    it("cannot undo a breach: a pause begun after the due time moves nothing", () => {
      const clock = slaClock({ ...response, pauses: [{ from: ist("2026-01-07T15:00"), to: null }], now: ist("2026-01-07T16:00") });
      expect(clock).toMatchObject({ dueAt: ist("2026-01-07T14:00"), minutesLeft: -120, state: "breached" });
    });

    it("refuse one that ends before it starts", () => {
      expect(() => slaClock({ ...resolution, pauses: [{ from: thursday11, to: tuesday15 }], now: thursday11 })).toThrow(/ends before it starts/);
    });
  });

  describe("with the statutory deadline", () => {
    // Opened Sat 24 Jan 19:30, after closing, with a one-day response target: Sunday and Republic Day
    // pass, so the business clock would run to Tue 27 Jan 19:00, 71 h 30 min on. The Rules allow 48 h.
    const lowResponse = { ...base, holidays, startedAt: ist("2026-01-24T19:30"), targetMinutes: 600 };
    const notAfter = statutoryDeadline(ist("2026-01-24T19:30"), "response");

    it("is due by the law's time when holidays would stretch the target past it", () => {
      expect(notAfter).toEqual(ist("2026-01-26T19:30"));
      expect(slaClock({ ...lowResponse, now: ist("2026-01-26T12:00"), notAfter }).dueAt).toEqual(ist("2026-01-26T19:30"));
      expect(slaClock({ ...lowResponse, now: ist("2026-01-26T12:00"), notAfter: null }).dueAt).toEqual(ist("2026-01-27T19:00"));
      // On the holiday no business minute is left before the deadline: it warns.
      const onHoliday = slaClock({ ...lowResponse, notAfter, now: ist("2026-01-26T12:00") });
      expect(onHoliday).toEqual({ dueAt: notAfter, minutesLeft: 0, state: "running", warning: true });
      expect(formatTimeLeft(onHoliday)).toBe("Due now");
      expect(slaClock({ ...lowResponse, notAfter, now: ist("2026-01-27T10:00") })).toMatchObject({ minutesLeft: -60, state: "breached" });
    });

    it("keeps running through a pause", () => {
      // A 24-day resolution opened Fri 9 Jan 10:00 and waiting on the customer since Sat 10 Jan: the month ends Mon 9 Feb 10:00.
      const resolution = { ...base, startedAt: ist("2026-01-09T10:00"), targetMinutes: 14_400, pauses: [{ from: ist("2026-01-10T10:00"), to: null }] };
      const monthEnd = statutoryDeadline(ist("2026-01-09T10:00"), "resolution");
      expect(monthEnd).toEqual(ist("2026-02-09T10:00"));
      expect(slaClock({ ...resolution, notAfter: monthEnd, now: ist("2026-01-20T10:00") })).toMatchObject({ dueAt: null, state: "paused", warning: false });
      expect(slaClock({ ...resolution, notAfter: monthEnd, now: ist("2026-02-09T09:30") })).toEqual({ dueAt: null, minutesLeft: 30, state: "paused", warning: true });
      expect(slaClock({ ...resolution, notAfter: monthEnd, now: ist("2026-02-09T10:01") })).toMatchObject({ dueAt: monthEnd, minutesLeft: -1, state: "breached" });
    });
  });

  it("refuses a target, warning or stop that makes no sense", () => {
    expect(() => slaClock({ ...response, targetMinutes: 0, now: ist("2026-01-07T10:00") })).toThrow(RangeError);
    expect(() => slaClock({ ...response, warnMinutes: -5, now: ist("2026-01-07T10:00") })).toThrow(RangeError);
    expect(() => slaClock({ ...response, stoppedAt: ist("2026-01-07T09:00"), now: ist("2026-01-07T10:00") })).toThrow(RangeError);
    expect(() => slaClock({ ...response, now: new Date("nonsense") })).toThrow(RangeError);
  });
});

describe("formatTimeLeft", () => {
  it("writes minutes alone, hours alone, and both", () => {
    expect(formatTimeLeft({ state: "running", minutesLeft: 45 })).toBe("45 min left (business hours)");
    expect(formatTimeLeft({ state: "running", minutesLeft: 120 })).toBe("2 h left (business hours)");
    expect(formatTimeLeft({ state: "breached", minutesLeft: -65 })).toBe("Overdue by 1 h 5 min");
  });
});

describe("staff editor schemas", () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

  it("accepts a holiday with a real date and a name", () => {
    expect(HolidaySchema.parse({ date: "2026-01-26", name: " Republic Day " })).toEqual({ date: "2026-01-26", name: "Republic Day" });
  });

  it("refuses a holiday that is not a real date or has no proper name", () => {
    expect(messages(HolidaySchema.safeParse({ date: "26/01/2026", name: "Republic Day" }))).toEqual(["Date must be a date (YYYY-MM-DD)"]);
    expect(messages(HolidaySchema.safeParse({ date: "2026-02-30", name: "Nothing" }))).toEqual(["Date must be a real date"]);
    expect(messages(HolidaySchema.safeParse({ name: "Nothing" }))).toEqual(["Date is required"]);
    expect(messages(HolidaySchema.safeParse({ date: "2026-03-04", name: "  " }))).toEqual(["Name is required"]);
    expect(messages(HolidaySchema.safeParse({ date: "2026-03-04", name: "x".repeat(81) }))).toEqual(["Name cannot exceed 80 characters"]);
    expect(HolidaySchema.safeParse({ date: "2026-03-04", name: "x".repeat(80) }).success).toBe(true);
    expect(messages(HolidaySchema.safeParse({ date: "2026-03-04", name: "Holi\nextra" }))).toEqual(["Please keep this to one line"]);
  });

  const row = { line: "Inverters", priority: "normal", responseMinutes: 240, resolutionMinutes: 4200 };

  it("accepts a policy row within the law", () => {
    expect(SlaPolicyRowSchema.parse(row)).toEqual(row);
    expect(SlaPolicyRowSchema.safeParse({ ...row, responseMinutes: 600, resolutionMinutes: 14_400 }).success).toBe(true);
  });

  it("refuses a policy row beyond the law, out of order or not whole minutes", () => {
    expect(messages(SlaPolicyRowSchema.safeParse({ ...row, responseMinutes: 601 }))).toEqual([slaPolicyMessages.responseTooLong]);
    expect(messages(SlaPolicyRowSchema.safeParse({ ...row, resolutionMinutes: 14_401 }))).toEqual([slaPolicyMessages.resolutionTooLong]);
    expect(messages(SlaPolicyRowSchema.safeParse({ ...row, responseMinutes: 300, resolutionMinutes: 200 }))).toEqual([slaPolicyMessages.responseAfterResolution]);
    expect(messages(SlaPolicyRowSchema.safeParse({ ...row, responseMinutes: 0 }))).toEqual(["Response must be more than 0 minutes"]);
    expect(messages(SlaPolicyRowSchema.safeParse({ ...row, resolutionMinutes: 90.5 }))).toEqual(["Resolution must be a whole number of minutes"]);
    expect(messages(SlaPolicyRowSchema.safeParse({ ...row, responseMinutes: "240" }))).toEqual(["Response must be a number of minutes"]);
    expect(messages(SlaPolicyRowSchema.safeParse({ ...row, line: "EV chargers" }))).toEqual(["Choose a product line"]);
    expect(messages(SlaPolicyRowSchema.safeParse({ ...row, priority: "critical" }))).toEqual(["Choose a priority"]);
    expect(slaPolicyMessages.responseTooLong).toContain("48 hours");
  });
});
