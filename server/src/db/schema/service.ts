import { type ServiceLine, serviceLines } from "@urjavolt/contract/service-sla";
import { storedVisitOutcomes, visitKinds, visitStatuses } from "@urjavolt/contract/service-visits";
import { type TicketPriority, serviceStatuses, ticketActorKinds, ticketEventKinds, ticketPriorities, ticketSources } from "@urjavolt/contract/service-rules";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { enquiries } from "./enquiries.ts";
import { orders, refunds } from "./orders.ts";
import { storedFiles } from "./files.ts";
import { staffUsers } from "./staff.ts";

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Service tickets (docs/architecture.md, Ticket rules; decision 026): a complaint from the website
 * becomes one in the transaction that stores it and keeps its CMP reference; staff open one for a
 * phone call with an SRV reference. The status follows contract/src/service-rules.ts.
 */
export const serviceTickets = pgTable(
  "service_tickets",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    /** The complaint it came from (the ticket is that complaint's continuation, and goes with it); null for a phone ticket. */
    enquiryId: integer("enquiry_id")
      .unique()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    source: text("source").$type<(typeof ticketSources)[number]>().notNull(),
    status: text("status").$type<(typeof serviceStatuses)[number]>().notNull().default("new"),
    priority: text("priority").$type<(typeof ticketPriorities)[number]>().notNull().default("normal"),
    /**
     * The product: a product choice's value (the desk's list), or the complaint form's catalogue
     * product by name, or "other" (decision 047); its line is serviceLineOf(product).
     */
    product: text("product").notNull(),
    serialNo: text("serial_no"),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    /** Null only for a phone ticket whose caller gave none; then no e-mail is sent. */
    email: text("email"),
    pincode: text("pincode").notNull(),
    /** The complaint form's issue value; 'other' carries its description. */
    issue: text("issue").notNull(),
    issueDescription: text("issue_description"),
    description: text("description").notNull(),
    assignedTo: integer("assigned_to").references(() => staffUsers.id, { onDelete: "restrict" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** resolved_at + 15 days: the customer may reopen until then. */
    reopenUntil: timestamp("reopen_until", { withTimezone: true }),
    /** The SLA deadlines; left null until the SLA clock is wired in. */
    responseDueAt: timestamp("response_due_at", { withTimezone: true }),
    resolutionDueAt: timestamp("resolution_due_at", { withTimezone: true }),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("service_tickets_source_check", sql`${table.source} in (${list(ticketSources)})`),
    check("service_tickets_status_check", sql`${table.status} in (${list(serviceStatuses)})`),
    check("service_tickets_priority_check", sql`${table.priority} in (${list(ticketPriorities)})`),
    // The product is checked by the forms against the live catalogue, not by a list here (decision 047).
    check("service_tickets_product_check", sql`length(${table.product}) between 1 and 150`),
    // A complaint's ticket names its complaint; a phone ticket names none.
    check("service_tickets_enquiry_check", sql`(${table.source} = 'web') = (${table.enquiryId} is not null)`),
    check("service_tickets_email_check", sql`${table.source} = 'phone' or ${table.email} is not null`),
    index("service_tickets_status_idx").on(table.status, table.openedAt),
    index("service_tickets_assigned_idx").on(table.assignedTo),
    index("service_tickets_serial_idx").on(table.serialNo),
  ],
);

/** A ticket's history in time order: status changes, staff notes, and messages with the customer. */
export const serviceTicketEvents = pgTable(
  "service_ticket_events",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").$type<(typeof ticketEventKinds)[number]>().notNull(),
    fromStatus: text("from_status").$type<(typeof serviceStatuses)[number]>(),
    toStatus: text("to_status").$type<(typeof serviceStatuses)[number]>(),
    actorKind: text("actor_kind").$type<(typeof ticketActorKinds)[number]>().notNull(),
    /** Staff accounts are deactivated, never deleted, so the history keeps its names. */
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "restrict" }),
    body: text("body"),
    /** A photo the customer sent with their message (decision 028). */
    fileId: integer("file_id").references(() => storedFiles.id, { onDelete: "restrict" }),
  },
  (table) => [
    check("service_ticket_events_kind_check", sql`${table.kind} in (${list(ticketEventKinds)})`),
    check("service_ticket_events_actor_check", sql`${table.actorKind} in (${list(ticketActorKinds)})`),
    check("service_ticket_events_staff_check", sql`(${table.actorKind} = 'staff') = (${table.staffId} is not null)`),
    // A status event says where the ticket went (`from` is null only for the event that opened it).
    check("service_ticket_events_status_check", sql`${table.kind} <> 'status' or ${table.toStatus} is not null`),
    check("service_ticket_events_from_check", sql`${table.fromStatus} is null or ${table.fromStatus} in (${list(serviceStatuses)})`),
    check("service_ticket_events_to_check", sql`${table.toStatus} is null or ${table.toStatus} in (${list(serviceStatuses)})`),
    index("service_ticket_events_ticket_idx").on(table.ticketId, table.at, table.id),
  ],
);

