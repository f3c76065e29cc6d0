import { createHash, createHmac, randomInt } from "node:crypto";
import { ACCOUNT_CHALLENGE_COOKIE, ACCOUNT_SESSION_COOKIE, accountMessages } from "@urjavolt/contract/accounts";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { customerSessions, customers, signInChallenges } from "../../db/schema/accounts.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { products } from "../../db/schema/catalogue.ts";
import { productRow } from "../../test/factories.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTickets } from "../../db/schema/service.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { type TestApp, buildTestApp, testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { type FakeTextGateway, startFakeTextGateway } from "../../test/fake-text-gateway.ts";
import { textEvents } from "@urjavolt/contract/messages";
import { CODE_EXPIRED_ERROR } from "../messaging/mail-worker.ts";

/** A mobile of its own for each use, so no test shares another's send limits or records. */
let mobiles = 0;
const aMobile = () => `9${String(randomInt(0, 1e6)).padStart(6, "0")}${String((mobiles += 1) % 1000).padStart(3, "0")}`;
/** A documentation-range address of its own, so the send limits per address count one test alone. */
let addresses = 0;
const anAddress = () => `203.0.113.${(addresses += 1) % 250}`;

const cookieOf = (response: { headers: Record<string, unknown> }, name: string): string | undefined => {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? (header as string[]) : typeof header === "string" ? [header] : [];
  return all.find((cookie) => cookie.startsWith(`${name}=`));
};
const valueOf = (cookie: string | undefined) => cookie?.split(";")[0]!.split("=")[1] ?? "";

describe.each(testDatabaseKinds)("signing in with a one-time code on %s (decision 050)", (kind) => {
  const t = useTestApp(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  async function askForCode(mobile: string, remoteAddress = anAddress(), app: FastifyInstance = t.app) {
    return app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile }, remoteAddress });
  }

  /** Asks for a code and reads it from the outbox, as the customer reads it from their phone. */
  async function codeFor(mobile: string, remoteAddress = anAddress()) {
    const response = await askForCode(mobile, remoteAddress);
    expect(response.statusCode).toBe(202);
    const challenge = valueOf(cookieOf(response, ACCOUNT_CHALLENGE_COOKIE));
    const [message] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`)).orderBy(outbox.id);
    const sent = (await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`))).at(-1) ?? message;
    const code = /(\d{6}) is your sign-in code/.exec(sent!.text)![1]!;
    return { response, challenge, code };
  }

  const enter = (challenge: string, code: string, remoteAddress = anAddress()) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/account/sign-in/code",
      payload: { code },
      headers: { cookie: `${ACCOUNT_CHALLENGE_COOKIE}=${challenge}` },
      remoteAddress,
    });

  async function signIn(mobile: string) {
    const { challenge, code } = await codeFor(mobile);
    const response = await enter(challenge, code);
    expect(response.statusCode).toBe(200);
    return valueOf(cookieOf(response, ACCOUNT_SESSION_COOKIE));
  }

  it("sends six digits by SMS through the outbox, in the DLT template with the line phones fill the code in from", async () => {
    const mobile = aMobile();
    const response = await askForCode(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ message: accountMessages.codeSentToMobile, channel: "sms", sentTo: `+91 XXXXXX${mobile.slice(-4)}` });
    const [message] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`));
    expect(message).toMatchObject({ channel: "sms", kind: "account-code", subject: "Sign-in code", status: "queued" });
    expect(message!.text).toMatch(/^UrjaVolt: \d{6} is your sign-in code\. It works for 10 minutes\. Do not share it with anyone, not even our staff\.\n\n@localhost #\d{6}$/);
    const [code] = /\d{6}/.exec(message!.text)!;
    expect(message!.variables).toEqual([code, code]);
    // The challenge's cookie: HttpOnly, SameSite=Lax, only for the account's pages, as long as the code lives.
    expect(cookieOf(response, ACCOUNT_CHALLENGE_COOKIE)).toMatch(/^uv_sign_in=[\w-]{43}; Path=\/account; HttpOnly; SameSite=Lax; Max-Age=600$/);
  });

  it("refuses a number that is not an Indian mobile, and a malformed body, with a 400", async () => {
    for (const mobile of ["+44 20 7946 0958", "5123456789", "98765"]) {
      const response = await askForCode(mobile);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ mobile: accountMessages.mobileInvalid });
    }
    expect((await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/code", payload: { code: "12ab56" } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/email", payload: { email: "not-an-address" } })).statusCode).toBe(400);
  });

  it("keeps the code only as an HMAC with the server's secret, bound to its challenge, and the session only as a hash", async () => {
    const mobile = aMobile();
    const { challenge, code } = await codeFor(mobile);
    const [row] = await t.database.db.select().from(signInChallenges).where(eq(signInChallenges.contact, mobile));
    const tokenHash = createHash("sha256").update(challenge).digest("hex");
    expect(row!.tokenHash).toBe(tokenHash);
    expect(row!.codeHash).toBe(createHmac("sha256", t.config.accountCodeSecret).update(`${tokenHash}:${code}`).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(challenge);

    const session = valueOf(cookieOf(await enter(challenge, code), ACCOUNT_SESSION_COOKIE));
    const stored = await t.database.db.select().from(customerSessions);
    expect(stored.map((one) => one.tokenHash)).toContain(createHash("sha256").update(session).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(session);
  });

  it("signs in with the right code once: a secure cookie of a new session, then the same code is refused", async () => {
    const mobile = aMobile();
    const { challenge, code } = await codeFor(mobile);
    const response = await enter(challenge, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ firstSignIn: true, unit: null });
    expect(cookieOf(response, ACCOUNT_SESSION_COOKIE)).toMatch(/^uv_account=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    // The challenge's cookie is cleared.
    expect(cookieOf(response, ACCOUNT_CHALLENGE_COOKIE)).toMatch(/^uv_sign_in=; .*Max-Age=0/);
    const session = valueOf(cookieOf(response, ACCOUNT_SESSION_COOKIE));
    const account = await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${session}` } });
    expect(account.statusCode).toBe(200);
    expect(account.headers["cache-control"]).toBe("private, no-store");
    expect(account.json()).toMatchObject({ mobile, email: null, firstSignIn: true });

    const again = await enter(challenge, code);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(accountMessages.codeEnded);
    expect(cookieOf(again, ACCOUNT_SESSION_COOKIE)).toBeUndefined();
  });

  it("counts a second sign-in as no first one, and gives each sign-in a new session id", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const mobile = aMobile();
    const first = await signIn(mobile);
    vi.setSystemTime(Date.now() + 31_000);
    const { challenge, code } = await codeFor(mobile);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/account/sign-in/code",
      payload: { code },
      headers: { cookie: `${ACCOUNT_CHALLENGE_COOKIE}=${challenge}; ${ACCOUNT_SESSION_COOKIE}=${first}` },
    });
    expect(response.json()).toEqual({ firstSignIn: false, unit: null });
    const second = valueOf(cookieOf(response, ACCOUNT_SESSION_COOKIE));
    expect(second).not.toBe(first);
    // The browser's earlier session ended with the new sign-in.
    expect((await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${first}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${second}` } })).statusCode).toBe(200);
    expect(await t.database.db.select().from(customers).where(eq(customers.mobile, mobile))).toHaveLength(1);
  });

  it("takes a code only with the challenge it was sent for", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const mobile = aMobile();
    const first = await codeFor(mobile);
    vi.setSystemTime(Date.now() + 31_000);
    const second = await codeFor(mobile);
    if (first.code !== second.code) expect((await enter(second.challenge, first.code)).statusCode).toBe(400);
    expect((await enter(first.challenge, second.code === first.code ? "000000" : second.code)).statusCode).toBe(400);
    // Without the browser's challenge there is nothing to check a code against.
    const none = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/code", payload: { code: first.code } });
    expect(none.statusCode).toBe(410);
    expect(none.json().message).toBe(accountMessages.noChallenge);
    expect((await enter(second.challenge, second.code)).statusCode).toBe(200);
  });

  it("ends the challenge after 5 wrong codes: the right one is refused after them", async () => {
    const { challenge, code } = await codeFor(aMobile());
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 1; i <= 4; i += 1) {
      const response = await enter(challenge, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: accountMessages.wrongCode, errors: { code: accountMessages.wrongCode } });
    }
    const fifth = await enter(challenge, wrong);
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json().message).toBe(accountMessages.tooManyWrong);
    const right = await enter(challenge, code);
    expect(right.statusCode).toBe(410);
    expect(right.json().message).toBe(accountMessages.tooManyWrong);
    expect(cookieOf(right, ACCOUNT_SESSION_COOKIE)).toBeUndefined();
  });

  it("counts parallel guesses before checking them: no more than 5 are ever tried", async () => {
    const mobile = aMobile();
    const { challenge, code } = await codeFor(mobile);
    const guesses = Array.from({ length: 12 }, (_, i) => String(i).padStart(6, "0")).filter((guess) => guess !== code);
    const answers = await Promise.all(guesses.map((guess) => enter(challenge, guess)));
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 410)).toHaveLength(guesses.length - 4);
    const [row] = await t.database.db.select().from(signInChallenges).where(eq(signInChallenges.contact, mobile));
    expect(row!.codesTried).toBe(5);
  });

  it("takes a code for 10 minutes only", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const mobile = aMobile();
    const early = await codeFor(mobile);
    vi.setSystemTime(Date.now() + 9 * 60_000 + 59_000);
    expect((await enter(early.challenge, early.code)).statusCode).toBe(200);

    const late = await codeFor(mobile);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const response = await enter(late.challenge, late.code);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(accountMessages.codeEnded);
  });

  it("answers the same whether or not the number has an account", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const known = aMobile();
    await signIn(known);
    vi.setSystemTime(Date.now() + 31_000);
    const unknown = aMobile();
    const [a, b] = [await askForCode(known), await askForCode(unknown)];
    expect(a.statusCode).toBe(b.statusCode);
    const { sentTo: _a, expiresAt: _x, ...knownAnswer } = a.json();
    const { sentTo: _b, expiresAt: _y, ...unknownAnswer } = b.json();
    expect(knownAnswer).toEqual(unknownAnswer);
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    // Both get a code: asking reads no account.
    for (const mobile of [known, unknown]) expect(await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`))).not.toHaveLength(0);
  });

  it("limits codes per number: one in 30 seconds, 5 in an hour, 10 in a day, whatever address asks", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const mobile = aMobile();
    const sendsAfter = async (ms: number) => {
      vi.setSystemTime(Date.now() + ms);
      return (await askForCode(mobile)).statusCode;
    };
    expect(await sendsAfter(0)).toBe(202);
    const soon = await askForCode(mobile);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Too many codes asked for\. Please wait (\d+) seconds and ask again\.$/);
    for (let i = 2; i <= 5; i += 1) expect(await sendsAfter(31_000)).toBe(202);
    const hour = await askForCode(mobile);
    expect(hour.statusCode).toBe(429);
    expect(await sendsAfter(31_000)).toBe(429);
    // The next hour's five, then the day is full.
    vi.setSystemTime(Date.now() + 60 * 60_000);
    for (let i = 6; i <= 10; i += 1) expect(await sendsAfter(31_000)).toBe(202);
    vi.setSystemTime(Date.now() + 60 * 60_000);
    const day = await askForCode(mobile);
    expect(day.statusCode).toBe(429);
    expect(day.json().message).toMatch(/Please wait \d+ hours? and ask again/);
  });

  it("limits codes per network address the same way, whatever number it asks for", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const address = anAddress();
    expect((await askForCode(aMobile(), address)).statusCode).toBe(202);
    expect((await askForCode(aMobile(), address)).statusCode).toBe(429);
    for (let i = 2; i <= 5; i += 1) {
      vi.setSystemTime(Date.now() + 31_000);
      expect((await askForCode(aMobile(), address)).statusCode).toBe(202);
    }
    vi.setSystemTime(Date.now() + 31_000);
    expect((await askForCode(aMobile(), address)).statusCode).toBe(429);
  });

  it("sends a code by e-mail for customers without SMS, and one by WhatsApp when asked", async () => {
    const address = `buyer.${randomInt(1e6)}@Example.in`;
    const response = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/email", payload: { email: address }, remoteAddress: anAddress() });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ message: accountMessages.codeSentToEmail, channel: "email" });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, address.toLowerCase()));
    expect(mail).toMatchObject({ channel: "email", kind: "account-code", subject: "Your UrjaVolt sign-in code" });
    expect(mail!.text).toMatch(/^\d{6} is your UrjaVolt sign-in code/);

    const mobile = aMobile();
    const whatsapp = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile, channel: "whatsapp" }, remoteAddress: anAddress() });
    expect(whatsapp.statusCode).toBe(202);
    const [text] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`));
    expect(text).toMatchObject({ channel: "whatsapp", kind: "account-code" });
    expect(text!.text).toMatch(/^\d{6} is your verification code\. For your security, do not share this code\. This code expires in 10 minutes\.$/);
  });

  it("lists the signed-in devices and signs them all out everywhere", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const mobile = aMobile();
    const phone = await signIn(mobile);
    vi.setSystemTime(Date.now() + 31_000);
    const laptop = await signIn(mobile);
    const cookie = (token: string) => ({ cookie: `${ACCOUNT_SESSION_COOKIE}=${token}` });
    const account = (await t.app.inject({ url: "/api/v1/account", headers: cookie(laptop) })).json();
    expect(account.devices).toHaveLength(2);
    expect(account.devices.filter((device: { current: boolean }) => device.current)).toHaveLength(1);

    // One other device signed out; this one cannot sign itself out so, nor another account's.
    const phoneId = account.devices.find((device: { current: boolean }) => !device.current).id;
    const laptopId = account.devices.find((device: { current: boolean }) => device.current).id;
    expect((await t.app.inject({ method: "POST", url: `/api/v1/account/devices/${laptopId}/sign-out`, headers: cookie(laptop) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/v1/account", headers: cookie(laptop) })).statusCode).toBe(200);
    const stranger = await signIn(aMobile());
    expect((await t.app.inject({ method: "POST", url: `/api/v1/account/devices/${phoneId}/sign-out`, headers: cookie(stranger) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/v1/account", headers: cookie(phone) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `/api/v1/account/devices/${phoneId}/sign-out`, headers: cookie(laptop) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/v1/account", headers: cookie(phone) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/account/devices/abc/sign-out", headers: cookie(laptop) })).statusCode).toBe(400);
    vi.setSystemTime(Date.now() + 31_000);
    const tablet = await signIn(mobile);

    const out = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-out-everywhere", headers: cookie(laptop) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: accountMessages.signedOut, devices: 2 });
    expect(cookieOf(out, ACCOUNT_SESSION_COOKIE)).toMatch(/Max-Age=0/);
    for (const token of [tablet, laptop]) {
      const refused = await t.app.inject({ url: "/api/v1/account", headers: cookie(token) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(accountMessages.signInFirst);
    }
  });

  it("keeps no challenge a day after it ended, and no session past its 30 days", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const mobile = aMobile();
    const old = await codeFor(mobile);
    const session = valueOf(cookieOf(await enter(old.challenge, old.code), ACCOUNT_SESSION_COOKIE));
    const oldHash = createHash("sha256").update(old.challenge).digest("hex");
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect((await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${session}` } })).statusCode).toBe(401);
    const fresh = await codeFor(mobile);
    expect(await t.database.db.select().from(signInChallenges).where(eq(signInChallenges.tokenHash, oldHash))).toEqual([]);
    await enter(fresh.challenge, fresh.code);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.mobile, mobile));
    expect(await t.database.db.select().from(customerSessions).where(eq(customerSessions.customerId, customer!.id))).toHaveLength(1);
  });

  it("signs one device out, and answers 401 to a forged or missing session", async () => {
    const session = await signIn(aMobile());
    expect((await t.app.inject({ method: "POST", url: "/api/v1/account/sign-out", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${session}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${session}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${"x".repeat(43)}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/account" })).statusCode).toBe(401);
  });

  describe("joining records made as a guest", () => {
    let orderNumber = 0;
    let productId: number | undefined;
    async function order(contact: { mobile: string; email: string }, paid = true) {
      orderNumber += 1;
      productId ??= (await t.database.db.insert(products).values(productRow({ model: `UVT-ACCT-${kind}` })).returning({ id: products.id }))[0]!.id;
      const number = `UV-ACCT-${kind}-${String(orderNumber).padStart(6, "0")}`;
      const [row] = await t.database.db
        .insert(orders)
        .values({
          number,
          status: paid ? "paid" : "created",
          fullName: "Asha Rani",
          ...contact,
          address: "12 Mall Road",
          city: "Rajpura",
          state: "Punjab",
          pincode: "140401",
          subtotalPaise: 1_234_500,
          totalPaise: 1_234_500,
          gateway: "test",
          gatewayOrderId: `order_acct_${kind}_${orderNumber}`,
          ...(paid && { paymentId: `pay_acct_${kind}_${orderNumber}`, receiptNumber: `RCPT-ACCT-${kind}-${orderNumber}`, paidAt: new Date() }),
        })
        .returning({ id: orders.id });
      await t.database.db
        .insert(orderItems)
        .values({ orderId: row!.id, productId, productName: "Inverter", unitPricePaise: 1_234_500, quantity: 2, position: 0, hsnCode: "85044010", gstRatePercent: 18 });
      return number;
    }
    const registration = (serialNo: string, mobile: string, email: string | null = null) =>
      t.database.db.insert(warrantyRegistrations).values({ serialNo, name: "Asha Rani", mobile, email, purchaseDate: "2026-01-10", dealer: "Dealer", invoiceNo: "INV-1", pincode: "140401", status: "active" });
    const ticket = (reference: string, mobile: string, email: string | null = "asha@example.in") =>
      t.database.db.insert(serviceTickets).values({ reference, source: "phone", name: "Asha Rani", mobile, email, pincode: "140401", product: "2100VA", issue: "product_issue", description: "Beeps." });

    it("shows the paid orders, units and requests that carry the verified mobile, written any way, and nothing else", async () => {
      const mobile = aMobile();
      const other = aMobile();
      const email = `asha.${randomInt(1e6)}@example.in`;
      const mine = [await order({ mobile, email }), await order({ mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, email: "elsewhere@example.in" })];
      await order({ mobile, email }, false);
      // Someone else's order under the customer's e-mail joins no mobile account.
      const byEmailOnly = await order({ mobile: other, email });
      const serial = `UVACCT${kind}${randomInt(1e6)}`.toUpperCase();
      await registration(serial, `0${mobile}`);
      await registration(`${serial}X`, other);
      const reference = `SRV-ACCT-${kind}-${randomInt(1e6)}`;
      await ticket(reference, mobile);
      await ticket(`${reference}-X`, other);

      const session = await signIn(mobile);
      const account = (await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${session}` } })).json();
      expect(account.orders.map((one: { number: string }) => one.number).sort()).toEqual([...mine].sort());
      expect(account.orders[0]).toMatchObject({ status: "paid", total: 12345, items: 2, trackingPath: `/track-order?order=${encodeURIComponent(account.orders[0].number)}` });
      expect(account.units).toEqual([
        {
          serialNo: serial,
          status: "Active",
          purchaseDate: "2026-01-10",
          expiryDate: "2031-01-10",
          product: null,
          unitPath: `/account/units/${serial}`,
          certificatePath: `/account/units/${serial}/certificate`,
        },
      ]);
      expect(account.requests).toEqual([expect.objectContaining({ reference, status: "new", trackingPath: `/track-request/${reference}` })]);
      expect(JSON.stringify(account)).not.toContain(byEmailOnly);

      // The order opens by its plain path for this session alone (decision 054; account-elsewhere.test.ts).
    });

    it("shows an e-mail account the records under the verified e-mail only", async () => {
      const email = `ravi.${randomInt(1e6)}@example.in`;
      const mobile = aMobile();
      const mine = await order({ mobile, email: email.toUpperCase() });
      await order({ mobile, email: `other.${email}` });
      await ticket(`SRV-MAIL-${kind}-${randomInt(1e6)}`, aMobile(), email);
      const sent = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/email", payload: { email }, remoteAddress: anAddress() });
      const challenge = valueOf(cookieOf(sent, ACCOUNT_CHALLENGE_COOKIE));
      const [mail] = await t.database.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.kind, "account-code")));
      const code = /^(\d{6})/.exec(mail!.text)![1]!;
      const session = valueOf(cookieOf(await enter(challenge, code), ACCOUNT_SESSION_COOKIE));
      const account = (await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${session}` } })).json();
      expect(account).toMatchObject({ mobile: null, email });
      expect(account.orders.map((one: { number: string }) => one.number)).toEqual([mine]);
      expect(account.requests).toHaveLength(1);
      // A mobile on those records is a claim: it joins nothing to this account.
      expect(account.units).toEqual([]);
    });

    it("joins nothing on a number only typed in: asking for a code, or a wrong code, opens no account", async () => {
      const mobile = aMobile();
      await order({ mobile, email: "victim@example.in" });
      const asked = await askForCode(mobile);
      expect(cookieOf(asked, ACCOUNT_SESSION_COOKIE)).toBeUndefined();
      const challenge = valueOf(cookieOf(asked, ACCOUNT_CHALLENGE_COOKIE));
      const wrong = await enter(challenge, "000000");
      expect(cookieOf(wrong, ACCOUNT_SESSION_COOKIE)).toBeUndefined();
      // The challenge's token is no session.
      expect((await t.app.inject({ url: "/api/v1/account", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${challenge}` } })).statusCode).toBe(401);
      expect(await t.database.db.select().from(customers).where(eq(customers.mobile, mobile))).toEqual([]);
    });
  });
});

/** Runs when a Redis server answers at TEST_REDIS_URL. */
const redisUrl = process.env.TEST_REDIS_URL || undefined;

describe.skipIf(!redisUrl)("the send limits on two instances sharing one Redis (decision 050)", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp("pglite", { env: { REDIS_URL: redisUrl! } });
    second = await buildTestApp("pglite", { env: { REDIS_URL: redisUrl! } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("count one number's codes on every instance together", async () => {
    // A number of its own per run: the counters outlive the test in Redis.
    const mobile = aMobile();
    // And addresses of their own, random ones: a fixed address's day of codes would run out after ten runs in a day.
    const randomAddress = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}::1`;
    const ask = (app: TestApp) => app.app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile }, remoteAddress: randomAddress() });
    expect((await ask(first)).statusCode).toBe(202);
    const refused = await ask(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many codes asked for/);
  });
});

describe.each(testDatabaseKinds)("sign-in codes through the SMS and WhatsApp gateways on %s (decision 050)", (kind) => {
  const env: Record<string, string> = {};
  let gateway: FakeTextGateway;
  beforeAll(async () => {
    gateway = await startFakeTextGateway();
    Object.assign(env, gateway.env(textEvents));
  });
  const t = useTestApp(kind, { env });
  afterAll(() => gateway.close());

  it("sends the code in its registered template, though the number agreed to no updates", async () => {
    const mobile = aMobile();
    const response = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile }, remoteAddress: anAddress() });
    expect(response.statusCode).toBe(202);
    await t.app.mailWorker.runOnce();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`));
    expect(row!.status).toBe("sent");
    const sent = gateway.received.find((request) => request.body.to === `91${mobile}`);
    const code = /\d{6}/.exec(row!.text)![0];
    expect(sent?.body).toMatchObject({ dlt_template_id: t.config.texts.sms!.templates["account-code"], variables: [code, code], message: row!.text });
  });

  it("never sends a code that waited past its 10 minutes", async () => {
    const mobile = aMobile();
    const past = new Date(Date.now() - 11 * 60_000);
    await t.database.db.insert(outbox).values({
      channel: "sms",
      kind: "account-code",
      to: `+91${mobile}`,
      subject: "Sign-in code",
      text: "UrjaVolt: 123456 is your sign-in code.",
      html: "",
      variables: ["123456", "123456"],
      createdAt: past,
      nextAttemptAt: past,
    });
    await t.app.mailWorker.runOnce();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`));
    expect(row).toMatchObject({ status: "failed", lastError: CODE_EXPIRED_ERROR });
    expect(gateway.received.some((request) => request.body.to === `91${mobile}`)).toBe(false);
  });
});
