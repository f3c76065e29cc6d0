import { randomInt } from "node:crypto";
import { ACCOUNT_CHALLENGE_COOKIE, ACCOUNT_SESSION_COOKIE, ONLINE_SHOP_DEALER, accountMessages } from "@urjavolt/contract/accounts";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { and, desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { products } from "../../db/schema/catalogue.ts";
import { messageConsents } from "../../db/schema/messages.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTickets } from "../../db/schema/service.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { productRow } from "../../test/factories.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { enqueueTexts } from "../messaging/text-messages.ts";

/** A mobile of its own for each use, so no test shares another's send limits or records. */
let mobiles = 0;
const aMobile = () => `9${String(randomInt(0, 1e6)).padStart(6, "0")}${String((mobiles += 1) % 1000).padStart(3, "0")}`;
let addresses = 0;
const anAddress = () => `198.51.100.${(addresses += 1) % 250}`;
let serials = 0;
const aSerial = () => `UV-UNIT-${randomInt(1e6)}-${(serials += 1)}`;

const cookieOf = (response: { headers: Record<string, unknown> }, name: string): string | undefined => {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? (header as string[]) : typeof header === "string" ? [header] : [];
  return all.find((cookie) => cookie.startsWith(`${name}=`));
};
const valueOf = (cookie: string | undefined) => cookie?.split(";")[0]!.split("=")[1] ?? "";

describe.each(testDatabaseKinds)("a customer's units, their certificate, and their message consents on %s (decision 052)", (kind) => {
  const t = useTestApp(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  const withSession = (session: string) => ({ cookie: `${ACCOUNT_SESSION_COOKIE}=${session}` });

  /** The newest code sent by SMS to the mobile, as the customer reads it on their phone. */
  async function lastCodeTo(mobile: string): Promise<string | undefined> {
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`)).orderBy(desc(outbox.id)).limit(1);
    return sent ? /(\d{6}) is your sign-in code/.exec(sent.text)?.[1] : undefined;
  }

  const enter = (challenge: string, code: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/code", payload: { code }, headers: { cookie: `${ACCOUNT_CHALLENGE_COOKIE}=${challenge}` }, remoteAddress: anAddress() });

  async function signIn(mobile: string): Promise<string> {
    const asked = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile }, remoteAddress: anAddress() });
    expect(asked.statusCode).toBe(202);
    const entered = await enter(valueOf(cookieOf(asked, ACCOUNT_CHALLENGE_COOKIE)), (await lastCodeTo(mobile))!);
    expect(entered.statusCode).toBe(200);
    return valueOf(cookieOf(entered, ACCOUNT_SESSION_COOKIE));
  }

  let productId: number | undefined;
  const product = async () =>
    (productId ??= (await t.database.db.insert(products).values(productRow({ model: `UVT-UNIT-${kind}`, name: "Lithium Inverter 2100VA" })).returning({ id: products.id }))[0]!.id);

  async function register(serialNo: string, mobile: string, status: "active" | "pending" | "rejected" = "active", locale: "en" | "hi" | "pa" = "en") {
    await t.database.db.insert(warrantyRegistrations).values({
      serialNo,
      name: "Asha Rani",
      mobile,
      purchaseDate: "2026-01-10",
      dealer: "Sharma Power House",
      invoiceNo: "INV-7781",
      pincode: "140401",
      status,
      locale,
      productId: await product(),
      ...(status === "rejected" && { rejectionReason: "The invoice names another serial." }),
    });
  }

  const ticket = (reference: string, mobile: string, serialNo: string | null) =>
    t.database.db
      .insert(serviceTickets)
      .values({ reference, source: "phone", name: "Asha Rani", mobile, email: null, pincode: "140401", product: "2100VA", serialNo, issue: "product_issue", description: "Beeps." });

  describe("the unit's page", () => {
    it("shows the owner the whole registration, the certificate's path, the complaint form with the serial, and their own requests about it", async () => {
      const mobile = aMobile();
      const serial = aSerial();
      await register(serial, `+91 ${mobile}`);
      const reference = `SRV-UNIT-${kind}-${randomInt(1e6)}`;
      await ticket(reference, mobile, serial.toLowerCase());
      await ticket(`${reference}-OTHER`, mobile, "UV-SOMETHING-ELSE");
      await ticket(`${reference}-STRANGER`, aMobile(), serial);
      const session = await signIn(mobile);

      const response = await t.app.inject({ url: `/api/v1/account/units/${serial.toLowerCase()}`, headers: withSession(session) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const unit = response.json();
      expect(unit.details).toMatchObject({
        serialno: serial,
        name: "Asha Rani",
        mobile: `XXXXXX${mobile.slice(-4)}`,
        status: "Active",
        dealer: "Sharma Power House",
        invoiceno: "INV-7781",
        pincode: "140401",
        product: "Lithium Inverter 2100VA",
      });
      expect(unit.certificatePath).toBe(`/account/units/${serial}/certificate`);
      expect(unit.complaintPath).toBe(`/technical-support?serialno=${serial}&product=Lithium%20Inverter%202100VA#support-request-form`);
      // Only the account's own request about this serial: not another unit's, not a stranger's about this one.
      expect(unit.requests.map((one: { reference: string }) => one.reference)).toEqual([reference]);
      expect(unit.requests[0].trackingPath).toMatch(/^\/track-request\//);
      expect(unit.locale).toBe("en");
    });

    it("carries the language the unit was registered in, and its certificate is made in it (decision 056)", async () => {
      const mobile = aMobile();
      const serial = aSerial();
      await register(serial, mobile, "active", "pa");
      const session = await signIn(mobile);
      const unit = await t.app.services.accounts.unit(session, serial);
      expect(unit.locale).toBe("pa");
      expect((await t.app.inject({ url: `/api/v1/account/units/${serial}`, headers: withSession(session) })).json().locale).toBe("pa");
      const pdf = Buffer.from(await t.app.services.warranty.certificate(unit.details, unit.locale, "https://www.urjavolt.in"));
      expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+BalooPaaji2-Regular/);
    });

    it("answers a serial registered to another mobile exactly as one never registered: 404, confirming nothing", async () => {
      const mine = aMobile();
      const theirs = aSerial();
      await register(theirs, aMobile());
      const session = await signIn(mine);
      const someoneElses = await t.app.inject({ url: `/api/v1/account/units/${theirs}`, headers: withSession(session) });
      const nobodys = await t.app.inject({ url: `/api/v1/account/units/${aSerial()}`, headers: withSession(session) });
      expect(someoneElses.statusCode).toBe(404);
      expect(nobodys.statusCode).toBe(404);
      expect(someoneElses.json()).toEqual({ message: accountMessages.unitNotFound });
      expect(nobodys.json()).toEqual(someoneElses.json());
      expect(someoneElses.body).not.toContain("Asha");
    });

    it("offers no certificate for a warranty that is not Active, shows the owner a rejection's reason, and refuses a visitor not signed in", async () => {
      const mobile = aMobile();
      const pending = aSerial();
      const rejected = aSerial();
      await register(pending, mobile, "pending");
      await register(rejected, mobile, "rejected");
      const session = await signIn(mobile);
      const pendingUnit = (await t.app.inject({ url: `/api/v1/account/units/${pending}`, headers: withSession(session) })).json();
      expect(pendingUnit).toMatchObject({ certificatePath: null, details: { status: "Pending" } });
      const rejectedUnit = (await t.app.inject({ url: `/api/v1/account/units/${rejected}`, headers: withSession(session) })).json();
      expect(rejectedUnit).toMatchObject({ certificatePath: null, details: { status: "Rejected", rejection_reason: "The invoice names another serial." } });
      expect((await t.app.inject({ url: `/api/v1/account/units/${pending}` })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `/api/v1/account/units/${encodeURIComponent("<b>")}`, headers: withSession(session) })).statusCode).toBe(400);
    });
  });

  describe("a code to the registered mobile, from the warranty check", () => {
    it("answers and sets a challenge the same whether or not the serial is registered, and sends an SMS only to the registered mobile", async () => {
      const mobile = aMobile();
      const serial = aSerial();
      await register(serial, mobile);
      const before = await t.database.db.select().from(outbox);
      const known = await t.app.inject({ method: "POST", url: `/api/v1/account/units/${serial.toLowerCase()}/code`, remoteAddress: anAddress() });
      const unknown = await t.app.inject({ method: "POST", url: `/api/v1/account/units/${aSerial()}/code`, remoteAddress: anAddress() });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      const shape = (body: Record<string, unknown>) => ({ ...body, expiresAt: "" });
      expect(shape(known.json())).toEqual(shape(unknown.json()));
      expect(known.json()).toMatchObject({ message: accountMessages.codeSentForUnit, channel: "sms", sentTo: "the mobile number registered with this serial number" });
      // No digit of the owner's number in either answer.
      expect(known.body).not.toContain(mobile.slice(-4));
      expect(cookieOf(known, ACCOUNT_CHALLENGE_COOKIE)).toMatch(/^uv_sign_in=[\w-]{43}; Path=\/account; HttpOnly; SameSite=Lax; Max-Age=600$/);
      expect(cookieOf(unknown, ACCOUNT_CHALLENGE_COOKIE)).toMatch(/^uv_sign_in=[\w-]{43}; Path=\/account; HttpOnly; SameSite=Lax; Max-Age=600$/);
      const after = await t.database.db.select().from(outbox);
      expect(after.length - before.length).toBe(1);
      expect(after.at(-1)).toMatchObject({ channel: "sms", kind: "account-code", to: `+91${mobile}` });
    });

    it("signs the owner in with the code and names the unit to open; the code step names no digit of the number", async () => {
      const mobile = aMobile();
      const serial = aSerial();
      await register(serial, mobile);
      const asked = await t.app.inject({ method: "POST", url: `/api/v1/account/units/${serial}/code`, remoteAddress: anAddress() });
      const challenge = valueOf(cookieOf(asked, ACCOUNT_CHALLENGE_COOKIE));
      const accounts = t.app.services.accounts;
      expect(await accounts.pendingChallenge(challenge)).toEqual({ channel: "sms", sentTo: "the mobile number registered with this serial number", unit: serial });
      const entered = await enter(challenge, (await lastCodeTo(mobile))!);
      expect(entered.statusCode).toBe(200);
      expect(entered.json()).toEqual({ firstSignIn: true, unit: serial });
      const session = valueOf(cookieOf(entered, ACCOUNT_SESSION_COOKIE));
      // The account is the registered mobile's: the unit is theirs.
      const unit = await t.app.inject({ url: `/api/v1/account/units/${serial}`, headers: withSession(session) });
      expect(unit.statusCode).toBe(200);
      expect((await t.app.inject({ url: "/api/v1/account", headers: withSession(session) })).json().mobile).toBe(mobile);
    });

    it("lets no code finish a challenge asked for a serial nobody registered", async () => {
      const asked = await t.app.inject({ method: "POST", url: `/api/v1/account/units/${aSerial()}/code`, remoteAddress: anAddress() });
      const challenge = valueOf(cookieOf(asked, ACCOUNT_CHALLENGE_COOKIE));
      for (const code of ["000000", "123456", "999999", "654321"]) {
        const entered = await enter(challenge, code);
        expect(entered.statusCode).toBe(400);
        expect(entered.json().message).toBe(accountMessages.wrongCode);
      }
      expect((await enter(challenge, "111111")).statusCode).toBe(410);
    });

    it("limits codes per serial, whatever address asks, the same for a serial nobody registered", async () => {
      for (const [serial, registered] of [[aSerial(), true], [aSerial(), false]] as const) {
        if (registered) await register(serial, aMobile());
        expect((await t.app.inject({ method: "POST", url: `/api/v1/account/units/${serial}/code`, remoteAddress: anAddress() })).statusCode).toBe(202);
        const again = await t.app.inject({ method: "POST", url: `/api/v1/account/units/${serial}/code`, remoteAddress: anAddress() });
        expect(again.statusCode).toBe(429);
        expect(again.json().message).toMatch(/^Too many codes asked for\. Please wait \d+ seconds? and ask again\.$/);
      }
    });
  });

  describe("an order's lines", () => {
    it("offers the warranty form filled in from the order for a battery or inverter, and nothing for an accessory", async () => {
      const mobile = aMobile();
      const inverter = await product();
      const [accessory] = await t.database.db
        .insert(products)
        .values(productRow({ model: `UVT-CABLE-${kind}`, name: "Battery cable set", category: "accessory" }))
        .returning({ id: products.id });
      const paidAt = new Date("2026-11-20T20:30:00Z");
      const [order] = await t.database.db
        .insert(orders)
        .values({
          number: `UV-UNIT-${kind}-${randomInt(1e6)}`,
          status: "paid",
          fullName: "Asha Rani",
          mobile,
          email: "asha@example.in",
          address: "12 Mall Road",
          city: "Rajpura",
          state: "Punjab",
          pincode: "140401",
          subtotalPaise: 2_600_000,
          totalPaise: 2_600_000,
          gateway: "test",
          gatewayOrderId: `order_unit_${kind}_${randomInt(1e9)}`,
          paymentId: `pay_unit_${kind}_${randomInt(1e9)}`,
          receiptNumber: `RCPT-UNIT-${kind}-${randomInt(1e9)}`,
          paidAt,
        })
        .returning({ id: orders.id });
      await t.database.db.insert(orderItems).values([
        { orderId: order!.id, productId: inverter, productName: "Lithium Inverter 2100VA", unitPricePaise: 2_500_000, quantity: 1, position: 0, hsnCode: "85044010", gstRatePercent: 18 },
        { orderId: order!.id, productId: accessory!.id, productName: "Battery cable set", unitPricePaise: 100_000, quantity: 2, position: 1, hsnCode: "85444290", gstRatePercent: 18 },
      ]);
      const session = await signIn(mobile);
      const account = (await t.app.inject({ url: "/api/v1/account", headers: withSession(session) })).json();
      // Paid at 02:00 on 21 November in India: that is the purchase date.
      expect(indiaIsoDate(paidAt)).toBe("2026-11-21");
      expect(account.orders[0].lines).toEqual([
        { name: "Lithium Inverter 2100VA", quantity: 1, registerPath: `/warranty?purchaseDate=2026-11-21&dealer=${encodeURIComponent(ONLINE_SHOP_DEALER)}#warranty-form` },
        { name: "Battery cable set", quantity: 2, registerPath: null },
      ]);
    });
  });

  describe("message consents", () => {
    it("shows both channels off until the customer starts one, records each change as a new row, and the sender honours it", async () => {
      const mobile = aMobile();
      const session = await signIn(mobile);
      const overview = async () => (await t.app.inject({ url: "/api/v1/account", headers: withSession(session) })).json();
      expect((await overview()).consents).toEqual([
        { channel: "sms", given: false, at: null },
        { channel: "whatsapp", given: false, at: null },
      ]);
      const change = (payload: object, cookie = withSession(session)) => t.app.inject({ method: "POST", url: "/api/v1/account/consents", payload, headers: cookie, remoteAddress: anAddress() });

      const started = await change({ channel: "whatsapp", choice: "given" });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().consents).toEqual([
        { channel: "sms", given: false, at: null },
        { channel: "whatsapp", given: true, at: expect.any(String) },
      ]);
      const texts = { siteUrl: "http://localhost" };
      expect(await enqueueTexts(t.database.db, mobile, { event: "warranty-registered", name: "Asha", serialNo: "UV-1" }, texts)).toEqual(["whatsapp"]);

      expect((await change({ channel: "whatsapp", choice: "withdrawn" })).statusCode).toBe(200);
      expect((await overview()).consents[1]).toMatchObject({ channel: "whatsapp", given: false, at: expect.any(String) });
      expect(await enqueueTexts(t.database.db, mobile, { event: "warranty-registered", name: "Asha", serialNo: "UV-1" }, texts)).toEqual([]);

      // Append-only: both words are kept, with where they were given and the words shown.
      const rows = await t.database.db
        .select()
        .from(messageConsents)
        .where(and(eq(messageConsents.mobile, `+91${mobile}`), eq(messageConsents.channel, "whatsapp")))
        .orderBy(messageConsents.id);
      expect(rows.map((row) => [row.status, row.source, row.wording])).toEqual([
        ["given", "account", "Start updates by WhatsApp: about your service requests and warranties only, never offers, to your verified mobile number."],
        ["withdrawn", "account", "Stop updates by WhatsApp."],
      ]);
    });

    it("refuses a change without a session (401), a malformed one (400), and one from an account known by e-mail (400)", async () => {
      expect((await t.app.inject({ method: "POST", url: "/api/v1/account/consents", payload: { channel: "sms", choice: "given" } })).statusCode).toBe(401);
      const session = await signIn(aMobile());
      const bad = await t.app.inject({ method: "POST", url: "/api/v1/account/consents", payload: { channel: "email", choice: "given" }, headers: withSession(session) });
      expect(bad.statusCode).toBe(400);

      const email = `asha.${randomInt(1e6)}@example.in`;
      const asked = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/email", payload: { email }, remoteAddress: anAddress() });
      const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
      const entered = await enter(valueOf(cookieOf(asked, ACCOUNT_CHALLENGE_COOKIE)), /(\d{6}) is your/.exec(sent!.text)![1]!);
      const emailSession = valueOf(cookieOf(entered, ACCOUNT_SESSION_COOKIE));
      expect((await t.app.inject({ url: "/api/v1/account", headers: withSession(emailSession) })).json().consents).toBeNull();
      const refused = await t.app.inject({ method: "POST", url: "/api/v1/account/consents", payload: { channel: "sms", choice: "given" }, headers: withSession(emailSession) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(accountMessages.consentNeedsMobile);
    });
  });
});
