import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { CreateOrderRequestSchema, CreateOrderResponseSchema, PaymentSignatureSchema, RecentOrderCountSchema, VerifyOrderPaymentResponseSchema } from "@urjavolt/contract/orders";
import { RECENT_ORDER_DAYS } from "@urjavolt/contract/orders-recent";
import { PayOnInstallationSettingsSchema } from "@urjavolt/contract/installation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formRateLimit } from "../../http/rate-limit.ts";

/** A checkout is a few kilobytes even with 50 lines. */
const ORDER_BODY_LIMIT = 64 * 1024;

const RecentCountQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(RECENT_ORDER_DAYS),
});

/** Shop orders under /api/v1 (docs/requirements/online-shop.md §7): create (priced by the server), verify the payment, the shopper counter. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/placeOrderpayment/create-order",
    {
      bodyLimit: ORDER_BODY_LIMIT,
      config: formRateLimit,
      schema: {
        tags: ["orders"],
        summary: "Create a shop order priced by the server, and its gateway order",
        body: CreateOrderRequestSchema,
        response: { 201: CreateOrderResponseSchema, 400: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema, 502: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return app.services.orders.createOrder(request.body);
    },
  );

  app.post(
    "/payment/verifyPlaceOrderPayment",
    {
      bodyLimit: ORDER_BODY_LIMIT,
      schema: {
        tags: ["orders"],
        summary: "Verify a shop order's payment signature and mark it paid (idempotent: a repeat answers the same receipt)",
        body: PaymentSignatureSchema,
        response: { 200: VerifyOrderPaymentResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.orders.verifyPayment(request.body),
  );

  app.get(
    "/orders/recent-count",
    {
      schema: {
        tags: ["orders"],
        summary: "How many orders were paid in the last days (7 unless asked)",
        querystring: RecentCountQuerySchema,
        response: { 200: RecentOrderCountSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      const days = request.query.days;
      return { count: await app.services.orders.countRecentOrders(days), days };
    },
  );

  app.get(
    "/checkout/pay-on-installation",
    {
      schema: {
        tags: ["orders"],
        summary: "The order total (rupees) up to which checkout offers pay on installation with installation booked (0 = not offered), and the days to pay after it (decision 059)",
        response: { 200: PayOnInstallationSettingsSchema },
      },
    },
    () => app.services.installationPayments.settings(),
  );
};
