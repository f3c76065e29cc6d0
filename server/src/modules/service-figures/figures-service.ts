import { complaintIssues, productChoices } from "@urjavolt/contract/enquiries";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import {
  type Deadlines,
  type FigureTableName,
  type OpenAgeBand,
  type ServiceFigures,
  type ServiceFiguresCsvQuery,
  type ServiceFiguresQuery,
  figureTable,
  figuresPeriod,
  indiaWeekStartOf,
  isoWeekLabel,
  openAgeBands,
  spreadsheetCell,
} from "@urjavolt/contract/service-figures";
import { openStatuses } from "@urjavolt/contract/service-rules";
import type { SlaClock } from "@urjavolt/contract/service-sla";
import { type SQL, type SQLWrapper, and, count, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ServiceTicketRow, serviceTicketEvents, serviceTickets, serviceVisits, ticketSerialKey } from "../../db/schema/service.ts";
import { toCsv } from "../../lib/csv.ts";

/** What a ticket's deadlines are counted from. */
export type ClockedTicket = Pick<ServiceTicketRow, "id" | "product" | "priority" | "status" | "openedAt" | "acknowledgedAt" | "resolvedAt" | "closedAt">;

/**
 * The response and resolution clocks of tickets as they stand at `now`, counted as each ticket's
 * page counts them (business hours, holidays, pauses; decision 027). Handed in by services.ts, so
 * that the figures and the ticket pages never disagree about a deadline.
 */
export type TicketClocks = (db: Database, tickets: readonly ClockedTicket[], now: Date) => Promise<Map<number, { response: SlaClock; resolution: SlaClock }>>;

/**
 * A resolution deadline falls at most a month after the ticket was opened (the E-Commerce Rules'
 * limit caps every clock, decision 027), a response deadline 48 hours after: tickets opened this
 * long before the period are the oldest whose deadlines can fall in it.
 */
const LONGEST_DEADLINE_DAYS = 32;
const DAY_MS = 24 * 60 * 60_000;
/** Tickets whose clocks are counted in one go (one query for their status histories). */
const CLOCKS_PER_BATCH = 500;
/** India is UTC+5:30, in seconds. */
const INDIA_OFFSET_SECONDS = 19_800;

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The Monday (YYYY-MM-DD) of the India week an instant falls in, worked out from the instant
 * itself, so the database server's own time zone setting changes nothing: the India day number
 * since 1 January 1970 (a Thursday), less its days since Monday.
 */
function indiaWeekStart(instant: SQLWrapper): SQL<string> {
  const day = sql`floor((extract(epoch from ${instant}) + ${sql.raw(String(INDIA_OFFSET_SECONDS))}) / 86400)::int`;
  return sql<string>`to_char(date '1970-01-01' + (${day} - mod(${day} + 3, 7)), 'YYYY-MM-DD')`;
}

/** The age band of an open ticket at `now`: the first band whose upper bound its age is under. */
function ageBand(now: Date): SQL<OpenAgeBand> {
  const bounded = openAgeBands.filter((band) => band.toDays !== null);
  const whens = bounded.map((band) => sql`when ${serviceTickets.openedAt} > ${at(now)} - interval '${sql.raw(String(band.toDays))} days' then ${band.band}`);
  return sql<OpenAgeBand>`case ${sql.join(whens, sql` `)} else ${openAgeBands.at(-1)!.band} end`;
}

const knownIssues = complaintIssues.map((issue) => issue.value);
/** The complaint's issue; anything the form does not offer counts as "other". */
const issueOf = sql<(typeof knownIssues)[number]>`case when ${serviceTickets.issue} in (${sql.join(
  knownIssues.map((issue) => sql`${issue}`),
  sql`, `,
)}) then ${serviceTickets.issue} else 'other' end`;


const productOrder = (product: string) => productChoices.findIndex((choice) => choice.value === product);
const issueOrder = (issue: string) => knownIssues.indexOf(issue as (typeof knownIssues)[number]);

export type ServiceFiguresService = ReturnType<typeof createServiceFiguresService>;

/**
 * The service manager's figures (decision 029), counted in the database from the tickets and
 * their status history; deadlines met are counted with the tickets' own clocks.
 */
