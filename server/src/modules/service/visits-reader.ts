import type { TrackedTicket } from "@urjavolt/contract/service";
import { type Visit, firstName } from "@urjavolt/contract/service-visits";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ServiceVisitRow, serviceVisits } from "../../db/schema/service.ts";
import { staffUsers } from "../../db/schema/staff.ts";

/**
 * Reading tickets' visits (decision 031): one query, soonest slot first, and the two ways they are
 * shown, in full to staff and as the customer sees them (the slot, the technician's first name and
 * how it went, never the notes or the address).
 */

type VisitWithTechnician = { visit: ServiceVisitRow; technicianName: string };

/** The visits of some tickets with their technicians' names, soonest slot first. */
async function visitRows(db: Database, ticketIds: readonly number[]): Promise<VisitWithTechnician[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select({ visit: serviceVisits, technicianName: staffUsers.name })
    .from(serviceVisits)
    .innerJoin(staffUsers, eq(staffUsers.id, serviceVisits.technicianId))
    .where(ticketIds.length === 1 ? eq(serviceVisits.ticketId, ticketIds[0]!) : inArray(serviceVisits.ticketId, [...ticketIds]))
    .orderBy(asc(serviceVisits.slotStart), asc(serviceVisits.id));
}

/** A visit as staff see it. */
export function toVisit(visit: ServiceVisitRow, technicianName: string): Visit {
  return {
    id: visit.id,
    kind: visit.kind,
    ticketId: visit.ticketId,
    orderId: visit.orderId,
    fittedSerials: visit.fittedSerials,
    technician: { id: visit.technicianId, name: technicianName },
    slotStart: visit.slotStart.toISOString(),
    slotEnd: visit.slotEnd.toISOString(),
    address: visit.address,
    instructions: visit.instructions,
    status: visit.status,
    outcome: visit.outcome,
    partsUsed: visit.partsUsed,
    notes: visit.notes,
    replacementSerial: visit.replacementSerial,
    closedAt: visit.closedAt?.toISOString() ?? null,
  };
}

/** Every visit of a ticket, soonest slot first, for its console page. */
export async function visitsOf(db: Database, ticketId: number): Promise<Visit[]> {
  return (await visitRows(db, [ticketId])).map(({ visit, technicianName }) => toVisit(visit, technicianName));
}

/** Tickets' visits as their customers see them, by ticket. */
export async function trackedVisitsOf(db: Database, ticketIds: readonly number[]): Promise<Map<number, TrackedTicket["visits"]>> {
  const byTicket = new Map<number, TrackedTicket["visits"]>();
  for (const { visit, technicianName } of await visitRows(db, ticketIds)) {
    if (visit.ticketId === null) continue;
    const list = byTicket.get(visit.ticketId) ?? [];
    list.push({ from: visit.slotStart.toISOString(), to: visit.slotEnd.toISOString(), technician: firstName(technicianName), status: visit.status, outcome: visit.outcome });
    byTicket.set(visit.ticketId, list);
  }
  return byTicket;
}
