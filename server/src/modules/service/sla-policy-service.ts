import { type SlaPolicyList, type SlaPolicyUpdate, defaultSlaPolicy, slaPolicyRows, slaTarget } from "@urjavolt/contract/service-sla";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { serviceSlaPolicies } from "../../db/schema/service.ts";
import { readSlaSettings } from "./sla.ts";

export type SlaPolicyService = ReturnType<typeof createSlaPolicyService>;

/**
 * The service desk's targets by product line and priority (decision 027): the defaults, with the
 * rows staff keep over them. A change moves every open ticket's deadlines in its own transaction,
 * as a holiday does, through `policyChanged`.
 */
export function createSlaPolicyService(db: Database, hooks: { policyChanged: (tx: Database) => Promise<void> }) {
  const service = {
    async list(): Promise<SlaPolicyList> {
      const { policy } = await readSlaSettings(db);
      return {
        rows: slaPolicyRows(policy).map((row) => {
          const fallback = slaTarget(defaultSlaPolicy, row.line, row.priority);
          return { ...row, isDefault: row.responseMinutes === fallback.responseMinutes && row.resolutionMinutes === fallback.resolutionMinutes };
        }),
      };
    },

    /** Keeps each row given (a line and priority's two targets, in business minutes) and counts the open tickets' deadlines again. */
    async save(update: SlaPolicyUpdate): Promise<SlaPolicyList> {
      await db.transaction(async (tx) => {
        await tx
          .insert(serviceSlaPolicies)
          .values(update.rows.map((row) => ({ line: row.line, priority: row.priority, responseMinutes: row.responseMinutes, resolutionMinutes: row.resolutionMinutes })))
          .onConflictDoUpdate({
            target: [serviceSlaPolicies.line, serviceSlaPolicies.priority],
            set: { responseMinutes: sql`excluded.response_minutes`, resolutionMinutes: sql`excluded.resolution_minutes` },
          });
        await hooks.policyChanged(tx);
      });
      return service.list();
    },
  };
  return service;
}
