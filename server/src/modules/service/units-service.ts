import { addYears } from "@urjavolt/contract/form-rules";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { productChoiceLabel } from "@urjavolt/contract/enquiries";
import { paths } from "@urjavolt/contract/paths";
import type { Staff } from "@urjavolt/contract/staff";
import { serviceStatusLabels } from "@urjavolt/contract/service-rules";
import {
  UNIT_SEARCH_LIMIT,
  type UnitCreate,
  type UnitEvent,
  type UnitList,
  type UnitRecord,
  type UnitSource,
  type UnitWarranty,
  unitMessages,
  unitSources,
} from "@urjavolt/contract/service-units";
import { visitOutcomeLabels, visitSlotText } from "@urjavolt/contract/service-visits";
import { type StoredWarrantyStatus, WARRANTY_YEARS_DEFAULT, normaliseSerial, warrantyExpiry, warrantyStatus } from "@urjavolt/contract/warranty";
import { type SQL, and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { orders } from "../../db/schema/orders.ts";
import { type ServiceTicketRow, type ServiceUnitRow, serviceTicketEvents, serviceTickets, serviceUnits, serviceVisits, ticketSerialKey } from "../../db/schema/service.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { warrantyEvents, warrantyRegistrations } from "../../db/schema/warranty.ts";
import { AppError } from "../../http/errors.ts";
import { likePattern } from "../../lib/admin-query.ts";

export type UnitsService = ReturnType<typeof createUnitsService>;

/** Orders that were paid: a unit sold with one starts its warranty on the day it was paid. */
const paidStatuses = ["paid", "shipped", "delivered", "refunded"] as const;

/** Whether the company knows this serial already as a unit of its own (a registration or an entered unit). */
async function serialKnown(tx: Database, serial: string): Promise<boolean> {
  const [registered] = await tx.select({ id: warrantyRegistrations.id }).from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serial));
  if (registered) return true;
  const [unit] = await tx.select({ serial: serviceUnits.serialNo }).from(serviceUnits).where(eq(serviceUnits.serialNo, serial));
  return unit !== undefined;
}

/**
 * The unit a replacement serial names, when it may be given in exchange (decision 037): a spare the
 * desk entered (no sale, no purchase date, never registered, named on no request), whose product is
 * then known; `null` for a serial the company has never heard of. Any other known serial is a
 * customer's unit, or one given already, and is refused.
 */
async function replacementUnit(tx: Database, serial: string): Promise<ServiceUnitRow | null> {
  const known = () => new AppError("conflict", unitMessages.replacementKnown, { errors: { replacementSerial: unitMessages.replacementKnown } });
  const [registered] = await tx.select({ id: warrantyRegistrations.id }).from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serial));
  const [named] = await tx.select({ id: serviceTickets.id }).from(serviceTickets).where(eq(ticketSerialKey, serial)).limit(1);
  if (registered || named) throw known();
  const [unit] = await tx.select().from(serviceUnits).where(eq(serviceUnits.serialNo, serial)).for("update");
  if (!unit) return null;
  if (unit.source !== "staff" || unit.orderId !== null || unit.warrantyStart !== null) throw known();
  return unit;
}

/**
 * Records the unit a visit gave in exchange (decision 032), in the visit's transaction: it inherits
 * the replaced unit's warranty start and length, and when the replaced unit was registered, the
 * registration is carried over to the new serial (same owner, invoice, purchase date and status), so
 * the customer's warranty check on /warranty finds the new unit. The unit taken back is marked
 * replaced (decision 037): its own check says by what, and its registration no longer counts as a
 * warranty.
 *
 * The new unit must be of the request's product: a spare the desk entered is checked against it, and
 * a technician may give nothing else; the desk may record a serial new to us, which takes the
 * request's product. Refused (409) for another product, a customer's or given unit, and a unit
 * replaced before.
 */
