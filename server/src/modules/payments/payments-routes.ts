import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { TestGatewayPayRequestSchema, TestGatewayPayResponseSchema } from "@urjavolt/contract/orders";
import {
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  VerifyPaymentRequestSchema,
  VerifyPaymentResponseSchema,
} from "@urjavolt/contract/payments";
import { ConfirmationTokenParamsSchema, PaymentConfirmationSchema } from "@urjavolt/contract/orders-confirmation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formRateLimit } from "../../http/rate-limit.ts";

const PAYMENT_BODY_LIMIT = 16 * 1024;
/** Razorpay's event payloads are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const WebhookOutcomeSchema = z.object({ status: z.enum(["processed", "duplicate", "ignored"]) });

/**
 * The standalone payment (docs/requirements/online-shop.md §7 payment/create-order and payment/verify), Razorpay's
 * webhook, and the test gateway's stand-in for the Razorpay checkout.
 */
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

  app.post(
    "/test-gateway/pay",
    {
      bodyLimit: PAYMENT_BODY_LIMIT,
      config: formRateLimit,
      schema: {
        tags: ["payments"],
        summary: "The test gateway's checkout: pay a gateway order (success or failure); 404 while Razorpay is in use",
        body: TestGatewayPayRequestSchema,
        response: { 200: TestGatewayPayResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.payments.simulateTestPayment(request.body),
  );

  // The webhook's signature is over the exact bytes sent: in this scope JSON stays a raw Buffer.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      "/payment/webhook",
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ["payments"],
          summary: "Razorpay's signed webhook events (x-razorpay-signature over the raw body; deduplicated by x-razorpay-event-id)",
          response: { 200: WebhookOutcomeSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 415: ErrorEnvelopeSchema },
        },
      },
      (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" ? value : undefined;
        };
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === "string" ? request.body : "");
        return app.services.payments.handleWebhook(body, header("x-razorpay-signature"), header("x-razorpay-event-id"));
      },
    );
  });
};
