import { type ComplaintIssue, type ProductChoice } from "@urjavolt/contract/enquiries";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import {
  type PhoneTicket,
  TICKET_PAGE_SIZE,
  type TicketAssign,
  type TicketDetail,
  type TicketEvent,
  type TicketItem,
  type TicketList,
  type TicketListQuery,
  type TicketNote,
  type TicketPriorityChange,
  type TicketStatusChange,
  type TicketSla,
  type TicketWarranty,
  TICKET_PHOTO_FIELD,
  TICKET_PHOTOS_MAX,
  TICKET_PHOTOS_MAX_BYTES,
  formatPhoneTicketReference,
  photoRoomMessage,
  serviceMessages,
  trackRequestMessages,
} from "@urjavolt/contract/service";
import {
  type ServiceStatus,
  allowedTransitions,
  enquiryStatusOfTicket,
  openStatuses,
  reopenUntil,
  serviceStatusLabels,
  ticketPriorityLabels,
  ticketTransitionProblem,
} from "@urjavolt/contract/service-rules";
import { type StoredWarrantyStatus, normaliseSerial, warrantyExpiry, warrantyStatus } from "@urjavolt/contract/warranty";
import { type SQL, and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { type EnquiryRow, enquiries, enquiryEvents } from "../../db/schema/enquiries.ts";
import { type NewServiceTicketRow, type ServiceTicketRow, serviceTicketEvents, serviceTickets } from "../../db/schema/service.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { AppError } from "../../http/errors.ts";
import { staffSearch } from "../../lib/admin-query.ts";
import { nextNumber } from "../../lib/counters.ts";
import { type MailSettings, type TicketMailFacts, ticketCustomerMessageMail, ticketEscalationMail, ticketPageUrl, ticketStatusMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import type { FileStore } from "../../lib/file-store.ts";
import type { Upload } from "../../http/multipart.ts";
import type { StoredImage } from "../../http/withdrawable-image.ts";
import { visitsOf } from "./visits-reader.ts";
import { consentsOf, enqueueTexts, recordWithdrawal } from "../messaging/text-messages.ts";
import { type ConsentWithdrawal, channelLabels, consentAdminMessages, indianMobile } from "@urjavolt/contract/messages";
import { ticketTextFacts } from "../messaging/text-templates.ts";
import { type SlaSettings, dueColumns, readSlaSettings, slaView, statusSteps, statusStepsIn, ticketClocks } from "./sla.ts";

/** Who is acting in the console (set by requireStaff). */
export type ActingStaff = { id: number };

/** Who moves a ticket: a staff member in the console, or the customer on the ticket's page (decision 028). */
type Actor = { kind: "staff"; staff: ActingStaff } | { kind: "customer" };

export type TicketsService = ReturnType<typeof createTicketsService>;

const assignee = alias(staffUsers, "assignee");

/** At most this many tickets escalated in one pass; the next pass, a minute later, takes the rest. */
const ESCALATIONS_PER_PASS = 50;

/** The nearer of the deadlines still running (overdue ones first); none running sorts last. */
const nextDue = sql`least(${serviceTickets.responseDueAt}, ${serviceTickets.resolutionDueAt}) asc nulls last`;

/** Urgent first, then high, normal, low; within a priority, whoever has waited longest. */
const priorityRank = sql`case ${serviceTickets.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`;

/**
 * Service tickets (docs/architecture.md, Ticket rules; decision 026): opened from a complaint or a
 * phone call, moved along the lifecycle of contract/src/service-rules.ts by staff, each status
 * change e-mailed to the customer through the outbox and mirrored on the complaint in the inbox.
 */
export function createTicketsService(db: Database, mail: MailSettings, files: FileStore) {
  async function locked(tx: Database, id: number): Promise<ServiceTicketRow> {
    const [row] = await tx.select().from(serviceTickets).where(eq(serviceTickets.id, id)).for("update");
    if (!row) throw new AppError("not_found", serviceMessages.notFound);
    return row;
  }

  type Told = Pick<ServiceTicketRow, "reference" | "name" | "email" | "mobile" | "product">;
  type Texted = Pick<ServiceTicketRow, "reference" | "name" | "mobile">;

  /**
   * The customer hears of every status their ticket takes: by e-mail when they gave one (with the
   * visit a change is about, decision 031), and by SMS and WhatsApp on the channels they agreed to
   * for their mobile (decision 030).
   */
  async function tellCustomer(tx: Database, ticket: Told, status: ServiceStatus, visit?: TicketMailFacts["visit"]): Promise<void> {
    if (ticket.email) await enqueueMail(tx, ticketStatusMail({ reference: ticket.reference, name: ticket.name, email: ticket.email, product: ticket.product, status, visit }, mail));
    await textCustomer(tx, ticket, status);
  }

  async function textCustomer(tx: Database, ticket: Texted, status: ServiceStatus): Promise<void> {
    const facts = ticketTextFacts(status, { reference: ticket.reference, name: ticket.name, link: ticketPageUrl(ticket.reference, mail) });
    await enqueueTexts(tx, ticket.mobile, facts, mail);
  }

  /**
   * Keeps the complaint's inbox status in step with its ticket, with a line in the inbox's history
   * saying who moved it (docs/architecture.md, Staff console: every status change records who made it).
   */
  async function syncComplaint(tx: Database, ticket: ServiceTicketRow, to: ServiceStatus, actor: Actor, now: Date): Promise<void> {
    if (ticket.enquiryId === null) return;
    const status = enquiryStatusOfTicket(to);
    const [enquiry] = await tx.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, ticket.enquiryId)).for("update");
    if (!enquiry || enquiry.status === status) return;
    await tx.update(enquiries).set({ status, updatedAt: now }).where(eq(enquiries.id, ticket.enquiryId));
    // The inbox's history names a staff member on every line; a customer's own move is in the
    // ticket's history instead (decision 028).
    if (actor.kind !== "staff") return;
    await tx.insert(enquiryEvents).values({
      enquiryId: ticket.enquiryId,
      staffId: actor.staff.id,
      fromStatus: enquiry.status,
      toStatus: status,
      note: `Service ticket ${ticket.reference}: ${serviceStatusLabels[to]}`,
      createdAt: now,
    });
  }

  /** Keeps the row's due times (what the list sorts by and the escalation reads) in step with its clocks. */
  async function refreshDue(tx: Database, id: number, now: Date, settings?: SlaSettings): Promise<void> {
    const [ticket] = await tx.select().from(serviceTickets).where(eq(serviceTickets.id, id));
    if (!ticket) return;
    const steps = (await statusSteps(tx, [id])).get(id) ?? [];
    // Counted as of the latest change at least: a due time does not depend on reading it before its own history.
    const at = new Date(Math.max(now.getTime(), ...steps.map((step) => step.at.getTime())));
    const clocks = ticketClocks(ticket, steps, settings ?? (await readSlaSettings(tx)), at);
    await tx.update(serviceTickets).set(dueColumns(ticket, clocks)).where(eq(serviceTickets.id, id));
  }

  async function note(tx: Database, ticketId: number, staff: ActingStaff, body: string, now: Date): Promise<void> {
    await tx.insert(serviceTicketEvents).values({ ticketId, at: now, kind: "note", actorKind: "staff", staffId: staff.id, body });
    await tx.update(serviceTickets).set({ updatedAt: now }).where(eq(serviceTickets.id, ticketId));
  }

  /**
   * One status change, by staff or by the customer, in `tx`: checked against the lifecycle (409 with
   * the rules' reason), stamped, recorded, its due times refreshed, the inbox kept in step and the
   * customer told.
   */
  async function move(tx: Database, id: number, to: ServiceStatus, actor: Actor, note: string | null, now: Date, visit?: TicketMailFacts["visit"]): Promise<void> {
    const ticket = await locked(tx, id);
    const problem = ticketTransitionProblem(ticket.status, to, { reopenUntil: ticket.reopenUntil, now });
    if (problem) throw new AppError("conflict", problem);
    const set: Partial<ServiceTicketRow> = { status: to, updatedAt: now };
    if (ticket.acknowledgedAt === null) set.acknowledgedAt = now;
    if (to === "resolved") Object.assign(set, { resolvedAt: now, reopenUntil: reopenUntil(now) });
    // Reopened work is resolved afresh, and its 15 days run from that new resolution.
    if (to === "reopened") Object.assign(set, { resolvedAt: null, reopenUntil: null });
    if (to === "closed") set.closedAt = now;
    await tx.update(serviceTickets).set(set).where(eq(serviceTickets.id, id));
    await tx.insert(serviceTicketEvents).values({
      ticketId: id,
      at: now,
      kind: "status",
      fromStatus: ticket.status,
      toStatus: to,
      actorKind: actor.kind,
      staffId: actor.kind === "staff" ? actor.staff.id : null,
      body: note,
    });
    await refreshDue(tx, id, now);
    await syncComplaint(tx, ticket, to, actor, now);
    await tellCustomer(tx, ticket, to, visit);
  }

  const service = {
    /**
     * A status change made by staff inside another change's transaction (a visit booked, closed or
     * cancelled; visits-service.ts), with the visit it is about for the customer's e-mail.
     */
    async moveInTransaction(tx: Database, id: number, to: ServiceStatus, staff: ActingStaff, note: string | null, now: Date, visit?: TicketMailFacts["visit"]): Promise<void> {
      await move(tx, id, to, { kind: "staff", staff }, note, now, visit);
    },

    /** A line in the ticket's history by a staff member, inside another change's transaction. */
    async noteInTransaction(tx: Database, id: number, staff: ActingStaff, body: string, now: Date): Promise<void> {
      await note(tx, id, staff, body, now);
    },

    /**
     * Opens the ticket of a complaint just stored, in the complaint's transaction, under the
     * complaint's reference so the customer quotes one number. The complaint's confirmation e-mail
     * already told the customer it arrived, so opening e-mails nothing more; the channels the
     * customer ticked on the form get their first update.
     */
    async openFromComplaint(tx: Database, complaint: EnquiryRow): Promise<void> {
      const fields: NewServiceTicketRow = {
        reference: complaint.reference,
        enquiryId: complaint.id,
        source: "web",
        status: "new",
        product: complaint.product as ProductChoice,
        serialNo: complaint.serialNo,
        name: complaint.name,
        mobile: complaint.mobile,
        email: complaint.email,
        pincode: complaint.pincode ?? "",
        issue: complaint.issue ?? "other",
        issueDescription: complaint.issueDescription,
        description: complaint.message ?? "",
        openedAt: complaint.createdAt,
        createdAt: complaint.createdAt,
        updatedAt: complaint.createdAt,
      };
      const [ticket] = await tx.insert(serviceTickets).values(fields).returning({ id: serviceTickets.id });
      await tx.insert(serviceTicketEvents).values({
        ticketId: ticket!.id,
        at: complaint.createdAt,
        kind: "status",
        fromStatus: null,
        toStatus: "new",
        actorKind: "system",
        body: "Opened from the complaint form",
      });
      await refreshDue(tx, ticket!.id, complaint.createdAt);
      await textCustomer(tx, fields, "new");
    },

    /** A ticket for a phone call, numbered in its own SRV series per India year. */
    async openPhoneTicket(input: PhoneTicket, staff: ActingStaff, now = new Date()): Promise<TicketDetail> {
      const year = Number(indiaIsoDate(now).slice(0, 4));
      const id = await db.transaction(async (tx) => {
        const reference = formatPhoneTicketReference(year, await nextNumber(tx, "service-phone", String(year)));
        const [ticket] = await tx
          .insert(serviceTickets)
          .values({
            reference,
            source: "phone",
            status: "new",
            priority: input.priority,
            product: input.product,
            serialNo: input.serialno ? normaliseSerial(input.serialno) : null,
            name: input.name,
            mobile: input.mobile,
            email: input.email ?? null,
            pincode: input.pincode,
            issue: input.issue,
            issueDescription: input.issue === "other" ? (input.issueDescription ?? null) : null,
            description: input.description,
            openedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(serviceTicketEvents).values({
          ticketId: ticket!.id,
          at: now,
          kind: "status",
          fromStatus: null,
          toStatus: "new",
          actorKind: "staff",
          staffId: staff.id,
          body: "Opened for a phone call",
        });
        await refreshDue(tx, ticket!.id, now);
        // A caller who gave an e-mail gets the reference in writing, as a web complaint does.
        await tellCustomer(tx, ticket!, "new");
        return ticket!.id;
      });
      return service.get(id, now);
    },

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

    /**
     * Records that the customer asked to stop updates on one channel (by phone, or in a message):
     * nothing more goes to their mobile on it, queued messages included, until they tick the box
     * on a form again. A line in the ticket's history says who recorded it.
     */
    async withdrawConsent(id: number, input: ConsentWithdrawal, staff: ActingStaff, now = new Date()): Promise<TicketDetail> {
      await db.transaction(async (tx) => {
        const ticket = await locked(tx, id);
        const mobile = indianMobile(ticket.mobile);
        if (mobile === null) throw new AppError("conflict", consentAdminMessages.noMobile);
        const current = (await consentsOf(tx, mobile)).find((consent) => consent.channel === input.channel);
        if (current?.status !== "given") throw new AppError("conflict", consentAdminMessages.noConsent);
        await recordWithdrawal(tx, { mobile, channel: input.channel, staffId: staff.id, reference: ticket.reference, at: now });
        await note(tx, id, staff, `The customer asked us to stop ${channelLabels[input.channel]} updates`, now);
      });
      return service.get(id, now);
    },

    /** Moves a ticket along its lifecycle (409 for a move the rules refuse), with an optional note. */
    async changeStatus(id: number, change: TicketStatusChange, staff: ActingStaff, now = new Date()): Promise<TicketDetail> {
      await db.transaction((tx) => move(tx, id, change.status, { kind: "staff", staff }, change.note || null, now));
      return service.get(id, now);
    },

    /**
     * The customer's own answer to a resolved ticket (decision 028): `closed` when the fix held,
     * `reopened` when the fault is back, within the window the rules allow. The same move as
     * staff's, recorded as the customer's, e-mailed and mirrored on the inbox alike.
     */
    async customerChangeStatus(id: number, to: "closed" | "reopened", now = new Date()): Promise<void> {
      await db.transaction((tx) => move(tx, id, to, { kind: "customer" }, null, now));
    },

    /**
     * A message the customer wrote on their ticket's page, with the photo they sent if any (judged
     * by its bytes already): in the ticket's history as theirs, the photo kept with it in the same
     * transaction, and e-mailed to the staff notify address through the outbox. A closed ticket takes
     * no more: a fault that came back is a new complaint (decision 026).
     */
    async addCustomerMessage(id: number, message: string, now = new Date(), photo?: Upload): Promise<void> {
      await db.transaction(async (tx) => {
        const ticket = await locked(tx, id);
        if (ticket.status === "closed") throw new AppError("conflict", trackRequestMessages.messageClosed);
        // Checked under the ticket's lock, so two photos sent at once cannot both take the last room.
        if (photo) {
          const room = await photoRoomOf(tx, files, id);
          if (room.photos === 0) throw new AppError("conflict", trackRequestMessages.photoLimit, { errors: { [TICKET_PHOTO_FIELD]: trackRequestMessages.photoLimit } });
          if (photo.data.length > room.bytes) {
            const message = photoRoomMessage(room.bytes);
            throw new AppError("too_large", message, { errors: { [TICKET_PHOTO_FIELD]: message } });
          }
        }
        const fileId = photo
          ? await files.save(tx, { purpose: "ticket-photo", contentType: photo.contentType, originalName: photo.filename, data: photo.data })
          : null;
        await tx.insert(serviceTicketEvents).values({ ticketId: id, at: now, kind: "message", actorKind: "customer", body: message, fileId });
        await tx.update(serviceTickets).set({ updatedAt: now }).where(eq(serviceTickets.id, id));
        await enqueueMail(tx, ticketCustomerMessageMail({ ...ticket, message, withPhoto: fileId !== null }, mail));
      });
    },

    /** A photo the customer sent on a ticket, for staff; a 404 for an event that carries none. */
    async photo(ticketId: number, eventId: number): Promise<StoredImage> {
      return photoOf(db, files, ticketId, eventId);
    },

    async addNote(id: number, input: TicketNote, staff: ActingStaff, now = new Date()): Promise<TicketDetail> {
      await db.transaction(async (tx) => {
        await locked(tx, id);
        await note(tx, id, staff, input.body, now);
      });
      return service.get(id, now);
    },

    async setPriority(id: number, input: TicketPriorityChange, staff: ActingStaff, now = new Date()): Promise<TicketDetail> {
      await db.transaction(async (tx) => {
        const ticket = await locked(tx, id);
        if (ticket.priority === input.priority) throw new AppError("conflict", serviceMessages.samePriority);
        await tx.update(serviceTickets).set({ priority: input.priority }).where(eq(serviceTickets.id, id));
        // Another priority is another target: the clocks count from the opening with the new one.
        await refreshDue(tx, id, now);
        await note(tx, id, staff, `Priority changed from ${ticketPriorityLabels[ticket.priority]} to ${ticketPriorityLabels[input.priority]}`, now);
      });
      return service.get(id, now);
    },

    /**
     * Sends each open ticket whose response or resolution deadline has passed to the Grievance
     * Officer, once (decision 027): the first instance to mark the row does it, with a line in the
     * ticket's history and an e-mail to the officer through the outbox. Answers how many it sent.
     */
    async escalateOverdue(now = new Date()): Promise<number> {
      const overdue = await db
        .select({ id: serviceTickets.id })
        .from(serviceTickets)
        .where(
          and(
            isNull(serviceTickets.escalatedAt),
            inArray(serviceTickets.status, [...openStatuses]),
            or(lt(serviceTickets.responseDueAt, now), lt(serviceTickets.resolutionDueAt, now)),
          ),
        )
        .orderBy(asc(serviceTickets.id))
        .limit(ESCALATIONS_PER_PASS);
      let escalated = 0;
      for (const { id } of overdue) {
        await db.transaction(async (tx) => {
          const [ticket] = await tx
            .update(serviceTickets)
            .set({ escalatedAt: now })
            .where(and(eq(serviceTickets.id, id), isNull(serviceTickets.escalatedAt)))
            .returning();
          if (!ticket) return;
          const missed = ticket.responseDueAt !== null && ticket.responseDueAt < now ? "response" : "resolution";
          const dueAt = (missed === "response" ? ticket.responseDueAt : ticket.resolutionDueAt)!;
          await tx.insert(serviceTicketEvents).values({
            ticketId: id,
            at: now,
            kind: "note",
            actorKind: "system",
            body: `Escalated to the Grievance Officer: the ${missed} deadline passed`,
          });
          await enqueueMail(tx, ticketEscalationMail({ ...ticket, missed, dueAt }, mail));
          escalated += 1;
        });
      }
      return escalated;
    },

    /** Every open ticket's due times again, in `tx`: the holidays they were counted with changed. */
    async refreshOpenDueTimes(tx: Database, now = new Date()): Promise<void> {
      const settings = await readSlaSettings(tx);
      const open = await tx.select({ id: serviceTickets.id }).from(serviceTickets).where(inArray(serviceTickets.status, [...openStatuses]));
      for (const { id } of open) await refreshDue(tx, id, now, settings);
    },

    /** Assigns the ticket to an active staff account, or unassigns it (`null`). */
    async assign(id: number, input: TicketAssign, staff: ActingStaff, now = new Date()): Promise<TicketDetail> {
      await db.transaction(async (tx) => {
        const ticket = await locked(tx, id);
        if (ticket.assignedTo === input.staffId) throw new AppError("conflict", serviceMessages.sameAssignee);
        let body = "Unassigned";
        if (input.staffId !== null) {
          const [person] = await tx
            .select({ name: staffUsers.name })
            .from(staffUsers)
            .where(and(eq(staffUsers.id, input.staffId), eq(staffUsers.active, true)));
          if (!person) throw new AppError("invalid", serviceMessages.staffNotFound, { errors: { staffId: serviceMessages.staffNotFound } });
          body = `Assigned to ${person.name}`;
        }
        await tx.update(serviceTickets).set({ assignedTo: input.staffId }).where(eq(serviceTickets.id, id));
        await note(tx, id, staff, body, now);
      });
      return service.get(id, now);
    },
  };
  return service;
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

/** The photo a customer's message on `ticketId` carries; one 404 for any other event or ticket. */
/**
 * What is left for the customer's photos on a ticket (decision 028): how many more it takes, and
 * how many bytes, counted as stored.
 */
export async function photoRoomOf(db: Database, files: FileStore, ticketId: number): Promise<{ photos: number; bytes: number }> {
  const rows = await db
    .select({ fileId: serviceTicketEvents.fileId })
    .from(serviceTicketEvents)
    .where(and(eq(serviceTicketEvents.ticketId, ticketId), isNotNull(serviceTicketEvents.fileId)));
  const ids = rows.flatMap((row) => (row.fileId === null ? [] : [row.fileId]));
  const bytes = await files.totalSize(db, ids);
  return { photos: Math.max(0, TICKET_PHOTOS_MAX - ids.length), bytes: Math.max(0, TICKET_PHOTOS_MAX_BYTES - bytes) };
}

export async function photoOf(db: Database, files: FileStore, ticketId: number, eventId: number): Promise<StoredImage> {
  const [event] = await db
    .select({ fileId: serviceTicketEvents.fileId })
    .from(serviceTicketEvents)
    .where(and(eq(serviceTicketEvents.id, eventId), eq(serviceTicketEvents.ticketId, ticketId), eq(serviceTicketEvents.kind, "message")));
  const file = event?.fileId ? await files.read(db, event.fileId) : undefined;
  if (!file) throw new AppError("not_found", serviceMessages.photoNotFound);
  return { contentType: file.contentType, data: file.data, sha256: file.sha256 };
}
