import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { StoreSchema } from "@urjavolt/contract/stores";
import { AdminStoreInputSchema, StoreIdParamsSchema } from "@urjavolt/contract/stores-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** The console's stores under /api/v1/admin (docs/architecture.md, Staff console): admins only. */
export const storesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  const stores = app.services.stores;

  app.get(
    "/admin/stores",
    { schema: { tags: ["admin"], summary: "Every store of the locator", response: { 200: z.object({ data: z.array(StoreSchema) }), ...failures } } },
    async () => ({ data: await stores.list() }),
  );
  app.post(
    "/admin/stores",
    { schema: { tags: ["admin"], summary: "Add a store", body: AdminStoreInputSchema, response: { 201: StoreSchema, ...failures } } },
    async (request, reply) => {
      reply.status(201);
      return stores.create(request.body);
    },
  );
  app.put(
    "/admin/stores/:id",
    { schema: { tags: ["admin"], summary: "Change a store", params: StoreIdParamsSchema, body: AdminStoreInputSchema, response: { 200: StoreSchema, ...failures } } },
    (request) => stores.update(request.params.id, request.body),
  );
  app.delete(
    "/admin/stores/:id",
    { schema: { tags: ["admin"], summary: "Delete a store", params: StoreIdParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await stores.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
