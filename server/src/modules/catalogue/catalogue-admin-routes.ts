import multipart from "@fastify/multipart";
import {
  AdminIdParamsSchema,
  AdminProductInputSchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  productAdminMessages,
} from "@urjavolt/contract/catalogue-admin";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/errors.ts";
import { requireStaff } from "../../http/staff-auth.ts";
import type { ProductImageUpload } from "./catalogue-service.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** The staff console's products under /api/v1/admin (issue 8 §5): admins only. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read: a visitor without a session learns nothing from validation errors.
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 } });

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
    { schema: { tags: ["admin"], summary: "One product as the console edits it", params: AdminIdParamsSchema, response: { 200: AdminProductSchema, ...failures } } },
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
      return app.services.catalogue.adminCreate(request.body);
    },
  );

  app.put(
    "/admin/products/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Change every editable field of a product (prices in rupees); the shop shows it at once",
        params: AdminIdParamsSchema,
        body: AdminProductInputSchema,
        response: { 200: AdminProductSchema, ...failures, 409: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.catalogue.adminUpdate(request.params.id, request.body),
  );

  app.post(
    "/admin/products/:id/images",
    {
      schema: {
        tags: ["admin"],
        summary: "Upload an image for a product (multipart field `image`: JPEG, PNG or WebP up to 5 MB); it is added last",
        consumes: ["multipart/form-data"],
        params: AdminIdParamsSchema,
        response: { 200: AdminProductSchema, ...failures, 413: ErrorEnvelopeSchema, 415: ErrorEnvelopeSchema },
      },
    },
    async (request) => app.services.catalogue.addImage(request.params.id, await readImage(request)),
  );
};

/** The one file of the upload, or a 400 saying to choose one. */
async function readImage(request: FastifyRequest): Promise<ProductImageUpload> {
  if (!request.isMultipart()) throw new AppError("unsupported_type", "Send the image as multipart/form-data.");
  let image: ProductImageUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const data = await part.toBuffer();
      if (part.fieldname === "image" && data.length > 0) image = { filename: part.filename, data };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("too_large", productAdminMessages.imageTooLarge, { errors: { image: productAdminMessages.imageTooLarge }, cause: error });
    }
    if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new AppError("invalid", "Send one image and nothing else.", { errors: { image: "Send one image and nothing else." }, cause: error });
    }
    throw error;
  }
  if (!image) throw new AppError("invalid", productAdminMessages.imageRequired, { errors: { image: productAdminMessages.imageRequired } });
  return image;
}
