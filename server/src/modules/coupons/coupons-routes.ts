import { CouponAppliedSchema, EligibleOffersRequestSchema, EligibleOffersSchema, ValidateCouponRequestSchema } from "@urjavolt/contract/coupons";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import { formRateLimit } from "../../http/rate-limit.ts";

/** Coupon validation (docs/requirements/online-shop.md §7 validate-coupon), rate limited like the forms so codes cannot be guessed in bulk. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/validate-coupon",
    {
      config: formRateLimit,
      // The checkout shows the refusal's message under the coupon field, so a bad request answers
      // its own first message ("Please enter a coupon code") rather than the generic one.
      attachValidation: true,
      schema: {
        tags: ["coupons"],
        summary: "Check a coupon against a cart priced by the server (product ids and quantities; the sent subtotal and prices are ignored)",
        body: ValidateCouponRequestSchema,
        response: { 200: CouponAppliedSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      if (request.validationError) {
        const parsed = ValidateCouponRequestSchema.safeParse(request.body);
        if (parsed.success) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { cause: request.validationError });
        const first = parsed.error.issues[0];
        const message = first && first.path.length > 0 ? first.message : INVALID_INPUT_MESSAGE;
        throw new AppError("invalid", message, { errors: fieldErrors(parsed.error), cause: request.validationError });
      }
      return app.services.coupons.validate(request.body);
    },
  );

  // The checkout's list of offers (decision 045): it answers only what the banner shows anyway and
  // lets no code be guessed, so it is not limited like the forms; it reads, as the catalogue does.
  app.post(
    "/eligible-offers",
    {
      schema: {
        tags: ["coupons"],
        summary: "The advertised offers (coupons named by a live festival offer) a cart can use now, best first, priced by the server as create-order prices them",
        body: EligibleOffersRequestSchema,
        response: { 200: EligibleOffersSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => app.services.coupons.eligibleOffers(request.body),
  );
};
