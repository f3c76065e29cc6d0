import underPressure from "@fastify/under-pressure";
import type { ServerOptions } from "node:http";
import type { FastifyInstance } from "fastify";
import type { HttpConfig } from "../config.ts";
import { AppError, RETRY_AFTER_SECONDS } from "./errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether this instance should be sent traffic (`/api/v1/health/ready`, decision 025). */
    instanceState: InstanceLifecycle;
  }
}

export type InstanceLifecycle = {
  shuttingDown(): boolean;
  overloaded(): boolean;
  /** Marks the instance as leaving: readiness answers 503 from now on. */
  beginShutdown(): void;
};

const isHealthCheck = (url: string) => /^\/api\/v1\/health(\/(live|ready))?(\?|$)/.test(url);

export const OVERLOADED_MESSAGE = "The server is busy right now. Please try again in a few seconds.";

/**
 * Node's HTTP server limits (decision 025). Node enforces the header and request timeouts when it
 * sweeps its connections (every 30 s by default, which would let a slow client hold a socket far
 * longer than configured): the sweep runs at a quarter of the header timeout, at most every 5 s.
 * A client too slow answers 408 and its connection is closed.
 */
export function httpServerOptions(http: HttpConfig): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      keepAliveTimeout: http.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(http.headersTimeoutMs / 4))),
    },
  };
}

/**
 * Load shedding (decision 025): while the event loop lags more than `maxEventLoopDelayMs` (sampled
 * each second by @fastify/under-pressure), every request but the health checks answers 503 with
 * Retry-After at once, instead of waiting in a queue that only grows; readiness says overloaded, so
 * a load balancer that asks sends the traffic elsewhere. The health checks still answer: an
 * instance that is busy is not dead.
 */
export async function registerLoadShedding(app: FastifyInstance, http: HttpConfig): Promise<void> {
  let leaving = false;
  await app.register(underPressure, {
    maxEventLoopDelay: http.maxEventLoopDelayMs,
    // A rejection goes to the error handler (errors.ts), which answers 503 with Retry-After, as JSON
    // or, for a page, as a short page; a resolved promise lets the request through.
    pressureHandler: async (request, reply) => {
      // The health checks answer whatever the load: a load balancer must hear that a busy instance is alive.
      if (isHealthCheck(request.url)) return;
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      throw new AppError("unavailable", OVERLOADED_MESSAGE);
    },
  });
  // Draining (decision 025): every answer closes its connection, so the load balancer's kept-alive
  // connections end cleanly one by one instead of meeting a closed socket, and its next request
  // opens a new connection, which reaches another instance once this one stops listening.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (leaving) reply.header("connection", "close");
    return payload;
  });
  app.decorate("instanceState", {
    shuttingDown: () => leaving,
    overloaded: () => app.isUnderPressure(),
    beginShutdown: () => {
      leaving = true;
    },
  });
}

/**
 * At most `max` pages rendered at once (decision 025). A render is the server's most expensive
 * work, and a page cache miss (a new URL, a changed page) always renders: past the limit the
 * visitor gets a 503 with Retry-After at once, rather than every render slowing down together.
 */
export function createRenderGate(max: number) {
  let running = 0;
  return {
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (running >= max) throw new AppError("unavailable", OVERLOADED_MESSAGE);
      running += 1;
      try {
        return await render();
      } finally {
        running -= 1;
      }
    },
    get running() {
      return running;
    },
  };
}

export type RenderGate = ReturnType<typeof createRenderGate>;

/**
 * A graceful stop (decision 025): readiness turns 503 first and stays so for `graceMs`, while the
 * load balancer notices and sends new requests elsewhere; then the server stops accepting
 * connections, lets the requests in flight finish (idle keep-alive connections are closed), and
 * the onClose hooks stop the mail worker and the reconciler after the message or order in hand.
 */
export async function shutDownGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  app.instanceState.beginShutdown();
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  await app.close();
}
