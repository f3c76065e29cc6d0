import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { OutboxIdParamsSchema, OutboxListSchema, OutboxMessageSchema, OutboxQuerySchema } from "@urjavolt/contract/outbox";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/staff-auth.ts";

const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema };

/**
 * The outbox under /api/v1/admin (docs/decisions/010-e-mail-goes-through-a-transactional-outbox.md;
 * SMS and WhatsApp, decision 030): admins only.
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireStaff({ role: "admin" }));
  const outbox = app.services.outbox;

  app.get(
    "/admin/outbox",
    { schema: { tags: ["admin"], summary: "The newest e-mails, SMS and WhatsApp messages: queued, sent and failed", querystring: OutboxQuerySchema, response: { 200: OutboxListSchema, ...failures } } },
    async (request) => ({
      data: await outbox.list(request.query),
      sending: app.config.mail.smtpUrl !== undefined,
      gateways: { sms: app.config.texts.sms !== undefined, whatsapp: app.config.texts.whatsapp !== undefined },
    }),
  );
  app.post(
    "/admin/outbox/:id/retry",
    {
      schema: {
        tags: ["admin"],
        summary: "Queue a failed message again",
        params: OutboxIdParamsSchema,
        response: { 200: OutboxMessageSchema, ...failures },
      },
    },
    async (request) => {
      const message = await outbox.retry(request.params.id);
      void app.mailWorker.runOnce().catch(() => {});
      return message;
    },
  );
};
