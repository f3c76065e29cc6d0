import { AdminCouponInputSchema, AdminCouponListSchema, AdminCouponSchema, CouponIdParamsSchema } from "@urjavolt/contract/coupons-admin";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/staff-auth.ts";

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** Coupons in the staff console (docs/architecture.md, Staff console): staff read them, admins create, edit and delete. */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/coupons",
    {
      preHandler: requireStaff(),
      schema: { tags: ["admin"], summary: "Every coupon, by code, with its uses and state", response: { 200: AdminCouponListSchema, ...denied } },
    },
    () => app.services.couponsAdmin.list(),
  );

  app.post(
    "/admin/coupons",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Create a coupon (amounts in rupees)",
        body: AdminCouponInputSchema,
        response: { 201: AdminCouponSchema, 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return app.services.couponsAdmin.create(request.body);
    },
  );

  app.put(
    "/admin/coupons/:id",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Replace a coupon's fields (its uses so far stay)",
        params: CouponIdParamsSchema,
        body: AdminCouponInputSchema,
        response: { 200: AdminCouponSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.couponsAdmin.update(request.params.id, request.body),
  );

  app.delete(
    "/admin/coupons/:id",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Delete a coupon no order carries (409 otherwise: end it instead)",
        params: CouponIdParamsSchema,
        response: { 204: z.null(), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...denied },
      },
    },
    async (request, reply) => {
      await app.services.couponsAdmin.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
