import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { AppError } from "./errors.ts";

/**
 * Rate limiting for the public forms: off by default, switched on per route with `formRateLimit`.
 * Counters are kept per client address and per route, in Redis when REDIS_URL is set (so every
 * instance behind a load balancer counts together), otherwise in this process's memory.
 */
export async function registerRateLimit(app: FastifyInstance, config: Pick<Config, "redisUrl">): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    // A Redis outage must not take the forms down with it: the limiter then lets requests through (skipOnError).
    redis.on("error", (error) => app.log.warn({ err: error }, "Redis (rate limits) is unavailable"));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: "urjavolt-rate-limit:", skipOnError: true }),
    errorResponseBuilder: (_request, context) => new AppError("rate_limited", rateLimitedMessage(context.after)),
  });
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
    return rateLimitedMessage(formatWait(state.ttlInSeconds));
  };
}

/** "1 minute", "45 seconds": how long to wait, as the API's message says it. */
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