export async function recordReplacement(
  tx: Database,
  replacement: {
    serialNo: string;
    ticket: Pick<ServiceTicketRow, "serialNo" | "product" | "reference">;
    visitId: number;
    staff: Pick<Staff, "id" | "role">;
    now: Date;
  },
): Promise<void> {
  const spare = await replacementUnit(tx, replacement.serialNo);
  const refuse = (message: string) => new AppError("conflict", message, { errors: { replacementSerial: message } });
  if (spare && spare.product !== replacement.ticket.product) {
    throw refuse(unitMessages.replacementOtherProduct(replacement.serialNo, productChoiceLabel(spare.product), productChoiceLabel(replacement.ticket.product)));
  }
  if (!spare && replacement.staff.role === "technician") throw refuse(unitMessages.replacementNotSpare(replacement.serialNo, productChoiceLabel(replacement.ticket.product)));

  const original = replacement.ticket.serialNo ? normaliseSerial(replacement.ticket.serialNo) : null;
  const [registration] = original ? await tx.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, original)).for("update") : [];
  const [originalUnit] = original ? await tx.select().from(serviceUnits).where(eq(serviceUnits.serialNo, original)) : [];
  const [earlier] = original ? await tx.select({ serialNo: serviceUnits.serialNo }).from(serviceUnits).where(eq(serviceUnits.replacesSerial, original)).limit(1) : [];
  const replacedBy = registration?.replacedBy ?? earlier?.serialNo;
  if (replacedBy) throw refuse(unitMessages.replacedAlready(replacedBy));

  const given = {
    source: "replacement" as const,
    warrantyStart: registration?.purchaseDate ?? originalUnit?.warrantyStart ?? null,
    warrantyYears: registration?.warrantyYears ?? originalUnit?.warrantyYears ?? WARRANTY_YEARS_DEFAULT,
    replacesSerial: original,
    visitId: replacement.visitId,
  };
  // A spare keeps its row (who entered it, when, and the notes); a unit new to us gets one.
  if (spare) await tx.update(serviceUnits).set(given).where(eq(serviceUnits.serialNo, spare.serialNo));
  else await tx.insert(serviceUnits).values({ ...given, serialNo: replacement.serialNo, product: replacement.ticket.product, createdBy: replacement.staff.id, createdAt: replacement.now });
  if (!registration) return;
  const { id: _id, serialNo: _serial, createdAt: _created, updatedAt: _updated, comments: _comments, replacedBy: _by, replacedAt: _at, ...carried } = registration;
  await tx.insert(warrantyRegistrations).values({
    ...carried,
    serialNo: replacement.serialNo,
    comments: `Replacement for ${registration.serialNo} (service request ${replacement.ticket.reference}); the warranty runs from the original purchase.`,
    createdAt: replacement.now,
    updatedAt: replacement.now,
  });
  await tx
    .update(warrantyRegistrations)
    .set({ status: "replaced", replacedBy: replacement.serialNo, replacedAt: replacement.now, updatedAt: replacement.now })
    .where(eq(warrantyRegistrations.id, registration.id));
  await tx.insert(warrantyEvents).values({
    warrantyId: registration.id,
    staffId: replacement.staff.id,
    action: "replaced",
    note: `Replaced by ${replacement.serialNo} on a visit for service request ${replacement.ticket.reference}`,
    createdAt: replacement.now,
  });
}

/**
 * Units by serial (decision 032): the record of one serial gathered from everything that names it
 * (its warranty registration, a unit staff entered or a visit gave in exchange, the shop order it was
 * sold with, the service requests about it and their visits), the search over all known serials, and
 * the units staff enter by hand.
 */
