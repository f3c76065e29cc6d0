import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import {
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  VerifyPaymentRequestSchema,
  VerifyPaymentResponseSchema,
} from "@urjavolt/contract/payments";
import { ConfirmationTokenParamsSchema, PaymentConfirmationSchema } from "@urjavolt/contract/orders-confirmation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formRateLimit } from "../../http/rate-limit.ts";

const PAYMENT_BODY_LIMIT = 16 * 1024;
/** The standalone payment (docs/requirements/online-shop.md §7 payment/create-order and payment/verify) and its page after paying. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/payment-confirmation/:token",
    {
      config: formRateLimit,
      schema: {
        tags: ["payments"],
        summary: "The page after a standalone payment: its receipt (the token expires after 30 days)",
        params: ConfirmationTokenParamsSchema,
        response: { 200: PaymentConfirmationSchema, 404: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return app.services.payments.confirmation(request.params.token);
    },
  );

  app.post(
    "/payment/create-order",
    {
      bodyLimit: PAYMENT_BODY_LIMIT,
      config: formRateLimit,
      schema: {
        tags: ["payments"],
        summary: "Start a standalone payment: a gateway order for the amount typed",
        body: CreatePaymentRequestSchema,
        response: { 201: CreatePaymentResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema, 502: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return app.services.payments.createPayment(request.body);
    },
  );

  app.post(
    "/payment/verify",
    {
      bodyLimit: PAYMENT_BODY_LIMIT,
      schema: {
        tags: ["payments"],
        summary: "Verify a standalone payment's signature (idempotent: a repeat answers the same receipt)",
        body: VerifyPaymentRequestSchema,
        response: { 200: VerifyPaymentResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.payments.verifyPayment(request.body),
  );
};
