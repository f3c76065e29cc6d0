import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { ExchangeTableSchema, ExchangeTableUpdateSchema } from "@urjavolt/contract/exchange";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** The old-battery exchange values (decision 058): read by checkout, kept by admins in the console. */
export const exchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const exchange = app.services.exchange;

  app.get(
    "/exchange-values",
    { schema: { tags: ["shop"], summary: "What an old battery is worth in exchange, by chemistry and capacity band (rupees)", response: { 200: ExchangeTableSchema.pick({ values: true }) } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { values: (await exchange.table()).values };
    },
  );

  app.get(
    "/admin/exchange-values",
    { preHandler: requireStaff({ role: "admin" }), schema: { tags: ["admin"], summary: "The exchange value table, with who changed it last", response: { 200: ExchangeTableSchema, ...failures } } },
    () => exchange.table(),
  );

  app.put(
    "/admin/exchange-values",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: { tags: ["admin"], summary: "Set values of the exchange table (rupees; 0 for none)", body: ExchangeTableUpdateSchema, response: { 200: ExchangeTableSchema, ...failures } },
    },
    (request) => exchange.update(request.body, request.staff),
  );
};