export function createUnitsService(db: Database) {
  const service = {
    async record(serial: string, now = new Date()): Promise<UnitRecord> {
      const [registration] = await db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serial));
      const [unit] = await db.select().from(serviceUnits).where(eq(serviceUnits.serialNo, serial));
      const tickets = await db.select().from(serviceTickets).where(eq(ticketSerialKey, serial)).orderBy(asc(serviceTickets.openedAt), asc(serviceTickets.id));
      if (!registration && !unit && tickets.length === 0) throw new AppError("not_found", unitMessages.notFound);

      const [order] = unit?.orderId
        ? await db
            .select({ id: orders.id, number: orders.number, paidAt: orders.paidAt, invoiceNumber: invoices.number })
            .from(orders)
            .leftJoin(invoices, eq(invoices.orderId, orders.id))
            .where(eq(orders.id, unit.orderId))
        : [];
      const [exchange] = unit?.visitId ? await db.select({ closedAt: serviceVisits.closedAt }).from(serviceVisits).where(eq(serviceVisits.id, unit.visitId)) : [];
      const [replacedBy] = await db
        .select({ serialNo: serviceUnits.serialNo, createdAt: serviceUnits.createdAt, givenAt: serviceVisits.closedAt })
        .from(serviceUnits)
        .leftJoin(serviceVisits, eq(serviceVisits.id, serviceUnits.visitId))
        .where(eq(serviceUnits.replacesSerial, serial))
        .orderBy(desc(serviceUnits.createdAt))
        .limit(1);
      const ticketIds = tickets.map((ticket) => ticket.id);
      const statusEvents = ticketIds.length
        ? await db
            .select({ event: serviceTicketEvents, staffName: staffUsers.name })
            .from(serviceTicketEvents)
            .leftJoin(staffUsers, eq(staffUsers.id, serviceTicketEvents.staffId))
            .where(and(inArray(serviceTicketEvents.ticketId, ticketIds), eq(serviceTicketEvents.kind, "status")))
            .orderBy(asc(serviceTicketEvents.at), asc(serviceTicketEvents.id))
        : [];
      const visits = ticketIds.length
        ? await db
            .select({ visit: serviceVisits, technician: staffUsers.name })
            .from(serviceVisits)
            .innerJoin(staffUsers, eq(staffUsers.id, serviceVisits.technicianId))
            .where(inArray(serviceVisits.ticketId, ticketIds))
            .orderBy(asc(serviceVisits.slotStart), asc(serviceVisits.id))
        : [];
      const decisions = registration
        ? await db
            .select({ event: warrantyEvents, staffName: staffUsers.name })
            .from(warrantyEvents)
            .innerJoin(staffUsers, eq(staffUsers.id, warrantyEvents.staffId))
            .where(eq(warrantyEvents.warrantyId, registration.id))
            .orderBy(asc(warrantyEvents.createdAt))
        : [];

      const referenceOf = new Map(tickets.map((ticket) => [ticket.id, ticket.reference]));
      const events: UnitEvent[] = [];
      const add = (at: Date, kind: UnitEvent["kind"], text: string, href: string | null = null) => events.push({ at: at.toISOString(), kind, text, href });
      if (order?.paidAt) add(order.paidAt, "sold", `Sold through the shop on order ${order.number}`, paths.admin.order(order.id));
      if (unit?.source === "staff") add(unit.createdAt, "entered", unit.orderId ? "Serial number recorded against the order" : "Entered by staff");
      if (unit?.source === "replacement") {
        // A spare the desk entered was known before the visit that gave it (decision 037).
        const givenAt = exchange?.closedAt ?? unit.createdAt;
        if (unit.createdAt.getTime() < givenAt.getTime()) add(unit.createdAt, "entered", "Entered by staff");
        add(givenAt, "replacement", unit.replacesSerial ? `Given in exchange for ${unit.replacesSerial}` : "Given in exchange for a faulty unit", unit.replacesSerial ? paths.admin.unit(unit.replacesSerial) : null);
      }
      if (registration) add(registration.createdAt, "registered", `Registered for warranty by ${registration.name}`, paths.admin.warranty(registration.id));
      // The exchange itself is the "replaced" line below, from the unit given for this one.
      for (const { event, staffName } of decisions.filter(({ event }) => event.action !== "replaced")) add(event.createdAt, "warranty", `Warranty ${event.action} by ${staffName}${event.note ? `: ${event.note}` : ""}`, paths.admin.warranty(registration!.id));
      // A visit comes before the status it brought about at the same moment (booked, then scheduled; closed, then resolved).
      for (const { visit, technician } of visits) {
        const ticketId = visit.ticketId;
        if (ticketId === null) continue;
        const reference = referenceOf.get(ticketId)!;
        add(visit.createdAt, "visit", `${reference}: visit booked with ${technician} for ${visitSlotText(visit.slotStart, visit.slotEnd)}`, paths.admin.ticket(ticketId));
        if (visit.closedAt && visit.status === "done" && visit.outcome) {
          const exchanged = visit.replacementSerial ? `, replaced by ${visit.replacementSerial}` : "";
          add(visit.closedAt, "visit", `${reference}: visit by ${technician}: ${visitOutcomeLabels[visit.outcome]}${exchanged}`, paths.admin.ticket(ticketId));
        }
        if (visit.closedAt && visit.status === "cancelled") add(visit.closedAt, "visit", `${reference}: visit of ${visitSlotText(visit.slotStart, visit.slotEnd)} cancelled`, paths.admin.ticket(ticketId));
      }
      for (const { event, staffName } of statusEvents) {
        const reference = referenceOf.get(event.ticketId)!;
        const text =
          event.fromStatus === null
            ? `Service request ${reference} opened`
            : `${reference}: ${serviceStatusLabels[event.toStatus!]}${staffName ? ` (${staffName})` : event.actorKind === "customer" ? " (by the customer)" : ""}`;
        add(event.at, event.fromStatus === null ? "ticket" : "status", text, paths.admin.ticket(event.ticketId));
      }
      if (replacedBy) add(replacedBy.givenAt ?? replacedBy.createdAt, "replaced", `Replaced by ${replacedBy.serialNo}`, paths.admin.unit(replacedBy.serialNo));
      events.sort((a, b) => a.at.localeCompare(b.at));

      const sources: UnitSource[] = [];
      if (registration) sources.push("registration");
      if (unit?.orderId) sources.push("order");
      if (unit?.source === "staff") sources.push("staff");
      if (unit?.source === "replacement") sources.push("replacement");
      if (tickets.length > 0) sources.push("ticket");

      return {
        serialNo: serial,
        product: unit ? productChoiceLabel(unit.product) : tickets.length ? productChoiceLabel(tickets.at(-1)!.product) : null,
        sources,
        warranty: warrantyOfUnit(registration, unit, now),
        order: order ? { id: order.id, number: order.number, paidAt: order.paidAt?.toISOString() ?? null, invoiceNumber: order.invoiceNumber ?? null } : null,
        registration: registration
          ? {
              id: registration.id,
              status: warrantyStatus(registration.status as StoredWarrantyStatus, warrantyExpiry(registration.purchaseDate, registration.warrantyYears), now),
              name: registration.name,
              mobile: registration.mobile,
              purchaseDate: registration.purchaseDate,
              dealer: registration.dealer,
              invoiceNo: registration.invoiceNo,
            }
          : null,
        replaces: unit?.replacesSerial ?? null,
        replacedBy: replacedBy?.serialNo ?? null,
        notes: unit?.notes ?? null,
        tickets: tickets.map((ticket) => ({ id: ticket.id, reference: ticket.reference, status: ticket.status, openedAt: ticket.openedAt.toISOString() })),
        visits: visits.flatMap(({ visit }) => (visit.ticketId === null ? [] : [{ id: visit.id, ticketId: visit.ticketId, slotStart: visit.slotStart.toISOString(), outcome: visit.outcome }])),
        events,
      };
    },

    /** Known serials matching `q` (any part of the serial), newest first; the newest known without one. */
    async list(q: string): Promise<UnitList> {
      const pattern = q ? likePattern(normaliseSerial(q)) : "%";
      const known = (table: SQL) => sql`select serial, source, product, at from (${table}) as known where serial ilike ${pattern}`;
      const result = await db.execute(sql`
        select serial, string_agg(distinct source, ',') as sources, (array_agg(product order by at desc) filter (where product is not null))[1] as product, max(at) as at
        from (
          ${known(sql`select ${warrantyRegistrations.serialNo} as serial, 'registration' as source, null::text as product, ${warrantyRegistrations.createdAt} as at from ${warrantyRegistrations}`)}
          union all
          ${known(sql`select ${serviceUnits.serialNo} as serial, ${serviceUnits.source} as source, ${serviceUnits.product} as product, ${serviceUnits.createdAt} as at from ${serviceUnits}`)}
          union all
          ${known(sql`select ${serviceUnits.serialNo} as serial, 'order' as source, null::text as product, ${serviceUnits.createdAt} as at from ${serviceUnits} where ${serviceUnits.orderId} is not null`)}
          union all
          ${known(sql`select ${ticketSerialKey} as serial, 'ticket' as source, ${serviceTickets.product} as product, ${serviceTickets.openedAt} as at from ${serviceTickets} where ${serviceTickets.serialNo} is not null`)}
        ) as units
        group by serial
        order by max(at) desc, serial
        limit ${UNIT_SEARCH_LIMIT}
      `);
      const rows = (result as unknown as { rows: Array<{ serial: string; sources: string; product: string | null }> }).rows;
      return {
        units: rows.map((row) => ({
          serialNo: row.serial,
          product: row.product ? productChoiceLabel(row.product) : null,
          sources: unitSources.filter((source) => row.sources.split(",").includes(source)),
        })),
      };
    },

    /**
     * A unit staff enter by hand: with the shop order it was sold with (its warranty starts the day
     * the order was paid) or the date it was bought. A serial already known is refused (409).
     */
    async create(input: UnitCreate, staffId: number, now = new Date()): Promise<UnitRecord> {
      if (input.purchaseDate && input.purchaseDate > indiaIsoDate(now)) {
        throw new AppError("invalid", unitMessages.purchaseDateFuture, { errors: { purchaseDate: unitMessages.purchaseDateFuture } });
      }
      await db.transaction(async (tx) => {
        if (await serialKnown(tx, input.serialNo)) throw new AppError("conflict", unitMessages.serialKnown, { errors: { serialNo: unitMessages.serialKnown } });
        let orderId: number | null = null;
        let warrantyStart = input.purchaseDate;
        if (input.orderNumber) {
          const [order] = await tx
            .select({ id: orders.id, paidAt: orders.paidAt })
            .from(orders)
            .where(and(eq(orders.number, input.orderNumber), inArray(orders.status, [...paidStatuses])));
          if (!order?.paidAt) throw new AppError("invalid", unitMessages.orderNotFound, { errors: { orderNumber: unitMessages.orderNotFound } });
          orderId = order.id;
          warrantyStart ??= indiaIsoDate(order.paidAt);
        }
        await tx.insert(serviceUnits).values({
          serialNo: input.serialNo,
          product: input.product,
          source: "staff",
          orderId,
          warrantyStart,
          notes: input.notes,
          createdBy: staffId,
          createdAt: now,
        });
      });
      return service.record(input.serialNo, now);
    },
  };
  return service;
}

/** The unit's warranty: its registration's when it has one; else inherited from the unit it replaced, or counted from its sale. */
function warrantyOfUnit(
  registration: typeof warrantyRegistrations.$inferSelect | undefined,
  unit: typeof serviceUnits.$inferSelect | undefined,
  now: Date,
): UnitWarranty {
  if (registration) {
    const endDate = warrantyExpiry(registration.purchaseDate, registration.warrantyYears);
    return { basis: "registration", status: warrantyStatus(registration.status as StoredWarrantyStatus, endDate, now), startDate: registration.purchaseDate, endDate };
  }
  if (!unit?.warrantyStart) return { basis: "none" };
  const endDate = addYears(unit.warrantyStart, unit.warrantyYears);
  const inWarranty = indiaIsoDate(now) <= endDate;
  if (unit.source === "replacement" && unit.replacesSerial) return { basis: "inherited", from: unit.replacesSerial, startDate: unit.warrantyStart, endDate, inWarranty };
  return { basis: "sale", startDate: unit.warrantyStart, endDate, inWarranty };
}
