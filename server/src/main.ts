import { existsSync } from "node:fs";
import { join } from "node:path";
import { site } from "@urjavolt/contract/site";
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { buildApp } from "./app.ts";
import { shutDownGracefully } from "./http/load.ts";
import { type Config, type ServerSecretName, type StartupConfig, loadConfig, storedSecretNames } from "./config.ts";
import { type Database, type DatabaseConnection, databaseTarget, openDatabase } from "./db/client.ts";
import { loadDemoData } from "./db/seed.ts";
import { settleConfig } from "./db/server-secrets.ts";
import { createLogger } from "./logger.ts";
import { repoRoot } from "./paths.ts";
import { StartupError } from "./startup-error.ts";

let logger: Logger | undefined;
let database: DatabaseConnection | undefined;
let app: FastifyInstance | undefined;

async function start() {
  // A local .env fills in what the environment does not set (it never overrides a real variable).
  const envFile = join(repoRoot, ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const startup = loadConfig();
  logger = createLogger(startup);
  const log = logger;

  const target = databaseTarget(startup);
  let settled: Config | undefined;
  database = await openDatabase(target, {
    // Under the setup lock: one instance at a time generates the missing secrets and loads the demo.
    setup: async (db) => {
      settled = await settleConfig(db, startup);
      log.info(await loadDemo(db, startup));
    },
    onError: (message, error) => log.error({ err: error }, message),
    onNotice: (message) => log.warn(message),
  });
  if (!settled) throw new Error("The database setup did not run");
  const config = settled;
  if (target.kind === "pglite") {
    log.info(`Database: PGlite in ${target.dataDir}`);
    if (config.env === "production") {
      log.warn(
        "PGlite is meant for demos, development and small single-process installs: it runs without fsync and allows one process. " +
          "A real shop should set DATABASE_URL to a PostgreSQL server.",
      );
    }
  } else {
    log.info("Database: PostgreSQL");
  }

  log.info(`Payments: ${config.payments.gateway === "razorpay" ? "Razorpay" : "the offline test gateway"}`);
  for (const secret of storedSecretNames(startup)) log.info(`${storedSecretSettings[secret]} is not set: using a secret generated for this database`);
  log.info(`Public address (SITE_URL): ${config.siteUrl}`);
  for (const warning of config.warnings) log.warn(warning);

  app = await buildApp({ config, database, logger: log });
  await ensureFirstAdmin(app, config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new StartupError(`Port ${config.port} on ${config.host} is already in use. Stop what is using it, or set PORT to another port.`);
    }
    throw error;
  }
  const shownHost = config.host === "127.0.0.1" || config.host === "0.0.0.0" ? "localhost" : config.host;
  log.info(`${site.brand} is running at http://${shownHost}:${config.port} (${config.env})`);
}

const storedSecretSettings: Record<ServerSecretName, string> = {
  tracking: "TRACKING_SECRET",
  test_gateway_key: "TEST_GATEWAY_KEY_SECRET",
  test_gateway_webhook: "TEST_GATEWAY_WEBHOOK_SECRET",
  account_code: "ACCOUNT_CODE_SECRET",
};

/** Says at start-up what happened to the demo data (SEED_DEMO). */
async function loadDemo(db: Database, config: StartupConfig): Promise<string> {
  switch (await loadDemoData(db, config)) {
    case "loaded":
      return "Demo data: loaded into the empty database (demo products, reviews, coupons, stores and warranties). A real shop starts empty: SEED_DEMO=false";
    case "not-empty":
      return "Demo data: not loaded, the database already holds data";
    case "not-asked":
      return `Demo data: not loaded (SEED_DEMO=false${config.databaseUrl ? ", the default on PostgreSQL" : ""}); the shop holds only what the console adds`;
  }
}

/** The console's first admin, from ADMIN_EMAIL and ADMIN_PASSWORD, when the database has no active admin. */
async function ensureFirstAdmin(server: FastifyInstance, config: Config) {
  let outcome: "exists" | "created" | "missing";
  try {
    outcome = await server.services.staff.ensureFirstAdmin(config.firstAdmin);
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
  if (outcome === "created") logger?.info(`Created the first admin of the staff console: ${config.firstAdmin?.email}`);
  if (outcome === "missing") {
    logger?.warn("The staff console has no admin yet: set ADMIN_EMAIL and ADMIN_PASSWORD and restart, or run `npm run admin:create`.");
  }
}

let stopping = false;

/**
 * Answers not-ready for SHUTDOWN_GRACE_SECONDS so the load balancer drains this instance, then stops
 * taking connections, lets the requests in flight finish (each bounded by HTTP_REQUEST_TIMEOUT and
 * the handler's own work), stops the mail worker and the reconciler after the message or order in
 * hand, and closes the database (PGlite flushes, the lock goes). Decision 025.
 */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger?.info(`${signal} received: shutting down`);
  if (app) {
    // A request that never ends must not keep the instance from stopping: after the grace period,
    // a full request timeout and a little more, it exits anyway.
    const { shutdownGraceMs, requestTimeoutMs } = app.config.http;
    setTimeout(() => {
      logger?.error("Shutdown did not finish in time: exiting with requests still open");
      process.exit(1);
    }, shutdownGraceMs + requestTimeoutMs + 10_000).unref();
  }
  try {
    if (app) await shutDownGracefully(app, app.config.http.shutdownGraceMs);
    await database?.close();
    logger?.info("Stopped cleanly");
    process.exit(0);
  } catch (error) {
    logger?.error({ err: error }, "Shutdown failed");
    process.exit(1);
  }
}

process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

try {
  await start();
} catch (error) {
  // Operator-fixable failures get their message alone; anything else keeps its stack for a bug report.
  console.error(`${site.brand} could not start: ${error instanceof StartupError ? error.message : (error as Error).stack ?? String(error)}`);
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  process.exit(1);
}