export function createServiceFiguresService(db: Database, deps: { clocksOf: TicketClocks }) {
  /** Deadlines met and missed by the India week each fell in, among those that fell in the period and have passed. */
  async function deadlinesByWeek(tx: Database, from: Date, now: Date): Promise<Map<string, { response: Deadlines; resolution: Deadlines }>> {
    const tickets = await tx
      .select({
        id: serviceTickets.id,
        product: serviceTickets.product,
        priority: serviceTickets.priority,
        status: serviceTickets.status,
        openedAt: serviceTickets.openedAt,
        acknowledgedAt: serviceTickets.acknowledgedAt,
        resolvedAt: serviceTickets.resolvedAt,
        closedAt: serviceTickets.closedAt,
      })
      .from(serviceTickets)
      .where(and(gte(serviceTickets.openedAt, new Date(from.getTime() - LONGEST_DEADLINE_DAYS * DAY_MS)), lte(serviceTickets.openedAt, now)));
    const weeks = new Map<string, { response: Deadlines; resolution: Deadlines }>();
    const count = (clock: SlaClock, kind: "response" | "resolution") => {
      // A deadline counts once it has passed (met or missed for good), in the week it fell in.
      if (clock.dueAt === null || clock.dueAt > now || clock.dueAt < from) return;
      const week = indiaWeekStartOf(clock.dueAt);
      const entry = weeks.get(week) ?? { response: { due: 0, inTime: 0 }, resolution: { due: 0, inTime: 0 } };
      entry[kind].due += 1;
      if (clock.state === "met") entry[kind].inTime += 1;
      weeks.set(week, entry);
    };
    for (let start = 0; start < tickets.length; start += CLOCKS_PER_BATCH) {
      const clocks = await deps.clocksOf(tx, tickets.slice(start, start + CLOCKS_PER_BATCH), now);
      for (const clock of clocks.values()) {
        count(clock.response, "response");
        count(clock.resolution, "resolution");
      }
    }
    return weeks;
  }

  /** Tickets first resolved in the period by India week: how many, how many never reopened, and how many could still be. */
  async function firstTimeFixByWeek(tx: Database, from: Date, now: Date) {
    const firstResolved = tx.$with("first_resolved").as(
      tx
        .select({ ticketId: serviceTicketEvents.ticketId, resolvedAt: sql<string>`min(${serviceTicketEvents.at})`.as("first_resolved_at") })
        .from(serviceTicketEvents)
        .where(eq(serviceTicketEvents.toStatus, "resolved"))
        .groupBy(serviceTicketEvents.ticketId),
    );
    // Fixed first time: never reopened, and resolved with at most one engineer's visit made (decisions 029, 031).
    const neverReopened = sql`not exists (select 1 from ${serviceTicketEvents} where ${serviceTicketEvents.ticketId} = ${firstResolved.ticketId} and ${serviceTicketEvents.toStatus} = 'reopened')
      and (select count(*) from ${serviceVisits} where ${serviceVisits.ticketId} = ${firstResolved.ticketId} and ${serviceVisits.status} = 'done' and ${serviceVisits.closedAt} <= ${firstResolved.resolvedAt}) <= 1`;
    return tx
      .with(firstResolved)
      .select({
        weekStart: indiaWeekStart(firstResolved.resolvedAt),
        resolved: sql<number>`count(*)::int`,
        fixedFirstTime: sql<number>`(count(*) filter (where ${neverReopened}))::int`,
        stillReopenable: sql<number>`(count(*) filter (where ${neverReopened} and ${serviceTickets.status} = 'resolved' and ${serviceTickets.reopenUntil} > ${at(now)}))::int`,
      })
      .from(firstResolved)
      .innerJoin(serviceTickets, eq(serviceTickets.id, firstResolved.ticketId))
      .where(and(sql`${firstResolved.resolvedAt} >= ${at(from)}`, sql`${firstResolved.resolvedAt} <= ${at(now)}`))
      .groupBy(sql`1`);
  }

  async function figures(query: ServiceFiguresQuery, now = new Date()): Promise<ServiceFigures> {
    const { from, weekStarts } = figuresPeriod(now, query.weeks);
    const openedInPeriod = and(gte(serviceTickets.openedAt, from), lte(serviceTickets.openedAt, now));
    const open = inArray(serviceTickets.status, [...openStatuses]);

    // One snapshot: every figure is read from the same moment of the tables.
    return db.transaction(
      async (tx) => {
        const byStatus = await tx.select({ status: serviceTickets.status, tickets: count() }).from(serviceTickets).where(open).groupBy(serviceTickets.status);
        const byAge = await tx.select({ band: ageBand(now), tickets: count() }).from(serviceTickets).where(open).groupBy(sql`1`);
        const deadlines = await deadlinesByWeek(tx, from, now);
        const fixes = await firstTimeFixByWeek(tx, from, now);
        const repeats = await tx
          .select({
            serialNo: ticketSerialKey,
            tickets: sql<number>`count(*)::int`,
            products: sql<ServiceTicketRow["product"][]>`array_agg(distinct ${serviceTickets.product})`,
            references: sql<string[]>`array_agg(${serviceTickets.reference} order by ${serviceTickets.openedAt}, ${serviceTickets.id})`,
            firstOpenedAt: sql<Date>`min(${serviceTickets.openedAt})`.mapWith(serviceTickets.openedAt),
            lastOpenedAt: sql<Date>`max(${serviceTickets.openedAt})`.mapWith(serviceTickets.openedAt),
          })
          .from(serviceTickets)
          .where(and(openedInPeriod, isNotNull(serviceTickets.serialNo), sql`${ticketSerialKey} <> ''`))
          .groupBy(sql`1`)
          .having(sql`count(*) >= 2`)
          .orderBy(sql`2 desc, 6 desc, 1`);
        const products = await tx.select({ product: serviceTickets.product, tickets: count() }).from(serviceTickets).where(openedInPeriod).groupBy(serviceTickets.product);
        const faults = await tx.select({ issue: issueOf, tickets: count() }).from(serviceTickets).where(openedInPeriod).groupBy(sql`1`);

        const statusCount = new Map(byStatus.map((row) => [row.status, row.tickets]));
        const ageCount = new Map(byAge.map((row) => [row.band, row.tickets]));
        const fixesByWeek = new Map(fixes.map((row) => [row.weekStart, row]));
        const none = { due: 0, inTime: 0 };
        const slaWeeks = weekStarts.map((weekStart) => ({
          week: isoWeekLabel(weekStart),
          weekStart,
          response: deadlines.get(weekStart)?.response ?? none,
          resolution: deadlines.get(weekStart)?.resolution ?? none,
        }));
        const sum = (pick: (week: (typeof slaWeeks)[number]) => Deadlines) =>
          slaWeeks.reduce((total, week) => ({ due: total.due + pick(week).due, inTime: total.inTime + pick(week).inTime }), none);
        const ftfWeeks = weekStarts.map((weekStart) => ({
          week: isoWeekLabel(weekStart),
          weekStart,
          resolved: fixesByWeek.get(weekStart)?.resolved ?? 0,
          fixedFirstTime: fixesByWeek.get(weekStart)?.fixedFirstTime ?? 0,
        }));
        const mostFirst = <T extends { tickets: number }>(rows: T[], order: (row: T) => number) => rows.sort((a, b) => b.tickets - a.tickets || order(a) - order(b));

        return {
          generatedAt: now.toISOString(),
          weeks: query.weeks,
          from: from.toISOString(),
          opened: products.reduce((total, row) => total + row.tickets, 0),
          open: {
            total: byStatus.reduce((total, row) => total + row.tickets, 0),
            byStatus: openStatuses.map((status) => ({ status, tickets: statusCount.get(status) ?? 0 })),
            byAge: openAgeBands.map(({ band }) => ({ band, tickets: ageCount.get(band) ?? 0 })),
          },
          sla: { weeks: slaWeeks, response: sum((week) => week.response), resolution: sum((week) => week.resolution) },
          firstTimeFix: {
            resolved: fixes.reduce((total, row) => total + row.resolved, 0),
            fixedFirstTime: fixes.reduce((total, row) => total + row.fixedFirstTime, 0),
            stillReopenable: fixes.reduce((total, row) => total + row.stillReopenable, 0),
            weeks: ftfWeeks,
          },
          repeatSerials: repeats.map((row) => ({
            serialNo: row.serialNo,
            tickets: row.tickets,
            products: [...row.products].sort((a, b) => productOrder(a) - productOrder(b)),
            references: row.references,
            firstOpenedAt: row.firstOpenedAt.toISOString(),
            lastOpenedAt: row.lastOpenedAt.toISOString(),
          })),
          products: mostFirst(products, (row) => productOrder(row.product)),
          faults: mostFirst(faults, (row) => issueOrder(row.issue)),
        };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  }

  return {
    figures,

    /** One table of the figures as a CSV file for spreadsheets, with its file name. */
    async csv(query: ServiceFiguresCsvQuery, now = new Date()): Promise<{ filename: string; body: string }> {
      const table = figureTable(await figures(query, now), query.table);
      const rows = table.rows.map((row) => row.map((cell, index) => spreadsheetCell(cell, table.columns[index]!.kind)));
      return {
        filename: csvFilename(query.table, query.weeks, now),
        body: toCsv(
          table.columns.map((column) => column.header),
          rows,
        ),
      };
    },
  };
}

/** "service-figures-sla-by-week-12-weeks-2026-11-26.csv" */
export function csvFilename(table: FigureTableName, weeks: number, now: Date): string {
  return `service-figures-${table}-${weeks}-weeks-${indiaIsoDate(now)}.csv`;
}
