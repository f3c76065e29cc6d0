import { type VerifiedContact, carriesContact } from "@urjavolt/contract/accounts";
import {
  type TicketAnswer,
  type TicketLookup,
  type TicketMessage,
  type TicketPhoto,
  type TicketTarget,
  TICKET_PHOTO_FIELD,
  TICKET_PHOTO_MAX_BYTES,
  ticketPhotoTypes,
  type TrackedTicket,
  mobileKey,
  trackRequestMessages,
} from "@urjavolt/contract/service";
import { type ServiceStatus, isOpenStatus, ticketTransitionProblem } from "@urjavolt/contract/service-rules";
import type { SlaClock } from "@urjavolt/contract/service-sla";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ServiceTicketRow, serviceTicketEvents, serviceTickets } from "../../db/schema/service.ts";
import { trackedVisitsOf } from "./visits-reader.ts";
import { AppError } from "../../http/errors.ts";
import { confirmationLookup, linkOpen, signServiceRequestToken, verifyServiceRequestToken } from "../../lib/signed-links.ts";
import { freshLinkExpiry, ticketLinkEnd } from "@urjavolt/contract/signed-links";
import type { ConfirmationLookup } from "@urjavolt/contract/orders-confirmation";
import { readSlaSettings, statusStepsIn, ticketClocks } from "./sla.ts";
import type { TicketsService } from "./tickets-service.ts";
import { photoOf, photoRoomOf } from "./ticket-photos.ts";
import { type MultipartForm, judgeUpload } from "../../http/multipart.ts";
import type { StoredImage } from "../../http/withdrawable-image.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { paths } from "@urjavolt/contract/paths";

/** The line a photo sent without a note stands under in the history. */
const PHOTO_WITHOUT_NOTE = "(a photo)";

/** The photo a customer may send on their request: one JPEG, PNG or WebP of at most 5 MB, judged by its bytes. */
export const ticketPhotoUpload: MultipartForm["file"] = {
  field: TICKET_PHOTO_FIELD,
  maxBytes: TICKET_PHOTO_MAX_BYTES,
  types: ticketPhotoTypes,
  messages: { type: trackRequestMessages.photoType, tooLarge: trackRequestMessages.photoTooLarge },
};

export type RequestTrackingService = ReturnType<typeof createRequestTrackingService>;

/**
 * The customer's side of a service ticket (decision 028): found by its reference and mobile number,
 * then opened by a signed link. Every miss (unknown reference, wrong mobile, forged or altered
 * link) is the same 404 with the same words, so an answer tells nobody whether a reference exists.
 * Status changes and messages go through the tickets service, as staff's do.
 */
