import { type UnsentCodeLog, logUnsentCode } from "../../lib/unsent-codes.ts";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { ACCOUNT_CODE_MAX_WRONG, ACCOUNT_CODE_MINUTES, ACCOUNT_SEND_LIMITS, ACCOUNT_SESSION_COOKIE, ACCOUNT_SESSION_DAYS, accountMessages, maskedContact } from "@urjavolt/contract/accounts";
import {
  ADDRESSES_MAX,
  MOBILE_CHANGE_COOKIE,
  type AccountDetails,
  type AddressInput,
  type ErasurePlan,
  type KeptItem,
  type MobileChangeCodes,
  type MobileChangeSent,
  type ProfileInput,
  type RightsRequest,
  type RightsRequestKind,
  type SavedAddress,
  invoiceKeptUntil,
  keptReasons,
  rightsMessages,
} from "@urjavolt/contract/accounts-rights";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { financialYear } from "@urjavolt/contract/invoices";
import type { AccountRequester, WithCookies } from "@urjavolt/contract/load-context";
import { site } from "@urjavolt/contract/site";
import { doneStatuses } from "@urjavolt/contract/service-rules";
import { type StoredWarrantyStatus, warrantyExpiry, warrantyStatus } from "@urjavolt/contract/warranty";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customerSessions, customers, signInChallenges } from "../../db/schema/accounts.ts";
import { customerAddresses, customerFormerMobiles, customerProfiles, mobileChanges, rightsRequests } from "../../db/schema/accounts-rights.ts";
import { creditNotes, invoices } from "../../db/schema/invoices.ts";
import { messageConsents } from "../../db/schema/messages.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTicketEvents, serviceTickets, serviceVisits } from "../../db/schema/service.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/errors.ts";
import type { RateCounters } from "../../http/rate-limit.ts";
import { type AccountContacts, carriesContact, contactMatches, formerMobilesOf } from "../../lib/contact-join.ts";
import { ACCOUNT_CODE_KIND } from "../messaging/mail-worker.ts";
import { type TextSettings, renderText } from "../messaging/text-templates.ts";

/**
 * A customer's rights over their data (decision 053): details and addresses, a copy of everything
 * held, a new mobile proven by a code to each number, erasure, and the log of every such request.
 */

/** What a signed-in browser is, as the accounts service reads it from the session cookie (decision 050). */
export type SignedIn = { sessionId: number; customerId: number; mobile: string | null; email: string | null };

export type AccountsRightsOptions = {
  /** Reads the session cookie's account (the accounts service's `session`). */
  session(token: string | null | undefined): Promise<SignedIn | null>;
  codeSecret: string;
  texts: TextSettings;
  counters: RateCounters;
  secureCookies: boolean;
  /** The demo's log of codes it could not send (Config.demoCodesInLog). */
  unsentCodes?: UnsentCodeLog | undefined;
};

/** Words put in place of what erasure removes from a record the law makes us keep in part. */
const REMOVED = "Removed at the customer's request";
const REMOVED_MOBILE = "0000000000";
const REMOVED_EMAIL = "removed@invalid";
const LOG_ITEM = "The log of your requests";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
const isToken = (token: string | null | undefined): token is string => typeof token === "string" && /^[\w-]{20,100}$/.test(token);

export type AccountsRightsService = ReturnType<typeof createAccountsRightsService>;

