import { createHash, randomBytes } from "node:crypto";
import { staffMessages } from "@urjavolt/contract/staff";
import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { staffKnownDevices, staffSignInCounters } from "../../db/schema/staff.ts";
import { AppError } from "../../http/errors.ts";

/**
 * Sign-in throttling (decision 013). Every attempt takes its counts BEFORE the password is
 * checked, each with one atomic upsert-increment in the database, so twenty attempts sent at once
 * are counted one by one and every instance counts in the same rows:
 *
 * - e-mail and address together: 5 attempts in 15 minutes (someone mistyping, or one guesser);
 * - address: 20 (one address trying many accounts);
 * - e-mail across addresses: 10 (many addresses guessing one account) — not for a known device.
 *
 * A known device (a browser the account signed in from, by its long-lived cookie) skips all three:
 * failures elsewhere never lock the owner out. Its own failures slow it down instead: three tries,
 * then a wait of 30 s that doubles with each further failure, at most 5 minutes.
 */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_ATTEMPTS_PER_PAIR = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
export const MAX_ATTEMPTS_PER_EMAIL = 10;
/** A known device's tries before it has to wait, the first wait, and the longest. */
export const DEVICE_FREE_ATTEMPTS = 3;
export const DEVICE_FIRST_WAIT_SECONDS = 30;
export const DEVICE_MAX_WAIT_SECONDS = 300;
/** A device unused this long is forgotten (its cookie lasts as long). */
export const DEVICE_DAYS = 180;

/** A 429 that says when to come back (the route sends it as Retry-After). */
export class SignInThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("rate_limited", staffMessages.throttled);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const throttleKeys = {
  pair: (email: string, address: string) => `pair:${email}|${address}`,
  address: (address: string) => `address:${address}`,
  email: (email: string) => `email:${email}`,
};

const hashDeviceToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new device token for the cookie (only its hash is stored). */
export function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export function createSignInThrottle(db: Database) {
  const c = staffSignInCounters;
  const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  /** Counts one attempt on `key` and answers the count in its window; a window past its length starts again. */
  async function take(key: string, now: Date): Promise<{ attempts: number; retryAfterSeconds: number }> {
    const expired = sql`${c.windowStartedAt} <= ${instant(new Date(now.getTime() - THROTTLE_WINDOW_MS))}`;
    const [row] = await db
      .insert(c)
      .values({ key, windowStartedAt: now, attempts: 1 })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          attempts: sql`case when ${expired} then 1 else ${c.attempts} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${instant(now)} else ${c.windowStartedAt} end`,
          alertedAt: sql`case when ${expired} then null else ${c.alertedAt} end`,
        },
      })
      .returning({ attempts: c.attempts, windowStartedAt: c.windowStartedAt });
    if (!row) throw new Error("The sign-in counter was not written");
    // A parallel attempt that read the clock a moment earlier may find a window started after its
    // `now`; the wait is never longer than one window.
    const remainingMs = Math.min(THROTTLE_WINDOW_MS, row.windowStartedAt.getTime() + THROTTLE_WINDOW_MS - now.getTime());
    return { attempts: row.attempts, retryAfterSeconds: remainingMs / 1000 };
  }

  /** Takes the counts of an attempt from an unknown device, in order; throws at the first one over its limit. */
  async function admitUnknownDevice(email: string, address: string, now: Date): Promise<{ emailAttempts: number }> {
    const limits: [string, number][] = [
      [throttleKeys.pair(email, address), MAX_ATTEMPTS_PER_PAIR],
      [throttleKeys.address(address), MAX_ATTEMPTS_PER_ADDRESS],
      [throttleKeys.email(email), MAX_ATTEMPTS_PER_EMAIL],
    ];
    let emailAttempts = 0;
    for (const [key, limit] of limits) {
      const taken = await take(key, now);
      if (taken.attempts > limit) throw new SignInThrottledError(taken.retryAfterSeconds);
      emailAttempts = taken.attempts;
    }
    return { emailAttempts };
  }

  /**
   * Lets a known device's attempt through, or throws with its wait: the attempt is counted and the
   * next one's earliest time set in the same statement, so parallel attempts cannot share a turn.
   */
  async function admitKnownDevice(deviceId: number, now: Date): Promise<void> {
    const d = staffKnownDevices;
    const next = sql`${d.attempts} + 1`;
    const waitSeconds = sql`case when ${next} < ${DEVICE_FREE_ATTEMPTS} then 0
      else least(${DEVICE_FIRST_WAIT_SECONDS} * power(2, ${next} - ${DEVICE_FREE_ATTEMPTS}), ${DEVICE_MAX_WAIT_SECONDS}) end`;
    const [admitted] = await db
      .update(d)
      .set({ attempts: next, nextAttemptAt: sql`${instant(now)} + ${waitSeconds} * interval '1 second'` })
      .where(and(eq(d.id, deviceId), sql`${d.nextAttemptAt} <= ${instant(now)}`))
      .returning({ id: d.id });
    if (admitted) return;
    const [blocked] = await db.select({ nextAttemptAt: d.nextAttemptAt }).from(d).where(eq(d.id, deviceId));
    const waitMs = blocked ? blocked.nextAttemptAt.getTime() - now.getTime() : DEVICE_FIRST_WAIT_SECONDS * 1000;
    throw new SignInThrottledError(Math.min(DEVICE_MAX_WAIT_SECONDS * 1000, waitMs) / 1000);
  }

  return {
    /** The account's known device behind this cookie token, if it is one. */
    async findDevice(staffId: number, token: string | null): Promise<number | null> {
      if (!token) return null;
      const [row] = await db
        .select({ id: staffKnownDevices.id })
        .from(staffKnownDevices)
        .where(and(eq(staffKnownDevices.staffId, staffId), eq(staffKnownDevices.tokenHash, hashDeviceToken(token))))
        .limit(1);
      return row?.id ?? null;
    },

    /** Counts the attempt before the password is checked; throws SignInThrottledError when it may not go ahead. */
    async admit(attempt: { email: string; address: string; deviceId: number | null }, now: Date): Promise<{ emailAttempts: number }> {
      if (attempt.deviceId !== null) {
        await admitKnownDevice(attempt.deviceId, now);
        return { emailAttempts: 0 };
      }
      return admitUnknownDevice(attempt.email, attempt.address, now);
    },

    /**
     * After a successful sign-in. From an unknown device (whose attempt was counted): the pair starts
     * again and the attempt is given back to the address and e-mail counts, as a right password is not
     * guessing. Either way the browser becomes (or stays) a known device of the account, its turns
     * reset. `knownDeviceToken`: the cookie's token when it already was one. Answers the token for the cookie.
     */
    async succeeded(attempt: { staffId: number; email: string; address: string; knownDeviceToken: string | null }, now: Date): Promise<string> {
      const c = staffSignInCounters;
      if (attempt.knownDeviceToken === null) {
        await db.delete(c).where(eq(c.key, throttleKeys.pair(attempt.email, attempt.address)));
        await db
          .update(c)
          .set({ attempts: sql`greatest(${c.attempts} - 1, 0)` })
          .where(inArray(c.key, [throttleKeys.address(attempt.address), throttleKeys.email(attempt.email)]));
      }
      // Counters whose window has passed are of no further use.
      await db.delete(c).where(lt(c.windowStartedAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));

      const token = attempt.knownDeviceToken ?? newDeviceToken();
      const d = staffKnownDevices;
      await db
        .insert(d)
        .values({ staffId: attempt.staffId, tokenHash: hashDeviceToken(token), createdAt: now, lastSignInAt: now, nextAttemptAt: now })
        .onConflictDoUpdate({ target: [d.staffId, d.tokenHash], set: { attempts: 0, nextAttemptAt: now, lastSignInAt: now } });
      await db.delete(d).where(lt(d.lastSignInAt, new Date(now.getTime() - DEVICE_DAYS * 86_400_000)));
      return token;
    },

    /**
     * Whether the account's owner should now be told it is being guessed at: the first failure in a
     * window after the e-mail's count passed the pair limit (more than one address's worth). Claimed
     * atomically, so the owner hears once per window however many instances see failures.
     */
    async claimAlert(email: string, emailAttempts: number, now: Date): Promise<{ attempts: number; addresses: number } | null> {
      if (emailAttempts <= MAX_ATTEMPTS_PER_PAIR) return null;
      const c = staffSignInCounters;
      const [claimed] = await db
        .update(c)
        .set({ alertedAt: now })
        .where(and(eq(c.key, throttleKeys.email(email)), sql`${c.alertedAt} is null`))
        .returning({ attempts: c.attempts });
      if (!claimed) return null;
      const [addresses] = await db
        .select({ n: count() })
        .from(c)
        .where(and(sql`starts_with(${c.key}, ${throttleKeys.pair(email, "")})`, gt(c.windowStartedAt, new Date(now.getTime() - THROTTLE_WINDOW_MS))));
      return { attempts: claimed.attempts, addresses: Math.max(1, addresses?.n ?? 0) };
    },
  };
}
