/**
 * How long the links customers follow without signing in stay open (decision 036): an order's
 * tracking link (`/track-order?token=`, which also downloads the tax invoice with the buyer's name,
 * address and GSTIN) and a service request's (`/track-request/:token`). The link in an e-mail lives
 * as long as the order or the request is under way and 90 days after it ends; a customer who comes
 * back later looks it up by its number and contact, which gives a fresh link for a day.
 */

/** Days an order's or a service request's link stays open after the order or the request has ended. */
export const LINK_DAYS_AFTER_END = 90;

/** An order that never ends (shipped, never marked delivered) still closes its link this long after it was placed. */
export const OPEN_ORDER_LINK_DAYS = 365;

/** Hours a link given by the look-up (number and contact) stays open once the e-mailed link has ended. */
export const FRESH_LINK_HOURS = 24;

/** The order statuses after which nothing more happens to the order: the link's last 90 days start then. */
export const endedOrderStatuses = ["delivered", "cancelled", "refunded", "expired"] as const;

/** The ticket statuses in which the service desk's work is done (the customer may still reopen a resolved one). */
export const endedTicketStatuses = ["resolved", "closed"] as const;

const DAY_MS = 24 * 60 * 60_000;

function daysAfter(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/**
 * When an order's link stops opening it: 90 days after the order ended (`endedAt`, the moment it was
 * delivered, cancelled, refunded or let expire; its placing when that is unknown), or, while it is
 * still under way, a year after it was placed.
 */
export function orderLinkEnd(order: { status: string; createdAt: Date; endedAt: Date | null }): Date {
  if ((endedOrderStatuses as readonly string[]).includes(order.status)) return daysAfter(order.endedAt ?? order.createdAt, LINK_DAYS_AFTER_END);
  return daysAfter(order.createdAt, OPEN_ORDER_LINK_DAYS);
}

/**
 * When a service request's link stops opening it: 90 days after it was closed, or resolved when the
 * customer never confirmed it; null while the desk is still working on it (a reopened request is
 * under way again).
 */
export function ticketLinkEnd(ticket: { status: string; resolvedAt: Date | null; closedAt: Date | null }): Date | null {
  if (!(endedTicketStatuses as readonly string[]).includes(ticket.status)) return null;
  const endedAt = ticket.closedAt ?? ticket.resolvedAt;
  return endedAt ? daysAfter(endedAt, LINK_DAYS_AFTER_END) : null;
}

/** The expiry written into a link the look-up gives once the order's or request's own link has ended. */
export function freshLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + FRESH_LINK_HOURS * 60 * 60_000);
}
