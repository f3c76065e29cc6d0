import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import {
  AdminOrderIdParamsSchema,
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderStatusChangeSchema,
  AdminRefundRequestSchema,
} from "@urjavolt/contract/orders-admin";
import { z } from "zod";
import { PayOnInstallationSettingsInputSchema, PayOnInstallationSettingsSchema } from "@urjavolt/contract/installation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";
import { sendInvoice } from "../billing/invoices.ts";

const CreditNoteParamsSchema = AdminOrderIdParamsSchema.extend({ number: z.string().min(1).max(40) });

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** Orders in the staff console (docs/architecture.md, Staff console): every staff member reads them; only admins change a status. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/settings/pay-on-installation",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "The order total up to which checkout offers pay on installation (rupees; 0 = off) and the days to pay after the installation (decision 059)",
        response: { 200: PayOnInstallationSettingsSchema, ...denied },
      },
    },
    () => app.services.installationPayments.settings(),
  );

  app.put(
    "/admin/settings/pay-on-installation",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "An admin sets the pay-on-installation limit (rupees; 0 turns it off) and the days to pay (1 to 14) (decision 059)",
        body: PayOnInstallationSettingsInputSchema,
        response: { 200: PayOnInstallationSettingsSchema, 400: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.installationPayments.updateSettings(request.body, request.staff.id),
  );

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
        params: AdminOrderIdParamsSchema,
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
        params: AdminOrderIdParamsSchema,
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
        summary: "Move an order along its lifecycle (paid → shipped → delivered; cancelled, which refunds a paid order through the gateway) with an optional note; 409 for any other change",
        params: AdminOrderIdParamsSchema,
        body: AdminOrderStatusChangeSchema,
        response: { 200: AdminOrderDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.ordersAdmin.changeStatus(request.params.id, request.body, request.staff),
  );

  app.post(
    "/admin/orders/:id/refunds",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary:
          "Refund what is left of a paid order, or chosen lines and units, through the payment gateway; `refunded` is what the console showed as refunded already (409 when someone refunded meanwhile)",
        params: AdminOrderIdParamsSchema,
        body: AdminRefundRequestSchema,
        response: { 200: AdminOrderDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...denied },
      },
    },
    (request) => app.services.ordersAdmin.refund(request.params.id, request.body, request.staff),
  );

  app.get(
    "/admin/orders/:id/credit-notes/:number",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "One of the order's GST credit notes (PDF)",
        params: CreditNoteParamsSchema,
        produces: ["application/pdf"],
        response: { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, ...denied },
      },
    },
    async (request, reply) => sendInvoice(reply, await app.services.ordersAdmin.creditNote(request.params.id, request.params.number)),
  );
};
