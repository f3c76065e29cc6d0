import { BlogIdParamsSchema, BlogSchema } from "@urjavolt/contract/blog";
import { AdminBlogInputSchema } from "@urjavolt/contract/blog-admin";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** The console's blog posts under /api/v1/admin (docs/architecture.md, Staff console): admins only. */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  const blog = app.services.blog;

  app.get(
    "/admin/blog-posts",
    { schema: { tags: ["admin"], summary: "Every blog post, newest first", response: { 200: z.object({ data: z.array(BlogSchema) }), ...failures } } },
    async () => ({ data: await blog.list() }),
  );
  app.get(
    "/admin/blog-posts/:id",
    { schema: { tags: ["admin"], summary: "One blog post", params: BlogIdParamsSchema, response: { 200: BlogSchema, ...failures } } },
    (request) => blog.get(request.params.id),
  );
  app.post(
    "/admin/blog-posts",
    { schema: { tags: ["admin"], summary: "Publish a blog post", body: AdminBlogInputSchema, response: { 201: BlogSchema, ...failures } } },
    async (request, reply) => {
      reply.status(201);
      return blog.create(request.body);
    },
  );
  app.put(
    "/admin/blog-posts/:id",
    {
      schema: { tags: ["admin"], summary: "Change a blog post", params: BlogIdParamsSchema, body: AdminBlogInputSchema, response: { 200: BlogSchema, ...failures } },
    },
    (request) => blog.update(request.params.id, request.body),
  );
  app.delete(
    "/admin/blog-posts/:id",
    { schema: { tags: ["admin"], summary: "Delete a blog post", params: BlogIdParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await blog.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
