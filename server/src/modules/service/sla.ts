import type { TicketSla } from "@urjavolt/contract/service";
import { type ServiceStatus, pausedStatuses } from "@urjavolt/contract/service-rules";
import {
  type Holidays,
  type Pause,
  type SlaClock,
  type SlaPolicy,
  formatTimeLeft,
  serviceLineOf,
  slaClock,
  slaPolicyFromRows,
  slaTarget,
  statutoryDeadline,
} from "@urjavolt/contract/service-sla";
import { and, asc, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ServiceTicketRow, serviceHolidays, serviceSlaPolicies, serviceTicketEvents } from "../../db/schema/service.ts";

/** What a ticket's clocks are counted with: the policy (the defaults, with the rows staff keep over them) and the holidays. */
export type SlaSettings = { policy: SlaPolicy; holidays: Holidays };

export async function readSlaSettings(db: Database): Promise<SlaSettings> {
  const [rows, holidays] = await Promise.all([db.select().from(serviceSlaPolicies), db.select({ date: serviceHolidays.date }).from(serviceHolidays)]);
  return {
    policy: slaPolicyFromRows(rows.map((row) => ({ line: row.line, priority: row.priority, responseMinutes: row.responseMinutes, resolutionMinutes: row.resolutionMinutes }))),
    holidays: new Set(holidays.map((holiday) => holiday.date)),
  };
}

/** A ticket's status changes in time order: where its clock stood still. */
export type StatusStep = { at: Date; toStatus: ServiceStatus };

/** The status steps among a ticket's events (in time order): the rest are notes and messages. */
export function statusStepsIn(events: readonly { at: Date; toStatus: ServiceStatus | null }[]): StatusStep[] {
  return events.flatMap((event) => (event.toStatus === null ? [] : [{ at: event.at, toStatus: event.toStatus }]));
}

/** The status steps of each of `ids`, in time order, in one query. */
export async function statusSteps(db: Database, ids: readonly number[]): Promise<Map<number, StatusStep[]>> {
  const steps = new Map<number, StatusStep[]>();
  if (ids.length === 0) return steps;
  const rows = await db
    .select({ ticketId: serviceTicketEvents.ticketId, at: serviceTicketEvents.at, toStatus: serviceTicketEvents.toStatus })
    .from(serviceTicketEvents)
    .where(and(inArray(serviceTicketEvents.ticketId, [...ids]), isNotNull(serviceTicketEvents.toStatus)))
    .orderBy(asc(serviceTicketEvents.at), asc(serviceTicketEvents.id));
  for (const row of rows) steps.set(row.ticketId, [...(steps.get(row.ticketId) ?? []), ...statusStepsIn([row])]);
  return steps;
}

/**
 * The spans the resolution clock stood still (decision 027): while the ticket waited on parts or on
 * the customer, and between a resolution and the customer reopening it (the desk had handed the
 * unit back; the days the repair held are not the desk's delay). The span still open, if the
 * ticket is in such a status now, runs on (`to: null`).
 */
export function pausesOf(steps: readonly StatusStep[]): Pause[] {
  const pauses: Pause[] = [];
  steps.forEach((step, index) => {
    const next = steps[index + 1];
    const standing = pausedStatuses.includes(step.toStatus) || (step.toStatus === "resolved" && next?.toStatus === "reopened");
    if (standing) pauses.push({ from: step.at, to: next?.at ?? null });
  });
  return pauses;
}

type ClockTicket = Pick<ServiceTicketRow, "product" | "priority" | "status" | "openedAt" | "acknowledgedAt" | "resolvedAt" | "closedAt">;

/**
 * A ticket's two clocks (decision 027). Response: from opening until staff acknowledge it, in
 * business hours, never later than the Rules' 48 hours. Resolution: from opening until it is
 * resolved, in business hours less the pauses, never later than the Rules' month from receipt.
 */
export function ticketClocks(ticket: ClockTicket, steps: readonly StatusStep[], settings: SlaSettings, now: Date): { response: SlaClock; resolution: SlaClock } {
  // A stop recorded before the opening (a row corrected by hand, clocks of two machines apart) stops it at the opening.
  const notBeforeOpening = (at: Date | null) => (at === null ? null : new Date(Math.max(at.getTime(), ticket.openedAt.getTime())));
  const target = slaTarget(settings.policy, serviceLineOf(ticket.product), ticket.priority);
  const response = slaClock({
    startedAt: ticket.openedAt,
    targetMinutes: target.responseMinutes,
    pauses: [],
    stoppedAt: notBeforeOpening(ticket.acknowledgedAt),
    now,
    holidays: settings.holidays,
    notAfter: statutoryDeadline(ticket.openedAt, "response"),
  });
  const done = ticket.status === "resolved" || ticket.status === "closed";
  const resolution = slaClock({
    startedAt: ticket.openedAt,
    targetMinutes: target.resolutionMinutes,
    pauses: pausesOf(steps),
    stoppedAt: done ? notBeforeOpening(ticket.resolvedAt ?? ticket.closedAt ?? now) : null,
    now,
    holidays: settings.holidays,
    notAfter: statutoryDeadline(ticket.openedAt, "resolution"),
  });
  return { response, resolution };
}

export function slaView(clocks: { response: SlaClock; resolution: SlaClock }): TicketSla {
  const view = (clock: SlaClock) => ({
    dueAt: clock.dueAt?.toISOString() ?? null,
    minutesLeft: clock.minutesLeft,
    state: clock.state,
    warning: clock.warning,
    text: formatTimeLeft(clock),
  });
  return { response: view(clocks.response), resolution: view(clocks.resolution) };
}

/**
 * The due times kept on the row, so the console sorts by them and the escalation finds the
 * overdue in one query: the response's until staff acknowledge the ticket; the resolution's until
 * it is resolved, and null while its clock stands still (when it will run out is not known yet).
 */
export function dueColumns(ticket: ClockTicket, clocks: { response: SlaClock; resolution: SlaClock }): Pick<ServiceTicketRow, "responseDueAt" | "resolutionDueAt"> {
  const done = ticket.status === "resolved" || ticket.status === "closed";
  return {
    responseDueAt: ticket.acknowledgedAt === null ? clocks.response.dueAt : null,
    resolutionDueAt: done ? null : clocks.resolution.dueAt,
  };
}
