import { createHash, randomBytes } from "node:crypto";
import { readFile, readdir, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type BuildAppOptions, buildApp } from "../app.ts";
import { type Config, type StartupConfig, loadConfig } from "../config.ts";
import { type Database, type DatabaseConnection, type DatabaseKind, type DatabaseTarget, PGLITE_OPTIONS, openDatabase } from "../db/client.ts";
import { seedIfEmpty } from "../db/seed.ts";
import { settleConfig } from "../db/server-secrets.ts";
import { migrationsFolder } from "../paths.ts";
import { CSRF_HEADER, STAFF_SESSION_COOKIE, type Staff, type StaffRole } from "@urjavolt/contract/staff";
import { staffUsers } from "../db/schema/staff.ts";
import { createStaffSession } from "../http/staff-auth.ts";

/**
 * The one test helper. Every test file gets fresh, migrated databases: PGlite in memory always,
 * and a new database on the PostgreSQL server at TEST_DATABASE_URL when that is set (dropped
 * afterwards), so the same tests run on both:
 *
 *   describe.each(testDatabaseKinds)("promotions on %s", (kind) => {
 *     const t = useTestApp(kind, { seed: true });
 *     it("...", async () => { const response = await t.app.inject({ url: "/api/v1/promotions" }); ... });
 *   });
 */
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

export const testDatabaseKinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

/**
 * The configuration tests run with: quiet, test mode, everything else overridable. Secrets left to
 * the database (NODE_ENV=production tests) are filled in when the test app's database is open.
 */
export function testConfig(env: Record<string, string> = {}): StartupConfig {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
}

export type TestDatabaseOptions = {
  /** Runs after the migrations, like main.ts's seed. */
  setup?: (db: Database) => Promise<void>;
};

/** A fresh migrated database of that kind; closing it also drops it from the PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<DatabaseConnection> {
  if (kind === "pglite") return openDatabase({ kind: "pglite", dataDir: null, template: await pgliteTemplate() }, options);
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `urjavolt_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin((admin) => admin.query(`create database "${name}"`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: "postgres", url: url.href };
  const drop = () => withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
  let connection: DatabaseConnection;
  try {
    connection = await openDatabase(target, options);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...connection,
    close: async () => {
      await connection.close();
      await drop();
    },
  };
}

/**
 * A dump of a migrated, empty PGlite database, kept in the temp folder across test files and runs
 * (its name carries a hash of the migrations): loading it takes under a second, where creating
 * a PGlite database takes several.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  // PGlite's own files: a new version may change the data format.
  hash.update(await readFile(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))));
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(await readFile(join(migrationsFolder, file)));
  }
  const path = join(tmpdir(), `urjavolt-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const pglite = await PGlite.create("memory://", PGLITE_OPTIONS);
    try {
      await migrate(drizzle({ client: pglite }), { migrationsFolder });
      const dump = await pglite.dumpDataDir("none");
      // Test files run in parallel: write aside, then rename, so nobody reads half a file.
      const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, path);
      return dump;
    } finally {
      await pglite.close();
    }
  }
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export type TestAppOptions = TestDatabaseOptions & {
  /** Load the demo seed as main.ts does, with this test's config (PROMO_ENDS_AT included). */
  seed?: boolean;
  /** Serve the pages too (needs `npm run build -w web` first). */
  site?: boolean;
  /** Environment for loadConfig, e.g. { PROMO_ENDS_AT: "..." }. */
  env?: Record<string, string>;
  /** The app's logger (tests that read the log); quiet otherwise. */
  logger?: BuildAppOptions["logger"];
  /** Sees every route as it is added (buildApp's onRoute). */
  onRoute?: BuildAppOptions["onRoute"];
  /** Adds routes or hooks before the app is made ready (e.g. a route that throws). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
};

export type TestApp = { app: FastifyInstance; database: DatabaseConnection; config: Config; close(): Promise<void> };

/** A ready app (not listening: use app.inject) on a fresh database. */
export async function buildTestApp(kind: DatabaseKind = "pglite", options: TestAppOptions = {}): Promise<TestApp> {
  const startup = testConfig(options.env);
  let settled: Config | undefined;
  const database = await createTestDatabase(kind, {
    setup: async (db) => {
      settled = await settleConfig(db, startup);
      if (options.seed) await seedIfEmpty(db, { promoEndsAt: startup.promoEndsAt });
      await options.setup?.(db);
    },
  });
  try {
    if (!settled) throw new Error("The test database's setup did not run");
    const config = settled;
    const app = await buildApp({ config, database, site: options.site ?? false, onRoute: options.onRoute, logger: options.logger });
    await options.extend?.(app);
    await app.ready();
    return {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Several apps on one fresh database, as several server instances behind a load balancer: each with
 * its own caches, content versions and listener (they share the connection pool, which changes
 * nothing they can see of each other). Closed together.
 */
export async function buildTestApps(kind: DatabaseKind, count: number, options: TestAppOptions = {}): Promise<TestApp & { apps: FastifyInstance[] }> {
  const first = await buildTestApp(kind, options);
  const apps = [first.app];
  try {
    for (let i = 1; i < count; i += 1) {
      const app = await buildApp({ config: first.config, database: first.database, site: options.site ?? false, onRoute: options.onRoute, logger: options.logger });
      apps.push(app);
      await options.extend?.(app);
      await app.ready();
    }
  } catch (error) {
    for (const app of apps.slice(1)) await app.close();
    await first.close();
    throw error;
  }
  return {
    ...first,
    apps,
    close: async () => {
      for (const app of apps.slice(1)) await app.close();
      await first.close();
    },
  };
}

/** buildTestApp for a whole describe block: built before its tests, closed after them. */
export function useTestApp(kind: DatabaseKind = "pglite", options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(kind, options);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = () => {
    if (!built) throw new Error("The test app is built in beforeAll; use it inside a test.");
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/**
 * Signs a new staff member of that role in, straight through the database (no password check, no
 * throttle), for tests of admin routes:
 *
 *   const admin = await signInAs(t.app, "admin");
 *   await t.app.inject({ method: "POST", url: "/api/v1/admin/...", headers: admin.headers, payload: {...} });
 *
 * `headers` carries the session cookie and the CSRF token; `cookie` alone is what a GET needs.
 */
export async function signInAs(
  app: FastifyInstance,
  role: StaffRole,
  overrides: { email?: string; name?: string } = {},
): Promise<{ cookie: string; csrfToken: string; headers: Record<string, string>; staff: Staff }> {
  const email = overrides.email ?? `${role}-${randomBytes(4).toString("hex")}@staff.test`;
  const name = overrides.name ?? `Test ${role}`;
  const [user] = await app.database.db
    .insert(staffUsers)
    // A hash no password matches: these accounts only ever sign in through this helper.
    .values({ email, name, role, passwordHash: "test$no-password" })
    .returning({ id: staffUsers.id });
  if (!user) throw new Error("Could not create the staff user");
  const session = await createStaffSession(app.database.db, user.id);
  const cookie = `${STAFF_SESSION_COOKIE}=${session.token}`;
  return {
    cookie,
    csrfToken: session.csrfToken,
    headers: { cookie, [CSRF_HEADER]: session.csrfToken },
    staff: { id: user.id, email, name, role },
  };
}

/**
 * Every route the app has, as method and path (`/api/v1/admin/staff/:id`), read from Fastify's route
 * tree: the OpenAPI document leaves the staff API out, so tests that must cover every admin route
 * list them from here.
 */
export function routesOf(app: FastifyInstance): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method, url: stack.join("") });
  }
  return routes;
}
