import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import {
  DashboardSchema,
  StaffAccountListSchema,
  StaffAccountSchema,
  StaffCreateSchema,
  StaffIdParamsSchema,
  StaffSessionSchema,
  StaffSignInSchema,
  StaffUpdateSchema,
  staffRoles,
} from "@urjavolt/contract/staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deviceCookie, deviceToken, requireStaff, sessionCookie, sessionToken } from "../../http/staff-auth.ts";
import { SignInThrottledError } from "./sign-in-throttle.ts";

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** Staff sign-in and sign-out, the dashboard, and (admins only) staff accounts. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.env === "production";

  app.post(
    "/admin/session",
    {
      schema: {
        tags: ["admin"],
        summary: "Sign a staff member in: sets the HttpOnly session and device cookies and answers the CSRF token for writes; 429 with Retry-After when throttled",
        body: StaffSignInSchema,
        response: { 200: StaffSessionSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const attempt = { ...request.body, address: request.ip, deviceToken: deviceToken(request) };
      try {
        const result = await app.services.staff.signIn(attempt);
        reply.header("set-cookie", [sessionCookie(result.token, { secure, expiresAt: result.expiresAt }), deviceCookie(result.deviceToken, { secure })]);
        return { staff: result.staff, csrfToken: result.csrfToken };
      } catch (error) {
        if (error instanceof SignInThrottledError) reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.get(
    "/admin/session",
    {
      preHandler: requireStaff({ roles: staffRoles }),
      schema: { tags: ["admin"], summary: "The signed-in staff member and the session's CSRF token", response: { 200: StaffSessionSchema, 401: ErrorEnvelopeSchema } },
    },
    async (request) => ({ staff: request.staff, csrfToken: request.staffCsrfToken ?? "" }),
  );

  app.delete(
    "/admin/session",
    {
      preHandler: requireStaff({ roles: staffRoles }),
      schema: { tags: ["admin"], summary: "Sign out: ends the session and clears the cookie", response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await app.services.staff.signOut(token);
      reply.header("set-cookie", sessionCookie(null, { secure }));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/admin/dashboard",
    {
      preHandler: requireStaff(),
      schema: { tags: ["admin"], summary: "Today's and this week's counts (India time)", response: { 200: DashboardSchema, ...errors } },
    },
    () => app.services.staffDashboard.counts(),
  );

  app.get(
    "/admin/staff",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: { tags: ["admin"], summary: "Every staff account (admins only)", response: { 200: StaffAccountListSchema, ...errors } },
    },
    async () => ({ staff: await app.services.staff.list() }),
  );

  app.post(
    "/admin/staff",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Create a staff account (admins only)",
        body: StaffCreateSchema,
        response: { 201: StaffAccountSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return app.services.staff.create(request.body);
    },
  );

  app.patch(
    "/admin/staff/:id",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Change an account's role, or deactivate or reactivate it (admins only; not your own)",
        params: StaffIdParamsSchema,
        body: StaffUpdateSchema,
        response: { 200: StaffAccountSchema, ...errors, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    (request) => app.services.staff.update(request.staff, request.params.id, request.body),
  );
};
