import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
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
    errorResponseBuilder: (_request, context) =>
      new AppError("rate_limited", `Too many requests from your network. Please wait ${context.after} and try again.`),
  });
}

/**
 * Generous enough for many customers behind one carrier-grade NAT address, tight enough to stop
 * a script: 20 requests a minute per address on each form.
 */
export const FORM_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

/** Route config that turns the limiter on for one form endpoint. */
export const formRateLimit = { rateLimit: FORM_RATE_LIMIT };
