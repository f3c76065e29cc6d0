import { type UnsentCodeLog, logUnsentCode } from "../../lib/unsent-codes.ts";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  ACCOUNT_CHALLENGE_COOKIE,
  ACCOUNT_CODE_MAX_WRONG,
  ACCOUNT_CODE_MINUTES,
  ACCOUNT_SEND_LIMITS,
  ACCOUNT_SESSION_COOKIE,
  ACCOUNT_SESSION_DAYS,
  type AccountConsent,
  type AccountDevice,
  type AccountOrderLine,
  type AccountOverview,
  type AccountRequest,
  type AccountUnitPage,
  type ConsentChange,
  type AccountPrefill,
  type VerifiedContact,
  type CodeChannel,
  type CodeSent,
  type EmailSignIn,
  type MobileSignIn,
  accountConsentWording,
  accountMessages,
  complaintAboutUnitPath,
  maskedContact,
  noPrefill,
  registerFromOrderPath,
} from "@urjavolt/contract/accounts";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { indianMobile, textChannels } from "@urjavolt/contract/messages";
import type { AccountRequester, WithCookies } from "@urjavolt/contract/load-context";
import { trackingPagePath } from "@urjavolt/contract/orders-tracking";
import { defaultLocale, isLocale } from "@urjavolt/contract/locale";
import { paths } from "@urjavolt/contract/paths";
import { site } from "@urjavolt/contract/site";
import { type StoredWarrantyStatus, hasCertificate, normaliseSerial, warrantyDetails, warrantyExpiry, warrantyStatus } from "@urjavolt/contract/warranty";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customerSessions, customers, signInChallenges } from "../../db/schema/accounts.ts";
import { customerAddresses, customerProfiles } from "../../db/schema/accounts-rights.ts";
import { products } from "../../db/schema/catalogue.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { messageConsents } from "../../db/schema/messages.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTickets, ticketSerialKey } from "../../db/schema/service.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { AppError } from "../../http/errors.ts";
import { type AccountContacts, carriesContact, contactMatches, formerMobilesOf } from "../../lib/contact-join.ts";
import type { RateCounters } from "../../http/rate-limit.ts";
import { signServiceRequestToken, signTrackingToken } from "../../lib/signed-links.ts";
import { ACCOUNT_CODE_KIND } from "../messaging/mail-worker.ts";
import { consentsOf } from "../messaging/text-messages.ts";
import { type TextSettings, renderText } from "../messaging/text-templates.ts";
import { paiseToRupees } from "@urjavolt/contract/money";

/**
 * Customers' accounts (decision 050): a one-time code to a mobile number or e-mail address, a
 * session per device kept in the database, and the records that carry the verified contact.
 */

export type AccountsOptions = {
  /** ACCOUNT_CODE_SECRET: keys the codes' hashes. */
  codeSecret: string;
  /** TRACKING_SECRET: signs the links to records made under a number the account had before (decision 053). */
  trackingSecret: string;
  texts: TextSettings;
  counters: RateCounters;
  /** Cookies carry Secure (production: the site is https behind its proxy). */
  secureCookies: boolean;
  /** The demo's way to read a code whose channel has no way out (Config.demoCodesInLog); never set for a real shop. */
  unsentCodes?: UnsentCodeLog | undefined;
};

/** Who is asking: their network address (for the send limits) and their browser (for the devices list). */
export type Requester = AccountRequester;

/** A signed-in customer, from a session cookie. */
export type CustomerSession = { sessionId: number; customerId: number; mobile: string | null; email: string | null; noticeShownAt: Date | null };


