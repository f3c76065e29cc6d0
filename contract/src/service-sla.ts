import { z } from "zod";
import { INDIA_UTC_OFFSET_MS } from "./dates.ts";
import { productChoices } from "./enquiries.ts";
import { isIsoDate, requiredLine } from "./form-rules.ts";
import { GRIEVANCE_ACKNOWLEDGE_HOURS } from "./grievance.ts";
import { type TicketPriority, ticketPriorities } from "./service-rules.ts";

/**
 * Service-level clocks for after-sales tickets: a response and a resolution deadline per ticket,
 * counted in the shop's business hours (docs/requirements/site-and-service-forms.md §§2, 9: Monday to
 * Saturday, 9:00 AM to 7:00 PM), skipping holidays staff list, and paused while the ticket waits on
 * the customer or on parts. The Consumer Protection (E-Commerce) Rules, 2020, rule 4(5), bound every
 * target: acknowledged within 48 hours, redressed within one month of receipt (contract/src/grievance.ts).
 * Pure arithmetic on instants: Date in, Date out.
 */

// ---- Business hours ----------------------------------------------------------------------------

export const SERVICE_HOURS = {
  timeZone: "Asia/Kolkata",
  /** ISO weekdays, 1 = Monday ... 6 = Saturday: Sunday is closed. */
  days: [1, 2, 3, 4, 5, 6],
  /** 9:00 and 19:00 India time, in minutes after midnight. */
  openMinute: 540,
  closeMinute: 1140,
} as const satisfies { timeZone: "Asia/Kolkata"; days: readonly number[]; openMinute: number; closeMinute: number };

/** India calendar dates ("YYYY-MM-DD") on which the service desk is closed. */
export type Holidays = ReadonlySet<string>;
/** A stretch of waiting on the customer or on parts; `to` is null while it lasts. */
export type Pause = { from: Date; to: Date | null };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const OPEN_MS = SERVICE_HOURS.openMinute * MINUTE_MS;
const CLOSE_MS = SERVICE_HOURS.closeMinute * MINUTE_MS;
export const SERVICE_DAY_MINUTES = SERVICE_HOURS.closeMinute - SERVICE_HOURS.openMinute;
const serviceDays: readonly number[] = SERVICE_HOURS.days;

/**
 * A run of closed days this long means the holiday list closes the desk for good (a slip such as a
 * whole year entered day by day): the arithmetic stops with an error instead of walking forever.
 */
const MAX_CLOSED_DAYS = 366;

/** India has no daylight saving, so an India day is a fixed 24 h; day n starts at n * DAY_MS - offset. */
const indiaDayOf = (ms: number) => Math.floor((ms + INDIA_UTC_OFFSET_MS) / DAY_MS);
const indiaDayStartMs = (day: number) => day * DAY_MS - INDIA_UTC_OFFSET_MS;
const indiaIsoDateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 1 January 1970 was a Thursday (ISO 4). */
const isoWeekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** The desk's open hours on an India day as UTC milliseconds, or null when it is closed all day. */
function openHours(day: number, holidays: Holidays): { open: number; close: number } | null {
  if (!serviceDays.includes(isoWeekdayOf(day)) || holidays.has(indiaIsoDateOf(day))) return null;
  const start = indiaDayStartMs(day);
  return { open: start + OPEN_MS, close: start + CLOSE_MS };
}