/** Days the service desk is shut (India dates): the SLA clock does not run on them. */
export const serviceHolidays = pgTable("service_holidays", {
  date: date("date", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
});

/** SLA targets per product line and priority, in business minutes; edited in the console later. */
export const serviceSlaPolicies = pgTable(
  "service_sla_policies",
  {
    id: serial("id").primaryKey(),
    /** A line of the complaint form's products (contract/src/service-sla.ts): the policy is kept per line and priority. */
    line: text("line").$type<ServiceLine>().notNull(),
    priority: text("priority").$type<TicketPriority>().notNull(),
    responseMinutes: integer("response_minutes").notNull(),
    resolutionMinutes: integer("resolution_minutes").notNull(),
  },
  (table) => [
    unique("service_sla_policies_line_priority_key").on(table.line, table.priority),
    check("service_sla_policies_line_check", sql`${table.line} in (${list(serviceLines)})`),
    check("service_sla_policies_priority_check", sql`${table.priority} in (${list(ticketPriorities)})`),
    check("service_sla_policies_minutes_check", sql`${table.responseMinutes} > 0 and ${table.resolutionMinutes} >= ${table.responseMinutes}`),
  ],
);

/**
 * A ticket's serial as the warranty register keeps serials: upper case, no spaces (complaints keep
 * what the customer typed). The unit record and the figures both compare serials by it.
 */
export const ticketSerialKey = sql<string>`upper(regexp_replace(${serviceTickets.serialNo}, '\\s+', '', 'g'))`;

export type ServiceTicketRow = typeof serviceTickets.$inferSelect;
export type NewServiceTicketRow = typeof serviceTickets.$inferInsert;
export type ServiceTicketEventRow = typeof serviceTicketEvents.$inferSelect;

/**
 * A technician's visit to a ticket's customer (decision 031): booked by the service desk for a slot
 * of a working day, closed by the technician (or the desk) with its outcome, or cancelled. A ticket
 * has at most one booked visit at a time, and a technician one booked visit per slot (slots are the
 * fixed two-hour steps of `visitSlots`, so a visit in the same slot is the only way two can overlap).
 */
export const TECHNICIAN_SLOT_INDEX = "service_visits_technician_slot_idx";
export const serviceVisits = pgTable(
  "service_visits",
  {
    id: serial("id").primaryKey(),
    /** A repair of a service ticket, or an installation the buyer booked at checkout (decision 057). */
    kind: text("kind").$type<(typeof visitKinds)[number]>().notNull().default("repair"),
    /** A repair's ticket; an installation's shop order. Exactly one is set, as the kind says. */
    ticketId: integer("ticket_id").references(() => serviceTickets.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "restrict" }),
    technicianId: integer("technician_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "restrict" }),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    slotEnd: timestamp("slot_end", { withTimezone: true }).notNull(),
    /** Where the unit is: the complaint form asks only for a pincode, so the desk takes the address on the call. */
    address: text("address").notNull(),
    /** What the technician should know before going (the desk's words). */
    instructions: text("instructions"),
    status: text("status").$type<(typeof visitStatuses)[number]>().notNull().default("booked"),
    outcome: text("outcome").$type<(typeof storedVisitOutcomes)[number]>(),
    partsUsed: text("parts_used"),
    notes: text("notes"),
    /** The serial of the unit given in exchange, when the outcome is a replacement. */
    replacementSerial: text("replacement_serial"),
    /** The desk member who booked a repair; null for an installation the buyer booked at checkout. */
    bookedBy: integer("booked_by").references(() => staffUsers.id, { onDelete: "restrict" }),
    /** An installation's serial numbers fitted, upper case without spaces, each registered for warranty on closing. */
    fittedSerials: jsonb("fitted_serials").$type<string[]>(),
    /**
     * An installation with an old battery exchanged (decision 058), on closing: what the batteries
     * collected came to against the value given at checkout, in paise. Positive: refunded to the buyer
     * (`exchange_refund_id`, with its credit note); negative: the difference the technician collected.
     */
    exchangeDifferencePaise: integer("exchange_difference_paise"),
    exchangeRefundId: integer("exchange_refund_id").references(() => refunds.id, { onDelete: "restrict" }),
    closedBy: integer("closed_by").references(() => staffUsers.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    check("service_visits_status_check", sql`${table.status} in (${list(visitStatuses)})`),
    check("service_visits_outcome_check", sql`${table.outcome} is null or ${table.outcome} in (${list(storedVisitOutcomes)})`),
    check("service_visits_done_check", sql`(${table.status} = 'done') = (${table.outcome} is not null)`),
    check("service_visits_slot_check", sql`${table.slotEnd} > ${table.slotStart}`),
    check("service_visits_replacement_check", sql`(${table.outcome} = 'unit_replaced') = (${table.replacementSerial} is not null)`),
    check("service_visits_kind_check", sql`${table.kind} in (${list(visitKinds)})`),
    check(
      "service_visits_subject_check",
      sql`(${table.kind} = 'repair' and ${table.ticketId} is not null and ${table.orderId} is null and ${table.bookedBy} is not null) or (${table.kind} = 'install' and ${table.orderId} is not null and ${table.ticketId} is null)`,
    ),
    check("service_visits_install_outcome_check", sql`coalesce(${table.outcome} = 'installed', false) = (${table.kind} = 'install' and ${table.status} = 'done')`),
    check("service_visits_fitted_check", sql`(${table.fittedSerials} is not null) = coalesce(${table.outcome} = 'installed', false)`),
    // One booked visit per ticket at a time.
    uniqueIndex("service_visits_one_booked_idx").on(table.ticketId).where(sql`${table.status} = 'booked'`),
    // One booked visit per technician and slot.
    uniqueIndex(TECHNICIAN_SLOT_INDEX).on(table.technicianId, table.slotStart).where(sql`${table.status} = 'booked'`),
    index("service_visits_technician_idx").on(table.technicianId, table.slotStart),
    index("service_visits_ticket_idx").on(table.ticketId, table.slotStart),
    // One booked installation per order at a time.
    uniqueIndex("service_visits_one_install_idx").on(table.orderId).where(sql`${table.status} = 'booked'`),
  ],
);

export type ServiceVisitRow = typeof serviceVisits.$inferSelect;

/**
 * Units the company knows by serial other than through a warranty registration or a complaint
 * (decision 032): entered by staff (with the shop order they were sold with, or a purchase date), or
 * given as a replacement on a visit, inheriting the warranty start of the unit they replaced.
 */
export const serviceUnits = pgTable(
  "service_units",
  {
    /** Upper case, without spaces, as the warranty keeps serials. */
    serialNo: text("serial_no").primaryKey(),
    /** A product choice's value as the desk enters spares, or a replaced unit's ticket product (decision 047). */
    product: text("product").notNull(),
    source: text("source").$type<"staff" | "replacement">().notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "restrict" }),
    /** When its warranty starts: the sale, the purchase date given, or the replaced unit's start. */
    warrantyStart: date("warranty_start", { mode: "string" }),
    warrantyYears: integer("warranty_years").notNull().default(5),
    /** The unit it replaced, and the visit that did it. */
    replacesSerial: text("replaces_serial"),
    visitId: integer("visit_id").references(() => serviceVisits.id, { onDelete: "restrict" }),
    notes: text("notes"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("service_units_source_check", sql`${table.source} in ('staff', 'replacement')`),
    check("service_units_replacement_check", sql`(${table.source} = 'replacement') = (${table.visitId} is not null)`),
    check("service_units_years_check", sql`${table.warrantyYears} between 1 and 25`),
    index("service_units_order_idx").on(table.orderId),
    index("service_units_replaces_idx").on(table.replacesSerial),
  ],
);

export type ServiceUnitRow = typeof serviceUnits.$inferSelect;
