import { AdminPincodeInputSchema, AdminPincodeListSchema, AdminPincodeParamsSchema, AdminPincodeSchema } from "@urjavolt/contract/delivery-admin";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema };

/** The console's serviceable pincodes under /api/v1/admin (docs/architecture.md, Staff console): admins only. */
export const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  const delivery = app.services.delivery;

  app.get(
    "/admin/pincodes",
    { schema: { tags: ["admin"], summary: "Every pincode buy-now delivers to", response: { 200: AdminPincodeListSchema, ...failures } } },
    async () => ({ data: await delivery.list() }),
  );
  app.post(
    "/admin/pincodes",
    { schema: { tags: ["admin"], summary: "Deliver to one more pincode", body: AdminPincodeInputSchema, response: { 201: AdminPincodeSchema, ...failures } } },
    async (request, reply) => {
      reply.status(201);
      return delivery.add(request.body.pincode);
    },
  );
  app.delete(
    "/admin/pincodes/:pincode",
    { schema: { tags: ["admin"], summary: "Stop delivering to a pincode", params: AdminPincodeParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await delivery.remove(request.params.pincode);
      return reply.status(204).send(null);
    },
  );
};
