import { randomInt } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalCounters, pageRateLimitedMessage } from "./rate-limit.ts";
import { type TestApp, buildTestApp } from "../test/helper.ts";

/** Runs when a Redis server answers at TEST_REDIS_URL (CI sets it when one runs on 127.0.0.1:6379). */
const redisUrl = process.env.TEST_REDIS_URL || undefined;

describe.skipIf(!redisUrl)("rate limits shared through Redis", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp("pglite", { env: { REDIS_URL: redisUrl! } });
    second = await buildTestApp("pglite", { env: { REDIS_URL: redisUrl! } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("counts one address's requests on every instance together", async () => {
    // A fresh documentation-range address per run, so earlier runs' counters do not interfere.
    const remoteAddress = `198.51.100.${randomInt(1, 255)}`;
    const redis = new Redis(redisUrl!);
    try {
      for (const key of await redis.keys(`urjavolt-rate-limit:*${remoteAddress}`)) await redis.del(key);
    } finally {
      redis.disconnect();
    }
    const check = (app: TestApp) => app.app.inject({ url: "/api/v1/getwarranty/NOPE", remoteAddress });
    for (let i = 0; i < 10; i += 1) expect((await check(first)).statusCode).toBe(404);
    for (let i = 0; i < 10; i += 1) expect((await check(second)).statusCode).toBe(404);
    const limited = await check(first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests from your network/);
    expect((await check(second)).statusCode).toBe(429);
  });
});

describe("rate limits behind a load balancer", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp("pglite", { env: { TRUST_PROXY: "10.0.0.0/8" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("count each customer by the address the trusted proxy reports, not the proxy's own", async () => {
    const balancer = "10.0.0.5";
    const check = (customer: string) =>
      app.app.inject({ url: "/api/v1/getwarranty/NOPE", remoteAddress: balancer, headers: { "x-forwarded-for": customer } });
    for (let i = 0; i < 20; i += 1) expect((await check("203.0.113.10")).statusCode).toBe(404);
    expect((await check("203.0.113.10")).statusCode).toBe(429);
    expect((await check("203.0.113.11")).statusCode).toBe(404);
  });
});

/** A loopback port that nothing listens on: a Redis that has gone away. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("rate limits while Redis is down", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp("pglite", { env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("still hold, counted in the instance's memory", async () => {
    const post = () => app.app.inject({ method: "POST", url: "/api/v1/contactsubmit", remoteAddress: "198.51.100.7", payload: {} });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await post()).statusCode);
    // The limit is counted before the body is read: the empty forms are refused, then the sender is.
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const limited = await post();
    expect(limited.json().message).toMatch(/^Too many requests from your network/);
    expect(limited.headers["retry-after"]).toBeDefined();
    // Another address has its own count.
    expect((await app.app.inject({ method: "POST", url: "/api/v1/contactsubmit", remoteAddress: "198.51.100.8", payload: {} })).statusCode).toBe(400);
  });

  it("limit form posts to pages the same way", async () => {
    const limiter = (await import("./rate-limit.ts")).pageFormLimiter(app.app);
    const request = { ip: "198.51.100.9", url: "/contact-us", routeOptions: { config: {} } } as unknown as Parameters<typeof limiter>[0];
    for (let i = 0; i < 20; i += 1) expect(await limiter(request)).toBeUndefined();
    expect(await limiter(request)).toMatch(/^Too many requests from your network/);
  });
});

describe("the in-memory counters", () => {
  it("count a fixed window per key and start again when it ends", () => {
    const counters = createLocalCounters();
    expect(counters.incr("a", 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counters.incr("a", 60_000, 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(counters.incr("b", 60_000, 31_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counters.incr("a", 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it("keep at most their number of keys, dropping ended windows first, then the oldest", () => {
    const counters = createLocalCounters(2);
    counters.incr("old", 1_000, 0);
    counters.incr("live", 60_000, 0);
    counters.incr("new", 60_000, 5_000);
    expect(counters.incr("live", 60_000, 5_000).current).toBe(2);
    counters.incr("newer", 60_000, 6_000);
    expect(counters.incr("live", 60_000, 6_000).current).toBe(1);
  });
});

describe("the forms' refusal on a page (decision 056)", () => {
  it("keeps the API's English on an English page and counts the wait as each language counts", () => {
    expect(pageRateLimitedMessage(1, "en")).toBe("Too many requests from your network. Please wait 1 second and try again.");
    expect(pageRateLimitedMessage(61, "en")).toBe("Too many requests from your network. Please wait 2 minutes and try again.");
    expect(pageRateLimitedMessage(60, "pa")).toBe("ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਜ਼ਿਆਦਾ ਬੇਨਤੀਆਂ ਆਈਆਂ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ 1 ਮਿੰਟ ਰੁਕ ਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।");
    expect(pageRateLimitedMessage(45, "hi")).toBe("आपके नेटवर्क से बहुत ज़्यादा अनुरोध आए हैं। कृपया 45 सेकंड रुककर फिर से कोशिश करें।");
  });
});
