/**
 * The life of a service ticket (docs/architecture.md, Ticket rules; decision 026): which status may
 * follow which, which statuses pause the SLA clock, and what staff and customers read about each.
 * Pure rules: the server enforces them and the console and the tracking page show them.
 */

export const serviceStatuses = [
  "new",
  "acknowledged",
  "diagnosing",
  "visit_scheduled",
  "awaiting_parts",
  "waiting_on_customer",
  "resolved",
  "closed",
  "reopened",
] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

/** The priorities staff set; a new ticket is `normal`. The SLA policy is kept per product line and priority. */
export const ticketPriorities = ["urgent", "high", "normal", "low"] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const DEFAULT_TICKET_PRIORITY: TicketPriority = "normal";
export const ticketPriorityLabels: Record<TicketPriority, string> = { urgent: "Urgent", high: "High", normal: "Normal", low: "Low" };

/** Where a ticket came from: the complaint form, or a call staff took. */
export const ticketSources = ["web", "phone"] as const;
export type TicketSource = (typeof ticketSources)[number];

export const ticketEventKinds = ["status", "note", "message"] as const;
export type TicketEventKind = (typeof ticketEventKinds)[number];
export const ticketActorKinds = ["staff", "customer", "system"] as const;
export type TicketActorKind = (typeof ticketActorKinds)[number];

/** A customer may reopen a resolved ticket for this many days after it was resolved. */
export const REOPEN_DAYS = 15;
const DAY_MS = 24 * 60 * 60_000;

/** The last instant a ticket resolved at `resolvedAt` may be reopened (India keeps no summer time, so 15 days is 15 × 24 h). */
export function reopenUntil(resolvedAt: Date): Date {
  return new Date(resolvedAt.getTime() + REOPEN_DAYS * DAY_MS);
}

/**
 * The statuses a ticket may move to from each status. The work runs new → acknowledged →
 * diagnosing ⇄ visit_scheduled, with pauses for parts or the customer, until it is resolved; a
 * resolved ticket is closed, or reopened within REOPEN_DAYS, and a reopened ticket goes back to the
 * work. Closed is final.
 */
export const serviceTransitions: Readonly<Record<ServiceStatus, readonly ServiceStatus[]>> = {
  new: ["acknowledged"],
  acknowledged: ["diagnosing", "visit_scheduled", "waiting_on_customer", "resolved"],
  diagnosing: ["visit_scheduled", "awaiting_parts", "waiting_on_customer", "resolved"],
  visit_scheduled: ["diagnosing", "awaiting_parts", "waiting_on_customer", "resolved"],
  awaiting_parts: ["diagnosing", "visit_scheduled", "resolved"],
  waiting_on_customer: ["diagnosing", "visit_scheduled", "awaiting_parts", "resolved"],
  resolved: ["closed", "reopened"],
  closed: [],
  reopened: ["diagnosing", "visit_scheduled", "awaiting_parts", "waiting_on_customer", "resolved"],
};

/**
 * The statuses in which the SLA clock stands still: the service desk's target pauses "while it
 * waits on the customer or on parts" (issue "After-sales service desk").
 */
export const pausedStatuses: readonly ServiceStatus[] = ["awaiting_parts", "waiting_on_customer"];
export function isClockPaused(status: ServiceStatus): boolean {
  return pausedStatuses.includes(status);
}

/** Resolved and closed tickets need no more work; every other status is open. */
export const doneStatuses: readonly ServiceStatus[] = ["resolved", "closed"];
export const openStatuses: readonly ServiceStatus[] = serviceStatuses.filter((status) => !doneStatuses.includes(status));
export function isOpenStatus(status: ServiceStatus): boolean {
  return !doneStatuses.includes(status);
}

/** What the ticket's dates say about reopening it: when it was resolved, and until when it may be reopened. */
export type ReopenWindow = { reopenUntil: Date | null; now: Date };

/** Why moving a ticket from `from` to `to` is refused, in words staff can act on; null when it is allowed. */
export function ticketTransitionProblem(from: ServiceStatus, to: ServiceStatus, window: ReopenWindow): string | null {
  if (from === to) return `This ticket is already ${serviceStatusLabels[to].toLowerCase()}.`;
  if (!serviceTransitions[from].includes(to)) {
    if (from === "closed") return "This ticket is closed. Open a new ticket if the fault has come back.";
    if (to === "reopened") return "Only a resolved ticket can be reopened.";
    if (to === "closed") return "Only a resolved ticket can be closed.";
    if (to === "new") return "A ticket cannot go back to new.";
    if (from === "new") return "Acknowledge the ticket first.";
    return `A ticket cannot move from ${serviceStatusLabels[from].toLowerCase()} to ${serviceStatusLabels[to].toLowerCase()}.`;
  }
  if (to === "reopened" && (window.reopenUntil === null || window.now.getTime() > window.reopenUntil.getTime())) {
    return `A ticket can be reopened only within ${REOPEN_DAYS} days of being resolved. Open a new ticket instead.`;
  }
  return null;
}

/** The statuses a ticket may move to now (the reopen window applied). */
export function allowedTransitions(from: ServiceStatus, window: ReopenWindow): ServiceStatus[] {
  return serviceTransitions[from].filter((to) => ticketTransitionProblem(from, to, window) === null);
}

/**
 * The complaint's own status in the staff inbox, kept in step with its ticket: open until someone
 * works on it, in progress while they do, resolved when the ticket is. A reopened ticket is open
 * again: it waits for staff to pick it up, like a new one.
 */
export function enquiryStatusOfTicket(status: ServiceStatus): "open" | "in progress" | "resolved" {
  if (status === "new" || status === "reopened") return "open";
  if (status === "resolved" || status === "closed") return "resolved";
  return "in progress";
}

// ---- Words ----------------------------------------------------------------------------------

export const serviceStatusLabels: Record<ServiceStatus, string> = {
  new: "New",
  acknowledged: "Acknowledged",
  diagnosing: "Diagnosing",
  visit_scheduled: "Visit scheduled",
  awaiting_parts: "Awaiting parts",
  waiting_on_customer: "Waiting on customer",
  resolved: "Resolved",
  closed: "Closed",
  reopened: "Reopened",
};

/** What the customer reads about each status: the e-mails and the tracking page. */
export const customerStatusLabels: Record<ServiceStatus, string> = {
  new: "We have received your request",
  acknowledged: "Our service team has taken up your request",
  diagnosing: "Our engineer is finding the cause",
  visit_scheduled: "An engineer's visit is scheduled",
  awaiting_parts: "We are waiting for spare parts",
  waiting_on_customer: "We need something from you",
  resolved: "Your issue is resolved",
  closed: "Your request is closed",
  reopened: "Your request is reopened",
};

/** What happens next, in the customer's words, for each status. */
export const customerNextSteps: Record<ServiceStatus, string> = {
  new: "Our service team will call you to confirm the details of the fault.",
  acknowledged: "An engineer will look into the fault and call you about it.",
  diagnosing: "Our engineer is checking the fault. We will tell you what is needed to fix it.",
  visit_scheduled: "An engineer will visit you as arranged. Please keep the unit, its serial number and your invoice at hand.",
  awaiting_parts: "We have ordered the spare parts. We will arrange the repair as soon as they arrive.",
  waiting_on_customer: "Please reply to our last message or call us, so that we can go on with the repair.",
  resolved: `If the fault comes back within ${REOPEN_DAYS} days, you can reopen this request with the same reference.`,
  closed: "Nothing more is needed from you. Thank you for your patience.",
  reopened: "Our service team will call you again about the fault.",
};
