import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { ProductDetailSchema, ProductIdParamsSchema, ProductListSchema } from "@urjavolt/contract/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The catalogue API under /api/v1 (spec online-shop §7), prices in rupees. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/productData",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Every product, with category, capacity and warranty counts",
        response: { 200: ProductListSchema },
      },
    },
    () => app.services.catalogue.listProducts(),
  );

  app.get(
    "/productData/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One product with its detail fields",
        params: ProductIdParamsSchema,
        response: { 200: ProductDetailSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.catalogue.requireProduct(request.params.id),
  );
};
