import { randomInt } from "node:crypto";
import { ACCOUNT_CHALLENGE_COOKIE, ACCOUNT_SESSION_COOKIE, accountMessages } from "@urjavolt/contract/accounts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTickets } from "../../db/schema/service.ts";
import { useTestApp } from "../../test/helper.ts";

/**
 * The account's pages as a browser without JavaScript uses them (decision 050): plain form posts to
 * the pages' actions, answered with redirects that carry the cookies, and pages no cache keeps.
 */
describe("the account's pages", () => {
  const t = useTestApp("pglite", { site: true });
  let address = 0;
  const from = () => `203.0.113.${(address += 1)}`;
  const post = (url: string, form: Record<string, string>, cookie = "") =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: from(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie && { cookie }) },
      payload: new URLSearchParams(form).toString(),
    });
  const cookieOf = (response: { headers: Record<string, unknown> }, name: string) =>
    ([response.headers["set-cookie"]].flat() as string[]).find((cookie) => cookie?.startsWith(`${name}=`))?.split(";")[0] ?? "";

  it("signs in by form posts: the code step, then the account, each kept from every cache", async () => {
    const signIn = await t.app.inject({ url: "/account/sign-in" });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers["cache-control"]).toBe("private, no-store");
    expect(signIn.headers["x-cache"]).toBeUndefined();
    expect(signIn.body).toMatch(/autocomplete="tel-national"/i);

    // Not signed in, the account sends the visitor to signing in.
    const account = await t.app.inject({ url: "/account" });
    expect(account.statusCode).toBe(302);
    expect(account.headers.location).toBe("/account/sign-in");

    const mobile = `98${String(randomInt(1e8)).padStart(8, "0")}`;
    const sent = await post("/account/sign-in", { _form: "mobile", mobile: `+91 ${mobile}`, channel: "sms" });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe("/account/sign-in/code");
    const challenge = cookieOf(sent, ACCOUNT_CHALLENGE_COOKIE);
    expect(challenge).toMatch(/^uv_sign_in=[\w-]{43}$/);

    const codePage = await t.app.inject({ url: "/account/sign-in/code", headers: { cookie: challenge } });
    expect(codePage.body).toMatch(/autocomplete="one-time-code"/i);
    // React marks where text parts meet with empty comments.
    expect(codePage.body.replaceAll("<!-- -->", "")).toContain(`Sent by SMS to +91 XXXXXX${mobile.slice(-4)}.`);

    const [message] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`));
    const code = /(\d{6}) is your sign-in code/.exec(message!.text)![1]!;
    const wrong = await post("/account/sign-in/code", { code: code === "000000" ? "111111" : "000000" }, challenge);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(accountMessages.wrongCode);

    const right = await post("/account/sign-in/code", { code }, challenge);
    expect(right.statusCode).toBe(302);
    expect(right.headers.location).toBe("/account");
    const session = cookieOf(right, ACCOUNT_SESSION_COOKIE);
    const page = await t.app.inject({ url: "/account", headers: { cookie: session } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain(`Signed in with +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    expect(page.body).toMatch(/<details[^>]* open=""/);

    // Signing out everywhere ends the session and says so on the sign-in page.
    const out = await post("/account/sign-out", { _form: "everywhere" }, session);
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/account/sign-in?signed-out");
    expect((await t.app.inject({ url: "/account", headers: { cookie: session } })).statusCode).toBe(302);
  });

  it("refuses a number that is not an Indian mobile beside its field, and keeps the page's other form", async () => {
    const response = await post("/account/sign-in", { _form: "mobile", mobile: "+44 20 7946 0958", channel: "sms" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(accountMessages.mobileInvalid);
    expect(response.body).toContain("No SMS? Sign in with your e-mail");
  });
});

/**
 * A signed-in customer's own pages by their number or reference alone (decision 054): the order's
 * tracking page, the page after paying, and the service request's page open for the session whose
 * verified contact they carry, and behave as they always have for anyone else.
 */
describe("the pages a signed-in customer opens without a token", () => {
  const t = useTestApp("pglite", { site: true });
  let address = 0;
  const from = () => `198.51.100.${(address += 1)}`;
  const cookieOf = (response: { headers: Record<string, unknown> }, name: string) =>
    ([response.headers["set-cookie"]].flat() as string[]).find((cookie) => cookie?.startsWith(`${name}=`))?.split(";")[0] ?? "";

  async function signIn(mobile: string): Promise<string> {
    const sent = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/mobile", payload: { mobile }, remoteAddress: from() });
    const [message] = await t.database.db.select().from(outbox).where(eq(outbox.to, `+91${mobile}`));
    const code = /(\d{6}) is your sign-in code/.exec(message!.text)![1]!;
    const entered = await t.app.inject({ method: "POST", url: "/api/v1/account/sign-in/code", payload: { code }, headers: { cookie: cookieOf(sent, ACCOUNT_CHALLENGE_COOKIE) }, remoteAddress: from() });
    return cookieOf(entered, ACCOUNT_SESSION_COOKIE);
  }

  it("open the order, its confirmation and the request for their customer, and for nobody else", async () => {
    const mobile = `97${String(randomInt(1e8)).padStart(8, "0")}`;
    const marker = `Zq${randomInt(1e6)}`;
    const number = `UV-2099-${String(randomInt(1e6)).padStart(6, "0")}`;
    await t.database.db.insert(orders).values({
      number,
      status: "paid",
      fullName: `Asha ${marker}`,
      mobile: `+91 ${mobile}`,
      email: "asha@example.in",
      address: "12 Mall Road",
      city: "Rajpura",
      state: "Punjab",
      pincode: "140401",
      subtotalPaise: 500_000,
      totalPaise: 500_000,
      gateway: "test",
      gatewayOrderId: `order_${number}`,
      paymentId: `pay_${number}`,
      receiptNumber: `RCPT-${number}`,
      paidAt: new Date(),
    });
    const reference = `CMP-2099-${String(randomInt(1e6)).padStart(6, "0")}`;
    await t.database.db.insert(serviceTickets).values({ reference, source: "phone", name: "Asha Rani", mobile, pincode: "140401", product: `Inverter ${marker}`, issue: "product_issue", description: "Beeps." });

    const mine = await signIn(mobile);
    const someoneElse = await signIn(`96${String(randomInt(1e8)).padStart(8, "0")}`);
    const pages = [`/track-order?order=${number}`, `/order-confirmation/${number}`, `/track-request/${reference}`];
    for (const url of pages) {
      const page = await t.app.inject({ url, headers: { cookie: mine } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("private, no-store");
      expect(page.body, url).toContain(marker);
    }
    // The request's forms post to its own signed link, which works as before.
    const request = await t.app.inject({ url: `/track-request/${reference}`, headers: { cookie: mine } });
    expect(request.body).toMatch(new RegExp(`action="/track-request/[\\w-]+\\.[\\w-]{43}`));

    for (const cookie of [someoneElse, ""]) {
      const tracking = await t.app.inject({ url: pages[0]!, headers: cookie ? { cookie } : {} });
      // The look-up form, as for anyone without a link.
      expect(tracking.statusCode).toBe(200);
      expect(tracking.body).not.toContain(marker);
      for (const url of pages.slice(1)) {
        const refused = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(refused.statusCode, url).toBe(404);
        expect(refused.body, url).not.toContain(marker);
      }
    }
  });
});
