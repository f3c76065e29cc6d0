import { randomInt } from "node:crypto";
import { ACCOUNT_CHALLENGE_COOKIE, ACCOUNT_SESSION_COOKIE } from "@urjavolt/contract/accounts";
import { ADDRESSES_MAX, MOBILE_CHANGE_COOKIE, invoiceKeptUntil, keptReasons, rightsMessages } from "@urjavolt/contract/accounts-rights";
import { financialYear } from "@urjavolt/contract/invoices";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerSessions, customers } from "../../db/schema/accounts.ts";
import { customerAddresses, rightsRequests } from "../../db/schema/accounts-rights.ts";
import { products } from "../../db/schema/catalogue.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTickets } from "../../db/schema/service.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/** A mobile and an address of its own for each use, so no test shares another's send limits or records. */
let mobiles = 0;
const aMobile = () => `9${String(randomInt(0, 1e6)).padStart(6, "0")}${String((mobiles += 1) % 1000).padStart(3, "0")}`;
let addresses = 0;
const anAddress = () => `203.0.113.${(addresses += 1) % 250}`;

const setCookies = (response: { headers: Record<string, unknown> }): string[] => {
  const header = response.headers["set-cookie"];
  return Array.isArray(header) ? (header as string[]) : typeof header === "string" ? [header] : [];
};
const cookieValueOf = (response: { headers: Record<string, unknown> }, name: string) =>
  setCookies(response)
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0]!
    .split("=")[1] ?? "";

const address = { full_name: "Asha Rani", mobile: "9814055667", address: "House 12, Model Town", city: "Rajpura", state: "Punjab", pincode: "140401" };

