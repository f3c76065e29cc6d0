import { type ExchangeBand, type ExchangeChemistry } from "@urjavolt/contract/exchange";
import { paiseToRupees } from "@urjavolt/contract/money";
import { complaintIssueLabel } from "@urjavolt/contract/enquiries";
import { isOpenStatus, serviceTransitions } from "@urjavolt/contract/service-rules";
import {
  TECHNICIAN_RECENT_DAYS,
  type TechnicianChoiceList,
  type TechnicianVisit,
  type TechnicianVisitList,
  type VisitBook,
  type VisitClose,
  firstName,
  slotBounds,
  visitMessages,
  visitOutcomeLabels,
  visitSlotProblem,
  visitSlotText,
} from "@urjavolt/contract/service-visits";
import type { Staff } from "@urjavolt/contract/staff";
import { and, asc, count, desc, eq, gt, gte, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ServiceVisitRow, TECHNICIAN_SLOT_INDEX, serviceHolidays, serviceTickets, serviceVisits } from "../../db/schema/service.ts";
import { staffUsers, technicianPincodes } from "../../db/schema/staff.ts";
import { products } from "../../db/schema/catalogue.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { exchangeCells, exchangeOnDueBasis } from "../../lib/exchange-values.ts";
import { AppError } from "../../http/errors.ts";
import type { ServiceStatus } from "@urjavolt/contract/service-rules";
import { recordReplacement } from "./units-service.ts";
import { installationMessages } from "@urjavolt/contract/installation";
import { toVisit } from "./visits-reader.ts";

export type VisitsService = ReturnType<typeof createVisitsService>;

/**
 * Technicians' visits (decision 031): the desk books one on a ticket with a technician who serves
 * its pincode, for a slot of a working day; the technician (or the desk) closes it with its outcome,
 * which resolves the ticket for the customer to confirm; the desk may cancel one still booked. Each
 * is a line in the ticket's history, and the ticket's status and the customer's e-mail follow.
 */
/**
 * What a visit does to its ticket, in the visit's transaction: the tickets service
 * (tickets-service.ts) moves it on, or notes the visit in its history, and tells the customer.
 */
export type TicketSteps = {
  moveInTransaction(tx: Database, id: number, to: ServiceStatus, staff: { id: number }, note: string | null, now: Date, visit?: { technician: string; from: Date; to: Date }): Promise<void>;
  noteInTransaction(tx: Database, id: number, staff: { id: number }, body: string, now: Date): Promise<void>;
};

