import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { HealthSchema } from "@urjavolt/contract/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

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
};
