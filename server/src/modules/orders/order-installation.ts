import type { BookedInstallation, InstallationChoice } from "@urjavolt/contract/installation";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { serviceVisits } from "../../db/schema/service.ts";

/**
 * An order's installation by our technician (decision 057). The service module books it (it knows
 * the technicians and their slots) through these steps, handed in by the services' wiring; the
 * order's own pages read and release the visit row themselves.
 */
export type InstallationSteps = {
  /** Books the chosen slot in checkout's transaction; a 409 when the slot has just been taken. */
  bookInTransaction(tx: Database, booking: { orderId: number; pincode: string; address: string; choice: InstallationChoice; now: Date }): Promise<{ start: Date; end: Date }>;
};

/** An order that will not go ahead (expired unpaid, cancelled) gives its installation's slot back. */
export async function releaseInstallation(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx
    .update(serviceVisits)
    .set({ status: "cancelled", closedAt: now })
    .where(and(eq(serviceVisits.orderId, orderId), eq(serviceVisits.kind, "install"), eq(serviceVisits.status, "booked")));
}

/** The order's installation as its pages show it (its latest visit), or null when none was booked. */
export async function installationOf(db: Database, order: { id: number; installation: boolean; installationPaise: number }): Promise<BookedInstallation | null> {
  if (!order.installation) return null;
  const [visit] = await db
    .select({ slotStart: serviceVisits.slotStart, slotEnd: serviceVisits.slotEnd, status: serviceVisits.status })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.orderId, order.id), eq(serviceVisits.kind, "install")))
    .orderBy(desc(serviceVisits.id))
    .limit(1);
  if (!visit) return null;
  return { from: visit.slotStart.toISOString(), to: visit.slotEnd.toISOString(), status: visit.status, feePaise: order.installationPaise };
}
