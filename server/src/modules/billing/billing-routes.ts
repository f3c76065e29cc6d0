import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { TestGatewayPayRequestSchema, TestGatewayPayResponseSchema } from "@urjavolt/contract/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formRateLimit } from "../../http/rate-limit.ts";

/** A test gateway's payment request is a few hundred bytes. */
const PAYMENT_BODY_LIMIT = 16 * 1024;
/** Razorpay's event payloads are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const WebhookOutcomeSchema = z.object({ status: z.enum(["processed", "duplicate", "ignored"]) });

/** Razorpay's webhook, and the test gateway's stand-in for the Razorpay checkout (billing/gateway-events.ts). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
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
    (request) => app.services.gatewayEvents.simulateTestPayment(request.body),
  );

  const TestLinkParamsSchema = z.object({ id: z.string().regex(/^plink_test_[A-Za-z0-9]{14}$/, { error: "Not a payment link of the test gateway" }) });
  app.get(
    "/test-gateway/links/:id",
    {
      schema: {
        tags: ["payments"],
        summary: "The test gateway's payment link (decision 059): amount in rupees, our reference, status; 404 while Razorpay is in use",
        params: TestLinkParamsSchema,
        response: { 200: z.object({ id: z.string(), amount: z.number(), reference: z.string().nullable(), status: z.string() }), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.gatewayEvents.testLink(request.params.id),
  );
  app.post(
    "/test-gateway/links/:id/pay",
    {
      bodyLimit: PAYMENT_BODY_LIMIT,
      config: formRateLimit,
      schema: {
        tags: ["payments"],
        summary: "The test gateway's payment-link page: pays the link in full, as Razorpay's payment_link.paid would; 404 while Razorpay is in use",
        params: TestLinkParamsSchema,
        response: { 200: z.object({ status: z.literal("paid") }), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.gatewayEvents.payTestLink(request.params.id),
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
        return app.services.gatewayEvents.handleWebhook(body, header("x-razorpay-signature"), header("x-razorpay-event-id"));
      },
    );
  });
};
