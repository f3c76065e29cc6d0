import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { AdminSynonymInputSchema, AdminSynonymListSchema, AdminSynonymParamsSchema, AdminSynonymSchema } from "@urjavolt/contract/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema };

/** The search's synonyms under /api/v1/admin (decision 042): admins only, like the rest of the shop's content. */
export const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  const search = app.services.search;

  app.get(
    "/admin/search-synonyms",
    { schema: { tags: ["admin"], summary: "Every synonym the shop's search uses", response: { 200: AdminSynonymListSchema, ...failures } } },
    async () => ({ data: await search.listSynonyms() }),
  );
  app.post(
    "/admin/search-synonyms",
    {
      schema: {
        tags: ["admin"],
        summary: "Add a synonym: what shoppers type and what it means in the catalogue's words",
        body: AdminSynonymInputSchema,
        response: { 201: AdminSynonymSchema, ...failures },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return search.addSynonym(request.body);
    },
  );
  app.delete(
    "/admin/search-synonyms/:id",
    { schema: { tags: ["admin"], summary: "Remove a synonym", params: AdminSynonymParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await search.removeSynonym(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
