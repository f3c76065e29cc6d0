import { STAFF_DEVICE_COOKIE, staffMessages } from "@urjavolt/contract/staff";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/outbox.ts";
import { staffKnownDevices, staffSignInCounters, staffUsers } from "../../db/schema/staff.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { hashPassword } from "./password.ts";
import {
  DEVICE_FREE_ATTEMPTS,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_EMAIL,
  MAX_ATTEMPTS_PER_PAIR,
  SignInThrottledError,
  THROTTLE_WINDOW_MS,
} from "./sign-in-throttle.ts";

const PASSWORD = "Correct-horse-42-battery";

/** Every test its own account (and addresses), so their counts never meet. */
let accounts = 0;
async function createStaff(app: FastifyInstance, name = "Owner"): Promise<string> {
  const email = `owner${++accounts}-${Date.now().toString(36)}@staff.test`;
  await app.database.db.insert(staffUsers).values({ email, name, role: "admin", passwordHash: await hashPassword(PASSWORD) });
  return email;
}

type Attempt = { email: string; password: string; address: string; device?: string | null };

function signIn(app: FastifyInstance, { email, password, address, device }: Attempt) {
  return app.inject({
    method: "POST",
    url: "/api/v1/admin/session",
    payload: { email, password },
    remoteAddress: address,
    ...(device && { headers: { cookie: `${STAFF_DEVICE_COOKIE}=${device}` } }),
  });
}

/** The device token from a successful sign-in's Set-Cookie. */
function deviceOf(response: { headers: Record<string, unknown> }): string {
  const cookies = [response.headers["set-cookie"]].flat().map(String);
  const cookie = cookies.find((value) => value.startsWith(`${STAFF_DEVICE_COOKIE}=`));
  if (!cookie) throw new Error("No device cookie was set");
  return cookie.slice(STAFF_DEVICE_COOKIE.length + 1).split(";")[0]!;
}

