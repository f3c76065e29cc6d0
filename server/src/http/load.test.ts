import { createHash } from "node:crypto";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, buildTestApp } from "../test/helper.ts";
import { OVERLOADED_MESSAGE, createRenderGate, shutDownGracefully } from "./load.ts";

/** Sends `raw` on a new connection and answers everything the server wrote before it closed. */
async function rawRequest(port: number, raw: string): Promise<string> {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.write(raw);
  await new Promise<void>((resolve, reject) => {
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
  return Buffer.concat(chunks).toString("latin1");
}

describe("timeouts of a slow client", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // One second each, for the test; the defaults are 20 s for the headers and 60 s for the request.
    t = await buildTestApp("pglite", { env: { HTTP_HEADERS_TIMEOUT: "1", HTTP_REQUEST_TIMEOUT: "1" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("cut off a request whose body stops half way with a 408", async () => {
    const head = "POST /api/v1/contactsubmit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n";
    const answer = await rawRequest(port, `${head}{"name":"Asha`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("cut off a request whose headers never end with a 408", async () => {
    const answer = await rawRequest(port, "GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("leave a request that arrives whole alone", async () => {
    const answer = await rawRequest(port, "GET /api/v1/health/live HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe("load shedding", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { env: { MAX_EVENT_LOOP_DELAY_MS: "50" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Real work that holds the event loop, as a burst of CPU-heavy requests would. */
  function busy(milliseconds: number) {
    const end = performance.now() + milliseconds;
    let digest = Buffer.alloc(32);
    while (performance.now() < end) digest = createHash("sha256").update(digest).digest();
  }

  it("answers 503 with Retry-After while the event loop lags, the health checks still answering", async () => {
    const seen: { api: number; retryAfter: unknown; message: unknown; live: number; ready: unknown }[] = [];
    // The lag is sampled each second: keep the loop busy until a sample has seen it.
    for (let round = 0; round < 30 && !seen.some((answer) => answer.api === 503); round += 1) {
      busy(300);
      // Let the event loop turn, as it does between real requests, so the sampler sees the lag.
      await new Promise((resolve) => setImmediate(resolve));
      const api = await t.app.inject({ url: "/api/v1/liststoreapi" });
      const live = await t.app.inject({ url: "/api/v1/health/live" });
      const ready = await t.app.inject({ url: "/api/v1/health/ready" });
      seen.push({ api: api.statusCode, retryAfter: api.headers["retry-after"], message: api.json().message, live: live.statusCode, ready: ready.json() });
    }
    const shed = seen.find((answer) => answer.api === 503);
    expect(shed).toMatchObject({ retryAfter: "5", message: OVERLOADED_MESSAGE, live: 200 });
    expect(seen.every((answer) => answer.live === 200)).toBe(true);
    expect(seen.some((answer) => (answer.ready as { reasons?: string[] }).reasons?.includes("overloaded"))).toBe(true);
  });
});

describe("the render gate", () => {
  it("lets `max` renders run at once and refuses the next with a 503 until one ends", async () => {
    const gate = createRenderGate(2);
    const releases: (() => void)[] = [];
    const held = () => gate.run(() => new Promise<string>((resolve) => releases.push(() => resolve("page"))));
    const first = held();
    const second = held();
    await expect(gate.run(async () => "third")).rejects.toMatchObject({ kind: "unavailable", status: 503, message: OVERLOADED_MESSAGE });
    releases[0]!();
    expect(await first).toBe("page");
    expect(await gate.run(async () => "fourth")).toBe("fourth");
    releases[1]!();
    expect(await second).toBe("page");
    // A render that fails gives its place back too.
    await expect(gate.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(gate.running).toBe(0);
  });
});

describe("a graceful shutdown", () => {
  it("lets a request in flight finish after close is called, closing its connection, and turns readiness off first", async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const t = await buildTestApp("pglite", {
      extend: (app) => {
        app.get("/slow-for-test", async () => {
          entered();
          await released;
          return { finished: true };
        });
      },
    });
    try {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = t.app.server.address() as AddressInfo;
      const inFlight = fetch(`http://127.0.0.1:${port}/slow-for-test`);
      await inside;
      let closed = false;
      const closing = shutDownGracefully(t.app, 0).then(() => (closed = true));
      expect(t.app.instanceState.shuttingDown()).toBe(true);
      expect(closed).toBe(false);
      release();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ finished: true });
      // Its answer closes the connection, so a load balancer does not send another request on it.
      expect(response.headers.get("connection")).toBe("close");
      await closing;
      expect(closed).toBe(true);
      // Closed: no new connection is taken.
      await expect(fetch(`http://127.0.0.1:${port}/api/v1/health/live`)).rejects.toThrow();
    } finally {
      await t.database.close();
    }
  });
});

describe("request ids", () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    t = await buildTestApp("pglite", { logger });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keep nginx's X-Request-Id, echo it, and put it on every log line of the request", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/contactsubmit", payload: {}, headers: { "x-request-id": "5f0c2b1e-nginx.42" } });
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-request-id"]).toBe("5f0c2b1e-nginx.42");
    const logged = lines.filter((line) => line.reqId === "5f0c2b1e-nginx.42");
    expect(logged.map((line) => line.msg)).toEqual(expect.arrayContaining(["incoming request", "request rejected", "request completed"]));
  });

  it("make a new one when the header is missing or does not look like an id", async () => {
    for (const sent of [undefined, "has spaces in it", "x".repeat(129), "<script>"]) {
      const response = await t.app.inject({ url: "/api/v1/health/live", headers: sent === undefined ? {} : { "x-request-id": sent } });
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