function instantMs(date: Date, what: string): number {
  const ms = date instanceof Date ? date.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${what} is not a valid date`);
  return ms;
}

/** Walks a day at a time (never a minute at a time): a month of business days is about 30 steps. */
function addServiceMs(startMs: number, ms: number, holidays: Holidays): number {
  let left = ms;
  let closedRun = 0;
  for (let day = indiaDayOf(startMs); ; day += 1) {
    const hours = openHours(day, holidays);
    if (!hours) {
      closedRun += 1;
      if (closedRun > MAX_CLOSED_DAYS) throw new RangeError(`No service hours in ${MAX_CLOSED_DAYS} days: check the holiday list`);
      continue;
    }
    closedRun = 0;
    const from = Math.max(startMs, hours.open);
    if (from >= hours.close) continue;
    const available = hours.close - from;
    if (left <= available) return from + left;
    left -= available;
  }
}

function serviceMsBetween(fromMs: number, toMs: number, holidays: Holidays): number {
  if (toMs <= fromMs) return 0;
  let total = 0;
  const lastDay = indiaDayOf(toMs);
  for (let day = indiaDayOf(fromMs); day <= lastDay; day += 1) {
    const hours = openHours(day, holidays);
    if (!hours) continue;
    const overlap = Math.min(toMs, hours.close) - Math.max(fromMs, hours.open);
    if (overlap > 0) total += overlap;
  }
  return total;
}

/**
 * The instant `minutes` business minutes after `start`. A start outside business hours counts from
 * the next opening; a deadline that uses up a day's last minute is that day's 19:00, not the next
 * morning's 9:00.
 */
export function addServiceMinutes(start: Date, minutes: number, holidays: Holidays): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError("Business minutes must be a finite number, zero or more");
  return new Date(addServiceMs(instantMs(start, "The start"), Math.round(minutes * MINUTE_MS), holidays));
}

/** Business minutes between two instants, to the millisecond (so possibly fractional); 0 if `to` is not after `from`. */
export function serviceMinutesBetween(from: Date, to: Date, holidays: Holidays): number {
  return serviceMsBetween(instantMs(from, "The start"), instantMs(to, "The end"), holidays) / MINUTE_MS;
}

// ---- The law's calendar limits -------------------------------------------------------------------

export type SlaKind = "response" | "resolution";

/**
 * The latest instant the E-Commerce Rules allow, in calendar time from receipt: 48 hours to
 * acknowledge; one month to redress, read as the same India date and time a month later, or the
 * month's last day when it has no such date (31 January gives 28 or 29 February: the earlier reading).
 * Nothing pauses it: the Rules count from receipt.
 */
export function statutoryDeadline(receivedAt: Date, kind: SlaKind): Date {
  const received = instantMs(receivedAt, "The receipt");
  if (kind === "response") return new Date(received + GRIEVANCE_ACKNOWLEDGE_HOURS * 60 * MINUTE_MS);
  const wallMs = received + INDIA_UTC_OFFSET_MS;
  const wall = new Date(wallMs);
  const [year, month, date] = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
  const lastDate = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = Date.UTC(year, month, Math.min(date, lastDate)) + (wallMs - Date.UTC(year, month - 1, date));
  return new Date(target - INDIA_UTC_OFFSET_MS);
}

/**
 * The longest calendar time `minutes` business minutes can take in a week without holidays. It is
 * longest from a closing time (a start in closed hours waits for the opening anyway, and within
 * open hours a later start only adds closed time), so the six closings of one week settle it.
 */
export function longestCalendarMinutes(minutes: number): number {
  const monday = indiaDayOf(Date.UTC(2026, 0, 5, 12)); // Monday 5 January 2026
  let longest = 0;
  for (let day = monday; day < monday + 6; day += 1) {
    const close = indiaDayStartMs(day) + CLOSE_MS;
    longest = Math.max(longest, addServiceMs(close, minutes * MINUTE_MS, new Set()) - close);
  }
  return longest / MINUTE_MS;
}

/**
 * The largest targets that keep within the Rules in any week without holidays. 48 hours from a
 * Saturday's closing hold only Monday's ten hours, so a response target is at most one business day.
 * A month can be February's 28 days, four whole weeks, so a resolution target is at most 24 business
 * days. Holidays can still stretch a target past the law, which is why a clock also takes the
 * statutory deadline itself (slaClock's `notAfter`).
 */
export const MAX_RESPONSE_MINUTES = SERVICE_DAY_MINUTES; // 600
export const MAX_RESOLUTION_MINUTES = 4 * serviceDays.length * SERVICE_DAY_MINUTES; // 14,400

// ---- Policy -------------------------------------------------------------------------------------

/** The product lines of the complaint form: the groups of its product choices (contract/src/enquiries.ts). */
export type ServiceLine = (typeof productChoices)[number]["group"];
export const serviceLines = ["Inverters", "Batteries"] as const satisfies readonly ServiceLine[];

/**
 * The line a ticket's product belongs to: the group of a product choice; any other product the
 * complaint form offers from the catalogue (EV, solar, ESS, telecom packs, accessories, "Other / not
 * sure") is a battery's (decision 047). The catalogue's inverters and inverter batteries are
 * offered under their product choice's value, so they keep their lines.
 */
export function serviceLineOf(product: string): ServiceLine {
  return productChoices.find((known) => known.value === product)?.group ?? "Batteries";
}

/** Business minutes to the first response and to the resolution. */
export type SlaTarget = { responseMinutes: number; resolutionMinutes: number };
export type SlaPolicy = Readonly<Record<ServiceLine, Readonly<Record<TicketPriority, SlaTarget>>>>;

const businessHours = (count: number) => count * 60;
const businessDays = (count: number) => count * SERVICE_DAY_MINUTES;

/**
 * The default targets, in business time (a business day is 10 hours):
 * - urgent, a home without backup power or a unit that smells, swells or overheats: answered within
 *   1 hour, fixed within 2 business days (a visit the next day and a replacement unit sent from stock);
 * - high, backup much shorter than rated or a failing charge: 2 hours, 3 business days;
 * - normal, most faults and installation questions: 4 hours (same business day when opened by
 *   15:00), 7 business days, time for a part from the factory;
 * - low, paperwork, a cosmetic fault, a question: 1 business day, 15 business days.
 * Every response is within one business day and every resolution within 24 business days, the
 * limits above; the resolutions leave at least 9 business days for a festival closure before the
 * month runs out. Inverters and batteries share the targets: they are the two halves of one home
 * backup system, and a fault in either leaves the customer without power; what differs is
 * urgency, which the priority carries.
 */
const defaultTargets: Readonly<Record<TicketPriority, SlaTarget>> = {
  urgent: { responseMinutes: businessHours(1), resolutionMinutes: businessDays(2) },
  high: { responseMinutes: businessHours(2), resolutionMinutes: businessDays(3) },
  normal: { responseMinutes: businessHours(4), resolutionMinutes: businessDays(7) },
  low: { responseMinutes: businessDays(1), resolutionMinutes: businessDays(15) },
};
export const defaultSlaPolicy: SlaPolicy = { Inverters: defaultTargets, Batteries: defaultTargets };

export function slaTarget(policy: SlaPolicy, line: ServiceLine, priority: TicketPriority): SlaTarget {
  return policy[line][priority];
}

/** The policy from the staff editor's rows; a line and priority without a row keeps the fallback's target. */
export function slaPolicyFromRows(rows: readonly SlaPolicyRow[], fallback: SlaPolicy = defaultSlaPolicy): SlaPolicy {
  const policy = Object.fromEntries(serviceLines.map((line) => [line, { ...fallback[line] }])) as Record<ServiceLine, Record<TicketPriority, SlaTarget>>;
  for (const row of rows) policy[row.line][row.priority] = { responseMinutes: row.responseMinutes, resolutionMinutes: row.resolutionMinutes };
  return policy;
}

// ---- The clock ----------------------------------------------------------------------------------

export type SlaState = "running" | "paused" | "met" | "breached";
export type SlaClock = {
  /** When the clock runs out: null while paused, since the pause's end is not known. */
  dueAt: Date | null;
  /** Business minutes left (rounded down), or overdue (negative, rounded up); frozen while paused. */
  minutesLeft: number;
  state: SlaState;
  warning: boolean;
};

export type SlaClockInput = {
  startedAt: Date;
  targetMinutes: number;
  pauses: readonly Pause[];
  /** When the response or resolution happened: the clock is met or breached then. */
  stoppedAt: Date | null;
  now: Date;
  holidays: Holidays;
  /** Warn with this many business minutes left; see defaultWarnMinutes. */
  warnMinutes?: number;
  /** A calendar limit no pause moves, such as statutoryDeadline(receivedAt, kind): the clock is due by then at the latest. */
  notAfter?: Date | null;
};

/** The 2 business hours that cap the warning. */
export const WARN_CAP_MINUTES = 120;

/**
 * The default warning: in the last fifth of the target, or the last 2 business hours when that is
 * less. A fifth gives short targets notice in proportion (48 minutes of a 4-hour response); the cap
 * keeps long ones from warning for days (a fifth of 7 business days would be 14 hours, and a console
 * where everything warns warns of nothing) while still leaving time to act the same day.
 */
export function defaultWarnMinutes(targetMinutes: number): number {
  return Math.min(targetMinutes / 5, WARN_CAP_MINUTES);
}

type Span = { from: number; to: number; open: boolean };

/** The pauses within [start, end], sorted, with overlapping and touching ones merged. */
function pausedSpans(pauses: readonly Pause[], startMs: number, endMs: number): Span[] {
  const spans: Span[] = [];
  for (const [index, pause] of pauses.entries()) {
    const from = instantMs(pause.from, `Pause ${index + 1}'s start`);
    const to = pause.to === null ? Number.POSITIVE_INFINITY : instantMs(pause.to, `Pause ${index + 1}'s end`);
    if (to < from) throw new RangeError(`Pause ${index + 1} ends before it starts`);
    const clippedFrom = Math.max(from, startMs);
    const clippedTo = Math.min(to, endMs);
    const open = to > endMs;
    // An empty span counts only when it is a pause that began this very instant and goes on.
    if (clippedFrom > clippedTo || (clippedFrom === clippedTo && !open)) continue;
    spans.push({ from: clippedFrom, to: clippedTo, open });
  }
  spans.sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) {
      if (span.to > last.to) last.to = span.to;
      last.open ||= span.open;
    } else merged.push({ ...span });
  }
  return merged;
}

