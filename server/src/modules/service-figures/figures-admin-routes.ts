import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { ServiceFiguresCsvQuerySchema, ServiceFiguresQuerySchema, ServiceFiguresSchema } from "@urjavolt/contract/service-figures";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

const refused = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/**
 * The service manager's figures in the console (decision 029). Support and admin read them alike,
 * as both work the service desk the figures are counted from.
 */
export const serviceFiguresAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = app.services.serviceFigures;

  app.get(
    "/admin/service/figures",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "The service desk's figures: open tickets by status and age, and over the last `weeks` (4, 12 or 26) deadlines met, first-time fixes, repeat serials, products and faults",
        querystring: ServiceFiguresQuerySchema,
        response: { 200: ServiceFiguresSchema, 400: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => figures.figures(request.query),
  );

  app.get(
    "/admin/service/figures.csv",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "One table of the service figures (`table`) over the last `weeks`, as CSV",
        querystring: ServiceFiguresCsvQuerySchema,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const csv = await figures.csv(request.query);
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${csv.filename}"`).send(csv.body);
    },
  );
};
