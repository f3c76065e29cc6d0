import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { TakebackEntrySchema, TakebackInputSchema, TakebackParamsSchema, TakebackQuarterSchema, TakebackQuerySchema, TakebackVoidSchema } from "@urjavolt/contract/takeback";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/**
 * The take-back ledger under /api/v1/admin (decision 055): the desk (admins and support) records
 * batteries brought to a branch or collected by a technician, reads a quarter and exports it.
 */
export const takebackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ledger = app.services.takeback;

  app.get(
    "/admin/take-back",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "A quarter of the financial year's take-back ledger (this quarter by default), with totals by chemistry",
        querystring: TakebackQuerySchema,
        response: { 200: TakebackQuarterSchema, ...failures },
      },
    },
    (request) => ledger.quarter(request.query.quarter),
  );

  app.get(
    "/admin/take-back.csv",
    {
      preHandler: requireStaff(),
      schema: { tags: ["admin"], summary: "A quarter's take-back ledger as CSV, for the EPR return", querystring: TakebackQuerySchema, produces: ["text/csv"] },
    },
    async (request, reply) => {
      const csv = await ledger.exportCsv(request.query.quarter ?? (await ledger.quarter()).quarter);
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${csv.filename}"`).send(csv.body);
    },
  );

  app.post(
    "/admin/take-back",
    {
      preHandler: requireStaff(),
      schema: { tags: ["admin"], summary: "Record a battery taken back", body: TakebackInputSchema, response: { 201: TakebackEntrySchema, ...failures } },
    },
    async (request, reply) => {
      reply.status(201);
      return ledger.record(request.body, request.staff);
    },
  );

  app.post(
    "/admin/take-back/:id/void",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Void an entry recorded by mistake, with the reason (it stays in the ledger, out of the totals)",
        params: TakebackParamsSchema,
        body: TakebackVoidSchema,
        response: { 200: TakebackEntrySchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...failures },
      },
    },
    (request) => ledger.void(request.params.id, request.body.reason, request.staff),
  );
};