function statuses(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

function expectThrottled(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, maxSeconds = THROTTLE_WINDOW_MS / 1000) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: staffMessages.throttled });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe.each(testDatabaseKinds)("sign-in throttling on %s", (kind) => {
  const t = useTestApp(kind);

  it("lets at most 5 of 30 parallel wrong sign-ins for one e-mail from one address reach the password check", async () => {
    const email = await createStaff(t.app);
    const responses = await Promise.all(Array.from({ length: 30 }, (_, n) => signIn(t.app, { email, password: `Wrong-guess-${n}`, address: "192.0.2.10" })));
    // 401: the password was checked and was wrong; 429: stopped before the check.
    expect(statuses(responses)).toEqual({ 401: MAX_ATTEMPTS_PER_PAIR, 429: 30 - MAX_ATTEMPTS_PER_PAIR });
    for (const response of responses.filter((r) => r.statusCode === 429)) expectThrottled(response);
    // Even the right password waits now, from this address.
    expectThrottled(await signIn(t.app, { email, password: PASSWORD, address: "192.0.2.10" }));
  });

  it("lets at most 20 of 40 parallel sign-ins from one address, across e-mails, reach the password check", async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => signIn(t.app, { email: `nobody${n}@staff.test`, password: "Wrong-guess-123", address: "192.0.2.20" })),
    );
    expect(statuses(responses)).toEqual({ 401: MAX_ATTEMPTS_PER_ADDRESS, 429: 40 - MAX_ATTEMPTS_PER_ADDRESS });
    for (const response of responses.filter((r) => r.statusCode === 429)) expectThrottled(response);
    // Another address is not held up.
    const email = await createStaff(t.app);
    expect((await signIn(t.app, { email, password: PASSWORD, address: "192.0.2.21" })).statusCode).toBe(200);
  });

  it("never locks the owner's known device out over an attacker's failures, and e-mails the owner once", async () => {
    const email = await createStaff(t.app, "Meena Rao");
    const first = await signIn(t.app, { email, password: PASSWORD, address: "198.51.100.7" });
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);

    // An attacker guesses from 14 addresses at once, two tries each: the e-mail's limit (10) stops the rest.
    const guesses = Array.from({ length: 28 }, (_, n) => ({ email, password: `Guess-number-${n}`, address: `203.0.113.${n % 14}` }));
    const responses = await Promise.all(guesses.map((guess) => signIn(t.app, guess)));
    expect(statuses(responses)).toEqual({ 401: MAX_ATTEMPTS_PER_EMAIL, 429: 28 - MAX_ATTEMPTS_PER_EMAIL });
    // A browser the owner never used is held up too, even with the right password...
    expectThrottled(await signIn(t.app, { email, password: PASSWORD, address: "198.51.100.8" }));
    // ...but the owner's own browser signs in, from any address, and leaves the attacker's count alone.
    const emailCount = async () =>
      (await t.app.database.db.select().from(staffSignInCounters).where(eq(staffSignInCounters.key, `email:${email}`)))[0]?.attempts;
    const counted = await emailCount();
    const owner = await signIn(t.app, { email, password: PASSWORD, address: "203.0.113.1", device });
    expect(owner.statusCode).toBe(200);
    expect(deviceOf(owner)).toBe(device);
    expect(await emailCount()).toBe(counted);

    // Told once, with how many addresses, never the passwords tried.
    const alerts = await t.app.database.db.select().from(outbox).where(eq(outbox.kind, "staff-sign-in-alert"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ to: email, subject: expect.stringContaining("Someone is trying to sign in to your staff account") });
    expect(alerts[0]!.text).toMatch(/Dear Meena Rao,/);
    expect(alerts[0]!.text).toMatch(/from \d+ different addresses/);
    expect(alerts[0]!.text).not.toMatch(/Guess-number/);
    // More failures in the same window do not e-mail again.
    await Promise.all(Array.from({ length: 3 }, (_, n) => signIn(t.app, { email, password: `Later-guess-${n}`, address: `203.0.113.${50 + n}` })));
    expect(await t.app.database.db.select().from(outbox).where(eq(outbox.kind, "staff-sign-in-alert"))).toHaveLength(1);
  });

  it("slows a known device's own failures down with a growing wait instead of a 15-minute lockout", async () => {
    const email = await createStaff(t.app);
    const staff = t.app.services.staff;
    const start = new Date();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const attempt = (password: string, device: string | null, seconds: number) =>
      staff.signIn({ email, password, address: "198.51.100.30", deviceToken: device }, at(seconds));
    const device = (await attempt(PASSWORD, null, 0)).deviceToken;

    const waitAfter = async (password: string, seconds: number): Promise<number | "ok" | "wrong"> => {
      try {
        await attempt(password, device, seconds);
        return "ok";
      } catch (error) {
        if (error instanceof SignInThrottledError) return error.retryAfterSeconds;
        return "wrong";
      }
    };
    // Three tries at once are free.
    for (let n = 0; n < DEVICE_FREE_ATTEMPTS; n++) expect(await waitAfter("Wrong-password-1", 1)).toBe("wrong");
    // Then 30 s, 60 s, 120 s, 240 s, 300 s (the most), each counted from the failure before.
    let now = 1;
    for (const wait of [30, 60, 120, 240, 300, 300]) {
      expect(await waitAfter("Wrong-password-2", now)).toBe(wait);
      expect(await waitAfter("Wrong-password-2", now + wait - 1)).toBe(1);
      now += wait;
      expect(await waitAfter("Wrong-password-3", now)).toBe("wrong");
    }
    // The right password after the wait signs in, and the count starts again.
    now += 300;
    expect(await waitAfter(PASSWORD, now)).toBe("ok");
    for (let n = 0; n < DEVICE_FREE_ATTEMPTS; n++) expect(await waitAfter("Wrong-password-4", now + 1)).toBe("wrong");
  });

  it("counts in 15-minute windows, and a successful sign-in clears its pair", async () => {
    const email = await createStaff(t.app);
    const staff = t.app.services.staff;
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const attempt = (password: string, minutes: number) => staff.signIn({ email, password, address: "198.51.100.40", deviceToken: null }, at(minutes));

    for (let n = 0; n < MAX_ATTEMPTS_PER_PAIR - 1; n++) await expect(attempt("Wrong-password-1", 0)).rejects.toMatchObject({ kind: "unauthorized" });
    // The fifth try is the right one: the pair starts again, so a typo afterwards does not lock out.
    await expect(attempt(PASSWORD, 1)).resolves.toMatchObject({ staff: { email } });
    for (let n = 0; n < MAX_ATTEMPTS_PER_PAIR; n++) await expect(attempt("Wrong-password-2", 2)).rejects.toMatchObject({ kind: "unauthorized" });
    const blocked = await attempt(PASSWORD, 3).catch((error: unknown) => error);
    expect(blocked).toBeInstanceOf(SignInThrottledError);
    // Retry-After runs to the end of the window that started at minute 2.
    expect((blocked as SignInThrottledError).retryAfterSeconds).toBe(14 * 60);
    // Once the window has passed, the right password signs in.
    await expect(attempt(PASSWORD, 17)).resolves.toMatchObject({ staff: { email } });
  });

  it("keeps only hashes of device tokens, in a long-lived HttpOnly SameSite=Strict cookie for the sign-in path", async () => {
    const email = await createStaff(t.app);
    const response = await signIn(t.app, { email, password: PASSWORD, address: "198.51.100.50" });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers["set-cookie"]].flat().map(String).find((value) => value.startsWith(`${STAFF_DEVICE_COOKIE}=`))!;
    expect(cookie).toMatch(/; Path=\/api\/v1\/admin\/session; HttpOnly; SameSite=Strict; Max-Age=15552000$/);
    const token = deviceOf(response);
    const rows = await t.app.database.db.select().from(staffKnownDevices);
    expect(JSON.stringify(rows)).not.toContain(token);
    // A cookie that is not a known device of this account counts as an unknown browser, and gets a new token.
    const other = await signIn(t.app, { email, password: PASSWORD, address: "198.51.100.50", device: "x".repeat(43) });
    expect(other.statusCode).toBe(200);
    expect(deviceOf(other)).not.toBe("x".repeat(43));
    // The counters hold no passwords either.
    expect(JSON.stringify(await t.app.database.db.select().from(staffSignInCounters))).not.toContain(PASSWORD);
  });
});
