import { randomInt } from "node:crypto";
import { ACCOUNT_CHALLENGE_COOKIE, ACCOUNT_SESSION_COOKIE, noPrefill } from "@urjavolt/contract/accounts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageConsents } from "../../db/schema/messages.ts";
import { orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTicketEvents, serviceTickets } from "../../db/schema/service.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/**
 * The account elsewhere on the site, and the customer in the console (decision 054): forms filled in
 * from what the account knows, a buyer's own order without a token, one customer's page for staff,
 * and no sign-in code ever shown to them.
 */

let mobiles = 0;
const aMobile = () => `9${String(randomInt(0, 1e6)).padStart(6, "0")}${String((mobiles += 1) % 1000).padStart(3, "0")}`;
let addresses = 0;
const anAddress = () => `198.51.100.${(addresses += 1) % 250}`;
let numbers = 0;
const anOrderNumber = () => `UV-2099-${String(randomInt(1e5)).padStart(5, "0")}${(numbers += 1) % 10}`;

const setCookie = (response: { headers: Record<string, unknown> }, name: string) =>
  ([response.headers["set-cookie"]].flat() as string[]).find((cookie) => cookie?.startsWith(`${name}=`))?.split(";")[0]?.split("=")[1] ?? "";

describe.each(testDatabaseKinds)("the account elsewhere, and the customer in the console, on %s (decision 054)", (kind) => {
  const t = useTestApp(kind);

  /** Signs in with the code read from the outbox's row, as the phone would show it. */
  async function signIn(mobile: string): Promise<string> {
    const asked = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile }, remoteAddress: anAddress() });
    expect(asked.statusCode).toBe(202);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`));
    const code = /(\d{6}) is your sign-in code/.exec(rows.at(-1)!.text)![1]!;
    const entered = await t.app.inject({
      method: "POST",
      url: "/api/v1/account/sign-in/code",
      payload: { code },
      headers: { cookie: `${ACCOUNT_CHALLENGE_COOKIE}=${setCookie(asked, ACCOUNT_CHALLENGE_COOKIE)}` },
      remoteAddress: anAddress(),
    });
    expect(entered.statusCode).toBe(200);
    return `${ACCOUNT_SESSION_COOKIE}=${setCookie(entered, ACCOUNT_SESSION_COOKIE)}`;
  }

  async function order(values: { mobile: string; email: string; fullName?: string; address?: string; paidAt?: Date | null }) {
    const number = anOrderNumber();
    const paidAt = values.paidAt === undefined ? new Date() : values.paidAt;
    await t.database.db.insert(orders).values({
      number,
      status: paidAt ? "paid" : "created",
      fullName: values.fullName ?? "Asha Rani",
      mobile: values.mobile,
      email: values.email,
      address: values.address ?? "12 Mall Road",
      city: "Rajpura",
      state: "Punjab",
      pincode: "140401",
      subtotalPaise: 500_000,
      totalPaise: 500_000,
      gateway: "test",
      gatewayOrderId: `order_${number}`,
      ...(paidAt && { paymentId: `pay_${number}`, receiptNumber: `RCPT-${number}`, paidAt }),
    });
    return number;
  }

  it("fills nothing in without a session, and only what the verified contact carries with one", async () => {
    const anonymous = await t.app.inject({ url: "/api/v1/account/prefill" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers["cache-control"]).toBe("private, no-store");
    expect(anonymous.json()).toEqual(noPrefill);
    // A forged session is no session.
    expect((await t.app.inject({ url: "/api/v1/account/prefill", headers: { cookie: `${ACCOUNT_SESSION_COOKIE}=${"x".repeat(43)}` } })).json()).toEqual(noPrefill);

    const mobile = aMobile();
    const cookie = await signIn(mobile);
    // Signed in with no order yet: the verified mobile alone.
    expect((await t.app.inject({ url: "/api/v1/account/prefill", headers: { cookie } })).json()).toEqual({ ...noPrefill, signedIn: true, mobile });

    await order({ mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, email: "asha@example.in", fullName: "Asha Rani", address: "Old House", paidAt: new Date(Date.now() - 86_400_000) });
    await order({ mobile, email: "asha@example.in", fullName: "Asha R.", address: "New House" });
    // Newer, but unpaid, and someone else's: neither is taken.
    await order({ mobile, email: "asha@example.in", fullName: "Not Paid", address: "Abandoned", paidAt: null });
    await order({ mobile: aMobile(), email: "asha@example.in", fullName: "Someone Else", address: "Their House" });

    const prefill = (await t.app.inject({ url: "/api/v1/account/prefill", headers: { cookie } })).json();
    expect(prefill).toEqual({
      signedIn: true,
      mobile,
      // The order's e-mail is what was typed at checkout: a claim, not a verified contact.
      email: null,
      name: "Asha R.",
      address: { address: "New House", city: "Rajpura", state: "Punjab", pincode: "140401" },
    });

    // What the customer keeps in their details comes before any order (decision 053): their name,
    // the e-mail they gave there, and the address they saved last.
    const details = await t.app.inject({ method: "PUT", url: "/api/v1/account/details", headers: { cookie }, payload: { name: "Asha Rani", email: "Asha@Example.in" } });
    expect(details.statusCode, details.body).toBe(200);
    const home = { full_name: "Asha Rani", mobile, address: "House 9, Model Town", city: "Patiala", state: "Punjab", pincode: "147001" };
    expect((await t.app.inject({ method: "POST", url: "/api/v1/account/addresses", headers: { cookie }, payload: home })).statusCode).toBe(201);
    expect((await t.app.inject({ url: "/api/v1/account/prefill", headers: { cookie } })).json()).toEqual({
      signedIn: true,
      mobile,
      email: "asha@example.in",
      name: "Asha Rani",
      address: { address: "House 9, Model Town", city: "Patiala", state: "Punjab", pincode: "147001" },
    });
  });

  it("opens a paid order by its number only for the session whose verified contact it carries", async () => {
    const mobile = aMobile();
    const mine = await order({ mobile: `0${mobile}`, email: "asha@example.in" });
    const theirs = await order({ mobile: aMobile(), email: "asha@example.in" });
    const unpaid = await order({ mobile, email: "asha@example.in", paidAt: null });

    expect((await t.app.inject({ url: `/api/v1/account/orders/${mine}` })).statusCode).toBe(401);
    const cookie = await signIn(mobile);
    const opened = await t.app.inject({ url: `/api/v1/account/orders/${mine}`, headers: { cookie } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    expect(opened.json()).toMatchObject({ number: mine, status: "paid" });
    // The page's downloads keep working by the order's own signed link.
    expect((await t.app.inject({ url: `/api/v1/track-order/${opened.json().token}` })).json().number).toBe(mine);

    for (const number of [theirs, unpaid, "UV-2099-999999"]) {
      const refused = await t.app.inject({ url: `/api/v1/account/orders/${number}`, headers: { cookie } });
      expect(refused.statusCode).toBe(404);
      expect(JSON.stringify(refused.json())).not.toContain("Rajpura");
    }
    expect((await t.app.inject({ url: "/api/v1/account/orders/not-a-number", headers: { cookie } })).statusCode).toBe(400);

    // The account lists its orders by plain paths now.
    const account = (await t.app.inject({ url: "/api/v1/account", headers: { cookie } })).json();
    expect(account.orders.map((one: { trackingPath: string }) => one.trackingPath)).toEqual([`/track-order?order=${mine}`]);
  });

  it("finds a customer by mobile, e-mail or name for the desk, and shows their records and consents, read-only", async () => {
    const mobile = aMobile();
    const surname = `Kaur${randomInt(1e6)}`;
    const number = await order({ mobile: `+91-${mobile}`, email: "Simran@Example.in", fullName: `Simran ${surname}` });
    await order({ mobile: aMobile(), email: "other@example.in", fullName: "Not Her" });
    const serial = `UVCUST${randomInt(1e6)}`;
    await t.database.db.insert(warrantyRegistrations).values({ serialNo: serial, name: `Simran ${surname}`, mobile, purchaseDate: "2026-01-10", dealer: "D", invoiceNo: "I", pincode: "140401", status: "active" });
    const reference = `CMP-2099-${String(randomInt(1e6)).padStart(6, "0")}`;
    const [ticket] = await t.database.db
      .insert(serviceTickets)
      .values({ reference, source: "phone", name: `S. ${surname}`, mobile, email: null, pincode: "140401", product: "2100VA", issue: "product_issue", description: "Beeps." })
      .returning({ id: serviceTickets.id });
    await t.database.db.insert(serviceTicketEvents).values({ ticketId: ticket!.id, kind: "message", actorKind: "customer", body: "It beeps at night." });
    await t.database.db.insert(messageConsents).values({ channel: "sms", mobile: `+91${mobile}`, status: "given", source: "complaint-form", reference, wording: "SMS updates" });

    expect((await t.app.inject({ url: `/api/v1/admin/customers?q=${mobile}` })).statusCode).toBe(401);
    const technician = await signInAs(t.app, "technician");
    expect((await t.app.inject({ url: `/api/v1/admin/customers?q=${mobile}`, headers: { cookie: technician.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/admin/customers/${mobile}`, headers: { cookie: technician.cookie } })).statusCode).toBe(403);
    // A customer's session is no staff session.
    const customer = await signIn(aMobile());
    expect((await t.app.inject({ url: `/api/v1/admin/customers?q=${mobile}`, headers: { cookie: customer } })).statusCode).toBe(401);

    const support = await signInAs(t.app, "support");
    const search = (q: string) => t.app.inject({ url: `/api/v1/admin/customers?q=${encodeURIComponent(q)}`, headers: { cookie: support.cookie } });
    const expected = { contact: mobile, kind: "mobile", orders: 1, units: 1, tickets: 1, account: false };
    expect((await search(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).json().data).toEqual([expect.objectContaining(expected)]);
    expect((await search(surname.toLowerCase())).json().data).toEqual([expect.objectContaining(expected)]);
    expect((await search("simran@example.in")).json().data).toEqual([expect.objectContaining({ contact: "simran@example.in", kind: "email", orders: 1, units: 0, tickets: 0 })]);
    expect((await search("9000000000")).json().data).toEqual([]);
    expect((await search("ab")).statusCode).toBe(400);

    const page = await t.app.inject({ url: `/api/v1/admin/customers/${mobile}`, headers: { cookie: support.cookie } });
    expect(page.statusCode).toBe(200);
    const record = page.json();
    expect(record.names).toEqual([`S. ${surname}`, `Simran ${surname}`]);
    expect(record.orders.map((one: { number: string }) => one.number)).toEqual([number]);
    expect(record.units.map((one: { serialNo: string }) => one.serialNo)).toEqual([serial]);
    expect(record.tickets).toEqual([expect.objectContaining({ reference, messages: [expect.objectContaining({ from: "customer", body: "It beeps at night." })], visits: [] })]);
    expect(record.consents).toEqual([expect.objectContaining({ channel: "sms", status: "given", reference })]);
    expect(record.account).toBeNull();

    // Once the customer has signed in, their page says so.
    await signIn(mobile);
    expect((await t.app.inject({ url: `/api/v1/admin/customers/${mobile}`, headers: { cookie: support.cookie } })).json().account).toMatchObject({ devices: 1 });
    expect((await t.app.inject({ url: "/api/v1/admin/customers/12345", headers: { cookie: support.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/admin/customers/${aMobile()}`, headers: { cookie: support.cookie } })).statusCode).toBe(404);
  });

  it("never shows staff a sign-in code's digits in the outbox, listed or queued again", async () => {
    const mobile = aMobile();
    const email = `code.${randomInt(1e6)}@example.in`;
    await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile }, remoteAddress: anAddress() });
    await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/email", payload: { email }, remoteAddress: anAddress() });
    const stored = await t.database.db.select().from(outbox).where(eq(outbox.kind, "account-code"));
    const codes = stored.map((row) => /(\d{6})/.exec(row.text)![1]!);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    // A failed one, with a gateway's answer that repeats the text, is queued again by an admin.
    const [failed] = await t.database.db
      .update(outbox)
      .set({ status: "failed", lastError: `400 rejected: ${stored.at(-1)!.text}` })
      .where(eq(outbox.id, stored.at(-1)!.id))
      .returning();

    const admin = await signInAs(t.app, "admin");
    const list = await t.app.inject({ url: "/api/v1/admin/outbox", headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    const shown = (list.json().data as { kind: string; text: string; to: string }[]).filter((message) => message.kind === "account-code");
    expect(shown.map((message) => message.to)).toEqual(expect.arrayContaining([`+91${mobile}`, email]));
    for (const message of shown) expect(message.text).toContain("••••••");
    const retried = await t.app.inject({ method: "POST", url: `/api/v1/admin/outbox/${failed!.id}/retry`, headers: admin.headers });
    expect(retried.statusCode).toBe(200);
    for (const code of codes) {
      expect(list.body).not.toContain(code);
      expect(retried.body).not.toContain(code);
    }
  });
});
