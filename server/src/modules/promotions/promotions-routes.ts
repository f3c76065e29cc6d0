import { PromotionListSchema } from "@urjavolt/contract/promotions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/promotions",
    {
      schema: {
        tags: ["promotions"],
        summary: "Festival offers live now, in banner order",
        response: { 200: PromotionListSchema },
      },
    },
    () => app.services.promotions.listActive(),
  );
};
