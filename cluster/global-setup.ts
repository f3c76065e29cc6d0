import { accessSync, constants, existsSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { repoRoot } from "./harness.ts";

export type ClusterServices = { databaseUrl: string; redisUrl: string; nginx: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** What the cluster runs on, or why it is skipped. */
    cluster: { services: ClusterServices } | { skipped: string };
  }
}

/**
 * Finds what the cluster test needs (PostgreSQL, Redis, nginx, the production build) and says once
 * what it skipped. A machine without PostgreSQL or Redis still passes `npm test`, saying so; with
 * REQUIRE_TEST_SERVICES (CI's .ci/run) anything missing fails the run instead.
 */
export default async function findServices(project: TestProject) {
  const found = await clusterServices();
  if ("missing" in found) {
    const why = found.missing;
    if (process.env.REQUIRE_TEST_SERVICES) throw new Error(`REQUIRE_TEST_SERVICES is set, but the cluster test cannot run: ${why}`);
    console.log(`The cluster test (nginx in front of three instances) is skipped: ${why}.`);
    project.provide("cluster", { skipped: why });
    return;
  }
  const { databaseUrl, redisUrl, nginx } = found.services;
  console.log(`The cluster test runs nginx (${nginx}) in front of three instances on PostgreSQL (${withoutCredentials(databaseUrl)}) and Redis (${withoutCredentials(redisUrl)}).`);
  project.provide("cluster", { services: found.services });
}

/** PostgreSQL, Redis, nginx and the production build, or what is missing (the cluster test and `npm run bench:cluster`). */
export async function clusterServices(): Promise<{ services: ClusterServices } | { missing: string }> {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const nginx = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((path) => path && isExecutable(path));
  const missing = [
    await postgresProblem(databaseUrl),
    await redisProblem(redisUrl),
    nginx ? undefined : "nginx is not installed (Debian's package nginx; .ci/run installs it), or set NGINX_PATH",
    existsSync(join(repoRoot, "web", "build", "server", "index.js")) ? undefined : "the site is not built: run npm run build first",
  ].filter((problem): problem is string => problem !== undefined);

  return missing.length > 0 ? { missing: missing.join("; ") } : { services: { databaseUrl, redisUrl, nginx: nginx! } };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}

async function postgresProblem(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return `PostgreSQL does not answer at ${withoutCredentials(url)} (${(error as Error).message}); set TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisProblem(url: string): Promise<string | undefined> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let connectionError: Error | undefined;
  redis.on("error", (error: Error) => (connectionError = error));
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG" ? undefined : `Redis at ${withoutCredentials(url)} did not answer PING`;
  } catch (error) {
    return `Redis does not answer at ${withoutCredentials(url)} (${(connectionError ?? (error as Error)).message}); set TEST_REDIS_URL`;
  } finally {
    redis.disconnect();
  }
}