export function createAccountsRightsService(db: Database, options: AccountsRightsOptions) {
  const codeHash = (tokenHash: string, which: "current" | "new", code: string) =>
    createHmac("sha256", options.codeSecret).update(`${tokenHash}:${which}:${code}`).digest();

  function cookie(name: string, value: string | null, path: string, maxAgeSeconds: number): string {
    const parts = [`${name}=${value ?? ""}`, `Path=${path}`, "HttpOnly", "SameSite=Lax", `Max-Age=${value === null ? 0 : maxAgeSeconds}`];
    if (value === null) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    if (options.secureCookies) parts.push("Secure");
    return parts.join("; ");
  }

  async function requireSession(token: string | null | undefined): Promise<SignedIn> {
    const session = await options.session(token);
    if (!session) throw new AppError("unauthorized", accountMessages.signInFirst);
    return session;
  }

  const maskedOf = (session: { mobile: string | null; email: string | null }) =>
    session.mobile ? maskedContact("sms", session.mobile) : maskedContact("email", session.email ?? "");

  async function log(
    tx: Pick<Database, "insert">,
    session: { customerId: number; mobile: string | null; email: string | null },
    kind: RightsRequestKind,
    detail: string,
    outcome: string,
    now: Date,
    kept: KeptItem[] | null = null,
  ) {
    await tx.insert(rightsRequests).values({ at: now, kind, customerId: session.customerId, contact: maskedOf(session), detail, outcome, kept });
  }

  async function contactsOf(session: SignedIn): Promise<AccountContacts> {
    return { mobile: session.mobile, email: session.email, formerMobiles: session.mobile ? await formerMobilesOf(db, session.customerId) : [] };
  }

  /** The records that carry the account's verified contacts (decision 050), read in full. */
  async function recordsOf(contacts: AccountContacts) {
    const [orderRows, unitRows, ticketRows] = await Promise.all([
      db.select().from(orders).where(contactMatches(orders, contacts)).orderBy(asc(orders.createdAt), asc(orders.id)),
      db.select().from(warrantyRegistrations).where(contactMatches(warrantyRegistrations, contacts)).orderBy(asc(warrantyRegistrations.createdAt)),
      db
        .select()
        .from(serviceTickets)
        .where(contactMatches({ ...serviceTickets, createdAt: serviceTickets.openedAt }, contacts))
        .orderBy(asc(serviceTickets.openedAt)),
    ]);
    return {
      orders: orderRows.filter((row) => carriesContact(contacts, row)),
      units: unitRows.filter((row) => carriesContact(contacts, row)),
      tickets: ticketRows.filter((row) => carriesContact(contacts, { ...row, createdAt: row.openedAt })),
    };
  }

  async function addressesOf(customerId: number): Promise<SavedAddress[]> {
    const rows = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(asc(customerAddresses.id));
    return rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      mobile: row.mobile,
      address: row.address,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
  const anonymiseOrders = (tx: Tx, ids: number[]) =>
    tx.update(orders).set({ fullName: REMOVED, email: REMOVED_EMAIL, mobile: REMOVED_MOBILE, address: REMOVED, city: REMOVED, state: REMOVED, buyerGstin: null }).where(inArray(orders.id, ids));
  const anonymiseUnits = (tx: Tx, ids: number[], now: Date) =>
    tx.update(warrantyRegistrations).set({ name: REMOVED, mobile: REMOVED_MOBILE, email: null, comments: null, updatedAt: now }).where(inArray(warrantyRegistrations.id, ids));
  async function anonymiseTickets(tx: Tx, ids: number[], now: Date) {
    await tx
      .update(serviceTickets)
      .set({ name: REMOVED, mobile: REMOVED_MOBILE, email: sql`case when ${serviceTickets.email} is null then null else ${REMOVED_EMAIL} end`, updatedAt: now })
      .where(inArray(serviceTickets.id, ids));
    await tx.update(serviceVisits).set({ address: REMOVED, instructions: null }).where(inArray(serviceVisits.ticketId, ids));
    await tx
      .update(serviceTicketEvents)
      .set({ body: REMOVED })
      .where(and(inArray(serviceTicketEvents.ticketId, ids), eq(serviceTicketEvents.kind, "message"), eq(serviceTicketEvents.actorKind, "customer")));
  }
  /**
   * Past its eight years a tax document's buyer goes too: the order's contact, and the buyer's name
   * and address in the stored invoice and credit notes (their numbers, dates, lines and tax stay, so
   * the series has no gap). A PDF made from them before is dropped; it would be made again without.
   */
  async function anonymiseTaxRecords(tx: Tx, orderId: number) {
    await anonymiseOrders(tx, [orderId]);
    const buyer = sql`jsonb_set(jsonb_set(document, '{buyer,name}', to_jsonb(${REMOVED}::text)), '{buyer,address}', to_jsonb(${REMOVED}::text))`;
    await tx.update(invoices).set({ document: buyer, pdfFileId: null }).where(eq(invoices.orderId, orderId));
    await tx.update(creditNotes).set({ document: buyer, pdfFileId: null }).where(eq(creditNotes.orderId, orderId));
  }

  /** What erasure removes at once, and what it must keep, with the reason and the end date. */
  async function planFor(session: SignedIn, now: Date) {
    const contacts = await contactsOf(session);
    const records = await recordsOf(contacts);
    const invoiceRows =
      records.orders.length === 0
        ? []
        : await db.select({ orderId: invoices.orderId, number: invoices.number, financialYear: invoices.financialYear }).from(invoices).where(inArray(invoices.orderId, records.orders.map((order) => order.id)));
    const invoiceOf = new Map(invoiceRows.map((row) => [row.orderId, row]));
    const kept: KeptItem[] = [];
    const paidOrders = records.orders.filter((order) => order.paidAt !== null);
    const unpaidOrders = records.orders.filter((order) => order.paidAt === null && order.status !== "created");
    for (const order of records.orders.filter((one) => one.paidAt === null && one.status === "created")) {
      kept.push({ what: `Checkout ${order.number}, awaiting payment`, reference: order.number, reason: keptReasons.awaitingPayment, until: null });
    }
    for (const order of paidOrders) {
      const invoice = invoiceOf.get(order.id);
      const year = invoice?.financialYear ?? financialYear(order.paidAt ?? order.createdAt);
      kept.push({
        what: invoice ? `Order ${order.number} and its tax invoice ${invoice.number}` : `Order ${order.number} and its payment`,
        reference: order.number,
        reason: keptReasons.invoice,
        until: invoiceKeptUntil(year),
      });
    }
    const liveUnits = records.units.filter((unit) => {
      const expiry = warrantyExpiry(unit.purchaseDate, unit.warrantyYears);
      return warrantyStatus(unit.status as StoredWarrantyStatus, expiry, now) !== "Expired" && unit.status !== "rejected" && unit.status !== "replaced";
    });
    const endedUnits = records.units.filter((unit) => !liveUnits.includes(unit));
    for (const unit of liveUnits) {
      kept.push({ what: `Warranty registration of serial ${unit.serialNo}`, reference: unit.serialNo, reason: keptReasons.warranty, until: warrantyExpiry(unit.purchaseDate, unit.warrantyYears) });
    }
    const openTickets = records.tickets.filter((ticket) => !(doneStatuses as readonly string[]).includes(ticket.status));
    const doneTickets = records.tickets.filter((ticket) => !openTickets.includes(ticket));
    for (const ticket of openTickets) {
      kept.push({ what: `Service request ${ticket.reference} (open)`, reference: ticket.reference, reason: keptReasons.openTicket, until: null });
    }
    const [addressCount] = await db.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, session.customerId));
    const erased: ErasurePlan["erased"] = [
      { what: "Your account", detail: `Its verified ${session.mobile ? "mobile number" : "e-mail address"}${contacts.formerMobiles.length > 0 ? " and the numbers it had before" : ""}, and its sign-in codes.` },
      { what: "Your details", detail: "The name and e-mail address you saved." },
      { what: "Saved addresses", detail: `${addressCount?.n ?? 0} saved ${addressCount?.n === 1 ? "address" : "addresses"}.` },
      { what: "Signed-in devices", detail: "Every device is signed out and its record deleted." },
    ];
    if (unpaidOrders.length > 0) erased.push({ what: "Orders never paid", detail: `Your name, contact and address are removed from ${unpaidOrders.length} checkout${unpaidOrders.length === 1 ? "" : "s"} that were never paid (no invoice was issued).` });
    if (endedUnits.length > 0) erased.push({ what: "Ended or refused warranties", detail: `Your name and contact are removed from ${endedUnits.length} warranty registration${endedUnits.length === 1 ? "" : "s"} no longer in force; the serial's history stays without them.` });
    if (doneTickets.length > 0) erased.push({ what: "Closed service requests", detail: `Your name, contact, address and messages are removed from ${doneTickets.length} finished request${doneTickets.length === 1 ? "" : "s"}; the product's repair history stays without them.` });
    erased.push({ what: LOG_ITEM, detail: "Keeps your account's number and what was done, without your contact, so our Grievance Officer can show your requests were answered." });
    return { plan: { erased, kept } satisfies ErasurePlan, contacts, records, unpaidOrders, endedUnits, doneTickets };
  }

  // ---- Sending the codes of a change of mobile: the same template, limits and outbox as signing in.

  async function takeSendAllowance(keys: string[]): Promise<void> {
    for (const limit of ACCOUNT_SEND_LIMITS) {
      for (const key of keys) {
        // Counted apart from signing in (a customer who has just signed in may change their number at
        // once), with the same windows: a signed-in visitor can text a number no more often than a stranger can.
        const counted = await options.counters.incr(`mobile-change-code:${key}:${limit.windowMs}`, limit.windowMs);
        if (counted.current > limit.max) throw new AppError("rate_limited", accountMessages.tooMany(`${Math.max(1, Math.ceil(counted.ttl / 60_000))} minutes`));
      }
    }
  }

  function codeMessage(mobile: string, code: string, now: Date): typeof outbox.$inferInsert {
    // The registered "account-code" template (decision 050): a DLT template cannot be invented here.
    const rendered = renderText("sms", { event: "account-code", code }, options.texts);
    return { channel: "sms", kind: ACCOUNT_CODE_KIND, to: `+91${mobile}`, subject: rendered.subject, text: rendered.text, html: "", variables: rendered.variables, createdAt: now, nextAttemptAt: now };
  }

  return {
    /** The account's own details: name, e-mail, addresses, and the numbers it had before. */
    async details(token: string | null | undefined): Promise<AccountDetails> {
      const session = await requireSession(token);
      const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.customerId, session.customerId));
      const formers = await formerMobilesOf(db, session.customerId);
      return {
        mobile: session.mobile,
        signInEmail: session.email,
        formerMobiles: formers.map((former) => ({ mobile: former.mobile, until: former.until.toISOString() })),
        name: profile?.name ?? null,
        email: profile?.email ?? null,
        addresses: await addressesOf(session.customerId),
      };
    },

    /** Saves the name and e-mail (either may be cleared); logged as a correction, naming the fields, not their values. */
    async saveProfile(token: string | null | undefined, input: ProfileInput, now = new Date()): Promise<{ message: string }> {
      const session = await requireSession(token);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(customerProfiles).where(eq(customerProfiles.customerId, session.customerId));
        const changed = [(before?.name ?? null) !== input.name ? "name" : null, (before?.email ?? null) !== input.email ? "e-mail" : null].filter(Boolean);
        await tx
          .insert(customerProfiles)
          .values({ customerId: session.customerId, name: input.name, email: input.email, updatedAt: now })
          .onConflictDoUpdate({ target: customerProfiles.customerId, set: { name: input.name, email: input.email, updatedAt: now } });
        await log(tx, session, "correction", `Details saved (${changed.length > 0 ? changed.join(" and ") : "no change"})`, "Done", now);
      });
      return { message: rightsMessages.detailsSaved };
    },

    async addAddress(token: string | null | undefined, input: AddressInput, now = new Date()): Promise<SavedAddress> {
      const session = await requireSession(token);
      const id = await db.transaction(async (tx) => {
        // The account's row is locked so two adds at once cannot pass the limit together.
        await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, session.customerId)).for("update");
        const [held] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, session.customerId));
        if ((held?.n ?? 0) >= ADDRESSES_MAX) throw new AppError("conflict", rightsMessages.addressesFull);
        const [made] = await tx
          .insert(customerAddresses)
          .values({ customerId: session.customerId, fullName: input.full_name, mobile: input.mobile, address: input.address, city: input.city, state: input.state, pincode: input.pincode, createdAt: now, updatedAt: now })
          .returning({ id: customerAddresses.id });
        await log(tx, session, "correction", "Address added", "Done", now);
        return made!.id;
      });
      return (await addressesOf(session.customerId)).find((address) => address.id === id)!;
    },

    async updateAddress(token: string | null | undefined, id: number, input: AddressInput, now = new Date()): Promise<SavedAddress> {
      const session = await requireSession(token);
      await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(customerAddresses)
          .set({ fullName: input.full_name, mobile: input.mobile, address: input.address, city: input.city, state: input.state, pincode: input.pincode, updatedAt: now })
          .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, session.customerId)))
          .returning({ id: customerAddresses.id });
        if (!changed) throw new AppError("not_found", rightsMessages.addressNotFound);
        await log(tx, session, "correction", "Address corrected", "Done", now);
      });
      return (await addressesOf(session.customerId)).find((address) => address.id === id)!;
    },

    async deleteAddress(token: string | null | undefined, id: number, now = new Date()): Promise<void> {
      const session = await requireSession(token);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(customerAddresses)
          .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, session.customerId)))
          .returning({ id: customerAddresses.id });
        if (!gone) throw new AppError("not_found", rightsMessages.addressNotFound);
        await log(tx, session, "correction", "Address deleted", "Done", now);
      });
    },

    /**
     * Everything held about the account: the account, its devices, details, addresses, the consents
     * its numbers gave, and every order (with lines and tax documents), registration and service
     * request (with visits and messages) that carries its verified contacts; and its own requests.
     */
    async exportData(token: string | null | undefined, format: "json" | "pdf", now = new Date()) {
      const session = await requireSession(token);
      const contacts = await contactsOf(session);
      const records = await recordsOf(contacts);
      const orderIds = records.orders.map((order) => order.id);
      const ticketIds = records.tickets.map((ticket) => ticket.id);
      const mobiles = [contacts.mobile, ...contacts.formerMobiles.map((former) => former.mobile)].filter((mobile): mobile is string => mobile !== null);
      const [account] = await db.select().from(customers).where(eq(customers.id, session.customerId));
      const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.customerId, session.customerId));
      const [sessions, lines, invoiceRows, creditRows, visits, events, consents, requests] = await Promise.all([
        db.select().from(customerSessions).where(eq(customerSessions.customerId, session.customerId)).orderBy(asc(customerSessions.id)),
        orderIds.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)) : [],
        orderIds.length ? db.select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt }).from(invoices).where(inArray(invoices.orderId, orderIds)) : [],
        orderIds.length ? db.select({ orderId: creditNotes.orderId, number: creditNotes.number, issuedAt: creditNotes.issuedAt }).from(creditNotes).where(inArray(creditNotes.orderId, orderIds)) : [],
        ticketIds.length ? db.select().from(serviceVisits).where(inArray(serviceVisits.ticketId, ticketIds)).orderBy(asc(serviceVisits.slotStart)) : [],
        ticketIds.length
          ? db.select().from(serviceTicketEvents).where(and(inArray(serviceTicketEvents.ticketId, ticketIds), inArray(serviceTicketEvents.kind, ["status", "message"]))).orderBy(asc(serviceTicketEvents.at))
          : [],
        mobiles.length ? db.select().from(messageConsents).where(inArray(messageConsents.mobile, mobiles.map((mobile) => `+91${mobile}`))).orderBy(asc(messageConsents.at)) : [],
        db.select().from(rightsRequests).where(eq(rightsRequests.customerId, session.customerId)).orderBy(asc(rightsRequests.at)),
      ]);
      const iso = (date: Date | null) => (date ? date.toISOString() : null);
      const data = {
        generatedAt: now.toISOString(),
        controller: site.parentCompany.name,
        account: {
          id: account!.id,
          mobile: account!.mobile,
          email: account!.email,
          createdAt: iso(account!.createdAt),
          noticeShownAt: iso(account!.noticeShownAt),
          formerMobiles: contacts.formerMobiles.map((former) => ({ mobile: former.mobile, until: former.until.toISOString() })),
        },
        devices: sessions.map((row) => ({ device: row.device, verifiedBy: row.verifiedBy, signedInAt: iso(row.createdAt), lastSeenAt: iso(row.lastSeenAt), expiresAt: iso(row.expiresAt) })),
        details: { name: profile?.name ?? null, email: profile?.email ?? null, updatedAt: iso(profile?.updatedAt ?? null) },
        addresses: await addressesOf(session.customerId),
        consents: consents.map((row) => ({ channel: row.channel, mobile: row.mobile, status: row.status, source: row.source, reference: row.reference, wording: row.wording, at: iso(row.at) })),
        orders: records.orders.map((order) => ({
          number: order.number,
          status: order.status,
          placedAt: iso(order.createdAt),
          paidAt: iso(order.paidAt),
          fullName: order.fullName,
          email: order.email,
          mobile: order.mobile,
          address: order.address,
          city: order.city,
          state: order.state,
          pincode: order.pincode,
          buyerGstin: order.buyerGstin,
          totalRupees: order.totalPaise / 100,
          lines: lines
            .filter((line) => line.orderId === order.id)
            .map((line) => ({ product: line.productName, quantity: line.quantity, unitPriceRupees: line.unitPricePaise / 100, discountRupees: line.discountPaise / 100 })),
          invoices: invoiceRows.filter((row) => row.orderId === order.id).map((row) => ({ number: row.number, issuedAt: iso(row.issuedAt) })),
          creditNotes: creditRows.filter((row) => row.orderId === order.id).map((row) => ({ number: row.number, issuedAt: iso(row.issuedAt) })),
        })),
        warrantyRegistrations: records.units.map((unit) => ({
          serialNo: unit.serialNo,
          name: unit.name,
          mobile: unit.mobile,
          email: unit.email,
          dealer: unit.dealer,
          invoiceNo: unit.invoiceNo,
          pincode: unit.pincode,
          comments: unit.comments,
          purchaseDate: unit.purchaseDate,
          warrantyUntil: warrantyExpiry(unit.purchaseDate, unit.warrantyYears),
          status: unit.status,
          registeredAt: iso(unit.createdAt),
        })),
        serviceRequests: records.tickets.map((ticket) => ({
          reference: ticket.reference,
          status: ticket.status,
          product: ticket.product,
          serialNo: ticket.serialNo,
          name: ticket.name,
          mobile: ticket.mobile,
          email: ticket.email,
          pincode: ticket.pincode,
          issue: ticket.issue,
          description: ticket.description,
          openedAt: iso(ticket.openedAt),
          closedAt: iso(ticket.closedAt),
          visits: visits
            .filter((visit) => visit.ticketId === ticket.id)
            .map((visit) => ({ from: iso(visit.slotStart), to: iso(visit.slotEnd), address: visit.address, status: visit.status, outcome: visit.outcome })),
          messages: events
            .filter((event) => event.ticketId === ticket.id)
            .map((event) => ({ at: iso(event.at), kind: event.kind, by: event.actorKind, status: event.toStatus, text: event.kind === "message" ? event.body : null })),
        })),
        rightsRequests: requests.map((row) => ({ at: iso(row.at), kind: row.kind, detail: row.detail, outcome: row.outcome })),
      };
      await log(db, session, "export", `Copy of data (${format === "json" ? "JSON" : "PDF"})`, "Sent to the signed-in device", now);
      return data;
    },

    /** A change of mobile begins: a code to the account's number and one to the new number. */
    async startMobileChange(token: string | null | undefined, newMobile: string, requester: AccountRequester, now = new Date()): Promise<WithCookies<MobileChangeSent>> {
      const session = await requireSession(token);
      if (!session.mobile) throw new AppError("invalid", rightsMessages.mobileOnly);
      if (session.mobile === newMobile) throw new AppError("invalid", rightsMessages.sameMobile, { errors: { mobile: rightsMessages.sameMobile } });
      await takeSendAllowance([`contact:${session.mobile}`, `contact:${newMobile}`, `address:${requester.address}`]);
      const changeToken = newToken();
      const tokenHash = sha256(changeToken);
      const currentCode = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const newCode = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(now.getTime() + ACCOUNT_CODE_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await tx.delete(mobileChanges).where(or(eq(mobileChanges.customerId, session.customerId), lt(mobileChanges.expiresAt, new Date(now.getTime() - 86_400_000))));
        await tx.insert(mobileChanges).values({
          tokenHash,
          customerId: session.customerId,
          newMobile,
          currentCodeHash: codeHash(tokenHash, "current", currentCode).toString("hex"),
          newCodeHash: codeHash(tokenHash, "new", newCode).toString("hex"),
          createdAt: now,
          expiresAt,
        });
        await tx.insert(outbox).values([codeMessage(session.mobile!, currentCode, now), codeMessage(newMobile, newCode, now)]);
      });
      logUnsentCode(options.unsentCodes, "sms", session.mobile, currentCode);
      logUnsentCode(options.unsentCodes, "sms", newMobile, newCode);
      return {
        result: { message: rightsMessages.codesSent, currentSentTo: maskedContact("sms", session.mobile), newSentTo: maskedContact("sms", newMobile), expiresAt: expiresAt.toISOString() },
        cookies: [cookie(MOBILE_CHANGE_COOKIE, changeToken, "/", ACCOUNT_CODE_MINUTES * 60)],
      };
    },

    /** Where the browser's change of mobile is headed (partly hidden), or null. */
    async pendingMobileChange(token: string | null | undefined, changeToken: string | null | undefined, now = new Date()) {
      const session = await options.session(token);
      if (!session?.mobile || !isToken(changeToken)) return null;
      const [row] = await db
        .select()
        .from(mobileChanges)
        .where(and(eq(mobileChanges.tokenHash, sha256(changeToken)), eq(mobileChanges.customerId, session.customerId), isNull(mobileChanges.usedAt), gt(mobileChanges.expiresAt, now)));
      return row ? { currentSentTo: maskedContact("sms", session.mobile), newSentTo: maskedContact("sms", row.newMobile) } : null;
    },

    /**
     * Both codes right: the account moves to the new number, keeps the old one as a former contact
     * (its records made before now still show), and every session ends; this browser gets a new one.
     * A new number that is another account's is refused (409) only now, once the customer has proven
     * they hold it, so the refusal tells nobody else which numbers have accounts.
     */
    async confirmMobileChange(token: string | null | undefined, changeToken: string | null | undefined, codes: MobileChangeCodes, now = new Date()): Promise<WithCookies<{ message: string }>> {
      const session = await requireSession(token);
      if (!session.mobile) throw new AppError("invalid", rightsMessages.mobileOnly);
      if (!isToken(changeToken)) throw new AppError("gone", rightsMessages.noChange);
      const tokenHash = sha256(changeToken);
      const [counted] = await db
        .update(mobileChanges)
        .set({ codesTried: sql`${mobileChanges.codesTried} + 1` })
        .where(
          and(
            eq(mobileChanges.tokenHash, tokenHash),
            eq(mobileChanges.customerId, session.customerId),
            isNull(mobileChanges.usedAt),
            gt(mobileChanges.expiresAt, now),
            lt(mobileChanges.codesTried, ACCOUNT_CODE_MAX_WRONG),
          ),
        )
        .returning();
      if (!counted) {
        const [ended] = await db.select().from(mobileChanges).where(and(eq(mobileChanges.tokenHash, tokenHash), eq(mobileChanges.customerId, session.customerId)));
        throw new AppError("gone", !ended ? rightsMessages.noChange : ended.usedAt === null && ended.codesTried >= ACCOUNT_CODE_MAX_WRONG ? rightsMessages.tooManyWrong : rightsMessages.changeEnded);
      }
      // Both are compared, whatever the first gives, so the time taken tells nothing about either.
      const currentRight = timingSafeEqual(codeHash(tokenHash, "current", codes.currentCode), Buffer.from(counted.currentCodeHash, "hex"));
      const newRight = timingSafeEqual(codeHash(tokenHash, "new", codes.newCode), Buffer.from(counted.newCodeHash, "hex"));
      if (!currentRight || !newRight) {
        if (counted.codesTried >= ACCOUNT_CODE_MAX_WRONG) throw new AppError("gone", rightsMessages.tooManyWrong);
        const errors: Record<string, string> = {};
        if (!currentRight) errors.currentCode = rightsMessages.wrongCurrentCode;
        if (!newRight) errors.newCode = rightsMessages.wrongNewCode;
        throw new AppError("invalid", Object.values(errors).join(" "), { errors });
      }
      const oldMobile = session.mobile;
      const sessionToken = newToken();
      try {
        await db.transaction(async (tx) => {
          const [used] = await tx.update(mobileChanges).set({ usedAt: now }).where(and(eq(mobileChanges.id, counted.id), isNull(mobileChanges.usedAt))).returning({ id: mobileChanges.id });
          if (!used) throw new AppError("gone", rightsMessages.changeEnded);
          const [taken] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.mobile, counted.newMobile));
          if (taken) throw new AppError("conflict", rightsMessages.mobileTaken);
          await tx.update(customers).set({ mobile: counted.newMobile }).where(eq(customers.id, session.customerId));
          await tx
            .insert(customerFormerMobiles)
            .values({ customerId: session.customerId, mobile: oldMobile, until: now })
            .onConflictDoUpdate({ target: [customerFormerMobiles.customerId, customerFormerMobiles.mobile], set: { until: now } });
          // The new number was a former one of this account: it is the account's own again.
          await tx.delete(customerFormerMobiles).where(and(eq(customerFormerMobiles.customerId, session.customerId), eq(customerFormerMobiles.mobile, counted.newMobile)));
          // Every device proved the old number only: all are signed out, and this one starts afresh.
          const [current] = await tx.select({ device: customerSessions.device }).from(customerSessions).where(eq(customerSessions.id, session.sessionId));
          await tx.delete(customerSessions).where(eq(customerSessions.customerId, session.customerId));
          await tx.insert(customerSessions).values({
            tokenHash: sha256(sessionToken),
            customerId: session.customerId,
            verifiedBy: "mobile",
            device: current?.device ?? "A browser",
            createdAt: now,
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + ACCOUNT_SESSION_DAYS * 86_400_000),
          });
          await log(tx, session, "mobile-change", `Mobile changed to ${maskedContact("sms", counted.newMobile)}, both numbers proven by code`, "Done; other devices signed out", now);
        });
      } catch (error) {
        if (error instanceof AppError && error.kind === "conflict") {
          await log(db, session, "mobile-change", `Mobile change to ${maskedContact("sms", counted.newMobile)}`, "Refused: the number is another account's", now);
        }
        if (isUniqueViolation(error)) throw new AppError("conflict", rightsMessages.mobileTaken);
        throw error;
      }
      return {
        result: { message: rightsMessages.mobileChanged },
        cookies: [cookie(ACCOUNT_SESSION_COOKIE, sessionToken, "/", ACCOUNT_SESSION_DAYS * 86_400), cookie(MOBILE_CHANGE_COOKIE, null, "/", 0)],
      };
    },

    /** What erasure would remove at once and what it would keep, and why: shown before the customer confirms. */
    async erasurePlan(token: string | null | undefined, now = new Date()): Promise<ErasurePlan> {
      const session = await requireSession(token);
      return (await planFor(session, now)).plan;
    },

    /**
     * Erases the account: what the plan says goes is deleted or made anonymous in one transaction;
     * the records kept are listed in the log with their reasons and end dates, by reference only.
     */
    async erase(token: string | null | undefined, now = new Date()): Promise<WithCookies<ErasurePlan>> {
      const session = await requireSession(token);
      const { plan, contacts, unpaidOrders, endedUnits, doneTickets } = await planFor(session, now);
      const contactList = [contacts.mobile, contacts.email, ...contacts.formerMobiles.map((former) => former.mobile)].filter((contact): contact is string => contact !== null);
      await db.transaction(async (tx) => {
        if (unpaidOrders.length > 0) await anonymiseOrders(tx, unpaidOrders.map((order) => order.id));
        if (endedUnits.length > 0) await anonymiseUnits(tx, endedUnits.map((unit) => unit.id), now);
        if (doneTickets.length > 0) await anonymiseTickets(tx, doneTickets.map((ticket) => ticket.id), now);
        // The codes sent to the account's contacts, and the challenges they answered.
        if (contactList.length > 0) {
          await tx.delete(signInChallenges).where(inArray(signInChallenges.contact, contactList));
          await tx
            .delete(outbox)
            .where(and(eq(outbox.kind, ACCOUNT_CODE_KIND), inArray(outbox.to, [...contactList, ...contactList.map((contact) => `+91${contact}`)])));
        }
        // The account and all that hangs on it (details, addresses, former numbers, sessions, changes).
        await tx.delete(customers).where(eq(customers.id, session.customerId));
        // The log forgets the contact it had in part: after erasure it names the account by number only.
        await tx.update(rightsRequests).set({ contact: "Erased", detail: sql`regexp_replace(${rightsRequests.detail}, '\\+91 X+[0-9]{4}', '+91 XXXXXXXXXX', 'g')` }).where(eq(rightsRequests.customerId, session.customerId));
        await tx.insert(rightsRequests).values({
          at: now,
          kind: "erasure",
          customerId: session.customerId,
          contact: "Erased",
          detail: `Erasure confirmed by the customer; removed at once: ${plan.erased
            .filter((item) => item.what !== LOG_ITEM)
            .map((item) => item.what.replace(/^Your /, "").toLowerCase())
            .join(", ")}`,
          outcome: plan.kept.length === 0 ? "Done; nothing kept" : `Done; ${plan.kept.length} record${plan.kept.length === 1 ? "" : "s"} kept as the law requires`,
          kept: plan.kept,
        });
      });
      return { result: plan, cookies: [cookie(ACCOUNT_SESSION_COOKIE, null, "/", 0), cookie(MOBILE_CHANGE_COOKIE, null, "/", 0)] };
    },

    /**
     * The daily pass over what erasures kept: a record whose hold has ended (its eight years, its
     * warranty, its repair closed, its checkout no longer awaiting payment) loses the customer's part
     * now, and the log notes when. A checkout paid meanwhile becomes a tax record held in turn.
     */
    async releaseKept(now = new Date()): Promise<number> {
      const today = indiaIsoDate(now);
      const rows = await db.select().from(rightsRequests).where(and(eq(rightsRequests.kind, "erasure"), sql`${rightsRequests.kept} is not null`));
      let released = 0;
      for (const row of rows) {
        if ((row.kept ?? []).every((item) => item.releasedAt)) continue;
        await db.transaction(async (tx) => {
          // Another instance's pass on the same erasure goes first; this one takes the next.
          const [locked] = await tx.select().from(rightsRequests).where(eq(rightsRequests.id, row.id)).for("update", { skipLocked: true });
          if (!locked) return;
          const items = locked.kept ?? [];
          const next: KeptItem[] = [];
          for (const item of items) {
            if (item.releasedAt) {
              next.push(item);
              continue;
            }
            const release = () => {
              released += 1;
              next.push({ ...item, releasedAt: now.toISOString() });
            };
            if (item.reason === keptReasons.invoice) {
              const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, item.reference));
              if (item.until !== null && item.until < today && order) {
                await anonymiseTaxRecords(tx, order.id);
                release();
              } else next.push(item);
            } else if (item.reason === keptReasons.warranty) {
              const [unit] = await tx.select({ id: warrantyRegistrations.id }).from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, item.reference));
              if (item.until !== null && item.until < today && unit) {
                await anonymiseUnits(tx, [unit.id], now);
                release();
              } else next.push(item);
            } else if (item.reason === keptReasons.openTicket) {
              const [ticket] = await tx.select({ id: serviceTickets.id, status: serviceTickets.status }).from(serviceTickets).where(eq(serviceTickets.reference, item.reference));
              if (ticket && (doneStatuses as readonly string[]).includes(ticket.status)) {
                await anonymiseTickets(tx, [ticket.id], now);
                release();
              } else next.push(item);
            } else if (item.reason === keptReasons.awaitingPayment) {
              const [order] = await tx.select().from(orders).where(eq(orders.number, item.reference));
              if (order && order.status !== "created") {
                if (order.paidAt === null) {
                  await anonymiseOrders(tx, [order.id]);
                  release();
                } else {
                  next.push({ what: `Order ${order.number} and its payment`, reference: order.number, reason: keptReasons.invoice, until: invoiceKeptUntil(financialYear(order.paidAt)) });
                }
              } else next.push(item);
            } else next.push(item);
          }
          await tx.update(rightsRequests).set({ kept: next }).where(eq(rightsRequests.id, row.id));
        });
      }
      return released;
    },

    /** The log of requests, newest first, for the grievance officer. */
    async listRequests(limit = 200): Promise<RightsRequest[]> {
      const rows = await db.select().from(rightsRequests).orderBy(desc(rightsRequests.at), desc(rightsRequests.id)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        kind: row.kind,
        customerId: row.customerId,
        contact: row.contact,
        detail: row.detail,
        outcome: row.outcome,
        kept: row.kept,
      }));
    },
  };
}
