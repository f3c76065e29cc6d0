import { z } from "zod";

export const HealthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});
export type Health = z.infer<typeof HealthSchema>;

/** `/health/live`: the process is up and answering; a load balancer restarts an instance that is not. */
export const HealthLiveSchema = z.object({ status: z.literal("ok") });
export type HealthLive = z.infer<typeof HealthLiveSchema>;

/**
 * `/health/ready`: this instance should be sent traffic. A 503 says why not, one reason a line:
 * the database does not answer or lacks migrations, the instance is shutting down, or it is overloaded.
 */
export const HealthReadySchema = z.object({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
});
export type HealthReady = z.infer<typeof HealthReadySchema>;

export const HealthNotReadySchema = z.object({
  message: z.string(),
  reasons: z.array(z.enum(["database", "migrations", "shutting_down", "overloaded"])),
});
export type HealthNotReady = z.infer<typeof HealthNotReadySchema>;
