import { AdminEmiPlanInputSchema, AdminEmiPlanListSchema, AdminEmiPlanSchema, EmiPlanIdParamsSchema } from "@urjavolt/contract/emi";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** The console's EMI plans under /api/v1/admin (decision 022): admins only, like the rest of the shop's content. */
export const emiAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  const service = app.services.emi;

  app.get(
    "/admin/emi-plans",
    { schema: { tags: ["admin"], summary: "Every EMI plan, inactive ones too, in display order", response: { 200: AdminEmiPlanListSchema, ...failures } } },
    () => service.adminList(),
  );
  app.post(
    "/admin/emi-plans",
    { schema: { tags: ["admin"], summary: "Add an EMI plan (amounts in rupees)", body: AdminEmiPlanInputSchema, response: { 201: AdminEmiPlanSchema, ...failures } } },
    async (request, reply) => {
      reply.status(201);
      return service.create(request.body);
    },
  );
  app.put(
    "/admin/emi-plans/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Change an EMI plan",
        params: EmiPlanIdParamsSchema,
        body: AdminEmiPlanInputSchema,
        response: { 200: AdminEmiPlanSchema, ...failures },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );
  app.delete(
    "/admin/emi-plans/:id",
    { schema: { tags: ["admin"], summary: "Delete an EMI plan", params: EmiPlanIdParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
