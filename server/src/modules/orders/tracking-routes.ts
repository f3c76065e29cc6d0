import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { TrackOrderRequestSchema, TrackedOrderSchema } from "@urjavolt/contract/orders-tracking";
import { ConfirmationTokenParamsSchema, OrderConfirmationSchema } from "@urjavolt/contract/orders-confirmation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formRateLimit } from "../../http/rate-limit.ts";
import { sendInvoice } from "../billing/invoices.ts";

const TokenParamsSchema = z.object({ token: z.string().max(300) });

/** Guest order tracking under /api/v1 (docs/architecture.md, Order tracking): by number and contact, or by the e-mail's signed token. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/track-order",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["orders"],
        summary: "An order by its number and the e-mail or mobile used at checkout; one neutral 404 for any wrong pair",
        body: TrackOrderRequestSchema,
        response: { 200: TrackedOrderSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return app.services.tracking.find(request.body);
    },
  );

  app.get(
    "/track-order/:token",
    {
      config: formRateLimit,
      schema: {
        tags: ["orders"],
        summary: "The order a signed tracking link opens; 410 once the link has ended (90 days after the order did), with the way to a fresh one",
        params: TokenParamsSchema,
        response: { 200: TrackedOrderSchema, 404: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return app.services.tracking.byToken(request.params.token);
    },
  );

  app.get(
    "/order-confirmation/:token",
    {
      config: formRateLimit,
      schema: {
        tags: ["orders"],
        summary: "The page after paying: the order, its receipt and its dispatch and delivery estimate (the token expires after 30 days)",
        params: ConfirmationTokenParamsSchema,
        response: { 200: OrderConfirmationSchema, 404: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return app.services.tracking.confirmation(request.params.token);
    },
  );

  app.get(
    "/track-order/:token/invoice",
    {
      config: formRateLimit,
      schema: {
        tags: ["orders"],
        summary: "The order's GST tax invoice (PDF); 404 until it is issued, 410 once the link has ended",
        params: TokenParamsSchema,
        produces: ["application/pdf"],
        response: { 404: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => sendInvoice(reply, await app.services.tracking.invoice(request.params.token)),
  );

  app.get(
    "/track-order/:token/credit-notes/:number",
    {
      config: formRateLimit,
      schema: {
        tags: ["orders"],
        summary: "One of the order's GST credit notes (PDF), issued with a refund; 410 once the link has ended",
        params: TokenParamsSchema.extend({ number: z.string().min(1).max(40) }),
        produces: ["application/pdf"],
        response: { 404: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => sendInvoice(reply, await app.services.tracking.creditNote(request.params.token, request.params.number)),
  );
};