export function createVisitsService(db: Database, tickets: TicketSteps) {
  async function lockedVisit(tx: Database, id: number): Promise<ServiceVisitRow> {
    const [visit] = await tx.select().from(serviceVisits).where(eq(serviceVisits.id, id)).for("update");
    if (!visit) throw new AppError("not_found", visitMessages.notFound);
    return visit;
  }

  async function technicianName(tx: Database, id: number): Promise<string> {
    const [person] = await tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
    return person?.name ?? "";
  }

  return {
    /** Active technicians for a ticket: those serving its pincode first, then the others, each with the visits still ahead of them. */
    async technicians(ticketId: number, now = new Date()): Promise<TechnicianChoiceList> {
      const [ticket] = await db.select({ pincode: serviceTickets.pincode }).from(serviceTickets).where(eq(serviceTickets.id, ticketId));
      if (!ticket) throw new AppError("not_found", "There is no service ticket with this id");
      const serves = sql<boolean>`exists (select 1 from ${technicianPincodes} where ${technicianPincodes.staffId} = ${staffUsers.id} and ${technicianPincodes.pincode} = ${ticket.pincode})`;
      const rows = await db
        .select({
          id: staffUsers.id,
          name: staffUsers.name,
          servesPincode: serves,
          bookedVisits: count(serviceVisits.id),
          bookedSlots: sql<string[]>`coalesce(array_agg(to_char(${serviceVisits.slotStart} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') order by ${serviceVisits.slotStart}) filter (where ${serviceVisits.id} is not null), '{}')`,
        })
        .from(staffUsers)
        .leftJoin(serviceVisits, and(eq(serviceVisits.technicianId, staffUsers.id), eq(serviceVisits.status, "booked"), gt(serviceVisits.slotEnd, now)))
        .where(and(eq(staffUsers.role, "technician"), eq(staffUsers.active, true)))
        .groupBy(staffUsers.id, staffUsers.name)
        .orderBy(desc(serves), asc(staffUsers.name), asc(staffUsers.id));
      return {
        technicians: rows.map((row) => ({ ...row, servesPincode: Boolean(row.servesPincode), bookedVisits: Number(row.bookedVisits), bookedSlots: row.bookedSlots ?? [] })),
      };
    },

    /**
     * Books a visit: the ticket open and without a booked visit, an active technician, a slot that
     * has not started on a working day, and the technician free in it (a unique index on the
     * technician's booked slots settles two desks booking the same slot at once). The ticket is assigned to the technician and moves to
     * "visit scheduled" (the customer is e-mailed the slot), or, already there, notes the booking.
     */
    async book(ticketId: number, input: VisitBook, staff: Staff, now = new Date()): Promise<void> {
      const holidays = new Set((await db.select({ date: serviceHolidays.date }).from(serviceHolidays)).map((row) => row.date));
      const problem = visitSlotProblem(input.date, input.slot, now, (date) => holidays.has(date));
      if (problem) throw new AppError("invalid", problem, { errors: { [problem === visitMessages.past ? "slot" : "date"]: problem } });
      const [technician] = await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, input.technicianId), eq(staffUsers.role, "technician"), eq(staffUsers.active, true)));
      if (!technician) throw new AppError("invalid", visitMessages.technicianNotFound, { errors: { technicianId: visitMessages.technicianNotFound } });
      const { start, end } = slotBounds(input.date, input.slot);
      try {
        await db.transaction(async (tx) => {
          const [ticket] = await tx.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId)).for("update");
          if (!ticket) throw new AppError("not_found", "There is no service ticket with this id");
          if (!isOpenStatus(ticket.status)) throw new AppError("conflict", visitMessages.ticketDone);
          await tx.insert(serviceVisits).values({
            ticketId,
            technicianId: technician.id,
            slotStart: start,
            slotEnd: end,
            address: input.address,
            instructions: input.instructions,
            bookedBy: staff.id,
            createdAt: now,
          });
          if (ticket.assignedTo !== technician.id) await tx.update(serviceTickets).set({ assignedTo: technician.id }).where(eq(serviceTickets.id, ticketId));
          const line = `Visit booked with ${technician.name} for ${visitSlotText(start, end)}`;
          const visit = { technician: firstName(technician.name), from: start, to: end };
          if (ticket.status === "new") await tickets.moveInTransaction(tx, ticketId, "acknowledged", staff, null, now);
          if (ticket.status !== "visit_scheduled") await tickets.moveInTransaction(tx, ticketId, "visit_scheduled", staff, line, now, visit);
          else await tickets.noteInTransaction(tx, ticketId, staff, line, now);
        });
      } catch (error) {
        if (isUniqueViolation(error, TECHNICIAN_SLOT_INDEX)) throw new AppError("conflict", visitMessages.technicianBusy, { errors: { slot: visitMessages.technicianBusy } });
        if (isUniqueViolation(error)) throw new AppError("conflict", visitMessages.alreadyBooked);
        throw error;
      }
    },

    /** Cancels a booked visit; a ticket waiting for it goes back to diagnosing. */
    async cancel(visitId: number, staff: Staff, now = new Date()): Promise<number> {
      return await db.transaction(async (tx) => {
        const visit = await lockedVisit(tx, visitId);
        const ticketId = visit.ticketId;
        if (ticketId === null) throw new AppError("conflict", installationMessages.isInstall);
        if (visit.status !== "booked") throw new AppError("conflict", visitMessages.notBooked);
        await tx.update(serviceVisits).set({ status: "cancelled", closedBy: staff.id, closedAt: now }).where(eq(serviceVisits.id, visitId));
        const line = `Visit of ${visitSlotText(visit.slotStart, visit.slotEnd)} with ${await technicianName(tx, visit.technicianId)} cancelled`;
        const [ticket] = await tx.select({ status: serviceTickets.status }).from(serviceTickets).where(eq(serviceTickets.id, ticketId));
        if (ticket?.status === "visit_scheduled") await tickets.moveInTransaction(tx, ticketId, "diagnosing", staff, line, now);
        else await tickets.noteInTransaction(tx, ticketId, staff, line, now);
        return ticketId;
      });
    },

    /**
     * Closes a booked visit with its outcome. A technician closes only their own. The ticket is
     * resolved (the customer confirms the fix or reopens it), unless it is resolved or closed already.
     */
    async close(visitId: number, input: VisitClose, staff: Staff, now = new Date()): Promise<number> {
      return await db.transaction(async (tx) => {
        const visit = await lockedVisit(tx, visitId);
        if (staff.role === "technician" && visit.technicianId !== staff.id) throw new AppError("not_found", visitMessages.notFound);
        // An installation closes with the serials fitted (installations-service.ts), not a repair's outcome.
        if (visit.ticketId === null) throw new AppError("conflict", installationMessages.isInstall);
        if (visit.status !== "booked") throw new AppError("conflict", visitMessages.notBooked);
        const ticketId = visit.ticketId;
        await tx
          .update(serviceVisits)
          .set({ status: "done", outcome: input.outcome, partsUsed: input.partsUsed, notes: input.notes, replacementSerial: input.replacementSerial, closedBy: staff.id, closedAt: now })
          .where(eq(serviceVisits.id, visitId));
        const line = [
          `Visit closed: ${visitOutcomeLabels[input.outcome]}`,
          input.replacementSerial && `replacement unit ${input.replacementSerial}`,
          input.partsUsed && `parts: ${input.partsUsed}`,
          input.notes,
        ]
          .filter(Boolean)
          .join(". ");
        const [ticket] = await tx.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId));
        // The unit given in exchange joins the record, with the replaced unit's warranty (decision 032);
        // it must be of the request's product, and a technician gives only a spare the desk entered (decision 037).
        if (ticket && input.replacementSerial) {
          await recordReplacement(tx, { serialNo: input.replacementSerial, ticket, visitId, staff, now });
        }
        if (ticket && serviceTransitions[ticket.status].includes("resolved")) {
          const technician = firstName(await technicianName(tx, visit.technicianId));
          await tickets.moveInTransaction(tx, ticketId, "resolved", staff, line, now, { technician, from: visit.slotStart, to: visit.slotEnd });
        } else {
          await tickets.noteInTransaction(tx, ticketId, staff, line, now);
        }
        return ticketId;
      });
    },

    /**
     * A technician's own page: visits still booked, soonest first, then those closed in the last
     * TECHNICIAN_RECENT_DAYS days; repairs with their ticket and installations with their order and its
     * items (decision 057), side by side.
     */
    async mine(staff: Staff, now = new Date()): Promise<TechnicianVisitList> {
      const since = new Date(now.getTime() - TECHNICIAN_RECENT_DAYS * 86_400_000);
      const rows = await db
        .select({ visit: serviceVisits, ticket: serviceTickets, order: orders, technicianName: staffUsers.name })
        .from(serviceVisits)
        .leftJoin(serviceTickets, eq(serviceTickets.id, serviceVisits.ticketId))
        .leftJoin(orders, eq(orders.id, serviceVisits.orderId))
        .innerJoin(staffUsers, eq(staffUsers.id, serviceVisits.technicianId))
        .where(and(eq(serviceVisits.technicianId, staff.id), or(eq(serviceVisits.status, "booked"), gte(serviceVisits.closedAt, since))))
        .orderBy(asc(serviceVisits.slotStart), asc(serviceVisits.id));
      const orderIds = rows.flatMap(({ order }) => (order ? [order.id] : []));
      const items = orderIds.length
        ? await db
            .select({ orderId: orderItems.orderId, productId: orderItems.productId, name: orderItems.productName, quantity: orderItems.quantity, installation: products.installation })
            .from(orderItems)
            .innerJoin(products, eq(products.id, orderItems.productId))
            .where(inArray(orderItems.orderId, orderIds))
            .orderBy(asc(orderItems.orderId), asc(orderItems.position))
        : [];
      // An unpaid order paid on installation with an old battery declared: settled on what is due, as the page shows it (decision 059).
      const settles = new Map<number, NonNullable<NonNullable<TechnicianVisit["order"]>["payment"]>["settle"]>();
      const unsettled = rows.flatMap(({ visit, order }) => (order && visit.status === "booked" && order.payOnInstallation && order.status === "created" && order.exchangeQuantity > 0 ? [order] : []));
      const values = unsettled.length ? await exchangeCells(db) : [];
      for (const order of unsettled) {
        const basis = await exchangeOnDueBasis(db, order);
        settles.set(order.id, {
          unitValue: paiseToRupees(order.exchangeUnitPaise),
          beforeExchange: paiseToRupees(basis.beforeExchangePaise),
          cap: paiseToRupees(basis.capPaise),
          values: values.map((cell) => ({ chemistry: cell.chemistry as ExchangeChemistry, capacityBand: cell.capacityBand as ExchangeBand, value: paiseToRupees(cell.valuePaise) })),
        });
      }
      const visits: TechnicianVisit[] = rows.map(({ visit, ticket, order, technicianName }) => ({
        ...toVisit(visit, technicianName),
        order: order && {
          number: order.number,
          name: order.fullName,
          mobile: order.mobile,
          pincode: order.pincode,
          items: items.filter((item) => item.orderId === order.id).map(({ productId, name, quantity, installation }) => ({ productId, name, quantity, installation })),
          // The old battery the buyer said they hand over (decision 058), for the technician to collect and weigh.
          exchange:
            order.exchangeQuantity > 0 && order.exchangeChemistry && order.exchangeCapacityBand
              ? { chemistry: order.exchangeChemistry as ExchangeChemistry, capacityBand: order.exchangeCapacityBand as ExchangeBand, quantity: order.exchangeQuantity, value: paiseToRupees(order.exchangePaise) }
              : null,
          payment: order.installationPayment ? { state: order.installationPayment, due: paiseToRupees(order.totalPaise), settle: settles.get(order.id) ?? null } : null,
        },
        ticket: ticket && {
          reference: ticket.reference,
          status: ticket.status,
          product: ticket.product,
          serialNo: ticket.serialNo,
          name: ticket.name,
          mobile: ticket.mobile,
          pincode: ticket.pincode,
          issue: complaintIssueLabel(ticket.issue, ticket.issueDescription),
          description: ticket.description,
        },
      }));
      return {
        booked: visits.filter((visit) => visit.status === "booked"),
        recent: visits.filter((visit) => visit.status !== "booked").reverse(),
      };
    },
  };
}