/**
 * One clock (response or resolution). The due time is the target counted from the start, moved later
 * by the business minutes spent paused before it; a pause that begins once the clock has run out
 * moves nothing, so waiting on the customer cannot undo a breach. `notAfter` caps the due time and,
 * being the law's calendar, keeps running through pauses.
 */
export function slaClock(input: SlaClockInput): SlaClock {
  const { targetMinutes, holidays } = input;
  if (!Number.isFinite(targetMinutes) || targetMinutes <= 0) throw new RangeError("The target must be a positive number of business minutes");
  const warnMinutes = input.warnMinutes ?? defaultWarnMinutes(targetMinutes);
  if (!Number.isFinite(warnMinutes) || warnMinutes < 0) throw new RangeError("The warning must be a finite number of business minutes, zero or more");
  const start = instantMs(input.startedAt, "The start");
  const now = instantMs(input.now, "Now");
  const stopped = input.stoppedAt === null ? null : instantMs(input.stoppedAt, "The stop");
  if (stopped !== null && stopped < start) throw new RangeError("The clock cannot stop before it starts");
  const cap = input.notAfter == null ? null : instantMs(input.notAfter, "The statutory deadline");
  const warnMs = warnMinutes * MINUTE_MS;
  // A clock read before its start (a clock skew between machines) has used none of its time.
  const end = stopped ?? Math.max(now, start);

  let remaining = targetMinutes * MINUTE_MS;
  let cursor = start;
  let due: number | null = null;
  let paused = false;
  for (const span of pausedSpans(input.pauses, start, end)) {
    const running = serviceMsBetween(cursor, span.from, holidays);
    if (running >= remaining) {
      due = addServiceMs(cursor, remaining, holidays);
      break;
    }
    remaining -= running;
    cursor = span.to;
    if (span.open && stopped === null) paused = true;
  }

  if (due === null && paused) {
    if (cap !== null && now > cap) return settle(cap, now, "breached", holidays, warnMs);
    const capLeft = cap === null ? Number.POSITIVE_INFINITY : serviceMsBetween(now, cap, holidays);
    const left = Math.min(remaining, capLeft);
    // Nothing is at risk while the business clock waits, unless the law's calendar runs out first.
    return { dueAt: null, minutesLeft: Math.floor(left / MINUTE_MS), state: "paused", warning: capLeft < remaining && left <= warnMs };
  }
  due ??= addServiceMs(cursor, remaining, holidays);
  if (cap !== null) due = Math.min(due, cap);
  if (stopped !== null) return settle(due, stopped, stopped <= due ? "met" : "breached", holidays, warnMs);
  return settle(due, end, end <= due ? "running" : "breached", holidays, warnMs);
}

