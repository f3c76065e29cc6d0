import { PromotionListSchema, ShopSlideListSchema } from "@urjavolt/contract/promotions";
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

  app.get(
    "/shop-slides",
    {
      schema: {
        tags: ["promotions"],
        summary: "The shop banner's slides live now, in banner order",
        response: { 200: ShopSlideListSchema },
      },
    },
    () => app.services.promotions.listShopSlides(),
  );
};
