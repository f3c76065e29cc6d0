import { BlogIdParamsSchema, BlogListResponseSchema, BlogResponseSchema } from "@urjavolt/contract/blog";
import { BLOG_FOUND_MESSAGE, BLOG_LIST_MESSAGE } from "@urjavolt/contract/blog-rules";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/listblogapi",
    {
      schema: { tags: ["blog"], summary: "Every blog post, newest first", response: { 200: BlogListResponseSchema } },
    },
    async () => ({ success: true as const, message: BLOG_LIST_MESSAGE, data: await app.services.blog.list() }),
  );

  app.get(
    "/blogs/:id",
    {
      schema: {
        tags: ["blog"],
        summary: "One blog post by id",
        params: BlogIdParamsSchema,
        response: { 200: BlogResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, message: BLOG_FOUND_MESSAGE, data: await app.services.blog.get(request.params.id) }),
  );
};
