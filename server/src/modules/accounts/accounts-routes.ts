import {
  ACCOUNT_CHALLENGE_COOKIE,
  ACCOUNT_SESSION_COOKIE,
  AccountConsentSchema,
  AccountOverviewSchema,
  AccountUnitPageSchema,
  AccountPrefillSchema,
  CodeSchema,
  ConsentChangeSchema,
  CodeSentSchema,
  EmailSignInSchema,
  MobileSignInSchema,
  UnitSerialSchema,
  accountMessages,
  cookieValue,
} from "@urjavolt/contract/accounts";
import { AppError } from "../../http/errors.ts";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import { ORDER_NUMBER_PATTERN, TrackedOrderSchema } from "@urjavolt/contract/orders-tracking";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formRateLimit } from "../../http/rate-limit.ts";
import type { WithCookies } from "@urjavolt/contract/load-context";
import type { Requester } from "./accounts-service.ts";

const sessionOf = (request: FastifyRequest) => cookieValue(request.headers.cookie, ACCOUNT_SESSION_COOKIE);
const requester = (request: FastifyRequest): Requester => ({ address: request.ip, userAgent: request.headers["user-agent"], sessionToken: sessionOf(request) });

/** The result, with its cookies set and the answer kept out of every cache. */
function withCookies<T>(reply: FastifyReply, answer: WithCookies<T>): T {
  reply.header("cache-control", "private, no-store");
  reply.header("set-cookie", answer.cookies);
  return answer.result;
}

const MessageSchema = z.object({ message: z.string() });

/** Customers' accounts under /api/v1 (decision 050): a code to sign in, the account, and signing out. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const codeResponses = { 202: CodeSentSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };

  app.post(
    "/account/sign-in/mobile",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["account"],
        summary: "Sends a sign-in code to an Indian mobile number by SMS or WhatsApp; the same answer whether or not it has an account",
        body: MobileSignInSchema,
        response: codeResponses,
      },
    },
    async (request, reply) => withCookies(reply.status(202), await accounts.requestMobileCode(request.body, requester(request))),
  );

  app.post(
    "/account/sign-in/email",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["account"],
        summary: "Sends a sign-in code to an e-mail address, for customers who cannot get an SMS",
        body: EmailSignInSchema,
        response: codeResponses,
      },
    },
    async (request, reply) => withCookies(reply.status(202), await accounts.requestEmailCode(request.body, requester(request))),
  );

  app.post(
    "/account/sign-in/code",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["account"],
        summary: "Checks the code against the challenge in the browser's sign-in cookie; a right one starts a new session",
        body: CodeSchema,
        response: {
          // `unit`: the serial the code was asked for from the warranty check (decision 052): its page is where to go next.
          200: z.object({ firstSignIn: z.boolean(), unit: z.string().nullable() }),
          400: ErrorEnvelopeSchema,
          410: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      withCookies(reply, await accounts.verifyCode(cookieValue(request.headers.cookie, ACCOUNT_CHALLENGE_COOKIE), request.body.code, requester(request))),
  );

  app.get(
    "/account",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in customer's orders, registered units, service requests and signed-in devices",
        response: { 200: AccountOverviewSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return accounts.overview(sessionOf(request));
    },
  );

  app.get(
    "/account/prefill",
    {
      schema: {
        tags: ["account"],
        summary: "What the forms may be filled in with: the verified contact and the latest paid order's name and address; all empty without a session",
        response: { 200: AccountPrefillSchema },
      },
    },
    async (request, reply) => {
      // Private to this browser: the forms' pages are public and cached, this answer never is.
      reply.header("cache-control", "private, no-store");
      return accounts.prefill(sessionOf(request));
    },
  );

  app.get(
    "/account/orders/:number",
    {
      config: formRateLimit,
      schema: {
        tags: ["account"],
        summary: "A paid order by its number alone, for the signed-in customer whose verified contact it carries; the look-up's 404 for any other",
        params: z.object({ number: z.string().max(40).regex(ORDER_NUMBER_PATTERN) }),
        response: { 200: TrackedOrderSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const contact = await accounts.verifiedContact(sessionOf(request));
      if (!contact) throw new AppError("unauthorized", accountMessages.signInFirst);
      return app.services.tracking.forCustomer(request.params.number, contact);
    },
  );

  app.post(
    "/account/units/:serial/code",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["account"],
        summary: "Sends a sign-in code by SMS to the mobile a serial was registered with (decision 052); the same answer whether or not the serial is registered",
        params: UnitSerialSchema,
        response: codeResponses,
      },
    },
    async (request, reply) => withCookies(reply.status(202), await accounts.requestUnitCode(request.params.serial, requester(request))),
  );

  app.get(
    "/account/units/:serial",
    {
      schema: {
        tags: ["account"],
        summary: "A unit registered with the signed-in customer's verified contact: its warranty details and service requests; 404 for any other serial",
        params: UnitSerialSchema,
        response: { 200: AccountUnitPageSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return accounts.unit(sessionOf(request), request.params.serial);
    },
  );

  app.post(
    "/account/consents",
    {
      bodyLimit: 4 * 1024,
      config: formRateLimit,
      schema: {
        tags: ["account"],
        summary: "Gives or withdraws updates by SMS or WhatsApp to the signed-in customer's verified mobile, recorded as a new consent row",
        body: ConsentChangeSchema,
        response: { 200: z.object({ consents: z.array(AccountConsentSchema) }), 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return accounts.setConsent(sessionOf(request), request.body);
    },
  );

  app.post(
    "/account/sign-out",
    { schema: { tags: ["account"], summary: "Signs this device out", response: { 200: MessageSchema } } },
    async (request, reply) => withCookies(reply, await accounts.signOut(sessionOf(request))),
  );

  app.post(
    "/account/devices/:id/sign-out",
    {
      schema: {
        tags: ["account"],
        summary: "Signs one other device of the account out",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 204: z.null(), 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await accounts.signOutDevice(sessionOf(request), request.params.id);
      return reply.status(204).header("cache-control", "private, no-store").send(null);
    },
  );

  app.post(
    "/account/sign-out-everywhere",
    {
      schema: { tags: ["account"], summary: "Signs every device of the account out, this one included", response: { 200: MessageSchema.extend({ devices: z.number().int() }), 401: ErrorEnvelopeSchema } },
    },
    async (request, reply) => withCookies(reply, await accounts.signOutEverywhere(sessionOf(request))),
  );
};
