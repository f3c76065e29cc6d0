import { type VerifiedContact, carriesContact } from "@urjavolt/contract/accounts";
import { CUSTOMER_SEARCH_LIMIT, type CustomerMatch, type CustomerRecord, customerContact, customerMessages } from "@urjavolt/contract/customers";
import { cleanMobile } from "@urjavolt/contract/form-rules";
import { paiseToRupees } from "@urjavolt/contract/money";
import { and, asc, desc, eq, gt, ilike, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customerSessions, customers } from "../../db/schema/accounts.ts";
import { orders } from "../../db/schema/orders.ts";
import { serviceTicketEvents, serviceTickets, serviceVisits } from "../../db/schema/service.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { AppError } from "../../http/errors.ts";
import { likePattern } from "../../lib/admin-query.ts";
import { contactMatches } from "../../lib/contact-join.ts";
import { consentsOf } from "../messaging/text-messages.ts";

export type CustomersService = ReturnType<typeof createCustomersService>;

type Dated = { name: string; mobile: string; email: string | null; at: Date };

/**
 * One customer in the console (decision 054): the records that carry a contact, joined as the
 * customer's own account joins them (decision 050), so staff see what the customer sees, and the
 * consents given for the mobile (decision 030). Read-only.
 */
export function createCustomersService(db: Database) {
  async function recordsOf(contact: VerifiedContact) {
    // Narrowed in SQL by the account's own join (lib/contact-join.ts); `carriesContact` decides.
    const contacts = { ...contact, formerMobiles: [] };
    const [orderRows, unitRows, ticketRows, accountRows] = await Promise.all([
      db.select().from(orders).where(contactMatches(orders, contacts)).orderBy(desc(orders.createdAt), desc(orders.id)),
      db
        .select()
        .from(warrantyRegistrations)
        .where(contactMatches(warrantyRegistrations, contacts))
        .orderBy(desc(warrantyRegistrations.createdAt), desc(warrantyRegistrations.id)),
      db
        .select()
        .from(serviceTickets)
        .where(contactMatches({ ...serviceTickets, createdAt: serviceTickets.openedAt }, contacts))
        .orderBy(desc(serviceTickets.openedAt), desc(serviceTickets.id)),
      db
        .select()
        .from(customers)
        .where(contact.mobile ? eq(customers.mobile, contact.mobile) : eq(customers.email, contact.email ?? "")),
    ]);
    const carried = <Row extends { mobile: string | null; email: string | null }>(rows: Row[]) => rows.filter((row) => carriesContact(contact, row));
    return { orders: carried(orderRows), units: carried(unitRows), tickets: carried(ticketRows), account: accountRows[0] ?? null };
  }

  /** The names on the records, most recent first, each once (people write their names differently on different forms). */
  function namesOf(records: Awaited<ReturnType<typeof recordsOf>>): string[] {
    const dated: Dated[] = [
      ...records.orders.map((row) => ({ name: row.fullName, mobile: row.mobile, email: row.email, at: row.createdAt })),
      ...records.units.map((row) => ({ name: row.name, mobile: row.mobile, email: row.email, at: row.createdAt })),
      ...records.tickets.map((row) => ({ name: row.name, mobile: row.mobile, email: row.email, at: row.openedAt })),
    ].sort((a, b) => b.at.getTime() - a.at.getTime());
    return [...new Set(dated.map((row) => row.name.trim()).filter((name) => name !== ""))];
  }

  async function matchOf(contact: VerifiedContact): Promise<CustomerMatch | null> {
    const records = await recordsOf(contact);
    if (!records.account && records.orders.length + records.units.length + records.tickets.length === 0) return null;
    return {
      contact: contact.mobile ?? contact.email ?? "",
      kind: contact.mobile ? "mobile" : "email",
      names: namesOf(records),
      orders: records.orders.length,
      units: records.units.length,
      tickets: records.tickets.length,
      account: records.account !== null,
    };
  }

  /** The contacts whose records carry a name like `text`: each mobile (by the one rule) once, newest first. */
  async function contactsNamed(text: string): Promise<{ contacts: VerifiedContact[]; more: boolean }> {
    const pattern = likePattern(text);
    const limit = CUSTOMER_SEARCH_LIMIT * 4;
    const [orderRows, unitRows, ticketRows] = await Promise.all([
      db
        .select({ name: orders.fullName, mobile: orders.mobile, email: orders.email, at: orders.createdAt })
        .from(orders)
        .where(ilike(orders.fullName, pattern))
        .orderBy(desc(orders.createdAt))
        .limit(limit),
      db
        .select({ name: warrantyRegistrations.name, mobile: warrantyRegistrations.mobile, email: warrantyRegistrations.email, at: warrantyRegistrations.createdAt })
        .from(warrantyRegistrations)
        .where(ilike(warrantyRegistrations.name, pattern))
        .orderBy(desc(warrantyRegistrations.createdAt))
        .limit(limit),
      db
        .select({ name: serviceTickets.name, mobile: serviceTickets.mobile, email: serviceTickets.email, at: serviceTickets.openedAt })
        .from(serviceTickets)
        .where(ilike(serviceTickets.name, pattern))
        .orderBy(desc(serviceTickets.openedAt))
        .limit(limit),
    ]);
    const keys = new Map<string, VerifiedContact>();
    for (const row of [...orderRows, ...unitRows, ...ticketRows].sort((a, b) => b.at.getTime() - a.at.getTime())) {
      const contact = customerContact(cleanMobile(row.mobile.trim())) ?? (row.email ? customerContact(row.email) : null);
      if (contact) keys.set(contact.mobile ?? contact.email ?? "", contact);
    }
    const contacts = [...keys.values()];
    return { contacts: contacts.slice(0, CUSTOMER_SEARCH_LIMIT), more: contacts.length > CUSTOMER_SEARCH_LIMIT };
  }

  return {
    /** Customers by a mobile (the one mobile rule), an e-mail address (any case) or a name (any part of it). */
    async search(q: string): Promise<{ data: CustomerMatch[]; more: boolean }> {
      const contact = customerContact(q);
      if (contact) {
        const match = await matchOf(contact);
        return { data: match ? [match] : [], more: false };
      }
      const named = await contactsNamed(q.trim());
      const matches = await Promise.all(named.contacts.map((one) => matchOf(one)));
      return { data: matches.filter((match) => match !== null), more: named.more };
    },

    /** Everything the shop holds under one contact; a 404 when nothing does. */
    async record(key: string, now = new Date()): Promise<CustomerRecord> {
      const contact = customerContact(key);
      if (!contact) throw new AppError("invalid", customerMessages.contactInvalid);
      const records = await recordsOf(contact);
      if (!records.account && records.orders.length + records.units.length + records.tickets.length === 0) {
        throw new AppError("not_found", "No order, warranty, request or account carries this contact.");
      }
      const ticketIds = records.tickets.map((ticket) => ticket.id);
      const [visits, events, devices, consents] = await Promise.all([
        ticketIds.length === 0 ? [] : db.select().from(serviceVisits).where(inArray(serviceVisits.ticketId, ticketIds)).orderBy(asc(serviceVisits.slotStart)),
        ticketIds.length === 0
          ? []
          : db
              .select()
              .from(serviceTicketEvents)
              .where(and(inArray(serviceTicketEvents.ticketId, ticketIds), eq(serviceTicketEvents.kind, "message")))
              .orderBy(asc(serviceTicketEvents.at), asc(serviceTicketEvents.id)),
        records.account
          ? db
              .select({ id: customerSessions.id })
              .from(customerSessions)
              .where(and(eq(customerSessions.customerId, records.account.id), gt(customerSessions.expiresAt, now)))
          : [],
        contact.mobile ? consentsOf(db, `+91${contact.mobile}`) : [],
      ]);
      return {
        contact: contact.mobile ?? contact.email ?? "",
        kind: contact.mobile ? "mobile" : "email",
        names: namesOf(records),
        account: records.account ? { since: records.account.createdAt.toISOString(), devices: devices.length } : null,
        orders: records.orders.map((row) => ({
          id: row.id,
          number: row.number,
          status: row.status,
          placedAt: row.createdAt.toISOString(),
          total: paiseToRupees(row.totalPaise),
          fullName: row.fullName,
          city: row.city,
        })),
        units: records.units.map((row) => ({
          id: row.id,
          serialNo: row.serialNo,
          status: row.status,
          purchaseDate: row.purchaseDate,
          registeredAt: row.createdAt.toISOString(),
        })),
        tickets: records.tickets.map((ticket) => ({
          id: ticket.id,
          reference: ticket.reference,
          product: ticket.product,
          status: ticket.status,
          openedAt: ticket.openedAt.toISOString(),
          visits: visits
            .filter((visit) => visit.ticketId === ticket.id)
            .map((visit) => ({ slotStart: visit.slotStart.toISOString(), status: visit.status, outcome: visit.outcome ?? null })),
          messages: events
            .filter((event) => event.ticketId === ticket.id && event.body !== null && event.actorKind !== "system")
            .map((event) => ({ at: event.at.toISOString(), from: event.actorKind === "customer" ? ("customer" as const) : ("desk" as const), body: event.body ?? "" })),
        })),
        consents,
      };
    },
  };
}
