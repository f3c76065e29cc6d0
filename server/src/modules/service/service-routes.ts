import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { TicketAnswerSchema, TicketLookupSchema, TicketMessageSchema, TicketTokenParamsSchema, TrackedTicketSchema } from "@urjavolt/contract/service";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formRateLimit } from "../../http/rate-limit.ts";

/**
 * The customer's service request under /api/v1 (decision 028): found by reference and mobile, then
 * read, written to and answered through its signed link. Every route counts against the forms'
 * limit (decision 006), and no answer is kept by a cache: each carries one customer's request.
 */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracking = app.services.requestTracking;

  app.post(
    "/track-request",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["service"],
        summary: "A service request by its reference and the mobile number given with it; one neutral 404 for any wrong pair",
        body: TicketLookupSchema,
        response: { 200: TrackedTicketSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return tracking.find(request.body);
    },
  );

  app.get(
    "/track-request/:token",
    {
      config: formRateLimit,
      schema: {
        tags: ["service"],
        summary: "The service request a signed link opens",
        params: TicketTokenParamsSchema,
        response: { 200: TrackedTicketSchema, 404: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return tracking.byToken(request.params.token);
    },
  );

  app.post(
    "/track-request/:token/messages",
    {
      bodyLimit: 8 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["service"],
        summary: "The customer writes to the service desk, which is told by e-mail; refused once the request is closed",
        params: TicketTokenParamsSchema,
        body: TicketMessageSchema,
        response: { 201: TrackedTicketSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.status(201).header("cache-control", "private, no-store");
      return tracking.sendMessage(request.params.token, request.body);
    },
  );

  app.post(
    "/track-request/:token/answer",
    {
      bodyLimit: 1024,
      config: formRateLimit,
      schema: {
        tags: ["service"],
        summary: "The customer's answer to a resolved request: `fixed` closes it, `not_fixed` reopens it within 15 days of the resolution",
        params: TicketTokenParamsSchema,
        body: TicketAnswerSchema,
        response: { 200: TrackedTicketSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return tracking.answer(request.params.token, request.body);
    },
  );
};
