import { indiaIsoDate } from "@urjavolt/contract/dates";
import { type PhoneTicket, type TicketAssign, type TicketDetail, type TicketNote, type TicketPriorityChange, type TicketStatusChange, TICKET_PHOTO_FIELD, formatPhoneTicketReference, photoRoomMessage, serviceMessages, trackRequestMessages } from "@urjavolt/contract/service";
import { type ServiceStatus, enquiryStatusOfTicket, openStatuses, reopenUntil, serviceStatusLabels, ticketPriorityLabels, ticketTransitionProblem } from "@urjavolt/contract/service-rules";
import { normaliseSerial } from "@urjavolt/contract/warranty";
import { type Locale, isLocale } from "@urjavolt/contract/locale";
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type EnquiryRow, enquiries, enquiryEvents } from "../../db/schema/enquiries.ts";
import { type NewServiceTicketRow, type ServiceTicketRow, serviceTicketEvents, serviceTickets } from "../../db/schema/service.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { AppError } from "../../http/errors.ts";
import { nextNumber } from "../../lib/counters.ts";
import { type MailSettings, type TicketMailFacts, ticketCustomerMessageMail, ticketEscalationMail, ticketPageUrl, ticketStatusMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import type { FileStore } from "../../lib/file-store.ts";
import type { Upload } from "../../http/multipart.ts";
import type { StoredImage } from "../../http/withdrawable-image.ts";
import { createTicketReads } from "./ticket-reads.ts";
import { photoOf, photoRoomOf } from "./ticket-photos.ts";
import { consentsOf, enqueueTexts, recordWithdrawal } from "../messaging/text-messages.ts";
import { type ConsentWithdrawal, channelLabels, consentAdminMessages, indianMobile } from "@urjavolt/contract/messages";
import { ticketTextFacts } from "../messaging/text-templates.ts";
import { type SlaSettings, dueColumns, readSlaSettings, statusSteps, ticketClocks } from "./sla.ts";

/** Who is acting in the console (set by requireStaff). */
export type ActingStaff = { id: number };

/** Who moves a ticket: a staff member in the console, or the customer on the ticket's page (decision 028). */
type Actor = { kind: "staff"; staff: ActingStaff } | { kind: "customer" };

export type TicketsService = ReturnType<typeof createTicketsService>;

/** At most this many tickets escalated in one pass; the next pass, a minute later, takes the rest. */
const ESCALATIONS_PER_PASS = 50;

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

  type Told = Pick<ServiceTicketRow, "reference" | "name" | "email" | "mobile" | "product" | "enquiryId">;

  /** The language of the page the complaint was sent from (decision 056); a ticket opened for a phone call is English. */
  async function languageOf(tx: Database, ticket: Pick<ServiceTicketRow, "enquiryId">): Promise<Locale> {
    if (ticket.enquiryId === null) return "en";
    const [complaint] = await tx.select({ locale: enquiries.locale }).from(enquiries).where(eq(enquiries.id, ticket.enquiryId));
    return isLocale(complaint?.locale) ? complaint.locale : "en";
  }
  type Texted = Pick<ServiceTicketRow, "reference" | "name" | "mobile">;

  /**
   * The customer hears of every status their ticket takes: by e-mail when they gave one (with the
   * visit a change is about, decision 031), and by SMS and WhatsApp on the channels they agreed to
   * for their mobile (decision 030).
   */
  async function tellCustomer(tx: Database, ticket: Told, status: ServiceStatus, visit?: TicketMailFacts["visit"]): Promise<void> {
    if (ticket.email) {
      const locale = await languageOf(tx, ticket);
      await enqueueMail(tx, ticketStatusMail({ reference: ticket.reference, name: ticket.name, email: ticket.email, product: ticket.product, status, visit, locale }, mail));
    }
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
    ...createTicketReads(db),

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
    /** Opens a complaint's ticket; answers when its response is due (the first call), from its SLA. */
    async openFromComplaint(tx: Database, complaint: EnquiryRow): Promise<{ responseDueAt: Date | null }> {
      const fields: NewServiceTicketRow = {
        reference: complaint.reference,
        enquiryId: complaint.id,
        source: "web",
        status: "new",
        product: complaint.product ?? "other",
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
      const [due] = await tx.select({ responseDueAt: serviceTickets.responseDueAt }).from(serviceTickets).where(eq(serviceTickets.id, ticket!.id));
      return { responseDueAt: due?.responseDueAt ?? null };
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
