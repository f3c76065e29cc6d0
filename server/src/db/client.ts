import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths.ts";
import { StartupError } from "../startup-error.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { timeQueries } from "../lib/db-time.ts";
import { type Listen, pgliteListen, postgresListen } from "./listener.ts";

/**
 * The one database type the services see, whichever driver is underneath. Tables live beside their
 * feature in `schema/<feature>.ts` and are queried with the core query builder.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseConnection = {
  db: Database;
  kind: DatabaseKind;
  /** Listens for notifications (LISTEN/NOTIFY) on a channel: how instances learn of content changes (decision 024). */
  listen: Listen;
  /** Closes the connection (PGlite flushes its files) and releases the data-folder lock. Safe to call twice. */
  close(): Promise<void>;
};

/**
 * Where the data lives: a PostgreSQL server, or PGlite in a folder (`null`: in memory, for tests;
 * `template`: start from a dump of a migrated database instead of creating one, which is slow).
 */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | null; template?: Blob };

export type OpenDatabaseOptions = {
  /** Runs once after the migrations, e.g. the demo seed; on PostgreSQL under a lock shared by all instances. */
  setup?: (db: Database) => Promise<void>;
  /** Where connection problems after start-up are reported. */
  onError?: (message: string, error: Error) => void;
  /** Something worth telling the operator while opening (e.g. waiting out a stale lock). */
  onNotice?: (message: string) => void;
};

/** The extensions PGlite loads: the shop search's trigrams (decision 042), which a migration creates. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

export function databaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir };
}

/** Opens the database and brings its schema up to date. */
export function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseConnection> {
  return target.kind === "postgres" ? openPostgres(target.url, options) : openPglite(target.dataDir, target.template, options);
}

async function openPglite(dataDir: string | null, template: Blob | undefined, options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  const release = dataDir
    ? await lockDataDir(dataDir, {
        onCompromised: (error) => options.onError?.("The lock on the data folder was lost", error),
        onWaiting: options.onNotice,
      })
    : async () => {};
  let client: PGlite | undefined;
  try {
    // PGlite does not create missing parent folders; lockDataDir has created dataDir.
    client = await PGlite.create(dataDir ? join(dataDir, "pglite") : "memory://", { ...PGLITE_OPTIONS, ...(template ? { loadDataDir: template } : {}) });
    timeQueries(client);
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    await options.setup?.(db);
    return { db, kind: "pglite", listen: pgliteListen(client), close: once(async () => {
      try {
        await client?.close();
      } finally {
        await release();
      }
    }) };
  } catch (error) {
    await client?.close().catch(() => {});
    await release();
    throw error;
  }
}

/** Any fixed number works: instances of this app agree on it to migrate and seed one at a time. */
const SETUP_LOCK_KEY = 8_724_117;

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", (error) => options.onError?.("A PostgreSQL connection failed", error));
  // Queries report their time to the page render they run for (Server-Timing): the pool's own
  // `query`, which Drizzle calls outside a transaction (it hands its client a callback, which is not
  // timed, so nothing counts twice), and each connection's, which a transaction uses.
  timeQueries(pool);
  pool.on("connect", (connection) => timeQueries(connection));
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StartupError(`Cannot connect to the PostgreSQL database at ${describeUrl(url)} (${describeError(error)}). Check DATABASE_URL and that the server is running.`);
  }
  try {
    await client.query("select pg_advisory_lock($1)", [SETUP_LOCK_KEY]);
    try {
      const setupDb = drizzlePostgres({ client });
      await migratePostgres(setupDb, { migrationsFolder });
      await options.setup?.(setupDb);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [SETUP_LOCK_KEY]);
    }
    client.release();
  } catch (error) {
    client.release(true);
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzlePostgres({ client: pool });
  return { db, kind: "postgres", listen: postgresListen(url, options.onError), close: once(() => pool.end()) };
}

/** A round trip to the database, for the health check. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/** host:port/database, never the password. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

function describeError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return [code, message].filter(Boolean).join(": ") || String(error);
}
