import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { HealthLiveSchema, HealthNotReadySchema, HealthReadySchema, HealthSchema } from "@urjavolt/contract/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const reasonWords = {
  database: "the database is not reachable",
  migrations: "the database lacks this version's migrations",
  shutting_down: "the instance is shutting down",
  overloaded: "the instance is overloaded",
} as const;

/** The health checks; they answer even while the instance sheds load (decision 025, http/load.ts). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the server and its database are working",
        response: { 200: HealthSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        return await app.services.health.check();
      } catch (error) {
        request.log.error({ err: error }, "health check: the database did not answer");
        return reply.status(503).send({ message: "The database is not reachable." });
      }
    },
  );

  app.get(
    "/health/live",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the process is up (restart it when not); says nothing of the database",
        response: { 200: HealthLiveSchema },
      },
    },
    async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Whether to send this instance traffic: its database answers with this version's migrations, it is not shutting down and not overloaded",
        response: { 200: HealthReadySchema, 503: HealthNotReadySchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const reasons = await app.services.health.notReady(app.instanceState, (error) =>
        request.log.error({ err: error }, "readiness check: the database did not answer"),
      );
      if (reasons.length === 0) return { status: "ready" as const, database: app.database.kind };
      const message = `Not ready: ${reasons.map((reason) => reasonWords[reason]).join("; ")}.`;
      return reply.status(503).header("retry-after", "5").send({ message, reasons });
    },
  );
};
