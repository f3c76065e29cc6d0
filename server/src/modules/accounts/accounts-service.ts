import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  ACCOUNT_CHALLENGE_COOKIE,
  ACCOUNT_CODE_MAX_WRONG,
  ACCOUNT_CODE_MINUTES,
  ACCOUNT_SEND_LIMITS,
  ACCOUNT_SESSION_COOKIE,
  ACCOUNT_SESSION_DAYS,
  type AccountDevice,
  type AccountOverview,
  type CodeChannel,
  type CodeSent,
  type EmailSignIn,
  type MobileSignIn,
  accountMessages,
  maskedContact,
} from "@urjavolt/contract/accounts";
import type { AccountRequester, WithCookies } from "@urjavolt/contract/load-context";
import { trackingPagePath } from "@urjavolt/contract/orders-tracking";
import { paths } from "@urjavolt/contract/paths";
import { site } from "@urjavolt/contract/site";
import { type StoredWarrantyStatus, hasCertificate, warrantyExpiry, warrantyStatus } from "@urjavolt/contract/warranty";
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { customerSessions, customers, signInChallenges } from "../../db/schema/accounts.ts";
import { orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTickets } from "../../db/schema/service.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { AppError } from "../../http/errors.ts";
import { type AccountContacts, carriesContact, contactMatches, formerMobilesOf } from "../../lib/contact-join.ts";
import type { RateCounters } from "../../http/rate-limit.ts";
import { signServiceRequestToken, signTrackingToken } from "../../lib/signed-links.ts";
import { ACCOUNT_CODE_KIND } from "../messaging/mail-worker.ts";
import { type TextSettings, renderText } from "../messaging/text-templates.ts";
import { paiseToRupees } from "@urjavolt/contract/money";

/**
 * Customers' accounts (decision 050): a one-time code to a mobile number or e-mail address, a
 * session per device kept in the database, and the records that carry the verified contact.
 */

export type AccountsOptions = {
  /** ACCOUNT_CODE_SECRET: keys the codes' hashes. */
  codeSecret: string;
  /** TRACKING_SECRET: signs the links to the account's orders and requests, as their e-mails do. */
  trackingSecret: string;
  texts: TextSettings;
  counters: RateCounters;
  /** Cookies carry Secure (production: the site is https behind its proxy). */
  secureCookies: boolean;
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
    const token = newToken();
    const tokenHash = sha256(token);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const expiresAt = new Date(now.getTime() + ACCOUNT_CODE_MINUTES * 60_000);
    await db.transaction(async (tx) => {
      // What has ended is not kept: challenges a day after they expired (the limits count elsewhere).
      await tx.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date(now.getTime() - 86_400_000)));
      await tx.insert(signInChallenges).values({ tokenHash, channel, contact, codeHash: codeHash(tokenHash, code).toString("hex"), createdAt: now, expiresAt });
      await tx.insert(outbox).values(codeMessage(channel, contact, code, now));
    });
    const message = channel === "email" ? accountMessages.codeSentToEmail : accountMessages.codeSentToMobile;
    return { result: { message, channel, sentTo: maskedContact(channel, contact), expiresAt: expiresAt.toISOString() }, cookies: [challengeCookie(token)] };
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

  return {
    /** Sends a code to an Indian mobile number; the same answer whether or not it has an account. */
    requestMobileCode(input: MobileSignIn, requester: Requester, now = new Date()): Promise<WithCookies<CodeSent>> {
      return sendCode(input.channel, input.mobile, requester, now);
    },

    /** Sends a code to an e-mail address (for customers who cannot get an SMS). */
    requestEmailCode(input: EmailSignIn, requester: Requester, now = new Date()): Promise<WithCookies<CodeSent>> {
      return sendCode("email", input.email, requester, now);
    },

    /** Where the browser's pending code went, partly hidden, for the code step; null without a live challenge. */
    async pendingChallenge(challengeToken: string | null | undefined, now = new Date()): Promise<{ channel: CodeChannel; sentTo: string } | null> {
      if (!challengeToken || !/^[\w-]{20,100}$/.test(challengeToken)) return null;
      const [row] = await db
        .select()
        .from(signInChallenges)
        .where(and(eq(signInChallenges.tokenHash, sha256(challengeToken)), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)));
      return row ? { channel: row.channel, sentTo: maskedContact(row.channel, row.contact) } : null;
    },

    /**
     * Checks a code against the challenge it was sent for (the browser's sign-in cookie). A right
     * code ends the challenge, makes the account on the first sign-in, and starts a new session
     * (a new token whatever cookie the browser had).
     */
    async verifyCode(challengeToken: string | null | undefined, code: string, requester: Requester, now = new Date()): Promise<WithCookies<{ firstSignIn: boolean }>> {
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
      const right = /^\d{6}$/.test(code) && timingSafeEqual(codeHash(tokenHash, code), Buffer.from(counted.codeHash, "hex"));
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
      return { result: { firstSignIn }, cookies: [sessionCookie(token), challengeCookie(null)] };
    },

    session: (token: string | null | undefined, now = new Date()) => loadSession(token, now),

    /** The account's page: the records that carry the verified contact, and the signed-in devices. */
    async overview(token: string | null | undefined, now = new Date()): Promise<AccountOverview> {
      const session = await requireSession(token, now);
      // A number the account had before still finds the records made under it before the change (decision 053).
      const contacts: AccountContacts = { mobile: session.mobile, email: session.email, formerMobiles: session.mobile ? await formerMobilesOf(db, session.customerId) : [] };
      const [orderRows, unitRows, ticketRows, deviceRows] = await Promise.all([
        db
          .select({
            number: orders.number,
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
          .from(customerSessions)
          .where(and(eq(customerSessions.customerId, session.customerId), gt(customerSessions.expiresAt, now)))
          .orderBy(desc(customerSessions.lastSeenAt), desc(customerSessions.id)),
      ]);
      const firstSignIn = session.noticeShownAt === null;
      if (firstSignIn) await db.update(customers).set({ noticeShownAt: now }).where(eq(customers.id, session.customerId));
      return {
        mobile: session.mobile,
        email: session.email,
        firstSignIn,
        orders: orderRows
          .filter((row) => carriesContact(contacts, row))
          .map((row) => ({
            number: row.number,
            status: row.status,
            placedAt: row.createdAt.toISOString(),
            total: paiseToRupees(row.totalPaise),
            items: row.items,
            trackingPath: trackingPagePath(signTrackingToken(row.number, options.trackingSecret)),
          })),
        units: unitRows
          .filter((row) => carriesContact(contacts, row))
          .map((row) => {
            const expiryDate = warrantyExpiry(row.purchaseDate, row.warrantyYears);
            const status = warrantyStatus(row.status as StoredWarrantyStatus, expiryDate, now);
            return {
              serialNo: row.serialNo,
              status,
              purchaseDate: row.purchaseDate,
              expiryDate,
              certificatePath: hasCertificate(status) ? `${paths.warranty}?form=check` : null,
            };
          }),
        requests: ticketRows
          .filter((row) => carriesContact(contacts, { ...row, createdAt: row.openedAt }))
          .map((row) => ({
            reference: row.reference,
            product: row.product,
            status: row.status,
            openedAt: row.openedAt.toISOString(),
            trackingPath: paths.trackRequestTicket(signServiceRequestToken(row.reference, options.trackingSecret)),
          })),
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
