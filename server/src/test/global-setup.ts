import { Redis } from "ioredis";
import pg from "pg";
import { hasPdftotext } from "./pdf-text.ts";

/**
 * Says once per run which databases and services the API tests cover, so a run without PostgreSQL
 * or Redis is never mistaken for one with them. With REQUIRE_TEST_SERVICES set (CI's `.ci/run`),
 * a service that is not configured or does not answer fails the run before any test starts.
 */
export default async function announceServices() {
  const required = Boolean(process.env.REQUIRE_TEST_SERVICES);
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (required) {
    if (!databaseUrl || !redisUrl) throw new Error("REQUIRE_TEST_SERVICES is set, so TEST_DATABASE_URL and TEST_REDIS_URL must both be set");
    await answersPostgres(databaseUrl);
    await answersRedis(redisUrl);
  }
  if (databaseUrl) {
    console.log(`API tests run on PGlite and on PostgreSQL (${withoutCredentials(databaseUrl)}).`);
  } else {
    console.log(
      "API tests run on PGlite only: the PostgreSQL runs are skipped. Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them too.",
    );
  }
  if (!redisUrl) {
    console.log("The test of rate limits shared across instances is skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.");
  }
  if (!hasPdftotext) {
    console.log("pdftotext (Debian's poppler-utils) is not installed: the tests that read the text of generated PDFs are skipped.");
  }
}

function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}

async function answersPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(`PostgreSQL does not answer at ${withoutCredentials(url)}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

async function answersRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let connectionError: Error | undefined;
  redis.on("error", (error: Error) => (connectionError = error));
  try {
    await redis.connect();
    if ((await redis.ping()) !== "PONG") throw new Error("it did not answer PING with PONG");
  } catch (error) {
    throw new Error(`Redis does not answer at ${withoutCredentials(url)}: ${(connectionError ?? (error as Error)).message}`);
  } finally {
    redis.disconnect();
  }
}
