import { TICKET_PHOTOS_MAX, TICKET_PHOTOS_MAX_BYTES, serviceMessages } from "@urjavolt/contract/service";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { serviceTicketEvents } from "../../db/schema/service.ts";
import { AppError } from "../../http/errors.ts";
import type { StoredImage } from "../../http/withdrawable-image.ts";
import type { FileStore } from "../../lib/file-store.ts";

/** The photos customers send on their requests (decision 028): what room is left, and reading one back. */

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

/** The photo a customer's message on `ticketId` carries; one 404 for any other event or ticket. */
export async function photoOf(db: Database, files: FileStore, ticketId: number, eventId: number): Promise<StoredImage> {
  const [event] = await db
    .select({ fileId: serviceTicketEvents.fileId })
    .from(serviceTicketEvents)
    .where(and(eq(serviceTicketEvents.id, eventId), eq(serviceTicketEvents.ticketId, ticketId), eq(serviceTicketEvents.kind, "message")));
  const file = event?.fileId ? await files.read(db, event.fileId) : undefined;
  if (!file) throw new AppError("not_found", serviceMessages.photoNotFound);
  return { contentType: file.contentType, data: file.data, sha256: file.sha256 };
}
