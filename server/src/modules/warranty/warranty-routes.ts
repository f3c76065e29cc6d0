import multipart from "@fastify/multipart";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import {
  INVOICE_MAX_BYTES,
  WarrantyCheckSchema,
  WarrantyLookupSchema,
  WarrantyRegisteredSchema,
  WarrantyRegistrationSchema,
  warrantyMessages,
} from "@urjavolt/contract/warranty";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import { formRateLimit } from "../../http/rate-limit.ts";
import type { InvoiceUpload } from "./warranty-service.ts";

// The schema's own keys: a field it takes is a field the form may send.
const FIELD_NAMES = new Set(Object.keys(WarrantyRegistrationSchema.shape));

export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here: one invoice of at most 5 MB, a few short fields.
  await app.register(multipart, { limits: { fileSize: INVOICE_MAX_BYTES, files: 1, fields: 12, fieldSize: 2000, parts: 14, headerPairs: 100 } });

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
      const { fields, invoice } = await readRegistration(request);
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

/** The multipart body as text fields (empty ones left out, as the form does) and the invoice's bytes. */
async function readRegistration(request: FastifyRequest): Promise<{ fields: Record<string, string>; invoice: InvoiceUpload | undefined }> {
  if (!request.isMultipart()) throw new AppError("unsupported_type", "Send the registration as multipart/form-data.");
  const fields: Record<string, string> = {};
  const unknown: Record<string, string> = {};
  let invoice: InvoiceUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "invoice") {
          part.file.resume();
          unknown[part.fieldname] = "Unknown field";
          continue;
        }
        const data = await part.toBuffer();
        if (data.length > 0) invoice = { filename: part.filename, data };
      } else if (FIELD_NAMES.has(part.fieldname)) {
        const value = typeof part.value === "string" ? part.value : String(part.value);
        if (value !== "") fields[part.fieldname] = value;
      } else {
        unknown[part.fieldname] = "Unknown field";
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("too_large", warrantyMessages.invoiceTooLarge, { errors: { invoice: warrantyMessages.invoiceTooLarge }, cause: error });
    }
    throw error;
  }
  if (Object.keys(unknown).length > 0) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: unknown });
  return { fields, invoice };
}
