import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
