import { ComplaintRequestSchema, ContactRequestSchema, EnquiryReceiptSchema, QuoteRequestSchema } from "@urjavolt/contract/enquiries";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formRateLimit } from "../../http/rate-limit.ts";

/** A form is a few kilobytes at most; anything bigger is not a customer typing. */
const FORM_BODY_LIMIT = 32 * 1024;

const responses = { 201: EnquiryReceiptSchema, 400: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };

export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contactsubmit",
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: formRateLimit,
      schema: { tags: ["enquiries"], summary: "Send a message from the contact form", body: ContactRequestSchema, response: responses },
    },
    async (request, reply) => {
      reply.status(201);
      return app.services.enquiries.submitContact(request.body);
    },
  );

  app.post(
    "/submitquote",
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: formRateLimit,
      schema: { tags: ["enquiries"], summary: "Ask for a quote", body: QuoteRequestSchema, response: responses },
    },
    async (request, reply) => {
      reply.status(201);
      return app.services.enquiries.submitQuote(request.body);
    },
  );

  app.post(
    "/submitcomplaint",
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: formRateLimit,
      schema: { tags: ["enquiries"], summary: "Register a complaint", body: ComplaintRequestSchema, response: responses },
    },
    async (request, reply) => {
      reply.status(201);
      return app.services.enquiries.submitComplaint(request.body);
    },
  );
};
