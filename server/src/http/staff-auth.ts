import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  CSRF_HEADER,
  STAFF_DEVICE_COOKIE,
  STAFF_DEVICE_DAYS,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_HOURS,
  type Staff,
  type StaffRole,
  deskRoles,
  staffMessages,
} from "@urjavolt/contract/staff";
import { isConsolePath } from "@urjavolt/contract/paths";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onRequestHookHandler, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../db/client.ts";
import { staffSessions, staffUsers } from "../db/schema/staff.ts";
import { AppError } from "./errors.ts";

/**
 * Staff sign-in for the console's API (docs/architecture.md, Staff console). Every path under `/api/v1/admin/` needs a valid
 * session, whatever the route says: `registerStaffAuth` checks it before routing, so an unknown
 * admin path, a route that forgot `requireStaff`, or a request with a bad body all answer 401 first.
 * Every state-changing admin request must also carry the session's CSRF token in `x-csrf-token`
 * (the cookie is SameSite=Strict besides). Routes then say who may use them:
 *
 *   app.get("/admin/things", { preHandler: requireStaff() }, ...)                   // admin and support
 *   app.post("/admin/things", { preHandler: requireStaff({ role: "admin" }) }, ...) // admin only
 *   app.get("/admin/visits", { preHandler: requireStaff({ roles: ["technician"] }) }, ...)
 *
 * and read the signed-in person as `request.staff`. A technician (decision 031) gets only the routes
 * that name their role: the guard refuses them every other admin path, a route that forgot
 * `requireStaff` included.
 */

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The signed-in staff member. Set on every request under /api/v1/admin/ that got past the
     * session check; read it only in routes behind `requireStaff` (elsewhere it is null at run time).
     */
    staff: Staff;
    /** The CSRF token of the request's session (null without one). */
    staffCsrfToken: string | null;
  }
}

export const ADMIN_API_PREFIX = "/api/v1/admin/";
/** The one admin path open without a session: signing in. */
const SIGN_IN = { method: "POST", path: "/api/v1/admin/session" } as const;

export type LoadedSession = { staff: Staff; csrfToken: string; sessionId: number };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new session for an active staff member: the cookie's token (only its hash is stored) and the CSRF token. */
export async function createStaffSession(db: Database, staffId: number, now = new Date()): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3600_000);
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, csrfToken, createdAt: now, expiresAt });
  return { token, csrfToken, expiresAt };
}

/** The live session behind a cookie token, or null (unknown, expired, or its account deactivated). */
export async function loadStaffSession(db: Database, token: string, now = new Date()): Promise<LoadedSession | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      csrfToken: staffSessions.csrfToken,
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, now), eq(staffUsers.active, true)))
    .limit(1);
  if (!row) return null;
  return { sessionId: row.sessionId, csrfToken: row.csrfToken, staff: { id: row.id, email: row.email, name: row.name, role: row.role } };
}

/** A token cookie's value from the request's Cookie header, if there is a well-formed one. */
function tokenCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return /^[\w-]{20,100}$/.test(value) ? value : null;
  }
  return null;
}

/** The session token from the request's Cookie header, if any. */
export function sessionToken(request: FastifyRequest): string | null {
  return tokenCookie(request, STAFF_SESSION_COOKIE);
}

/** The known-device token from the request's Cookie header, if any (decision 013). */
export function deviceToken(request: FastifyRequest): string | null {
  return tokenCookie(request, STAFF_DEVICE_COOKIE);
}

/**
 * The Set-Cookie value of the known-device cookie: long-lived, HttpOnly, SameSite=Strict, and sent
 * only with sign-in requests, so no other request carries it.
 */
export function deviceCookie(token: string, options: { secure: boolean }): string {
  const parts = [`${STAFF_DEVICE_COOKIE}=${token}`, "Path=/api/v1/admin/session", "HttpOnly", "SameSite=Strict", `Max-Age=${STAFF_DEVICE_DAYS * 86_400}`];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The Set-Cookie value for a session (or, without a token, one that clears it). */
export function sessionCookie(token: string | null, options: { secure: boolean; expiresAt?: Date }): string {
  const parts = [`${STAFF_SESSION_COOKIE}=${token ?? ""}`, "Path=/", "HttpOnly", "SameSite=Strict"];
  if (options.secure) parts.push("Secure");
  if (token && options.expiresAt) {
    parts.push(`Expires=${options.expiresAt.toUTCString()}`, `Max-Age=${Math.max(0, Math.floor((options.expiresAt.getTime() - Date.now()) / 1000))}`);
  } else {
    parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT", "Max-Age=0");
  }
  return parts.join("; ");
}

/** Whether a route or request path belongs to the staff API (the console's, sign-in included). */
export function isAdminPath(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  return path.startsWith(ADMIN_API_PREFIX) || path === ADMIN_API_PREFIX.slice(0, -1);
}

function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Loads the session once per request (cached on the request). */
async function authenticate(request: FastifyRequest): Promise<LoadedSession | null> {
  const cached = (request as FastifyRequest & { staffSession?: LoadedSession | null }).staffSession;
  if (cached !== undefined) return cached;
  const token = sessionToken(request);
  const session = token ? await loadStaffSession(request.server.database.db, token) : null;
  (request as FastifyRequest & { staffSession?: LoadedSession | null }).staffSession = session;
  if (session) {
    request.staff = session.staff;
    request.staffCsrfToken = session.csrfToken;
  }
  return session;
}

function checkCsrf(request: FastifyRequest, session: LoadedSession): void {
  if (isSafeMethod(request.method)) return;
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== "string" || !sameToken(header, session.csrfToken)) throw new AppError("forbidden", staffMessages.csrf);
}

