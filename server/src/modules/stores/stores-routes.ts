import { STORE_LIST_MESSAGE, StoreListResponseSchema, StoreSearchQuerySchema } from "@urjavolt/contract/stores";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/liststoreapi",
    {
      schema: {
        tags: ["stores"],
        summary: "Stores, optionally searched by pincode or place (q) and category",
        querystring: StoreSearchQuerySchema,
        response: { 200: StoreListResponseSchema },
      },
    },
    async (request) => {
      const { stores, ...search } = await app.services.stores.search(request.query);
      return { success: true as const, message: STORE_LIST_MESSAGE, data: stores, search };
    },
  );
};
