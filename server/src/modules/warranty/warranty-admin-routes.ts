import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import {
  WarrantyAdminDetailSchema,
  WarrantyAdminListSchema,
  WarrantyAdminQuerySchema,
  WarrantyApproveSchema,
  WarrantyIdParamsSchema,
  WarrantyRejectSchema,
} from "@urjavolt/contract/warranty";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

const refused = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const changed = { 200: WarrantyAdminDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...refused };

/** The console's warranty registrations (docs/architecture.md, Staff console): check the invoice, approve or reject. Support and admin alike. */
export const warrantyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/warranties",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Registrations, newest first: filter by status, search by serial, mobile or name",
        querystring: WarrantyAdminQuerySchema,
        response: { 200: WarrantyAdminListSchema, 400: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => app.services.warranty.list(request.query),
  );

  app.get(
    "/admin/warranties/:id",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "One registration with its invoice's details and history",
        params: WarrantyIdParamsSchema,
        response: { 200: WarrantyAdminDetailSchema, 404: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => app.services.warranty.get(request.params.id),
  );

  app.get(
    "/admin/warranties/:id/invoice",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "The uploaded invoice (PDF, JPEG or PNG), shown in the browser; staff only, never cached",
        params: WarrantyIdParamsSchema,
        produces: ["application/pdf", "image/jpeg", "image/png"],
      },
    },
    async (request, reply) => {
      const file = await app.services.warranty.invoice(request.params.id);
      return reply
        .type(file.contentType)
        .header("content-disposition", inlineDisposition(file.originalName))
        .header("cache-control", "private, no-store")
        .send(file.data);
    },
  );

  app.post(
    "/admin/warranties/:id/approve",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Approve: Active until the purchase date plus the warranty period (5 years unless given)",
        params: WarrantyIdParamsSchema,
        body: WarrantyApproveSchema,
        response: changed,
      },
    },
    (request) => app.services.warranty.approve(request.params.id, request.body.warrantyYears, request.staff, request.body.productId),
  );

  app.post(
    "/admin/warranties/:id/reject",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Reject with a reason, which the customer's status check shows",
        params: WarrantyIdParamsSchema,
        body: WarrantyRejectSchema,
        response: changed,
      },
    },
    (request) => app.services.warranty.reject(request.params.id, request.body.reason, request.staff),
  );
};

/** `inline` with the customer's file name: plain ASCII in `filename`, the exact name in `filename*` (RFC 6266). */
function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
