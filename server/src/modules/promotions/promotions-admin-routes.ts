import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import {
  AdminPromotionInputSchema,
  AdminPromotionListSchema,
  AdminPromotionSchema,
  AdminShopSlideInputSchema,
  AdminShopSlideListSchema,
  AdminShopSlideSchema,
  PromotionIdParamsSchema,
  ShopSlideIdParamsSchema,
} from "@urjavolt/contract/promotions-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema };

/** The console's festival offers and shop slides under /api/v1/admin (docs/architecture.md, Staff console): admins only. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  const service = app.services.promotions;

  app.get(
    "/admin/promotions",
    { schema: { tags: ["admin"], summary: "Every festival offer, past and future too", response: { 200: AdminPromotionListSchema, ...failures } } },
    () => service.adminListPromotions(),
  );
  app.post(
    "/admin/promotions",
    { schema: { tags: ["admin"], summary: "Add a festival offer", body: AdminPromotionInputSchema, response: { 201: AdminPromotionSchema, ...failures } } },
    async (request, reply) => {
      reply.status(201);
      return service.createPromotion(request.body);
    },
  );
  app.put(
    "/admin/promotions/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Change a festival offer",
        params: PromotionIdParamsSchema,
        body: AdminPromotionInputSchema,
        response: { 200: AdminPromotionSchema, ...failures },
      },
    },
    (request) => service.updatePromotion(request.params.id, request.body),
  );
  app.delete(
    "/admin/promotions/:id",
    { schema: { tags: ["admin"], summary: "Delete a festival offer", params: PromotionIdParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await service.deletePromotion(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/admin/shop-slides",
    { schema: { tags: ["admin"], summary: "Every shop banner slide, in banner order", response: { 200: AdminShopSlideListSchema, ...failures } } },
    () => service.adminListSlides(),
  );
  app.post(
    "/admin/shop-slides",
    { schema: { tags: ["admin"], summary: "Add a shop banner slide", body: AdminShopSlideInputSchema, response: { 201: AdminShopSlideSchema, ...failures } } },
    async (request, reply) => {
      reply.status(201);
      return service.createSlide(request.body);
    },
  );
  app.put(
    "/admin/shop-slides/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Change a shop banner slide",
        params: ShopSlideIdParamsSchema,
        body: AdminShopSlideInputSchema,
        response: { 200: AdminShopSlideSchema, ...failures },
      },
    },
    (request) => service.updateSlide(request.params.id, request.body),
  );
  app.delete(
    "/admin/shop-slides/:id",
    { schema: { tags: ["admin"], summary: "Delete a shop banner slide", params: ShopSlideIdParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await service.deleteSlide(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
