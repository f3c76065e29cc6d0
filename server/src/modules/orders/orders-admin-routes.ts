import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import {
  AdminIdParamsSchema,
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderStatusChangeSchema,
} from "@urjavolt/contract/orders-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";
import { sendInvoice } from "../../lib/invoices.ts";

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** Orders in the staff console (issue 8 §4): every staff member reads them; only admins change a status. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/orders",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Orders, newest first, by status, India days (from, to) and a search of number, name, mobile or e-mail",
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListSchema, 400: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.ordersAdmin.list(request.query),
  );

  app.get(
    "/admin/orders/:id",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "One order: lines, totals, coupon, customer, gateway ids, refund flag, status history",
        params: AdminIdParamsSchema,
        response: { 200: AdminOrderDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.ordersAdmin.get(request.params.id),
  );

  app.get(
    "/admin/orders/:id/invoice",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "The order's GST tax invoice (PDF); 404 when the order has none",
        params: AdminIdParamsSchema,
        produces: ["application/pdf"],
        response: { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, ...denied },
      },
    },
    async (request, reply) => sendInvoice(reply, await app.services.ordersAdmin.invoice(request.params.id)),
  );

  app.post(
    "/admin/orders/:id/status",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Move an order along its lifecycle (paid → shipped → delivered; cancelled; refunded) with an optional note; 409 for any other change",
        params: AdminIdParamsSchema,
        body: AdminOrderStatusChangeSchema,
        response: { 200: AdminOrderDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.ordersAdmin.changeStatus(request.params.id, request.body, request.staff),
  );
};
