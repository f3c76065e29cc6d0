import type { Health } from "@urjavolt/contract/health";
import { type DatabaseConnection, ping } from "../../db/client.ts";

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(database: DatabaseConnection) {
  return {
    /** Healthy when the database answers a real query; throws the database's error when not. */
    async check(): Promise<Health> {
      await ping(database.db);
      return { status: "ok", database: database.kind };
    },
  };
}