function settle(due: number, at: number, state: SlaState, holidays: Holidays, warnMs: number): SlaClock {
  if (at <= due) {
    const left = serviceMsBetween(at, due, holidays);
    return { dueAt: new Date(due), minutesLeft: Math.floor(left / MINUTE_MS), state, warning: state === "running" && left <= warnMs };
  }
  // 0 - x rather than -x, so that a breach in closed hours, before a business minute has passed, reads 0 and not -0.
  return { dueAt: new Date(due), minutesLeft: 0 - Math.ceil(serviceMsBetween(due, at, holidays) / MINUTE_MS), state, warning: false };
}

/** "3 h 20 min", "2 h", "45 min". */
export function formatServiceDuration(minutes: number): string {
  const whole = Math.abs(Math.trunc(minutes));
  const h = Math.floor(whole / 60);
  const min = whole % 60;
  if (h === 0) return `${min} min`;
  return min === 0 ? `${h} h` : `${h} h ${min} min`;
}

/** The clock in words for the console and the customer. */
export function formatTimeLeft(clock: Pick<SlaClock, "state" | "minutesLeft">): string {
  switch (clock.state) {
    case "paused":
      return "Paused";
    case "met":
      return "Met";
    case "breached":
      return clock.minutesLeft < 0 ? `Overdue by ${formatServiceDuration(clock.minutesLeft)}` : "Overdue";
    case "running":
      return clock.minutesLeft > 0 ? `${formatServiceDuration(clock.minutesLeft)} left (business hours)` : "Due now";
  }
}

