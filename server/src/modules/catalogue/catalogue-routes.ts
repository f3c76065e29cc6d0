import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { ProductDetailSchema, ProductIdParamsSchema, ProductListSchema } from "@urjavolt/contract/catalogue";
import { ProductImageParamsSchema } from "@urjavolt/contract/catalogue-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { sendPrecompressed } from "../../http/precompressed.ts";
import { sendWithdrawableImage } from "../../http/withdrawable-image.ts";
import { eprQrText } from "@urjavolt/contract/catalogue-declarations";
import { AppError } from "../../http/errors.ts";
import { qrSvg } from "./qr-svg.ts";

/**
 * The catalogue service hands out the same objects until the catalogue changes, so their JSON is
 * made (checked against the response schema, as the serializer would) once per version, not per
 * request, and compressed once too (sendPrecompressed): the product list is the shop's busiest read.
 */
const serialized = new WeakMap<object, string>();
function cachedJson(value: object, schema: z.ZodType): string {
  let json = serialized.get(value);
  if (json === undefined) {
    json = JSON.stringify(schema.parse(value));
    serialized.set(value, json);
  }
  return json;
}

/** A custom serializer leaves the type to the route. */
const JSON_TYPE = "application/json; charset=utf-8";

/** The catalogue API under /api/v1 (docs/requirements/online-shop.md §7), prices in rupees. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/productData",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Every product, with category, capacity and warranty counts",
        response: { 200: ProductListSchema },
      },
      onSend: sendPrecompressed,
    },
    async (_request, reply) => {
      const list = await app.services.catalogue.listProducts();
      return reply.type(JSON_TYPE).serializer(() => cachedJson(list, ProductListSchema)).send(list);
    },
  );

  app.get(
    "/productData/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One product with its detail fields",
        params: ProductIdParamsSchema,
        response: { 200: ProductDetailSchema, 404: ErrorEnvelopeSchema },
      },
      onSend: sendPrecompressed,
    },
    async (request, reply) => {
      const product = await app.services.catalogue.requireProduct(request.params.id);
      return reply.type(JSON_TYPE).serializer(() => cachedJson(product, ProductDetailSchema)).send(product);
    },
  );

  app.get(
    "/productData/:id/epr-qr.svg",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The product's EPR registration number as a QR code (SVG), for its product page (decision 051)",
        params: ProductIdParamsSchema,
      },
    },
    async (request, reply) => {
      const product = await app.services.catalogue.requireProduct(request.params.id);
      const registration = product.declarations.epr_registration;
      if (!registration) throw new AppError("not_found", "This product has no EPR registration");
      // Short-lived: staff may correct the number, and the product page names it beside the code.
      return reply.type("image/svg+xml").header("cache-control", "public, max-age=3600").send(qrSvg(eprQrText(registration)));
    },
  );

  app.get(
    "/product-images/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "An image uploaded for a product (its bytes, with their type)",
        params: ProductImageParamsSchema,
      },
    },
    async (request, reply) => {
      // Staff may take the image off its product: it then answers 404, and caches keep it only briefly.
      const image = await app.services.catalogue.image(request.params.id);
      return sendWithdrawableImage(request, reply, image);
    },
  );
};