describe.each(testDatabaseKinds)("a customer's rights over their data on %s (decision 053)", (kind) => {
  const t = useTestApp(kind);

  /** The newest code texted to a mobile, as its owner reads it on their phone. */
  async function lastCode(mobile: string): Promise<string> {
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`)).orderBy(desc(outbox.id)).limit(1);
    return /(\d{6}) is your sign-in code/.exec(sent!.text)![1]!;
  }

  async function signIn(mobile: string): Promise<string> {
    const asked = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile }, remoteAddress: anAddress() });
    expect(asked.statusCode).toBe(202);
    const entered = await t.app.inject({
      method: "POST",
      url: "/api/v1/account/sign-in/code",
      payload: { code: await lastCode(mobile) },
      headers: { cookie: `${ACCOUNT_CHALLENGE_COOKIE}=${cookieValueOf(asked, ACCOUNT_CHALLENGE_COOKIE)}` },
      remoteAddress: anAddress(),
    });
    expect(entered.statusCode).toBe(200);
    return `${ACCOUNT_SESSION_COOKIE}=${cookieValueOf(entered, ACCOUNT_SESSION_COOKIE)}`;
  }

  let orderCount = 0;
  let productId: number | undefined;
  async function order(mobile: string, options: { paid?: boolean; status?: "paid" | "expired" } = {}) {
    const paid = options.paid ?? true;
    orderCount += 1;
    productId ??= (await t.database.db.insert(products).values(productRow({ model: `UVT-RIGHTS-${kind}` })).returning({ id: products.id }))[0]!.id;
    const number = `UV-RIGHTS-${kind}-${String(orderCount).padStart(5, "0")}`;
    const [row] = await t.database.db
      .insert(orders)
      .values({
        number,
        status: options.status ?? (paid ? "paid" : "expired"),
        fullName: "Asha Rani",
        mobile,
        email: `asha.${mobile}@example.in`,
        address: "12 Mall Road",
        city: "Rajpura",
        state: "Punjab",
        pincode: "140401",
        subtotalPaise: 1_234_500,
        totalPaise: 1_234_500,
        gateway: "test",
        gatewayOrderId: `order_rights_${kind}_${orderCount}`,
        ...(paid && { paymentId: `pay_rights_${kind}_${orderCount}`, receiptNumber: `RCPT-RIGHTS-${kind}-${orderCount}`, paidAt: new Date() }),
      })
      .returning({ id: orders.id });
    await t.database.db
      .insert(orderItems)
      .values({ orderId: row!.id, productId, productName: "Solar inverter 3kW", unitPricePaise: 1_234_500, quantity: 1, position: 0, hsnCode: "85044010", gstRatePercent: 18 });
    return { id: row!.id, number };
  }

  async function invoiceFor(orderId: number) {
    const now = new Date();
    const number = `TEST/${financialYear(now).slice(2)}/${String(orderId).padStart(6, "0")}`;
    await t.database.db
      .insert(invoices)
      .values({ orderId, number, financialYear: financialYear(now), issuedAt: now, document: { buyer: { name: "Asha Rani", address: "12 Mall Road" } } as never, test: true });
    return number;
  }

  const registration = (serialNo: string, mobile: string, purchaseDate: string) =>
    t.database.db
      .insert(warrantyRegistrations)
      .values({ serialNo, name: "Asha Rani", mobile, purchaseDate, dealer: "Dealer", invoiceNo: "INV-1", pincode: "140401", status: "active", warrantyYears: 5 });
  const ticket = (reference: string, mobile: string, status: "new" | "closed") =>
    t.database.db.insert(serviceTickets).values({ reference, source: "phone", status, name: "Asha Rani", mobile, email: "asha@example.in", pincode: "140401", product: "2100VA", issue: "product_issue", description: "Beeps at night." });

  it("keeps a name, an e-mail and up to 10 addresses checked as checkout checks them, and logs each correction", async () => {
    const session = await signIn(aMobile());
    const saved = await t.app.inject({ method: "PUT", url: "/api/v1/account/details", headers: { cookie: session }, payload: { name: " Asha Rani ", email: "Asha@Example.in" } });
    expect(saved.statusCode).toBe(200);
    const badEmail = await t.app.inject({ method: "PUT", url: "/api/v1/account/details", headers: { cookie: session }, payload: { email: "not-an-address" } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual({ email: rightsMessages.emailInvalid });

    const badAddress = await t.app.inject({ method: "POST", url: "/api/v1/account/addresses", headers: { cookie: session }, payload: { ...address, pincode: "1404", mobile: "12345" } });
    expect(badAddress.statusCode).toBe(400);
    const made = await t.app.inject({ method: "POST", url: "/api/v1/account/addresses", headers: { cookie: session }, payload: { ...address, mobile: "+91 98140 55667" } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ full_name: "Asha Rani", mobile: "9814055667", pincode: "140401" });
    const id = made.json().id as number;
    const edited = await t.app.inject({ method: "PUT", url: `/api/v1/account/addresses/${id}`, headers: { cookie: session }, payload: { ...address, city: "Patiala" } });
    expect(edited.json()).toMatchObject({ id, city: "Patiala" });

    const details = await t.app.inject({ method: "GET", url: "/api/v1/account/details", headers: { cookie: session } });
    expect(details.json()).toMatchObject({ name: "Asha Rani", email: "asha@example.in", addresses: [{ id, city: "Patiala" }] });

    // Another account cannot touch this one's address.
    const stranger = await signIn(aMobile());
    const theirs = await t.app.inject({ method: "DELETE", url: `/api/v1/account/addresses/${id}`, headers: { cookie: stranger } });
    expect(theirs.statusCode).toBe(404);

    for (let index = 1; index < ADDRESSES_MAX; index += 1) {
      expect((await t.app.inject({ method: "POST", url: "/api/v1/account/addresses", headers: { cookie: session }, payload: address })).statusCode).toBe(201);
    }
    const tooMany = await t.app.inject({ method: "POST", url: "/api/v1/account/addresses", headers: { cookie: session }, payload: address });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(rightsMessages.addressesFull);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/account/addresses/${id}`, headers: { cookie: session } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/account/details" })).statusCode).toBe(401);

    const customerId = (await t.database.db.select().from(customerAddresses).limit(1).where(eq(customerAddresses.fullName, "Asha Rani")))[0]!.customerId;
    const logged = await t.database.db.select().from(rightsRequests).where(eq(rightsRequests.customerId, customerId));
    expect(logged.map((row) => row.detail)).toEqual(expect.arrayContaining(["Details saved (name and e-mail)", "Address added", "Address corrected", "Address deleted"]));
    // The log names the fields changed, never their values.
    expect(JSON.stringify(logged)).not.toContain("Patiala");
  });

  it("exports the records of the verified mobile and none of another's, as JSON and as a PDF, each a download", async () => {
    const mobile = aMobile();
    const other = aMobile();
    const mine = await order(mobile);
    const theirs = await order(other);
    await registration(`UV-RIGHTS-${kind}-${mobile}`, `+91 ${mobile}`, "2026-01-10");
    await registration(`UV-RIGHTS-${kind}-${other}`, other, "2026-01-10");
    await ticket(`SR-RIGHTS-${kind}-${mobile}`, mobile, "new");
    const session = await signIn(mobile);
    await t.app.inject({ method: "POST", url: "/api/v1/account/addresses", headers: { cookie: session }, payload: address });

    const json = await t.app.inject({ method: "GET", url: "/api/v1/account/export.json", headers: { cookie: session } });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(/^attachment; filename="urjavolt-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(json.headers["cache-control"]).toBe("private, no-store");
    const data = json.json();
    expect(data.account.mobile).toBe(mobile);
    expect(data.orders.map((one: { number: string }) => one.number)).toEqual([mine.number]);
    expect(data.orders[0].lines).toEqual([{ product: "Solar inverter 3kW", quantity: 1, unitPriceRupees: 12345, discountRupees: 0 }]);
    expect(data.warrantyRegistrations.map((one: { serialNo: string }) => one.serialNo)).toEqual([`UV-RIGHTS-${kind}-${mobile}`]);
    expect(data.serviceRequests.map((one: { reference: string }) => one.reference)).toEqual([`SR-RIGHTS-${kind}-${mobile}`]);
    expect(data.addresses).toHaveLength(1);
    expect(data.devices).toHaveLength(1);
    expect(json.body).not.toContain(theirs.number);
    expect(json.body).not.toContain(other);

    const pdf = await t.app.inject({ method: "GET", url: "/api/v1/account/export.pdf", headers: { cookie: session } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment; filename="urjavolt-data-.+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    expect((await t.app.inject({ method: "GET", url: "/api/v1/account/export.json" })).statusCode).toBe(401);
    const logged = await t.database.db.select().from(rightsRequests).where(eq(rightsRequests.kind, "export"));
    expect(logged.filter((row) => row.contact === `+91 XXXXXX${mobile.slice(-4)}`).map((row) => row.detail)).toEqual(["Copy of data (JSON)", "Copy of data (PDF)"]);
  });

  it("changes the mobile only with both codes, refuses a number that is another account's, and keeps the old records", async () => {
    const oldMobile = aMobile();
    const newMobile = aMobile();
    const before = await order(oldMobile);
    let session = await signIn(oldMobile);
    const start = () => t.app.inject({ method: "POST", url: "/api/v1/account/mobile", headers: { cookie: session }, payload: { mobile: newMobile }, remoteAddress: anAddress() });

    expect((await t.app.inject({ method: "POST", url: "/api/v1/account/mobile", headers: { cookie: session }, payload: { mobile: oldMobile } })).statusCode).toBe(400);
    const started = await start();
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ currentSentTo: `+91 XXXXXX${oldMobile.slice(-4)}`, newSentTo: `+91 XXXXXX${newMobile.slice(-4)}` });
    const change = `${MOBILE_CHANGE_COOKIE}=${cookieValueOf(started, MOBILE_CHANGE_COOKIE)}`;
    const confirm = (currentCode: string, newCode: string, cookie = `${session}; ${change}`) =>
      t.app.inject({ method: "POST", url: "/api/v1/account/mobile/confirm", headers: { cookie }, payload: { currentCode, newCode } });
    const currentCode = await lastCode(oldMobile);
    const newCode = await lastCode(newMobile);

    // One code is not enough, whichever it is.
    const onlyNew = await confirm(currentCode === "000000" ? "111111" : "000000", newCode);
    expect(onlyNew.statusCode).toBe(400);
    expect(onlyNew.json().errors).toEqual({ currentCode: rightsMessages.wrongCurrentCode });
    const onlyCurrent = await confirm(currentCode, newCode === "000000" ? "111111" : "000000");
    expect(onlyCurrent.json().errors).toEqual({ newCode: rightsMessages.wrongNewCode });
    expect((await t.database.db.select().from(customers).where(eq(customers.mobile, newMobile))).length).toBe(0);
    // The codes answer only the browser that asked.
    expect((await confirm(currentCode, newCode, session)).statusCode).toBe(410);

    const changed = await confirm(currentCode, newCode);
    expect(changed.statusCode).toBe(200);
    session = `${ACCOUNT_SESSION_COOKIE}=${cookieValueOf(changed, ACCOUNT_SESSION_COOKIE)}`;
    expect((await confirm(currentCode, newCode, `${session}; ${change}`)).statusCode).toBe(410);
    const after = await order(newMobile);
    const overview = await t.app.inject({ method: "GET", url: "/api/v1/account", headers: { cookie: session } });
    expect(overview.json().mobile).toBe(newMobile);
    // The old number was verified too: what was bought under it before the change still shows.
    expect(overview.json().orders.map((one: { number: string }) => one.number).sort()).toEqual([before.number, after.number].sort());
    // A later order under the old number (its next holder's, perhaps) does not.
    const later = await order(oldMobile);
    const again = await t.app.inject({ method: "GET", url: "/api/v1/account", headers: { cookie: session } });
    expect(again.json().orders.map((one: { number: string }) => one.number)).not.toContain(later.number);
    // Every earlier session ended: only this browser's new one is left.
    const account = (await t.database.db.select().from(customers).where(eq(customers.mobile, newMobile)))[0]!;
    expect(await t.database.db.select().from(customerSessions).where(eq(customerSessions.customerId, account.id))).toHaveLength(1);

    // A number that is another account's: refused once proven, without saying whose.
    const taken = aMobile();
    await signIn(taken);
    const mover = aMobile();
    const moverSession = await signIn(mover);
    const asked = await t.app.inject({ method: "POST", url: "/api/v1/account/mobile", headers: { cookie: moverSession }, payload: { mobile: taken }, remoteAddress: anAddress() });
    expect(asked.statusCode).toBe(202);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/account/mobile/confirm",
      headers: { cookie: `${moverSession}; ${MOBILE_CHANGE_COOKIE}=${cookieValueOf(asked, MOBILE_CHANGE_COOKIE)}` },
      payload: { currentCode: await lastCode(mover), newCode: await lastCode(taken) },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(rightsMessages.mobileTaken);
    expect((await t.database.db.select().from(customers).where(eq(customers.mobile, mover))).length).toBe(1);
    const log = await t.database.db.select().from(rightsRequests).where(eq(rightsRequests.kind, "mobile-change"));
    expect(log.map((row) => row.outcome)).toEqual(expect.arrayContaining(["Done; other devices signed out", "Refused: the number is another account's"]));
  });

  it("erases what it says at once, keeps the invoice, the live warranty and the open request with reasons and dates, and logs without the contact", async () => {
    const mobile = aMobile();
    const tag = `${kind}-${randomInt(1e6)}`;
    const paid = await order(mobile);
    const invoiceNumber = await invoiceFor(paid.id);
    const unpaid = await order(mobile, { paid: false });
    const live = `UV-LIVE-${tag}`;
    const ended = `UV-ENDED-${tag}`;
    await registration(live, mobile, "2026-01-10");
    await registration(ended, mobile, "2015-01-10");
    await ticket(`SR-OPEN-${tag}`, mobile, "new");
    await ticket(`SR-DONE-${tag}`, mobile, "closed");
    const session = await signIn(mobile);
    await t.app.inject({ method: "POST", url: "/api/v1/account/addresses", headers: { cookie: session }, payload: address });
    const customerId = (await t.database.db.select().from(customers).where(eq(customers.mobile, mobile)))[0]!.id;

    const plan = await t.app.inject({ method: "GET", url: "/api/v1/account/erasure", headers: { cookie: session } });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().kept).toEqual([
      { what: `Order ${paid.number} and its tax invoice ${invoiceNumber}`, reference: paid.number, reason: keptReasons.invoice, until: invoiceKeptUntil(financialYear(new Date())) },
      { what: `Warranty registration of serial ${live}`, reference: live, reason: keptReasons.warranty, until: "2031-01-10" },
      { what: `Service request SR-OPEN-${tag} (open)`, reference: `SR-OPEN-${tag}`, reason: keptReasons.openTicket, until: null },
    ]);

    expect((await t.app.inject({ method: "POST", url: "/api/v1/account/erasure", headers: { cookie: session }, payload: { confirm: "yes" } })).statusCode).toBe(400);
    const erased = await t.app.inject({ method: "POST", url: "/api/v1/account/erasure", headers: { cookie: session }, payload: { confirm: "ERASE" } });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().kept).toEqual(plan.json().kept);
    expect(setCookies(erased).find((cookie) => cookie.startsWith(`${ACCOUNT_SESSION_COOKIE}=;`))).toBeDefined();

    // Gone: the account, its sessions and addresses; the session no longer opens anything.
    expect(await t.database.db.select().from(customers).where(eq(customers.id, customerId))).toEqual([]);
    expect(await t.database.db.select().from(customerSessions).where(eq(customerSessions.customerId, customerId))).toEqual([]);
    expect(await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId))).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/account/details", headers: { cookie: session } })).statusCode).toBe(401);
    // Anonymised: the checkout never paid, the ended warranty, the closed request.
    const [unpaidRow] = await t.database.db.select().from(orders).where(eq(orders.id, unpaid.id));
    expect(unpaidRow).toMatchObject({ fullName: "Removed at the customer's request", mobile: "0000000000", email: "removed@invalid" });
    const [endedRow] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, ended));
    expect(endedRow).toMatchObject({ mobile: "0000000000", name: "Removed at the customer's request" });
    const [doneRow] = await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, `SR-DONE-${tag}`));
    expect(doneRow).toMatchObject({ mobile: "0000000000", email: "removed@invalid" });
    // Kept as they were: the paid order and its invoice, the live warranty, the open request.
    const [paidRow] = await t.database.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(paidRow).toMatchObject({ fullName: "Asha Rani", mobile });
    const [invoiceRow] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, paid.id));
    expect(invoiceRow!.document).toEqual({ buyer: { name: "Asha Rani", address: "12 Mall Road" } });
    expect((await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, live)))[0]!.mobile).toBe(mobile);
    expect((await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, `SR-OPEN-${tag}`)))[0]!.mobile).toBe(mobile);

    // The log: the erasure, with what was kept; no contact of the account in full or in part.
    const log = await t.database.db.select().from(rightsRequests).where(eq(rightsRequests.customerId, customerId));
    expect(log.map((row) => row.kind)).toEqual(["correction", "erasure"]);
    expect(log.at(-1)!.kept).toEqual(plan.json().kept);
    expect(JSON.stringify(log)).not.toContain(mobile);
    expect(JSON.stringify(log)).not.toContain(mobile.slice(-4));

    // Each hold ends in its time: nothing yet today; the day after the invoice's eight years, the
    // order's buyer and the invoice's go (its number, lines and tax stay) and the warranty has ended too.
    const rights = t.app.services.accountsRights;
    await rights.releaseKept(new Date());
    expect((await t.database.db.select().from(orders).where(eq(orders.id, paid.id)))[0]!.mobile).toBe(mobile);
    const afterHolds = new Date(`${invoiceKeptUntil(financialYear(new Date()))}T12:00:00+05:30`);
    afterHolds.setUTCDate(afterHolds.getUTCDate() + 1);
    expect(await rights.releaseKept(afterHolds)).toBe(2);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, paid.id)))[0]).toMatchObject({ mobile: "0000000000", fullName: "Removed at the customer's request" });
    expect((await t.database.db.select().from(invoices).where(eq(invoices.orderId, paid.id)))[0]!.document).toEqual({ buyer: { name: "Removed at the customer's request", address: "Removed at the customer's request" } });
    expect((await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, live)))[0]!.mobile).toBe("0000000000");
    // The open request keeps its contact until it is closed.
    expect((await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, `SR-OPEN-${tag}`)))[0]!.mobile).toBe(mobile);
    await t.database.db.update(serviceTickets).set({ status: "closed" }).where(eq(serviceTickets.reference, `SR-OPEN-${tag}`));
    expect(await rights.releaseKept(afterHolds)).toBe(1);
    expect((await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, `SR-OPEN-${tag}`)))[0]!.mobile).toBe("0000000000");
    const [erasure] = await t.database.db.select().from(rightsRequests).where(eq(rightsRequests.id, log.at(-1)!.id));
    expect(erasure!.kept!.every((item) => item.releasedAt)).toBe(true);
    expect(await rights.releaseKept(afterHolds)).toBe(0);
  });

  it("shows the log to the console's admins only, the grievance officer's role", async () => {
    const mobile = aMobile();
    const session = await signIn(mobile);
    await t.app.inject({ method: "GET", url: "/api/v1/account/export.json", headers: { cookie: session } });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/rights-requests" })).statusCode).toBe(401);
    const support = await signInAs(t.app, "support");
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/rights-requests", headers: { cookie: support.cookie } })).statusCode).toBe(403);
    const technician = await signInAs(t.app, "technician");
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/rights-requests", headers: { cookie: technician.cookie } })).statusCode).toBe(403);
    const admin = await signInAs(t.app, "admin");
    const listed = await t.app.inject({ method: "GET", url: "/api/v1/admin/rights-requests", headers: { cookie: admin.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "export", contact: `+91 XXXXXX${mobile.slice(-4)}`, detail: "Copy of data (JSON)" })]));
    expect(listed.body).not.toContain(mobile);
  });
});
