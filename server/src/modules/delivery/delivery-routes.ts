import { DeliveryAnswerSchema, DeliveryParamsSchema } from "@urjavolt/contract/delivery";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The buy-now delivery check (docs/requirements/online-shop.md §4, §5). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/delivery/:pincode",
    {
      schema: {
        tags: ["delivery"],
        summary: "Whether we deliver to a 6-digit pincode",
        params: DeliveryParamsSchema,
        response: { 200: DeliveryAnswerSchema, 400: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.delivery.check(request.params.pincode),
  );
};
