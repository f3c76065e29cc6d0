import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import { REVIEW_FIELDS, ReviewImageParamsSchema, ReviewListQuerySchema, ReviewListSchema, ReviewProductParamsSchema, ReviewSubmissionSchema, ReviewSubmittedSchema } from "@urjavolt/contract/reviews";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import { type MultipartForm, acceptMultipart, readMultipart } from "../../http/multipart.ts";
import { formRateLimit } from "../../http/rate-limit.ts";
import { sendWithdrawableImage } from "../../http/withdrawable-image.ts";
import { reviewImageUpload } from "./reviews-service.ts";

const FIELD_NAMES = new Set<string>(REVIEW_FIELDS);

/** A review's fields beside an optional image of at most 5 MB. */
const reviewForm: MultipartForm = { what: "review", fields: FIELD_NAMES, maxFields: 10, maxFieldBytes: 4000, file: reviewImageUpload };

/** Product reviews under /api/v1 (docs/requirements/online-shop.md §7): the list with its summary, publishing, images. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);

  app.get(
    "/ReviewData/:id",
    {
      schema: {
        tags: ["reviews"],
        summary: "A page of a product's reviews (newest first) with the total and the percentage per star",
        params: ReviewProductParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.reviews.list(request.params.id, request.query),
  );

  app.post(
    "/publishReview/:id",
    {
      config: formRateLimit,
      schema: {
        tags: ["reviews"],
        summary: "Publish a review (JSON, or multipart/form-data with an optional review_image: JPEG, PNG or WebP up to 5 MB)",
        consumes: ["application/json", "multipart/form-data"],
        params: ReviewProductParamsSchema,
        response: {
          201: ReviewSubmittedSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, file: image } = request.isMultipart() ? await readMultipart(request, reviewForm) : { fields: jsonFields(request), file: undefined };
      const parsed = ReviewSubmissionSchema.safeParse(fields);
      if (!parsed.success) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: fieldErrors(parsed.error) });
      reply.status(201);
      return app.services.reviews.submit(request.params.id, parsed.data, image);
    },
  );

  app.get(
    "/review-images/:reviewId",
    {
      schema: {
        tags: ["reviews"],
        summary: "The image of a review (its bytes, with their type)",
        params: ReviewImageParamsSchema,
      },
    },
    async (request, reply) => {
      // Staff may hide the review: its image then answers 404, and caches keep it only briefly.
      const image = await app.services.reviews.image(request.params.reviewId);
      return sendWithdrawableImage(request, reply, image);
    },
  );
};

/** A JSON body as its fields; another type of body, anything but an object, or an unknown field, is refused. */
function jsonFields(request: FastifyRequest): Record<string, unknown> {
  if (!/^application\/json\b/i.test(request.headers["content-type"] ?? "")) {
    throw new AppError("unsupported_type", "Send the review as JSON or as multipart/form-data.");
  }
  const body: unknown = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: { form: "Send the review as a JSON object" } });
  }
  rejectUnknown(Object.keys(body));
  return body as Record<string, unknown>;
}

function rejectUnknown(names: string[]) {
  const unknown = Object.fromEntries(names.filter((name) => !FIELD_NAMES.has(name)).map((name) => [name, "Unknown field"]));
  if (Object.keys(unknown).length > 0) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: unknown });
}