// ---- Staff editor schemas ----------------------------------------------------------------------------

export const HOLIDAY_NAME_MAX = 80;

/** A day the service desk is closed, as staff enter it. */
export const HolidaySchema = z.strictObject({
  date: z
    .string({ error: "Date is required" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date must be a date (YYYY-MM-DD)", abort: true })
    .refine(isIsoDate, { error: "Date must be a real date" }),
  name: requiredLine("Name is required", HOLIDAY_NAME_MAX, `Name cannot exceed ${HOLIDAY_NAME_MAX} characters`),
});
export type Holiday = z.infer<typeof HolidaySchema>;

export const slaPolicyMessages = {
  responseTooLong: `Response must be at most ${MAX_RESPONSE_MINUTES} minutes (${MAX_RESPONSE_MINUTES / 60} business hours) to stay within the 48 hours the E-Commerce Rules allow`,
  resolutionTooLong: `Resolution must be at most ${MAX_RESOLUTION_MINUTES} minutes (${MAX_RESOLUTION_MINUTES / SERVICE_DAY_MINUTES} business days) to stay within the month the E-Commerce Rules allow`,
  responseAfterResolution: "Response cannot be longer than resolution",
} as const;

const targetMinutes = (label: string, max: number, tooLong: string) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int({ error: `${label} must be a whole number of minutes` })
    .positive({ error: `${label} must be more than 0 minutes` })
    .max(max, { error: tooLong });

/** One row of the policy editor: a line and priority with its two targets in business minutes. */
export const SlaPolicyRowSchema = z
  .strictObject({
    line: z.enum(serviceLines, { error: "Choose a product line" }),
    priority: z.enum(ticketPriorities, { error: "Choose a priority" }),
    responseMinutes: targetMinutes("Response", MAX_RESPONSE_MINUTES, slaPolicyMessages.responseTooLong),
    resolutionMinutes: targetMinutes("Resolution", MAX_RESOLUTION_MINUTES, slaPolicyMessages.resolutionTooLong),
  })
  .refine((row) => row.responseMinutes <= row.resolutionMinutes, { path: ["responseMinutes"], error: slaPolicyMessages.responseAfterResolution });
export type SlaPolicyRow = z.infer<typeof SlaPolicyRowSchema>;

/** The whole policy as the editor shows it: a row for every line and priority, staff's or the default's. */
export const SlaPolicyListSchema = z.object({
  rows: z.array(z.object({ line: z.enum(serviceLines), priority: z.enum(ticketPriorities), responseMinutes: z.number().int(), resolutionMinutes: z.number().int(), isDefault: z.boolean() })),
});
export type SlaPolicyList = z.infer<typeof SlaPolicyListSchema>;

/** The policy staff save: one or more rows, each line and priority at most once. */
export const SlaPolicyUpdateSchema = z.strictObject({
  rows: z
    .array(SlaPolicyRowSchema, { error: "Rows must be a list" })
    .min(1, { error: "Change at least one target" })
    .max(serviceLines.length * ticketPriorities.length, { error: "A line and priority may appear once" })
    .refine((rows) => new Set(rows.map((row) => `${row.line}/${row.priority}`)).size === rows.length, { error: "A line and priority may appear once" }),
});
export type SlaPolicyUpdate = z.infer<typeof SlaPolicyUpdateSchema>;

/** Every line and priority with its targets in `policy`, in the editor's order. */
export function slaPolicyRows(policy: SlaPolicy): SlaPolicyRow[] {
  return serviceLines.flatMap((line) => ticketPriorities.map((priority) => ({ line, priority, ...policy[line][priority] })));
}