const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
/** A session's last use is written at most this often, not on every page. */
const LAST_SEEN_STEP_MS = 5 * 60_000;

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(db: Database, options: AccountsOptions) {
  const codeHash = (tokenHash: string, code: string) => createHmac("sha256", options.codeSecret).update(`${tokenHash}:${code}`).digest();

  function cookie(name: string, value: string | null, path: string, maxAgeSeconds: number): string {
    const parts = [`${name}=${value ?? ""}`, `Path=${path}`, "HttpOnly", "SameSite=Lax", `Max-Age=${value === null ? 0 : maxAgeSeconds}`];
    if (value === null) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    if (options.secureCookies) parts.push("Secure");
    return parts.join("; ");
  }
  const challengeCookie = (token: string | null) => cookie(ACCOUNT_CHALLENGE_COOKIE, token, paths.account, ACCOUNT_CODE_MINUTES * 60);
  const sessionCookie = (token: string | null) => cookie(ACCOUNT_SESSION_COOKIE, token, "/", ACCOUNT_SESSION_DAYS * 86_400);

  /**
   * Counts one more code for each key, shortest window first, and refuses the first window that is
   * full (a refusal leaves the longer windows alone, so impatience costs no day's codes).
   */
  async function takeSendAllowance(keys: string[]): Promise<void> {
    for (const limit of ACCOUNT_SEND_LIMITS) {
      for (const key of keys) {
        const count = await options.counters.incr(`account-code:${key}:${limit.windowMs}`, limit.windowMs);
        if (count.current > limit.max) throw new AppError("rate_limited", accountMessages.tooMany(waitWords(count.ttl)));
      }
    }
  }

  async function sendCode(channel: CodeChannel, contact: string, requester: Requester, now: Date): Promise<WithCookies<CodeSent>> {
    await takeSendAllowance([`contact:${contact}`, `address:${requester.address}`]);
    const { token, expiresAt } = await startChallenge(channel, contact, null, now);
    const message = channel === "email" ? accountMessages.codeSentToEmail : accountMessages.codeSentToMobile;
    return { result: { message, channel, sentTo: maskedContact(channel, contact), expiresAt: expiresAt.toISOString() }, cookies: [challengeCookie(token)] };
  }

  /**
   * A challenge and its code's message. `contact` null: a challenge asked for a serial that has no
   * registration (decision 052). It is made all the same, so the browser's next page is the same,
   * but its stored hash is of no code at all and nothing is sent: no code can ever finish it.
   */
  async function startChallenge(channel: CodeChannel, contact: string | null, serialNo: string | null, now: Date) {
    const token = newToken();
    const tokenHash = sha256(token);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const expiresAt = new Date(now.getTime() + ACCOUNT_CODE_MINUTES * 60_000);
    const storedHash = contact === null ? randomBytes(32).toString("hex") : codeHash(tokenHash, code).toString("hex");
    await db.transaction(async (tx) => {
      // What has ended is not kept: challenges a day after they expired (the limits count elsewhere).
      await tx.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date(now.getTime() - 86_400_000)));
      await tx.insert(signInChallenges).values({ tokenHash, channel, contact: contact ?? "", codeHash: storedHash, createdAt: now, expiresAt, serialNo });
      if (contact !== null) await tx.insert(outbox).values(codeMessage(channel, contact, code, now));
    });
    if (contact !== null) logUnsentCode(options.unsentCodes, channel, contact, code);
    return { token, expiresAt };
  }

  /** The code's message, for the outbox: by SMS or WhatsApp in its registered template, or by e-mail. */
  function codeMessage(channel: CodeChannel, contact: string, code: string, now: Date): typeof outbox.$inferInsert {
    if (channel === "email") {
      const text = [
        `${code} is your ${site.brand} sign-in code. It works for ${ACCOUNT_CODE_MINUTES} minutes.`,
        "",
        "Do not share it with anyone, not even our staff. If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.",
        "",
        `@${new URL(options.texts.siteUrl).hostname} #${code}`,
      ].join("\n");
      return { channel, kind: ACCOUNT_CODE_KIND, to: contact, subject: `Your ${site.brand} sign-in code`, text, html: "", createdAt: now, nextAttemptAt: now };
    }
    const rendered = renderText(channel, { event: "account-code", code }, options.texts);
    return { channel, kind: ACCOUNT_CODE_KIND, to: `+91${contact}`, subject: rendered.subject, text: rendered.text, html: "", variables: rendered.variables, createdAt: now, nextAttemptAt: now };
  }

  async function loadSession(token: string | null | undefined, now: Date): Promise<CustomerSession | null> {
    if (!token || !/^[\w-]{20,100}$/.test(token)) return null;
    const [row] = await db
      .select({
        sessionId: customerSessions.id,
        lastSeenAt: customerSessions.lastSeenAt,
        customerId: customers.id,
        mobile: customers.mobile,
        email: customers.email,
        noticeShownAt: customers.noticeShownAt,
      })
      .from(customerSessions)
      .innerJoin(customers, eq(customers.id, customerSessions.customerId))
      .where(and(eq(customerSessions.tokenHash, sha256(token)), gt(customerSessions.expiresAt, now)))
      .limit(1);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
      await db.update(customerSessions).set({ lastSeenAt: now }).where(eq(customerSessions.id, row.sessionId));
    }
    return { sessionId: row.sessionId, customerId: row.customerId, mobile: row.mobile, email: row.email, noticeShownAt: row.noticeShownAt };
  }

  async function requireSession(token: string | null | undefined, now: Date): Promise<CustomerSession> {
    const session = await loadSession(token, now);
    if (!session) throw new AppError("unauthorized", accountMessages.signInFirst);
    return session;
  }

  /**
   * The contacts the session's records are found by (decisions 050, 053): the verified mobile or
   * e-mail, and a number the account had before for the records made under it before the move.
   */
  async function contactsOf(session: CustomerSession): Promise<AccountContacts> {
    return { mobile: session.mobile, email: session.email, formerMobiles: session.mobile ? await formerMobilesOf(db, session.customerId) : [] };
  }

  /**
   * What a form may be filled in with, each source adding what the ones before it did not know
   * (decision 054): the verified contact first, then what the customer keeps in their details
   * (decision 053: the name and e-mail they gave, the address they saved or changed last), then the
   * most recent paid order's name and address.
   */
  const prefillSources: ((session: CustomerSession) => Promise<Partial<AccountPrefill>>)[] = [
    async (session) => ({ mobile: session.mobile, email: session.email }),
    async (session) => {
      const [[profile], [address]] = await Promise.all([
        db.select().from(customerProfiles).where(eq(customerProfiles.customerId, session.customerId)),
        db.select().from(customerAddresses).where(eq(customerAddresses.customerId, session.customerId)).orderBy(desc(customerAddresses.updatedAt), desc(customerAddresses.id)).limit(1),
      ]);
      return {
        name: profile?.name ?? address?.fullName ?? null,
        email: profile?.email ?? null,
        address: address ? { address: address.address, city: address.city, state: address.state, pincode: address.pincode } : null,
      };
    },
    async (session) => {
      const contacts = await contactsOf(session);
      const rows = await db
        .select({ fullName: orders.fullName, mobile: orders.mobile, email: orders.email, createdAt: orders.createdAt, address: orders.address, city: orders.city, state: orders.state, pincode: orders.pincode })
        .from(orders)
        .where(and(contactMatches(orders, contacts), isNotNull(orders.paidAt)))
        .orderBy(desc(orders.paidAt), desc(orders.id))
        .limit(5);
      const latest = rows.find((row) => carriesContact(contacts, row));
      if (!latest) return {};
      return { name: latest.fullName, address: { address: latest.address, city: latest.city, state: latest.state, pincode: latest.pincode } };
    },
  ];

  /**
   * A record's page: its plain path, which opens for the session whose current contact it carries
   * (decision 054), or, for one made under a number the account had before (decision 053), the
   * signed link its e-mails carry.
   */
  const current = (session: CustomerSession): AccountContacts => ({ mobile: session.mobile, email: session.email, formerMobiles: [] });
  const orderPath = (session: CustomerSession, row: { number: string; mobile: string | null; email: string | null; createdAt: Date }) =>
    carriesContact(current(session), row) ? paths.trackOrderNumber(row.number) : trackingPagePath(signTrackingToken(row.number, options.trackingSecret));
  const toRequest = (session: CustomerSession, row: typeof serviceTickets.$inferSelect): AccountRequest => ({
    reference: row.reference,
    product: row.product,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    trackingPath: carriesContact(current(session), { ...row, createdAt: row.openedAt })
      ? paths.trackRequestReference(row.reference)
      : paths.trackRequestTicket(signServiceRequestToken(row.reference, options.trackingSecret)),
  });

  /**
   * Each order's lines; a battery's or an inverter's (anything but an accessory: what carries a
   * warranty) links to the warranty form filled in with the day it was paid, the online shop as
   * dealer and the order's tax invoice number (decision 052).
   */
  async function orderLines(own: { id: number; paidAt: Date | null }[]): Promise<Map<number, AccountOrderLine[]>> {
    const byOrder = new Map<number, AccountOrderLine[]>();
    if (own.length === 0) return byOrder;
    const ids = own.map((order) => order.id);
    const [lineRows, invoiceRows] = await Promise.all([
      db
        .select({ orderId: orderItems.orderId, name: orderItems.productName, quantity: orderItems.quantity, category: products.category })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
      db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices).where(inArray(invoices.orderId, ids)),
    ]);
    const invoiceOf = new Map(invoiceRows.map((row) => [row.orderId, row.number]));
    const paidOf = new Map(own.map((order) => [order.id, order.paidAt]));
    for (const line of lineRows) {
      const paidAt = paidOf.get(line.orderId);
      const registerPath =
        line.category !== "accessory" && paidAt ? registerFromOrderPath({ purchaseDate: indiaIsoDate(paidAt), invoiceNo: invoiceOf.get(line.orderId) ?? null }) : null;
      byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), { name: line.name, quantity: line.quantity, registerPath }]);
    }
    return byOrder;
  }

  /** The latest word on each text channel for the verified mobile (decision 030); a channel never answered is not given. */
  async function mobileConsents(mobile: string): Promise<AccountConsent[]> {
    const to = indianMobile(mobile);
    const latest = to ? await consentsOf(db, to) : [];
    return textChannels.map((channel) => {
      const found = latest.find((consent) => consent.channel === channel);
      return { channel, given: found?.status === "given", at: found?.at ?? null };
    });
  }

  return {
    /** Sends a code to an Indian mobile number; the same answer whether or not it has an account. */
    requestMobileCode(input: MobileSignIn, requester: Requester, now = new Date()): Promise<WithCookies<CodeSent>> {
      return sendCode(input.channel, input.mobile, requester, now);
    },

    /** Sends a code to an e-mail address (for customers who cannot get an SMS). */
    requestEmailCode(input: EmailSignIn, requester: Requester, now = new Date()): Promise<WithCookies<CodeSent>> {
      return sendCode("email", input.email, requester, now);
    },

    /**
     * Sends a code by SMS to the mobile a serial was registered with (decision 052), so whoever has
     * that phone can sign in and see the unit's details and certificate. The answer, the cookie and
     * the page after are the same whether or not the serial is registered; the limits count the
     * serial and the network address, so a unit's owner gets at most as many codes as a sign-in allows.
     */
    async requestUnitCode(serial: string, requester: Requester, now = new Date()): Promise<WithCookies<CodeSent>> {
      const serialNo = normaliseSerial(serial);
      await takeSendAllowance([`serial:${serialNo}`, `address:${requester.address}`]);
      const [row] = await db.select({ mobile: warrantyRegistrations.mobile }).from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serialNo));
      const mobile = row ? indianMobile(row.mobile)?.slice(3) ?? null : null;
      const { token, expiresAt } = await startChallenge("sms", mobile, serialNo, now);
      return {
        result: { message: accountMessages.codeSentForUnit, channel: "sms", sentTo: "the mobile number registered with this serial number", expiresAt: expiresAt.toISOString() },
        cookies: [challengeCookie(token)],
      };
    },

    /** Where the browser's pending code went, partly hidden, for the code step; null without a live challenge. */
    async pendingChallenge(challengeToken: string | null | undefined, now = new Date()): Promise<{ channel: CodeChannel; sentTo: string; unit: string | null } | null> {
      if (!challengeToken || !/^[\w-]{20,100}$/.test(challengeToken)) return null;
      const [row] = await db
        .select()
        .from(signInChallenges)
        .where(and(eq(signInChallenges.tokenHash, sha256(challengeToken)), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)));
      if (!row) return null;
      // Asked from a serial: the page names no digit of the owner's number (decision 052).
      if (row.serialNo !== null) return { channel: row.channel, sentTo: "the mobile number registered with this serial number", unit: row.serialNo };
      return { channel: row.channel, sentTo: maskedContact(row.channel, row.contact), unit: null };
    },

    /**
     * Checks a code against the challenge it was sent for (the browser's sign-in cookie). A right
     * code ends the challenge, makes the account on the first sign-in, and starts a new session
     * (a new token whatever cookie the browser had).
     */
    async verifyCode(
      challengeToken: string | null | undefined,
      code: string,
      requester: Requester,
      now = new Date(),
    ): Promise<WithCookies<{ firstSignIn: boolean; unit: string | null }>> {
      if (!challengeToken || !/^[\w-]{20,100}$/.test(challengeToken)) throw new AppError("gone", accountMessages.noChallenge);
      const tokenHash = sha256(challengeToken);
      // The try is counted before the code is checked: parallel guesses cannot pass the limit.
      const [counted] = await db
        .update(signInChallenges)
        .set({ codesTried: sql`${signInChallenges.codesTried} + 1` })
        .where(
          and(
            eq(signInChallenges.tokenHash, tokenHash),
            isNull(signInChallenges.usedAt),
            gt(signInChallenges.expiresAt, now),
            lt(signInChallenges.codesTried, ACCOUNT_CODE_MAX_WRONG),
          ),
        )
        .returning();
      if (!counted) {
        const [ended] = await db.select({ codesTried: signInChallenges.codesTried, usedAt: signInChallenges.usedAt }).from(signInChallenges).where(eq(signInChallenges.tokenHash, tokenHash));
        const tooMany = ended && ended.usedAt === null && ended.codesTried >= ACCOUNT_CODE_MAX_WRONG;
        throw new AppError("gone", tooMany ? accountMessages.tooManyWrong : ended ? accountMessages.codeEnded : accountMessages.noChallenge);
      }
      const right = counted.contact !== "" && /^\d{6}$/.test(code) && timingSafeEqual(codeHash(tokenHash, code), Buffer.from(counted.codeHash, "hex"));
      if (!right) {
        if (counted.codesTried >= ACCOUNT_CODE_MAX_WRONG) throw new AppError("gone", accountMessages.tooManyWrong);
        throw new AppError("invalid", accountMessages.wrongCode, { errors: { code: accountMessages.wrongCode } });
      }
      const kind = counted.channel === "email" ? "email" : "mobile";
      const token = newToken();
      const firstSignIn = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(signInChallenges)
          .set({ usedAt: now })
          .where(and(eq(signInChallenges.id, counted.id), isNull(signInChallenges.usedAt)))
          .returning({ id: signInChallenges.id });
        if (!used) throw new AppError("gone", accountMessages.codeEnded);
        const column = kind === "mobile" ? customers.mobile : customers.email;
        const [made] = await tx
          .insert(customers)
          .values(kind === "mobile" ? { mobile: counted.contact, createdAt: now } : { email: counted.contact, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: customers.id });
        const [customer] = made ? [made] : await tx.select({ id: customers.id }).from(customers).where(eq(column, counted.contact));
        if (!customer) throw new Error("The customer's account was neither made nor found");
        // The browser's earlier session, if it had one, ends: signing in always starts a new one.
        if (requester.sessionToken && /^[\w-]{20,100}$/.test(requester.sessionToken)) {
          await tx.delete(customerSessions).where(eq(customerSessions.tokenHash, sha256(requester.sessionToken)));
        }
        // Sessions past their 30 days are not kept.
        await tx.delete(customerSessions).where(and(eq(customerSessions.customerId, customer.id), lt(customerSessions.expiresAt, now)));
        await tx.insert(customerSessions).values({
          tokenHash: sha256(token),
          customerId: customer.id,
          verifiedBy: kind,
          device: deviceName(requester.userAgent),
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + ACCOUNT_SESSION_DAYS * 86_400_000),
        });
        return made !== undefined;
      });
      return { result: { firstSignIn, unit: counted.serialNo }, cookies: [sessionCookie(token), challengeCookie(null)] };
    },

    session: (token: string | null | undefined, now = new Date()) => loadSession(token, now),

    /** The contact the browser's session proved, or null when it is not signed in. */
    async verifiedContact(token: string | null | undefined, now = new Date()): Promise<VerifiedContact | null> {
      const session = await loadSession(token, now);
      return session ? { mobile: session.mobile, email: session.email } : null;
    },

    /** What the forms may be filled in with (decision 054); all empty without a session. */
    async prefill(token: string | null | undefined, now = new Date()): Promise<AccountPrefill> {
      const session = await loadSession(token, now);
      if (!session) return noPrefill;
      const known: AccountPrefill = { ...noPrefill, signedIn: true };
      for (const source of prefillSources) {
        for (const [key, value] of Object.entries(await source(session)) as [keyof AccountPrefill, AccountPrefill[keyof AccountPrefill]][]) {
          if (known[key] === null && value !== null && value !== undefined) Object.assign(known, { [key]: value });
        }
      }
      return known;
    },

    /** The account's page: the records that carry the verified contact, and the signed-in devices. */
    async overview(token: string | null | undefined, now = new Date()): Promise<AccountOverview> {
      const session = await requireSession(token, now);
      // A number the account had before still finds the records made under it before the change (decision 053).
      const contacts = await contactsOf(session);
      const [orderRows, unitRows, ticketRows, deviceRows] = await Promise.all([
        db
          .select({
            id: orders.id,
            number: orders.number,
            paidAt: orders.paidAt,
            status: orders.status,
            mobile: orders.mobile,
            email: orders.email,
            createdAt: orders.createdAt,
            totalPaise: orders.totalPaise,
            // Written out in full: in a one-table select, Drizzle leaves column names unqualified.
            items: sql<number>`(select coalesce(sum("order_items"."quantity"), 0)::int from "order_items" where "order_items"."order_id" = "orders"."id")`,
          })
          .from(orders)
          // An order is the customer's once paid: a checkout abandoned before paying is no order of theirs.
          .where(and(contactMatches(orders, contacts), isNotNull(orders.paidAt)))
          .orderBy(desc(orders.createdAt), desc(orders.id)),
        db
          .select({ row: warrantyRegistrations, product: products.name })
          .from(warrantyRegistrations)
          .leftJoin(products, eq(products.id, warrantyRegistrations.productId))
          .where(contactMatches(warrantyRegistrations, contacts))
          .orderBy(desc(warrantyRegistrations.createdAt), desc(warrantyRegistrations.id)),
        db
          .select()
          .from(serviceTickets)
          .where(contactMatches({ ...serviceTickets, createdAt: serviceTickets.openedAt }, contacts))
          .orderBy(desc(serviceTickets.openedAt), desc(serviceTickets.id)),
        db
          .select()
          .from(customerSessions)
          .where(and(eq(customerSessions.customerId, session.customerId), gt(customerSessions.expiresAt, now)))
          .orderBy(desc(customerSessions.lastSeenAt), desc(customerSessions.id)),
      ]);
      const ownOrders = orderRows.filter((row) => carriesContact(contacts, row));
      const [lines, consents] = await Promise.all([orderLines(ownOrders), session.mobile ? mobileConsents(session.mobile) : null]);
      const firstSignIn = session.noticeShownAt === null;
      if (firstSignIn) await db.update(customers).set({ noticeShownAt: now }).where(eq(customers.id, session.customerId));
      return {
        mobile: session.mobile,
        email: session.email,
        firstSignIn,
        orders: ownOrders.map((row) => ({
          number: row.number,
          status: row.status,
          placedAt: row.createdAt.toISOString(),
          total: paiseToRupees(row.totalPaise),
          items: row.items,
          lines: lines.get(row.id) ?? [],
          trackingPath: orderPath(session, row),
        })),
        units: unitRows
          .filter(({ row }) => carriesContact(contacts, row))
          .map(({ row, product }) => {
            const expiryDate = warrantyExpiry(row.purchaseDate, row.warrantyYears);
            const status = warrantyStatus(row.status as StoredWarrantyStatus, expiryDate, now);
            return {
              serialNo: row.serialNo,
              status,
              purchaseDate: row.purchaseDate,
              expiryDate,
              product,
              unitPath: paths.accountUnit(row.serialNo),
              certificatePath: hasCertificate(status) ? paths.accountUnitCertificate(row.serialNo) : null,
            };
          }),
        consents,
        requests: ticketRows.filter((row) => carriesContact(contacts, { ...row, createdAt: row.openedAt })).map((row) => toRequest(session, row)),
        devices: deviceRows.map(
          (row): AccountDevice => ({
            id: row.id,
            device: row.device,
            signedInAt: row.createdAt.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            current: row.id === session.sessionId,
          }),
        ),
      };
    },

    /**
     * A registered unit's page for its owner (decision 052): the registration's details, the
     * certificate's path, and the account's own service requests that carry its serial. A serial
     * registered with another contact is not found, as one never registered is.
     */
    async unit(token: string | null | undefined, serial: string, now = new Date()): Promise<AccountUnitPage> {
      const session = await requireSession(token, now);
      const serialNo = normaliseSerial(serial);
      const [found] = await db
        .select({ row: warrantyRegistrations, product: { name: products.name, model: products.model } })
        .from(warrantyRegistrations)
        .leftJoin(products, eq(products.id, warrantyRegistrations.productId))
        .where(eq(warrantyRegistrations.serialNo, serialNo));
      const contacts = await contactsOf(session);
      if (!found || !carriesContact(contacts, found.row)) throw new AppError("not_found", accountMessages.unitNotFound);
      const details = warrantyDetails(found.row, found.product, now);
      // Only the account's own requests: one filed by someone else about the unit is theirs to follow.
      const tickets = await db
        .select()
        .from(serviceTickets)
        .where(and(sql`${ticketSerialKey} = ${serialNo}`, contactMatches({ ...serviceTickets, createdAt: serviceTickets.openedAt }, contacts)))
        .orderBy(desc(serviceTickets.openedAt), desc(serviceTickets.id));
      return {
        details,
        // The certificate is written in the language the unit was registered in (decision 056).
        locale: isLocale(found.row.locale) ? found.row.locale : defaultLocale,
        certificatePath: hasCertificate(details.status) ? paths.accountUnitCertificate(serialNo) : null,
        complaintPath: complaintAboutUnitPath({ serialNo, product: found.product?.name ?? null }),
        requests: tickets.filter((row) => carriesContact(contacts, { ...row, createdAt: row.openedAt })).map((row) => toRequest(session, row)),
      };
    },

    /**
     * Gives or withdraws updates on one text channel for the verified mobile (decisions 030, 052):
     * a new row with the words the button showed, never a change to an older one.
     */
    async setConsent(token: string | null | undefined, change: ConsentChange, now = new Date()): Promise<{ consents: AccountConsent[] }> {
      const session = await requireSession(token, now);
      const mobile = session.mobile ? indianMobile(session.mobile) : null;
      if (mobile === null) throw new AppError("invalid", accountMessages.consentNeedsMobile);
      await db.insert(messageConsents).values({
        channel: change.channel,
        mobile,
        status: change.choice,
        source: "account",
        reference: null,
        wording: accountConsentWording(change.channel, change.choice),
        at: now,
      });
      return { consents: await mobileConsents(mobile) };
    },

    /** Signs this device out (a browser without a session is simply told so). */
    async signOut(token: string | null | undefined): Promise<WithCookies<{ message: string }>> {
      if (token && /^[\w-]{20,100}$/.test(token)) await db.delete(customerSessions).where(eq(customerSessions.tokenHash, sha256(token)));
      return { result: { message: accountMessages.signedOut }, cookies: [sessionCookie(null)] };
    },

    /** Signs every device of the account out, this one included. */
    async signOutEverywhere(token: string | null | undefined, now = new Date()): Promise<WithCookies<{ message: string; devices: number }>> {
      const session = await requireSession(token, now);
      const removed = await db.delete(customerSessions).where(eq(customerSessions.customerId, session.customerId)).returning({ id: customerSessions.id });
      return { result: { message: accountMessages.signedOut, devices: removed.length }, cookies: [sessionCookie(null)] };
    },

    /** Signs one other device out. */
    async signOutDevice(token: string | null | undefined, deviceId: number, now = new Date()): Promise<void> {
      const session = await requireSession(token, now);
      await db.delete(customerSessions).where(and(eq(customerSessions.id, deviceId), eq(customerSessions.customerId, session.customerId), ne(customerSessions.id, session.sessionId)));
    },
  };
}

/** "Chrome on Android", "Safari on iPhone": enough to recognise a device, and nothing more is kept. */
export function deviceName(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /SamsungBrowser/.test(agent)
      ? "Samsung Internet"
      : /Firefox\//.test(agent)
        ? "Firefox"
        : /Chrome\/|Chromium\/|CriOS/.test(agent)
          ? "Chrome"
          : /Safari\//.test(agent)
            ? "Safari"
            : "A browser";
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone/.test(agent)
      ? "iPhone"
      : /iPad/.test(agent)
        ? "iPad"
        : /Windows/.test(agent)
          ? "Windows"
          : /Mac OS X/.test(agent)
            ? "Mac"
            : /Linux/.test(agent)
              ? "Linux"
              : "an unknown system";
  return `${browser} on ${system}`;
}

/** "30 seconds", "12 minutes", "3 hours": how long until a full window ends. */
function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}
