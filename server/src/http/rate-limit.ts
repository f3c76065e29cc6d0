import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { AppError } from "./errors.ts";
import { type Locale, localeOfUrl } from "@urjavolt/contract/locale";
import { i18nFor } from "../lib/i18n.ts";

/**
 * Rate limiting for the public forms: off by default, switched on per route with `formRateLimit`.
 * Counters are kept per client address and per route, in Redis when REDIS_URL is set (so every
 * instance behind a load balancer counts together), otherwise in this process's memory. While Redis
 * does not answer, each instance counts in its own memory (decision 025): the limit then holds per
 * instance instead of switching off.
 */
export async function registerRateLimit(app: FastifyInstance, config: Pick<Config, "redisUrl">): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on("error", (error) => app.log.warn({ err: error }, "Redis (rate limits) is unavailable: counting in this instance's memory"));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const store = redis ? sharedStoreWithFallback(redis, "urjavolt-rate-limit:") : undefined;
  app.decorate("rateCounters", sharedCounters(redis, "urjavolt-rate-limit:"));
  await app.register(rateLimit, {
    global: false,
    ...(store && { store }),
    errorResponseBuilder: (_request, context) => new AppError("rate_limited", rateLimitedMessage(context.after)),
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** The rate limits' counters for limits a service keeps itself (a sign-in code's sends, decision 050). */
    rateCounters: RateCounters;
  }
}

/** Counts one more event under `key` in a fixed window of `windowMs`: the count so far and the milliseconds left. */
export type RateCounters = { incr(key: string, windowMs: number): Promise<StoreResult> };

/**
 * Counters for a service's own limits, in the same store as the forms' limits: Redis when
 * REDIS_URL is set (so every instance counts together), this instance's memory otherwise or while
 * Redis does not answer.
 */
export function sharedCounters(redis: Redis | undefined, nameSpace: string): RateCounters {
  const local = createLocalCounters();
  if (!redis) return { incr: async (key, windowMs) => local.incr(nameSpace + key, windowMs) };
  const store = new (sharedStoreWithFallback(redis, nameSpace))({} as never) as unknown as {
    incr(key: string, callback: StoreCallback, timeWindow: number): void;
  };
  return {
    incr: (key, windowMs) =>
      new Promise((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error("No count")) : resolve(result)), windowMs)),
  };
}

export type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

/**
 * A fixed window per key: the count so far and the milliseconds left. The same arithmetic as the
 * Redis script below, so a fallback counts as Redis would have.
 */
export function createLocalCounters(maxKeys = 10_000) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    incr(key: string, timeWindow: number, now = Date.now()): StoreResult {
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + timeWindow };
        windows.delete(key);
        if (windows.size >= maxKeys) {
          for (const [old, kept] of windows) if (kept.endsAt <= now) windows.delete(old);
          // Still full of live windows (an attack from many addresses): the oldest go first.
          for (const old of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(old);
          }
        }
        windows.set(key, window);
      }
      window.count += 1;
      return { current: window.count, ttl: window.endsAt - now };
    },
  };
}

type CountingRedis = Redis & {
  rateLimitCount(key: string, timeWindow: number, callback: (error: Error | null, result?: [number, number]) => void): void;
};

/** INCR and, on a new window, PEXPIRE, in one step; answers the count and the milliseconds left. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/**
 * @fastify/rate-limit's store: Redis while it answers, this instance's memory while it does not
 * (a Redis that is down fails at once: the client keeps no offline queue). A count made in memory
 * during an outage is not copied to Redis afterwards; the window is a minute, so it hardly matters.
 */
export function sharedStoreWithFallback(redis: Redis, nameSpace: string) {
  const counting = redis as CountingRedis;
  if (!counting.rateLimitCount) redis.defineCommand("rateLimitCount", { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const local = createLocalCounters();
  const makeStore = (prefix: string) => ({
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      const fallBack = () => callback(null, local.incr(prefix + key, timeWindow));
      if (redis.status !== "ready") return fallBack();
      counting.rateLimitCount(prefix + key, timeWindow, (error, result) => {
        if (error || !result) return fallBack();
        callback(null, { current: Number(result[0]), ttl: Number(result[1]) });
      });
    },
    child(routeOptions: { routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = routeOptions.routeInfo;
      return makeStore(route?.method && route.url ? `${prefix}${String(route.method)}${String(route.url)}-` : prefix);
    },
  });
  return class SharedStoreWithFallback {
    constructor() {
      return makeStore(nameSpace);
    }
  } as unknown as NonNullable<RateLimitPluginOptions["store"]>;
}

const rateLimitedMessage = (after: string) => `Too many requests from your network. Please wait ${after} and try again.`;

/**
 * The forms' limit for form posts to pages (route-form.ts in the web app): counted per address and
 * per page, in the same store as the API's, so a form costs the same whichever way it is sent.
 * Answers the words to show on the page when the sender is over the limit, else undefined.
 */
export function pageFormLimiter(app: FastifyInstance): (request: FastifyRequest) => Promise<string | undefined> {
  const limit = app.createRateLimit({
    ...FORM_RATE_LIMIT,
    // A fetcher posts to /contact-us.data, the browser to /contact-us: one page, one count.
    keyGenerator: (request) => `${request.ip}|page|${new URL(request.url, "http://page").pathname.replace(/\.data$/, "")}`,
  });
  return async (request) => {
    const state = await limit(request);
    if (state.isAllowed || !state.isExceeded) return undefined;
    return pageRateLimitedMessage(state.ttlInSeconds, localeOfUrl(request.url));
  };
}

/** "1 minute", "45 seconds": how long to wait, as the API's message says it. */
/**
 * The forms' refusal in the language of the page posted to (decision 056); on an English page the
 * API's words, letter for letter.
 */
export function pageRateLimitedMessage(seconds: number, locale: Locale): string {
  if (locale === "en") return rateLimitedMessage(formatWait(seconds));
  const i18n = i18nFor(locale);
  return seconds >= 60
    ? i18n._("Too many requests from your network. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.", { minutes: Math.ceil(seconds / 60) })
    : i18n._("Too many requests from your network. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.", { seconds });
}

function formatWait(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

/**
 * Generous enough for many customers behind one carrier-grade NAT address, tight enough to stop
 * a script: 20 requests a minute per address on each form.
 */
export const FORM_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

/** Route config that turns the limiter on for one form endpoint. */
export const formRateLimit = { rateLimit: FORM_RATE_LIMIT };
