import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import {
  WarrantyCheckSchema,
  WarrantyLookupSchema,
  WarrantyRegisteredSchema,
  WarrantyRegistrationSchema,
  warrantyMessages,
} from "@urjavolt/contract/warranty";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import { type MultipartForm, acceptMultipart, readMultipart } from "../../http/multipart.ts";
import { formRateLimit } from "../../http/rate-limit.ts";
import { invoiceUpload } from "./warranty-service.ts";

/** The registration's text fields (the schema's own keys) beside one invoice of at most 5 MB. */
const registrationForm: MultipartForm = {
  what: "registration",
  fields: new Set(Object.keys(WarrantyRegistrationSchema.shape)),
  maxFields: 14,
  maxFieldBytes: 2000,
  file: invoiceUpload,
};

export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);

  app.post(
    "/submitwarranty",
    {
      config: formRateLimit,
      schema: {
        tags: ["warranty"],
        summary: "Register a warranty (multipart: the registration fields and the invoice file, PDF, JPEG or PNG up to 5 MB)",
        consumes: ["multipart/form-data"],
        response: { 201: WarrantyRegisteredSchema, 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema, 415: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { fields, file: invoice } = await readMultipart(request, registrationForm);
      const parsed = WarrantyRegistrationSchema.safeParse(fields);
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      if (!invoice) errors.invoice = warrantyMessages.invoiceRequired;
      if (!parsed.success || !invoice) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors });
      reply.status(201);
      return app.services.warranty.register(parsed.data, invoice);
    },
  );

  app.get(
    "/getwarranty/:serialno",
    {
      config: formRateLimit,
      schema: {
        tags: ["warranty"],
        summary: "The status of a registered warranty, by serial number",
        params: WarrantyCheckSchema,
        response: { 200: WarrantyLookupSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.warranty.lookup(request.params.serialno),
  );
};
