import { randomInt } from "node:crypto";
import { ACCOUNT_CHALLENGE_COOKIE } from "@urjavolt/contract/accounts";
import { describe, expect, it } from "vitest";
import { createContentVersion } from "../../lib/content-version.ts";
import { createServices } from "../../services.ts";
import { useTestApp } from "../../test/helper.ts";

const aMobile = () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
const requester = () => ({ address: `203.0.113.${randomInt(1, 250)}`, userAgent: "vitest" });
const challengeOf = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith(`${ACCOUNT_CHALLENGE_COOKIE}=`))!.split(";")[0]!.split("=")[1]!;

describe("the demo prints the codes it cannot send (Config.demoCodesInLog)", () => {
  const t = useTestApp("pglite");

  function servicesWith(overrides: Partial<typeof t.config>) {
    const lines: string[] = [];
    const services = createServices(t.database, { ...t.config, ...overrides }, createContentVersion(t.database.db), undefined, (line) => lines.push(line));
    return { services, lines };
  }

  it("prints a sign-in code with no way out, and that code signs in", async () => {
    const { services, lines } = servicesWith({ demoCodesInLog: true, mail: { ...t.config.mail, smtpUrl: undefined }, texts: { sms: undefined, whatsapp: undefined } });
    const mobile = aMobile();
    const sent = await services.accounts.requestMobileCode({ channel: "sms", mobile }, requester());
    expect(lines).toHaveLength(1);
    const [, code] = /^Demo: the code for \+91 XXXXXX\d{4} is (\d{6})\. It was not sent, since no SMS gateway is set; a real shop never prints it\.$/.exec(lines[0]!) ?? [];
    expect(code).toMatch(/^\d{6}$/);
    expect(lines[0]).not.toContain(mobile);
    const signedIn = await services.accounts.verifyCode(challengeOf(sent.cookies), code!, requester());
    expect(signedIn.result.firstSignIn).toBe(true);
  });

  it("prints nothing for a channel that can send, nor for a shop that is no demo", async () => {
    const smsReady = servicesWith({ demoCodesInLog: true, mail: { ...t.config.mail, smtpUrl: "smtp://127.0.0.1:2525" } });
    await smsReady.services.accounts.requestEmailCode({ email: `demo-${randomInt(1e9)}@example.in` }, requester());
    expect(smsReady.lines).toEqual([]);
    const realShop = servicesWith({ demoCodesInLog: false, mail: { ...t.config.mail, smtpUrl: undefined }, texts: { sms: undefined, whatsapp: undefined } });
    await realShop.services.accounts.requestMobileCode({ channel: "sms", mobile: aMobile() }, requester());
    expect(realShop.lines).toEqual([]);
  });
});
