import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import {
  TICKET_PHOTO_CAPTION_MAX,
  TicketAnswerSchema,
  TicketLookupSchema,
  TicketMessageSchema,
  TicketPhotoParamsSchema,
  TicketPhotoSchema,
  TicketTokenParamsSchema,
  TrackedTicketSchema,
} from "@urjavolt/contract/service";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import { InstallationAvailabilityQuerySchema, InstallationAvailabilitySchema } from "@urjavolt/contract/installation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formRateLimit } from "../../http/rate-limit.ts";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import { type MultipartForm, acceptMultipart, readMultipart } from "../../http/multipart.ts";
import { ticketPhotoUpload } from "./request-tracking-service.ts";

/** A photo with its optional note: the one file of at most 5 MB, and the note's few bytes. */
const photoForm: MultipartForm = { what: "photo", fields: new Set(["caption"]), maxFields: 2, maxFieldBytes: TICKET_PHOTO_CAPTION_MAX * 4, file: ticketPhotoUpload };

/**
 * The customer's service request under /api/v1 (decision 028): found by reference and mobile, then
 * read, written to (a message or a photo) and answered through its signed link. Every route but a
 * photo's counts against the forms' limit (decision 006), and no answer is kept by a shared cache:
 * each carries one customer's request.
 */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracking = app.services.requestTracking;
  await acceptMultipart(app);

  app.get(
    "/installation/availability",
    {
      schema: {
        tags: ["service"],
        summary: "Installation by our technician at a pincode for these products (decision 057): whether offered and served, each product's fee, and the days with free two-hour slots after the delivery estimate",
        querystring: InstallationAvailabilityQuerySchema,
        response: { 200: InstallationAvailabilitySchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // Slots go as buyers book them: never kept by a cache.
      reply.header("cache-control", "no-store");
      return app.services.installations.availability(request.query.pincode, request.query.products);
    },
  );

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
        summary: "The service request a signed link opens; 410 once the link has ended (90 days after the request was closed), with the way to a fresh one",
        params: TicketTokenParamsSchema,
        response: { 200: TrackedTicketSchema, 404: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
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
        response: { 201: TrackedTicketSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.status(201).header("cache-control", "private, no-store");
      return tracking.sendMessage(request.params.token, request.body);
    },
  );

  app.post(
    "/track-request/:token/photos",
    {
      config: formRateLimit,
      schema: {
        tags: ["service"],
        summary: "The customer sends a photo (multipart/form-data: `photo`, a JPEG, PNG or WebP of at most 5 MB, and an optional `caption`); refused once the request is closed",
        consumes: ["multipart/form-data"],
        params: TicketTokenParamsSchema,
        response: {
          201: TrackedTicketSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          410: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError("unsupported_type", "Send the photo as multipart/form-data.");
      const { fields, file } = await readMultipart(request, photoForm);
      const parsed = TicketPhotoSchema.safeParse(fields);
      if (!parsed.success) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: fieldErrors(parsed.error) });
      reply.status(201).header("cache-control", "private, no-store");
      return tracking.sendPhoto(request.params.token, parsed.data, file);
    },
  );

  app.get(
    "/track-request/:token/photos/:eventId",
    {
      // No form limit: the signed link cannot be guessed, and a page may show several photos.
      schema: {
        tags: ["service"],
        summary: "A photo the customer sent on their request, read with its signed link; never kept by a shared cache",
        params: TicketPhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await tracking.photo(request.params.token, request.params.eventId);
      return reply.header("cache-control", "private, no-store").type(photo.contentType).send(photo.data);
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
        response: { 200: TrackedTicketSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return tracking.answer(request.params.token, request.body);
    },
  );
};