/**
 * The guard of the whole admin API, registered once on the root instance before the routes:
 * 401 without a valid session, 403 for a state-changing request without the session's CSRF token.
 * Admin responses are never cached.
 */
export function registerStaffAuth(app: FastifyInstance): void {
  app.decorateRequest("staff", null as unknown as Staff);
  app.decorateRequest("staffCsrfToken", null);
  app.addHook("onRoute", liftStaffCheck);
  app.addHook("onRequest", async (request, reply) => {
    if (isConsolePath(request.url.split("?", 1)[0] ?? "")) {
      // The console's pages: never indexed, never kept by a shared cache.
      reply.header("x-robots-tag", "noindex, nofollow");
      return;
    }
    if (!isAdminPath(request.url)) return;
    reply.header("cache-control", "private, no-store");
    const path = request.url.split("?", 1)[0];
    if (request.method === SIGN_IN.method && path === SIGN_IN.path) return;
    const session = await authenticate(request);
    if (!session) throw new AppError("unauthorized", staffMessages.signInRequired);
    if (!deskRoles.includes(session.staff.role) && !routeRoles(request).includes(session.staff.role)) {
      throw new AppError("forbidden", staffMessages.forbidden);
    }
    checkCsrf(request, session);
  });
}

/** The roles a route's `requireStaff` lets in (none when it has no such check, or no route matched). */
function routeRoles(request: FastifyRequest): readonly StaffRole[] {
  const config = request.routeOptions.config as { [STAFF_ROLES]?: readonly StaffRole[] } | undefined;
  return config?.[STAFF_ROLES] ?? [];
}

/**
 * A route's own check: a valid session (401), a role the route lets in (403), and the CSRF token
 * for state-changing requests (403). Sets `request.staff`. Without options the desk's roles (admin
 * and support) may use the route; `role` names the one role that may, `roles` several.
 */
export function requireStaff(options: { role?: StaffRole; roles?: readonly StaffRole[] } = {}): preHandlerAsyncHookHandler {
  const roles = options.role ? [options.role] : (options.roles ?? deskRoles);
  const hook = async function requireStaffHook(request: FastifyRequest, _reply: FastifyReply) {
    const session = await authenticate(request);
    if (!session) throw new AppError("unauthorized", staffMessages.signInRequired);
    if (!roles.includes(session.staff.role)) throw new AppError("forbidden", staffMessages.forbidden);
    checkCsrf(request, session);
  };
  return Object.assign(hook, { [STAFF_CHECK]: roles });
}

const STAFF_CHECK = Symbol("requireStaff");
const STAFF_ROLES = Symbol("staffRoles");

/**
 * A route that puts `requireStaff` in its preHandler also gets it as an onRequest hook, so the role
 * is checked before the body is read and validated: a support user's write to an admin-only route
 * answers 403 whatever its body, not 400. The roles it lets in are kept in the route's config for
 * the guard.
 */
function liftStaffCheck(routeOptions: RouteOptions): void {
  const preHandlers = [routeOptions.preHandler].flat().filter((hook): hook is NonNullable<typeof hook> => Boolean(hook));
  const checks = preHandlers.filter((hook) => Array.isArray((hook as unknown as Record<symbol, unknown>)[STAFF_CHECK]));
  if (checks.length === 0) return;
  // The roles every check lets in, for the guard's refusal of technicians elsewhere.
  const roles = checks
    .map((hook) => (hook as unknown as Record<symbol, readonly StaffRole[]>)[STAFF_CHECK]!)
    .reduce((allowed, next) => allowed.filter((role) => next.includes(role)));
  routeOptions.config = { ...(routeOptions.config as object | undefined), [STAFF_ROLES]: roles } as RouteOptions["config"];
  const onRequest = [routeOptions.onRequest].flat().filter((hook): hook is NonNullable<typeof hook> => Boolean(hook));
  routeOptions.onRequest = [...onRequest, ...(checks as unknown as onRequestHookHandler[])];
}

/** The signed-in staff member, for code that cannot rely on `requireStaff` having run. */
export function currentStaff(request: FastifyRequest): Staff {
  const staff = request.staff as Staff | null;
  if (!staff) throw new AppError("unauthorized", staffMessages.signInRequired);
  return staff;
}
