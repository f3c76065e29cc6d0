import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Health, HealthNotReady } from "@urjavolt/contract/health";
import { sql } from "drizzle-orm";
import { type DatabaseConnection, ping } from "../../db/client.ts";
import { migrationsFolder } from "../../paths.ts";

export type HealthService = ReturnType<typeof createHealthService>;

/** What the instance itself knows about whether it should take traffic (decision 025). */
export type InstanceState = { shuttingDown(): boolean; overloaded(): boolean };

type NotReadyReason = HealthNotReady["reasons"][number];

/** How many migrations this build carries (drizzle-kit's journal beside the SQL files). */
function migrationsInBuild(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

export function createHealthService(database: DatabaseConnection) {
  const expected = migrationsInBuild();
  // Migrations are never taken back: once seen applied, the count is not asked again.
  let migrated = false;

  /** Whether the database holds at least this build's migrations (another instance may be newer). */
  async function migrationsApplied(): Promise<boolean> {
    if (migrated) return true;
    const result = await database.db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const applied = Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
    migrated = applied >= expected;
    return migrated;
  }

  return {
    /** Healthy when the database answers a real query; throws the database's error when not. */
    async check(): Promise<Health> {
      await ping(database.db);
      return { status: "ok", database: database.kind };
    },

    /**
     * Why this instance should not be sent traffic now; empty when it should. The database error,
     * if any, is handed to `onDatabaseError` for the log.
     */
    async notReady(instance: InstanceState, onDatabaseError: (error: unknown) => void): Promise<NotReadyReason[]> {
      const reasons: NotReadyReason[] = [];
      if (instance.shuttingDown()) reasons.push("shutting_down");
      if (instance.overloaded()) reasons.push("overloaded");
      try {
        await ping(database.db);
        if (!(await migrationsApplied())) reasons.push("migrations");
      } catch (error) {
        onDatabaseError(error);
        reasons.push("database");
      }
      return reasons;
    },
  };
}
