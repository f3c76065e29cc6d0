import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { PincodeLookupSchema, PincodeParamsSchema } from "@urjavolt/contract/pincode";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The directory changes only with a new build of the server: browsers and proxies may keep answers a day. */
const PINCODE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/pincode/:pincode",
    {
      schema: {
        tags: ["pincode"],
        summary: "The post offices of an Indian pincode, in the public postal API's shape (Status \"Error\" with \"No records found\" for an unknown one)",
        params: PincodeParamsSchema,
        response: { 200: PincodeLookupSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const lookup = await app.services.pincode.lookup(request.params.pincode);
      reply.header("cache-control", PINCODE_CACHE_CONTROL);
      return lookup;
    },
  );
};
