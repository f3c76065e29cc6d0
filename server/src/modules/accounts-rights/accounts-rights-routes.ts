import { ACCOUNT_SESSION_COOKIE, cookieValue } from "@urjavolt/contract/accounts";
import {
  AccountDetailsSchema,
  AddressInputSchema,
  ErasureConfirmSchema,
  MOBILE_CHANGE_COOKIE,
  ErasurePlanSchema,
  MobileChangeCodesSchema,
  MobileChangeSentSchema,
  MobileChangeStartSchema,
  ProfileInputSchema,
  RightsRequestListSchema,
  SavedAddressSchema,
} from "@urjavolt/contract/accounts-rights";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import type { WithCookies } from "@urjavolt/contract/load-context";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formRateLimit } from "../../http/rate-limit.ts";
import { requireStaff } from "../../http/staff-auth.ts";
import { renderDataExportPdf } from "./data-export-pdf.ts";

const sessionOf = (request: FastifyRequest) => cookieValue(request.headers.cookie, ACCOUNT_SESSION_COOKIE);
const MessageSchema = z.object({ message: z.string() });
const AddressParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const failures = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };

function privately(reply: FastifyReply) {
  reply.header("cache-control", "private, no-store");
}
function withCookies<T>(reply: FastifyReply, answer: WithCookies<T>): T {
  privately(reply);
  reply.header("set-cookie", answer.cookies);
  return answer.result;
}
/** A file to save, never kept by a cache. */
function sendDownload(reply: FastifyReply, type: string, filename: string, body: string | Buffer) {
  return reply.type(type).header("content-disposition", `attachment; filename="${filename}"`).header("cache-control", "private, no-store").send(body);
}
/** "urjavolt-data-2026-11-27" */
const exportName = (extension: string) => `urjavolt-data-${new Date().toISOString().slice(0, 10)}.${extension}`;

/** A customer's rights over their data under /api/v1/account (decision 053), and the log under /api/v1/admin. */
export const accountsRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rights = app.services.accountsRights;

  app.get(
    "/account/details",
    { schema: { tags: ["account"], summary: "The account's name, e-mail, saved addresses and former numbers", response: { 200: AccountDetailsSchema, 401: ErrorEnvelopeSchema } } },
    async (request, reply) => {
      privately(reply);
      return rights.details(sessionOf(request));
    },
  );

  app.put(
    "/account/details",
    { bodyLimit: 4 * 1024, schema: { tags: ["account"], summary: "Corrects the account's name and e-mail (either may be left blank)", body: ProfileInputSchema, response: { 200: MessageSchema, ...failures } } },
    async (request, reply) => {
      privately(reply);
      return rights.saveProfile(sessionOf(request), request.body);
    },
  );

  app.post(
    "/account/addresses",
    { bodyLimit: 4 * 1024, schema: { tags: ["account"], summary: "Saves a delivery address (at most 10)", body: AddressInputSchema, response: { 201: SavedAddressSchema, ...failures } } },
    async (request, reply) => {
      privately(reply);
      return reply.status(201).send(await rights.addAddress(sessionOf(request), request.body));
    },
  );

  app.put(
    "/account/addresses/:id",
    { bodyLimit: 4 * 1024, schema: { tags: ["account"], summary: "Corrects a saved address", params: AddressParamsSchema, body: AddressInputSchema, response: { 200: SavedAddressSchema, ...failures } } },
    async (request, reply) => {
      privately(reply);
      return rights.updateAddress(sessionOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    "/account/addresses/:id",
    { schema: { tags: ["account"], summary: "Deletes a saved address", params: AddressParamsSchema, response: { 204: z.null(), ...failures } } },
    async (request, reply) => {
      await rights.deleteAddress(sessionOf(request), request.params.id);
      privately(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/account/export.json",
    { config: formRateLimit, schema: { tags: ["account"], summary: "Everything held about the signed-in customer, as JSON (a download)", produces: ["application/json"], response: { 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema } } },
    async (request, reply) => {
      const data = await rights.exportData(sessionOf(request), "json");
      return sendDownload(reply, "application/json; charset=utf-8", exportName("json"), `${JSON.stringify(data, null, 2)}\n`);
    },
  );

  app.get(
    "/account/export.pdf",
    { config: formRateLimit, schema: { tags: ["account"], summary: "Everything held about the signed-in customer, as a readable PDF (a download)", produces: ["application/pdf"], response: { 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema } } },
    async (request, reply) => {
      const data = await rights.exportData(sessionOf(request), "pdf");
      const pdf = await renderDataExportPdf(data);
      return sendDownload(reply, "application/pdf", exportName("pdf"), pdf);
    },
  );

  app.post(
    "/account/mobile",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: { tags: ["account"], summary: "Starts a change of mobile: a code to the account's number and one to the new number", body: MobileChangeStartSchema, response: { 202: MobileChangeSentSchema, ...failures } },
    },
    async (request, reply) =>
      withCookies(reply.status(202), await rights.startMobileChange(sessionOf(request), request.body.mobile, { address: request.ip, userAgent: request.headers["user-agent"] })),
  );

  app.post(
    "/account/mobile/confirm",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["account"],
        summary: "Both codes right: the account moves to the new number (409 when it is another account's); every device is signed out and this one signed in again",
        body: MobileChangeCodesSchema,
        response: { 200: MessageSchema, ...failures },
      },
    },
    async (request, reply) => withCookies(reply, await rights.confirmMobileChange(sessionOf(request), cookieValue(request.headers.cookie, MOBILE_CHANGE_COOKIE), request.body)),
  );

  app.get(
    "/account/erasure",
    { schema: { tags: ["account"], summary: "What erasure would remove at once, and what the law makes us keep, with reasons and end dates", response: { 200: ErasurePlanSchema, 401: ErrorEnvelopeSchema } } },
    async (request, reply) => {
      privately(reply);
      return rights.erasurePlan(sessionOf(request));
    },
  );

  app.post(
    "/account/erasure",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: { tags: ["account"], summary: "Erases the account (confirm: ERASE); answers what was removed and what was kept", body: ErasureConfirmSchema, response: { 200: ErasurePlanSchema, ...failures } },
    },
    async (request, reply) => withCookies(reply, await rights.erase(sessionOf(request))),
  );

  // The grievance officer's log: the console's admins (the console has no grievance role of its own).
  app.get(
    "/admin/rights-requests",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: { tags: ["admin"], summary: "Customers' requests about their data, newest first", response: { 200: RightsRequestListSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } },
    },
    async () => ({ data: await rights.listRequests() }),
  );
};
