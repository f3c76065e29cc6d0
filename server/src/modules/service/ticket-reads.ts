import type { ComplaintIssue } from "@urjavolt/contract/enquiries";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { indianMobile } from "@urjavolt/contract/messages";
import { TICKET_PAGE_SIZE, type TicketDetail, type TicketEvent, type TicketItem, type TicketList, type TicketListQuery, type TicketSla, type TicketWarranty, serviceMessages } from "@urjavolt/contract/service";
import { allowedTransitions, openStatuses } from "@urjavolt/contract/service-rules";
import { type StoredWarrantyStatus, normaliseSerial, warrantyExpiry, warrantyStatus } from "@urjavolt/contract/warranty";
import { type SQL, and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { type ServiceTicketRow, serviceTicketEvents, serviceTickets } from "../../db/schema/service.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { AppError } from "../../http/errors.ts";
import { staffSearch } from "../../lib/admin-query.ts";
import { consentsOf } from "../messaging/text-messages.ts";
import { readSlaSettings, slaView, statusSteps, statusStepsIn, ticketClocks } from "./sla.ts";
import { visitsOf } from "./visits-reader.ts";

/**
 * The service desk's view of its tickets (decision 026): the list, soonest deadline first, and one
 * ticket in full, with its warranty as registered, its history, visits and the customer's consents.
 */

const assignee = alias(staffUsers, "assignee");

/** The nearer of the deadlines still running (overdue ones first); none running sorts last. */
const nextDue = sql`least(${serviceTickets.responseDueAt}, ${serviceTickets.resolutionDueAt}) asc nulls last`;

/** Urgent first, then high, normal, low; within a priority, whoever has waited longest. */
const priorityRank = sql`case ${serviceTickets.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`;

export function createTicketReads(db: Database) {
  return {
    /** The tickets whose next deadline is nearest first (overdue at the top); those with none running last, by priority and age. */
    async list(query: TicketListQuery, now = new Date()): Promise<TicketList> {
      const where = listWhere(query);
      const [total] = await db.select({ value: count() }).from(serviceTickets).where(where);
      const rows = await db
        .select({ ticket: serviceTickets, assigneeName: assignee.name })
        .from(serviceTickets)
        .leftJoin(assignee, eq(assignee.id, serviceTickets.assignedTo))
        .where(where)
        .orderBy(nextDue, priorityRank, asc(serviceTickets.openedAt), asc(serviceTickets.id))
        .limit(TICKET_PAGE_SIZE)
        .offset((query.page - 1) * TICKET_PAGE_SIZE);
      const settings = await readSlaSettings(db);
      const steps = await statusSteps(db, rows.map((row) => row.ticket.id));
      return {
        items: rows.map((row) => toItem(row.ticket, row.assigneeName, slaView(ticketClocks(row.ticket, steps.get(row.ticket.id) ?? [], settings, now)))),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: TICKET_PAGE_SIZE,
      };
    },

    async get(id: number, now = new Date()): Promise<TicketDetail> {
      const [row] = await db
        .select({ ticket: serviceTickets, assigneeName: assignee.name })
        .from(serviceTickets)
        .leftJoin(assignee, eq(assignee.id, serviceTickets.assignedTo))
        .where(eq(serviceTickets.id, id));
      if (!row) throw new AppError("not_found", serviceMessages.notFound);
      const { ticket } = row;
      const warranty = ticket.serialNo ? await warrantyOf(db, ticket.serialNo, ticket.openedAt) : null;
      const events = await eventsOf(db, id);
      const steps = statusStepsIn(events.map((event) => ({ at: new Date(event.at), toStatus: event.toStatus })));
      const clocks = ticketClocks(ticket, steps, await readSlaSettings(db), now);
      return {
        ...toItem(ticket, row.assigneeName, slaView(clocks)),
        enquiryId: ticket.enquiryId,
        issue: ticket.issue as ComplaintIssue,
        issueDescription: ticket.issueDescription,
        description: ticket.description,
        acknowledgedAt: iso(ticket.acknowledgedAt),
        resolvedAt: iso(ticket.resolvedAt),
        closedAt: iso(ticket.closedAt),
        reopenUntil: iso(ticket.reopenUntil),
        warranty,
        // Chargeable unless a registration shows the unit covered on the day it was reported; staff
        // may still waive the charge (goodwill, a fault of our own making).
        chargeable: !(warranty?.registered && warranty.inWarranty),
        transitions: allowedTransitions(ticket.status, { reopenUntil: ticket.reopenUntil, now }),
        events,
        visits: await visitsOf(db, id),
        consents: await consentsOfMobile(db, ticket.mobile),
      };
    },
  };
}

/** The consents of a ticket's mobile; none when it is not an Indian mobile, to which no updates go. */
async function consentsOfMobile(db: Database, mobile: string) {
  const indian = indianMobile(mobile);
  return indian === null ? [] : consentsOf(db, indian);
}

function listWhere(query: TicketListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === "open") conditions.push(inArray(serviceTickets.status, [...openStatuses]));
  else if (query.status !== "all") conditions.push(eq(serviceTickets.status, query.status));
  conditions.push(staffSearch(query.q, [serviceTickets.reference, serviceTickets.name, serviceTickets.mobile, serviceTickets.email, serviceTickets.serialNo], { phones: [serviceTickets.mobile] }));
  return and(...conditions);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toItem(row: ServiceTicketRow, assigneeName: string | null, sla: TicketSla): TicketItem {
  return {
    id: row.id,
    reference: row.reference,
    source: row.source,
    status: row.status,
    priority: row.priority,
    product: row.product,
    serialNo: row.serialNo,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    pincode: row.pincode,
    assignedTo: row.assignedTo !== null && assigneeName !== null ? { id: row.assignedTo, name: assigneeName } : null,
    openedAt: row.openedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sla,
    escalatedAt: iso(row.escalatedAt),
  };
}

/**
 * The unit's registration, found by its serial as the warranty page finds it (upper case, no
 * spaces). Covered when its registration is not rejected and the ticket was opened on or before
 * the warranty's last day (India dates); a Pending registration counts until staff reject it, and a
 * replaced unit's only for requests opened before it was exchanged.
 */
async function warrantyOf(db: Database, serialNo: string, openedAt: Date): Promise<TicketWarranty> {
  const serial = normaliseSerial(serialNo);
  const [registration] = await db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serial));
  if (!registration) return { registered: false, serialNo: serial };
  const endDate = warrantyExpiry(registration.purchaseDate, registration.warrantyYears);
  const stored = registration.status as StoredWarrantyStatus;
  // A unit taken back before this request was opened is the company's, not the customer's (decision 037).
  const replacedBefore = registration.replacedAt !== null && registration.replacedAt.getTime() <= openedAt.getTime();
  return {
    registered: true,
    serialNo: serial,
    status: warrantyStatus(stored, endDate),
    startDate: registration.purchaseDate,
    endDate,
    inWarranty: stored !== "rejected" && !replacedBefore && indiaIsoDate(openedAt) <= endDate,
  };
}

async function eventsOf(db: Database, ticketId: number): Promise<TicketEvent[]> {
  const rows = await db
    .select({ event: serviceTicketEvents, staffName: staffUsers.name })
    .from(serviceTicketEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, serviceTicketEvents.staffId))
    .where(eq(serviceTicketEvents.ticketId, ticketId))
    .orderBy(asc(serviceTicketEvents.at), asc(serviceTicketEvents.id));
  return rows.map(({ event, staffName }) => ({
    id: event.id,
    at: event.at.toISOString(),
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actor: event.actorKind,
    staff: event.staffId !== null && staffName !== null ? { id: event.staffId, name: staffName } : null,
    body: event.body,
    photo: event.fileId === null ? null : `/api/v1/admin/service/tickets/${ticketId}/photos/${event.id}`,
  }));
}
