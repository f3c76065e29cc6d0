import { z } from "zod";
import { formatIndiaDateTime, formatIsoDate, indiaDayStart, indiaIsoDate, indiaSpreadsheetDateTime } from "./dates.ts";
import { type ComplaintIssue, complaintIssues, productChoiceLabel } from "./enquiries.ts";
import { serviceStatusLabels, serviceStatuses } from "./service-rules.ts";
import { serviceLineOf } from "./service-sla.ts";

/**
 * The service manager's figures (decision 029): open tickets by status and age, deadlines met by
 * week, the first-time-fix rate, repeat complaints per serial number, and the products and faults
 * that bring most tickets. The API answers them as JSON; each table behind a chart is also a CSV
 * download, built here once so the page's tables and the downloads always hold the same numbers.
 */

// ---- The period ---------------------------------------------------------------------------------

/** The periods the page offers: the last 4, 12 or 26 weeks, each ending with the current week. */
export const figureWeekChoices = [4, 12, 26] as const;
export type FigureWeeks = (typeof figureWeekChoices)[number];
export const DEFAULT_FIGURE_WEEKS: FigureWeeks = 12;

const DAY_MS = 24 * 60 * 60_000;

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday (YYYY-MM-DD) of the ISO week that holds a calendar date. */
export function weekStartOf(isoDate: string): string {
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return addDays(isoDate, -weekday);
}

