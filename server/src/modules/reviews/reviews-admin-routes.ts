import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { AdminReviewChangedSchema, AdminReviewIdParamsSchema, AdminReviewListQuerySchema, AdminReviewListSchema, AdminReviewUpdateSchema } from "@urjavolt/contract/reviews-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** Review moderation in the staff console (docs/architecture.md, Staff console): staff read, admins hide, show or delete. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/reviews",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Reviews, newest first, hidden ones included, by visibility, stars, product and a search",
        querystring: AdminReviewListQuerySchema,
        response: { 200: AdminReviewListSchema, 400: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.reviewsAdmin.list(request.query),
  );

  app.patch(
    "/admin/reviews/:id",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Hide a review or show it again; the product's rating is recounted",
        params: AdminReviewIdParamsSchema,
        body: AdminReviewUpdateSchema,
        response: { 200: AdminReviewChangedSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.reviewsAdmin.setHidden(request.params.id, request.body.hidden),
  );

  app.delete(
    "/admin/reviews/:id",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Delete a review and its image; the product's rating is recounted",
        params: AdminReviewIdParamsSchema,
        response: { 200: AdminReviewChangedSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.reviewsAdmin.remove(request.params.id),
  );
};
