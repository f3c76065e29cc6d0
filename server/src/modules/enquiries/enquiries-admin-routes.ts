import {
  EnquiryDetailSchema,
  EnquiryIdParamsSchema,
  EnquiryStatusChangeSchema,
  InboxFilterSchema,
  InboxListSchema,
  InboxQuerySchema,
} from "@urjavolt/contract/enquiries";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

const refused = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** The console's inbox (docs/architecture.md, Staff console): contact messages, quote requests and complaints. Support and admin alike. */
export const enquiriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/enquiries",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "The inbox: filter by type, status, received date range (India dates) and a search",
        querystring: InboxQuerySchema,
        response: { 200: InboxListSchema, 400: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => app.services.enquiries.list(request.query),
  );

  app.get(
    "/admin/enquiries.csv",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "The filtered inbox as CSV",
        querystring: InboxFilterSchema,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const csv = await app.services.enquiries.exportCsv(request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="enquiries-${indiaIsoDate()}.csv"`)
        .send(csv);
    },
  );

  app.get(
    "/admin/enquiries/:id",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "One enquiry with its history",
        params: EnquiryIdParamsSchema,
        response: { 200: EnquiryDetailSchema, 404: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => app.services.enquiries.get(request.params.id),
  );

  app.patch(
    "/admin/enquiries/:id",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Change an enquiry's status (open, in progress, resolved) with an internal note",
        params: EnquiryIdParamsSchema,
        body: EnquiryStatusChangeSchema,
        response: { 200: EnquiryDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => app.services.enquiries.changeStatus(request.params.id, request.body, request.staff),
  );
};