/** "2026-W48": the ISO 8601 week starting on `monday`, numbered in the year of its Thursday. */
export function isoWeekLabel(monday: string): string {
  const thursday = Date.parse(`${addDays(monday, 3)}T00:00:00Z`);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The India week (its Monday, YYYY-MM-DD) an instant falls in. */
export function indiaWeekStartOf(instant: Date): string {
  return weekStartOf(indiaIsoDate(instant));
}

/**
 * The weeks of a period: `weeks` ISO weeks in India time, the last one the week of `now` (so far).
 * `from` is the first Monday's midnight in India.
 */
export function figuresPeriod(now: Date, weeks: number): { from: Date; weekStarts: string[] } {
  const thisWeek = indiaWeekStartOf(now);
  const weekStarts = Array.from({ length: weeks }, (_, index) => addDays(thisWeek, (index - weeks + 1) * 7));
  return { from: indiaDayStart(weekStarts[0]!), weekStarts };
}

// ---- Ages of open tickets -------------------------------------------------------------------

/** How long open tickets have been open, in calendar days since they were opened (at least `fromDays`, under `toDays`). */
export const openAgeBands = [
  { band: "under_1_day", label: "Under 1 day", fromDays: 0, toDays: 1 },
  { band: "1_to_3_days", label: "1 to 3 days", fromDays: 1, toDays: 3 },
  { band: "3_to_7_days", label: "3 to 7 days", fromDays: 3, toDays: 7 },
  { band: "7_to_30_days", label: "7 to 30 days", fromDays: 7, toDays: 30 },
  { band: "over_30_days", label: "30 days or more", fromDays: 30, toDays: null },
] as const;
export type OpenAgeBand = (typeof openAgeBands)[number]["band"];
const ageBandValues = openAgeBands.map((band) => band.band) as [OpenAgeBand, ...OpenAgeBand[]];

// ---- Request and answer ----------------------------------------------------------------------

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const figuresMessages = {
  weeks: `Choose a period of ${figureWeekChoices.join(", ").replace(/, (\d+)$/, " or $1")} weeks`,
  table: "Choose one of the figures' tables",
} as const;

const weeksParam = z
  .preprocess(blank, z.enum(figureWeekChoices.map(String) as [string, ...string[]], { error: figuresMessages.weeks }).default(String(DEFAULT_FIGURE_WEEKS)))
  .transform((weeks) => Number(weeks) as FigureWeeks);

/** `?weeks=4|12|26`; 12 when left out. */
export const ServiceFiguresQuerySchema = z.object({ weeks: weeksParam });
export type ServiceFiguresQuery = z.infer<typeof ServiceFiguresQuerySchema>;

/** Of the tickets whose deadline fell in a week (and has passed), how many were answered in time. */
const DeadlinesSchema = z.object({ due: z.number().int(), inTime: z.number().int() });
export type Deadlines = z.infer<typeof DeadlinesSchema>;

export const SlaWeekSchema = z.object({
  /** "2026-W48" */
  week: z.string(),
  /** Its Monday, YYYY-MM-DD (India). */
  weekStart: z.string(),
  response: DeadlinesSchema,
  resolution: DeadlinesSchema,
});
export type SlaWeek = z.infer<typeof SlaWeekSchema>;

export const FirstTimeFixWeekSchema = z.object({
  week: z.string(),
  weekStart: z.string(),
  /** Tickets first resolved that week. */
  resolved: z.number().int(),
  /** Of them, those never reopened and resolved with at most one engineer's visit. */
  fixedFirstTime: z.number().int(),
});
export type FirstTimeFixWeek = z.infer<typeof FirstTimeFixWeekSchema>;

export const RepeatSerialSchema = z.object({
  serialNo: z.string(),
  tickets: z.number().int(),
  products: z.array(z.string()),
  /** The tickets' references, oldest first. */
  references: z.array(z.string()),
  firstOpenedAt: z.string(),
  lastOpenedAt: z.string(),
});
export type RepeatSerial = z.infer<typeof RepeatSerialSchema>;

const issueValues = complaintIssues.map((issue) => issue.value) as [ComplaintIssue, ...ComplaintIssue[]];

export const ServiceFiguresSchema = z.object({
  generatedAt: z.string(),
  weeks: z.number().int(),
  /** The first Monday's midnight in India, as an instant: the period runs from it to `generatedAt`. */
  from: z.string(),
  /** Tickets opened in the period (what the products' and faults' shares are of). */
  opened: z.number().int(),
  /** Tickets open now, whatever the period: every open status and every age band, zeros included. */
  open: z.object({
    total: z.number().int(),
    byStatus: z.array(z.object({ status: z.enum(serviceStatuses), tickets: z.number().int() })),
    byAge: z.array(z.object({ band: z.enum(ageBandValues), tickets: z.number().int() })),
  }),
  /** Response and resolution deadlines met, by the week each deadline fell in; every week of the period. */
  sla: z.object({ weeks: z.array(SlaWeekSchema), response: DeadlinesSchema, resolution: DeadlinesSchema }),
  /**
   * Tickets first resolved in the period, and those of them fixed first time: never reopened, and
   * resolved with at most one engineer's visit made (decisions 029, 031).
   */
  firstTimeFix: z.object({
    resolved: z.number().int(),
    fixedFirstTime: z.number().int(),
    /** Of those fixed first time, the ones resolved less than 15 days ago and not closed: the customer may still reopen them. */
    stillReopenable: z.number().int(),
    weeks: z.array(FirstTimeFixWeekSchema),
  }),
  /** Serial numbers with two or more tickets opened in the period, most tickets first. */
  repeatSerials: z.array(RepeatSerialSchema),
  /** Tickets opened in the period by product and by fault (the complaint's issue), most first; none left out. */
  products: z.array(z.object({ product: z.string(), tickets: z.number().int() })),
  faults: z.array(z.object({ issue: z.enum(issueValues), tickets: z.number().int() })),
});
export type ServiceFigures = z.infer<typeof ServiceFiguresSchema>;

// ---- Shares --------------------------------------------------------------------------------------

/** `part` of `whole` in percent to one decimal place (83.3); null when the whole is nothing. */
export function sharePercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/** "83.3%", or "–" when there was nothing to count. */
export function formatPercent(percent: number | null): string {
  return percent === null ? "–" : `${percent.toFixed(1)}%`;
}

// ---- The tables behind the charts ---------------------------------------------------------------

export const figureTableNames = ["open-by-status", "open-by-age", "sla-by-week", "first-time-fix", "repeat-serials", "products", "faults"] as const;
export type FigureTableName = (typeof figureTableNames)[number];

/** A CSV download: one of the tables, over a period. */
export const ServiceFiguresCsvQuerySchema = ServiceFiguresQuerySchema.extend({
  table: z.enum(figureTableNames, { error: figuresMessages.table }),
});
export type ServiceFiguresCsvQuery = z.infer<typeof ServiceFiguresCsvQuerySchema>;

/**
 * What a column holds: text; a count or a percentage (right-aligned; a percentage is null when
 * there was nothing to count); a calendar date (YYYY-MM-DD); an instant (ISO).
 */
export type FigureColumnKind = "text" | "count" | "percent" | "date" | "instant";
export type FigureColumn = { header: string; kind: FigureColumnKind };
export type FigureCell = string | number | null;
export type FigureTable = { name: FigureTableName; title: string; columns: FigureColumn[]; rows: FigureCell[][] };

const column = (header: string, kind: FigureColumnKind = "text"): FigureColumn => ({ header, kind });

/** A fault as the complaint form names it ("Installation issue"). */
export const faultLabel = (issue: ComplaintIssue) => complaintIssues.find((known) => known.value === issue)?.label ?? issue;
export const openAgeBandLabel = (band: OpenAgeBand) => openAgeBands.find((known) => known.band === band)?.label ?? band;
const lineOf = (product: string) => serviceLineOf(product);

/** One table of the figures: the rows the page shows under its chart, and the CSV download. */
export function figureTable(figures: ServiceFigures, name: FigureTableName): FigureTable {
  switch (name) {
    case "open-by-status":
      return {
        name,
        title: "Open tickets by status",
        columns: [column("Status"), column("Open tickets", "count")],
        rows: figures.open.byStatus.map((row) => [serviceStatusLabels[row.status], row.tickets]),
      };
    case "open-by-age":
      return {
        name,
        title: "Open tickets by age",
        columns: [column("Open for"), column("Open tickets", "count")],
        rows: figures.open.byAge.map((row) => [openAgeBandLabel(row.band), row.tickets]),
      };
    case "sla-by-week":
      return {
        name,
        title: "Deadlines met by week",
        columns: [
          column("Week"),
          column("Week starting", "date"),
          column("Responses due", "count"),
          column("Responded in time", "count"),
          column("Responded in time (%)", "percent"),
          column("Resolutions due", "count"),
          column("Resolved in time", "count"),
          column("Resolved in time (%)", "percent"),
        ],
        rows: figures.sla.weeks.map((week) => [
          week.week,
          week.weekStart,
          week.response.due,
          week.response.inTime,
          sharePercent(week.response.inTime, week.response.due),
          week.resolution.due,
          week.resolution.inTime,
          sharePercent(week.resolution.inTime, week.resolution.due),
        ]),
      };
    case "first-time-fix":
      return {
        name,
        title: "Fixed first time by week",
        columns: [column("Week"), column("Week starting", "date"), column("Resolved", "count"), column("Fixed first time", "count"), column("Fixed first time (%)", "percent")],
        rows: figures.firstTimeFix.weeks.map((week) => [week.week, week.weekStart, week.resolved, week.fixedFirstTime, sharePercent(week.fixedFirstTime, week.resolved)]),
      };
    case "repeat-serials":
      return {
        name,
        title: "Serial numbers with repeat complaints",
        columns: [column("Serial number"), column("Tickets", "count"), column("Products"), column("References"), column("First opened", "instant"), column("Last opened", "instant")],
        rows: figures.repeatSerials.map((serial) => [
          serial.serialNo,
          serial.tickets,
          serial.products.map(productChoiceLabel).join("; "),
          serial.references.join(" "),
          serial.firstOpenedAt,
          serial.lastOpenedAt,
        ]),
      };
    case "products":
      return {
        name,
        title: "Tickets by product",
        columns: [column("Product"), column("Line"), column("Tickets", "count"), column("Share of tickets (%)", "percent")],
        rows: figures.products.map((row) => [productChoiceLabel(row.product), lineOf(row.product), row.tickets, sharePercent(row.tickets, figures.opened)]),
      };
    case "faults":
      return {
        name,
        title: "Tickets by fault",
        columns: [column("Fault"), column("Tickets", "count"), column("Share of tickets (%)", "percent")],
        rows: figures.faults.map((row) => [faultLabel(row.issue), row.tickets, sharePercent(row.tickets, figures.opened)]),
      };
  }
}

/** A cell as a spreadsheet takes it: dates as YYYY-MM-DD, instants as "2026-11-22 19:05" India time, an empty percentage empty. */
export function spreadsheetCell(cell: FigureCell, kind: FigureColumnKind): string | number | null {
  if (cell === null) return null;
  if (kind === "instant") return indiaSpreadsheetDateTime(new Date(cell));
  return cell;
}

/** A cell as the page shows it: "23 Nov 2026", "22 Nov 2026, 7:05 pm", "83.3%". */
export function displayCell(cell: FigureCell, kind: FigureColumnKind): string {
  if (kind === "percent") return formatPercent(typeof cell === "number" ? cell : null);
  if (cell === null) return "";
  if (kind === "date") return formatIsoDate(String(cell));
  if (kind === "instant") return formatIndiaDateTime(String(cell));
  return String(cell);
}
