import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { AdminPaymentListQuerySchema, AdminPaymentListSchema } from "@urjavolt/contract/payments-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

/** The standalone payments list of the staff console (docs/architecture.md, Staff console), for every staff member. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/payments",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Standalone payments, newest first, by status, India days and a search of name, e-mail, phone, receipt or gateway ids",
        querystring: AdminPaymentListQuerySchema,
        response: { 200: AdminPaymentListSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.paymentsAdmin.list(request.query),
  );
};