export function createRequestTrackingService(db: Database, tickets: TicketsService, secret: string, files: FileStore) {
  const notFound = () => new AppError("not_found", trackRequestMessages.notFound);

  async function byReference(reference: string): Promise<ServiceTicketRow | undefined> {
    const [ticket] = await db.select().from(serviceTickets).where(eq(serviceTickets.reference, reference));
    return ticket;
  }

  /** The ticket a link opens: a 404 for a forged, altered or unknown one, a 410 past its lifetime (decision 036). */
  async function ticketOfToken(token: string, now: Date): Promise<ServiceTicketRow> {
    const claim = verifyServiceRequestToken(token, secret);
    const ticket = claim === undefined ? undefined : await byReference(claim.id);
    if (!claim || !ticket) throw notFound();
    if (!linkOpen(claim, ticketLinkEnd(ticket), now)) throw new AppError("gone", trackRequestMessages.linkExpired);
    return ticket;
  }

  /** The ticket as its customer sees it, with `token` in its links (the page's own, and its photos'). */
  async function view(ticket: ServiceTicketRow, now: Date, token: string): Promise<TrackedTicket> {
    const [events, settings, visits, photoRoom] = await Promise.all([
      db.select().from(serviceTicketEvents).where(eq(serviceTicketEvents.ticketId, ticket.id)).orderBy(asc(serviceTicketEvents.at), asc(serviceTicketEvents.id)),
      readSlaSettings(db),
      trackedVisitsOf(db, [ticket.id]),
      photoRoomOf(db, files, ticket.id),
    ]);
    const clocks = ticketClocks(ticket, statusStepsIn(events), settings, now);
    const window = { reopenUntil: ticket.reopenUntil, now };
    return {
      token,
      reference: ticket.reference,
      product: ticket.product,
      status: ticket.status,
      openedAt: ticket.openedAt.toISOString(),
      target: targetOf(ticket, clocks),
      reopenUntil: ticket.status === "resolved" ? (ticket.reopenUntil?.toISOString() ?? null) : null,
      canMessage: ticket.status !== "closed",
      canConfirm: ticketTransitionProblem(ticket.status, "closed", window) === null,
      canReopen: ticketTransitionProblem(ticket.status, "reopened", window) === null,
      history: events.flatMap((event) =>
        event.kind === "status" && event.toStatus !== null ? [{ status: event.toStatus, at: event.at.toISOString(), byCustomer: event.actorKind === "customer" }] : [],
      ),
      // Staff notes (and the system's escalation lines) stay in the console.
      messages: events.flatMap((event) =>
        event.kind === "message" && event.body !== null
          ? [
              {
                from: event.actorKind === "customer" ? ("customer" as const) : ("desk" as const),
                at: event.at.toISOString(),
                body: event.body,
                photo: event.fileId === null ? null : `/api/v1${paths.trackRequestTicket(token)}/photos/${event.id}`,
              },
            ]
          : [],
      ),
      photoRoom,
      visits: visits.get(ticket.id) ?? [],
    };
  }

  return {
    /**
     * The ticket whose reference and mobile (compared by their last 10 digits) match; one neutral 404
     * otherwise. Its page is the request's own link while that lives, else a fresh one for a day.
     */
    async find(lookup: TicketLookup, now = new Date()): Promise<TrackedTicket> {
      const ticket = await byReference(lookup.reference.trim().toUpperCase());
      const key = mobileKey(lookup.mobile);
      if (!ticket || key === null || mobileKey(ticket.mobile) !== key) throw notFound();
      const end = ticketLinkEnd(ticket);
      const own = end === null || now.getTime() < end.getTime();
      return view(ticket, now, own ? signServiceRequestToken(ticket.reference, secret) : signServiceRequestToken(ticket.reference, secret, freshLinkExpiry(now)));
    },

    /**
     * A signed-in customer's request by its reference alone (decision 054): the request's page, with
     * a link of its own for its forms and photos, when it carries their verified contact (the
     * account's one rule); null for any other, so the page behaves as it does without a session.
     */
    async findForCustomer(reference: string, contact: VerifiedContact | null, now = new Date()): Promise<TrackedTicket | null> {
      if (!contact) return null;
      const ticket = await byReference(reference.trim().toUpperCase());
      if (!ticket || !carriesContact(contact, ticket)) return null;
      const end = ticketLinkEnd(ticket);
      const own = end === null || now.getTime() < end.getTime();
      return view(ticket, now, own ? signServiceRequestToken(ticket.reference, secret) : signServiceRequestToken(ticket.reference, secret, freshLinkExpiry(now)));
    },

    /** The ticket a signed link opens; a 404 for a forged or altered one, a 410 for one past its lifetime. */
    async byToken(token: string, now = new Date()): Promise<TrackedTicket> {
      return view(await ticketOfToken(token, now), now, token);
    },

    /** For the page's loader: the same, with a refusal (forged or unknown, or expired) as its reason. */
    findByToken(token: string, now = new Date()): Promise<ConfirmationLookup<TrackedTicket>> {
      return confirmationLookup(async () => view(await ticketOfToken(token, now), now, token));
    },

    /** The customer's message on the ticket, e-mailed to staff; refused (409) once the ticket is closed. */
    async sendMessage(token: string, input: TicketMessage, now = new Date()): Promise<TrackedTicket> {
      const ticket = await ticketOfToken(token, now);
      await tickets.addCustomerMessage(ticket.id, input.message, now);
      return view(await ticketOfToken(token, now), now, token);
    },

    /**
     * A photo the customer sends on their request, with an optional note: judged by its bytes (a
     * JPEG, PNG or WebP of at most 5 MB) and cleaned of its metadata, then kept and told to staff as
     * a message is, while the request has room for it (409 or 413 otherwise, the note not kept
     * either: one post is one message).
     */
    async sendPhoto(token: string, input: TicketPhoto, file: { filename: string; data: Uint8Array } | undefined, now = new Date()): Promise<TrackedTicket> {
      const ticket = await ticketOfToken(token, now);
      if (!file || file.data.length === 0) throw new AppError("invalid", trackRequestMessages.photoRequired, { errors: { [TICKET_PHOTO_FIELD]: trackRequestMessages.photoRequired } });
      const photo = await judgeUpload(file, ticketPhotoUpload);
      await tickets.addCustomerMessage(ticket.id, input.caption ?? PHOTO_WITHOUT_NOTE, now, photo);
      return view(await ticketOfToken(token, now), now, token);
    },

    /** A photo the customer sent, read with the request's link; the same 404 for anything else, a 410 once the link has ended. */
    async photo(token: string, eventId: number, now = new Date()): Promise<StoredImage> {
      const ticket = await ticketOfToken(token, now);
      return photoOf(db, files, ticket.id, eventId);
    },

    /** "Yes, it is fixed" closes a resolved ticket; "No, the fault is back" reopens it within its window (409 with the rules' reason otherwise). */
    async answer(token: string, input: TicketAnswer, now = new Date()): Promise<TrackedTicket> {
      const ticket = await ticketOfToken(token, now);
      await tickets.customerChangeStatus(ticket.id, input.answer === "fixed" ? "closed" : "reopened", now);
      return view(await ticketOfToken(token, now), now, token);
    },
  };
}

const waitingFor: Partial<Record<ServiceStatus, "parts" | "customer">> = { awaiting_parts: "parts", waiting_on_customer: "customer" };

/**
 * The time the customer is told the desk aims to act by: the response clock's until staff take the
 * request up, then the resolution clock's (decision 027). Nothing once the work is done.
 */
function targetOf(ticket: ServiceTicketRow, clocks: { response: SlaClock; resolution: SlaClock }): TicketTarget | null {
  if (!isOpenStatus(ticket.status)) return null;
  const kind = ticket.acknowledgedAt === null ? "response" : "resolution";
  const clock = clocks[kind];
  if (clock.state === "paused") return { state: "paused", waitingFor: waitingFor[ticket.status] ?? "customer" };
  if (clock.dueAt === null) return null;
  if (clock.state === "breached") return { state: "overdue", kind, dueAt: clock.dueAt.toISOString(), escalated: ticket.escalatedAt !== null };
  return { state: "running", kind, dueAt: clock.dueAt.toISOString() };
}
