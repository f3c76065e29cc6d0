import {
  AdminProductInputSchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  AdminProductUpdateSchema,
  StockAdjustmentSchema,
  StockLedgerSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  productAdminMessages,
} from "@urjavolt/contract/catalogue-admin";
import { ProductIdParamsSchema } from "@urjavolt/contract/catalogue";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/errors.ts";
import { type MultipartForm, type Upload, acceptMultipart, readMultipart } from "../../http/multipart.ts";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** One image and nothing else (a stray text part is read only to say what is wrong with it). */
const imageForm: MultipartForm = {
  what: "image",
  fields: new Set(),
  maxFields: 1,
  maxFieldBytes: 100,
  file: {
    field: "image",
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    types: PRODUCT_IMAGE_TYPES,
    messages: { type: productAdminMessages.imageType, tooLarge: productAdminMessages.imageTooLarge },
  },
};

/** The staff console's products under /api/v1/admin (docs/architecture.md, Staff console): admins only. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read: a visitor without a session learns nothing from validation errors.
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  await acceptMultipart(app);

  app.get(
    "/admin/products",
    {
      schema: {
        tags: ["admin"],
        summary: "Products for the console, filtered by text, category or stock",
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListSchema, ...failures },
      },
    },
    (request) => app.services.catalogue.adminList(request.query),
  );

  app.get(
    "/admin/products/:id",
    { schema: { tags: ["admin"], summary: "One product as the console edits it", params: ProductIdParamsSchema, response: { 200: AdminProductSchema, ...failures } } },
    (request) => app.services.catalogue.adminGet(request.params.id),
  );

  app.post(
    "/admin/products",
    {
      schema: {
        tags: ["admin"],
        summary: "Add a product (prices in rupees)",
        body: AdminProductInputSchema,
        response: { 201: AdminProductSchema, ...failures, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return app.services.catalogue.adminCreate(request.body, request.staff);
    },
  );

  app.put(
    "/admin/products/:id",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Change what a product says (prices in rupees), made only to the `version` the form loaded (else a 409); the stock changes only by adjustments. The shop shows it at once",
        params: ProductIdParamsSchema,
        body: AdminProductUpdateSchema,
        response: { 200: AdminProductSchema, ...failures, 409: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.catalogue.adminUpdate(request.params.id, request.body),
  );

  app.get(
    "/admin/products/:id/stock",
    {
      schema: {
        tags: ["admin"],
        summary: "A product's stock and the newest lines of its stock ledger",
        params: ProductIdParamsSchema,
        response: { 200: StockLedgerSchema, ...failures },
      },
    },
    (request) => app.services.catalogue.ledger(request.params.id),
  );

  app.post(
    "/admin/products/:id/stock",
    {
      schema: {
        tags: ["admin"],
        summary: "Add units to a product's stock or take them away, with the reason (the reason gives the sign); never below zero",
        params: ProductIdParamsSchema,
        body: StockAdjustmentSchema,
        response: { 200: StockLedgerSchema, ...failures, 409: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.catalogue.adjustStock(request.params.id, request.body, request.staff),
  );

  app.post(
    "/admin/products/:id/images",
    {
      schema: {
        tags: ["admin"],
        summary: "Upload an image for a product (multipart field `image`: JPEG, PNG or WebP up to 5 MB); it is added last",
        consumes: ["multipart/form-data"],
        params: ProductIdParamsSchema,
        response: { 200: AdminProductSchema, ...failures, 413: ErrorEnvelopeSchema, 415: ErrorEnvelopeSchema },
      },
    },
    async (request) => app.services.catalogue.addImage(request.params.id, await readImage(request)),
  );
};

/** The one image of the upload, or a 400 saying to choose one. */
async function readImage(request: FastifyRequest): Promise<Upload> {
  const { file } = await readMultipart(request, imageForm);
  if (!file) throw new AppError("invalid", productAdminMessages.imageRequired, { errors: { image: productAdminMessages.imageRequired } });
  return file;
}
