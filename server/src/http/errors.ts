import type { ErrorEnvelope } from "@urjavolt/contract/errors";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import { ID_NOT_FOUND_ISSUE } from "@urjavolt/contract/ids";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** The closed set of ways a request can fail, each with its one HTTP status. */
const statusOf = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A link that was genuine but has expired (a confirmation page's, decision 023). */
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  payment_failed: 402,
  internal: 500,
  /** The payment gateway could not be reached or failed: our message (the spec's) is safe to show. */
  gateway_unavailable: 502,
  /** Overloaded or leaving (decision 025): try again shortly, here or on another instance. */
  unavailable: 503,
} as const;

export type AppErrorKind = keyof typeof statusOf;

/** The one error type services throw; the error handler turns it into status and envelope. */
export class AppError extends Error {
  override name = "AppError";
  readonly kind: AppErrorKind;
  /** Field path to message, for `invalid`. */
  readonly errors: Record<string, string> | undefined;
  /** Units a buyer can still have, by product id, when an order asked for more (the envelope's `available`). */
  readonly available: Record<string, number> | undefined;

  constructor(
    kind: AppErrorKind,
    message: string,
    options: { errors?: Record<string, string>; available?: Record<string, number>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.errors = options.errors;
    this.available = options.available;
  }

  get status(): number {
    return statusOf[this.kind];
  }
}

/** How long a client shed for load, or sent away by an instance that is leaving, is asked to wait (decision 025). */
export const RETRY_AFTER_SECONDS = 5;

export const INVALID_INPUT_MESSAGE = "Please fill out all required fields correctly.";
export const INVALID_JSON_MESSAGE = "The request body is not valid JSON.";
export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";
export const NOT_FOUND_MESSAGE = "Not found";

/** Fastify's own client errors, in our words. */
const fastifyErrors: Record<string, { kind: AppErrorKind; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { kind: "invalid", message: INVALID_JSON_MESSAGE },
  FST_ERR_CTP_EMPTY_JSON_BODY: { kind: "invalid", message: INVALID_JSON_MESSAGE },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { kind: "invalid", message: "The request body does not match its Content-Length." },
  FST_ERR_CTP_BODY_TOO_LARGE: { kind: "too_large", message: "The request is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { kind: "unsupported_type", message: "This content type is not supported here." },
};

/** Turns any thrown error into an AppError; anything unrecognised is internal. */
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path id that can name no row is a missing page, like an id without one (contract ids.ts).
    const idNotFound = error.validation.find((issue) => (issue.params as { params?: { kind?: unknown } }).params?.kind === ID_NOT_FOUND_ISSUE);
    if (idNotFound) return new AppError("not_found", idNotFound.message ?? NOT_FOUND_MESSAGE, { cause: error });
    const issues = error.validation.map((issue) => ({ path: issue.instancePath.split("/").slice(1), message: issue.message ?? "Invalid value" }));
    const errors = fieldErrors({ issues }, error.validationContext ?? "body");
    return new AppError("invalid", INVALID_INPUT_MESSAGE, { errors, cause: error });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return new AppError("invalid", INVALID_INPUT_MESSAGE, { cause: error });
  }
  const known = fastifyError.code ? fastifyErrors[fastifyError.code] : undefined;
  if (known) return new AppError(known.kind, known.message, { cause: error });
  if (fastifyError.statusCode === 404) return new AppError("not_found", NOT_FOUND_MESSAGE, { cause: error });
  if (fastifyError.statusCode === 413) return new AppError("too_large", "The request is too large.", { cause: error });
  if (fastifyError.statusCode === 415) return new AppError("unsupported_type", "This content type is not supported here.", { cause: error });
  if (fastifyError.statusCode === 429) return new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", { cause: error });
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError("invalid", "The request could not be understood.", { cause: error });
  }
  return new AppError("internal", INTERNAL_MESSAGE, { cause: error });
}

/**
 * A failed query's error as the log may keep it: its SQL and the database's own error, without the
 * parameters, which are the request's data (names, e-mails, addresses). Other errors pass as they are.
 */
export function loggableError(error: Error): Error {
  const failed = error as Error & { query?: unknown; params?: unknown };
  if (typeof failed.query !== "string" || !Array.isArray(failed.params)) return error;
  const cause = databaseCause(failed.cause);
  const scrubbed = Object.assign(new Error(`Failed query: ${failed.query}`, { cause }), { code: cause?.code });
  scrubbed.name = error.name;
  scrubbed.stack = `${error.name}: ${scrubbed.message}\n${(error.stack ?? "").split("\n").filter((line) => line.startsWith("    at ")).join("\n")}`;
  return scrubbed;
}

/** The database's error without `detail`, `where` and the like, which quote the values. */
function databaseCause(cause: unknown): (Error & { code?: unknown }) | undefined {
  if (!(cause instanceof Error)) return undefined;
  const { code } = cause as Error & { code?: unknown };
  return Object.assign(new Error(cause.message), { name: cause.name, stack: cause.stack, code });
}

/**
 * The one error handler: honest status, the envelope, and internals only in the log. A refusal (4xx)
 * logs its kind and our own message, never the request's body or the values it was refused for.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  const status = appError.status;
  if (appError.kind === "unavailable") {
    // Shedding load is no failure of ours to investigate: the client is told when to come back.
    request.log.warn({ status, reason: appError.message }, "request shed");
    if (!reply.hasHeader("retry-after")) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    reply.status(status);
    if (wantsHtml(request)) return reply.type("text/html; charset=utf-8").send(statusPage("Please try again", appError.message, request.id));
    return reply.send({ message: appError.message } satisfies ErrorEnvelope);
  }
  if (status >= 500) {
    request.log.error({ err: loggableError(error) }, "request failed");
  } else {
    const cause = appError.cause as { code?: unknown } | undefined;
    request.log.info(
      { status, kind: appError.kind, reason: appError.message, code: cause?.code, fields: appError.errors && Object.keys(appError.errors) },
      "request rejected",
    );
  }
  const envelope: ErrorEnvelope =
        status >= 500 && appError.kind !== "gateway_unavailable"
      ? { message: INTERNAL_MESSAGE, requestId: request.id }
      : { message: appError.message, ...(appError.errors && { errors: appError.errors }), ...(appError.available && { available: appError.available }) };
  if (status >= 500 && wantsHtml(request)) {
    return reply.status(status).type("text/html; charset=utf-8").send(errorPage(request.id));
  }
  return reply.status(status).send(envelope);
}

/** Unknown paths under /api answer the envelope, whatever the method; never a page. */
export function apiNotFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: NOT_FOUND_MESSAGE } satisfies ErrorEnvelope);
}

/** A page request (not the API) that fails before React Router could render its own error page. */
function wantsHtml(request: FastifyRequest): boolean {
  return !request.url.startsWith("/api/") && (request.headers.accept ?? "").includes("text/html");
}

function errorPage(requestId: string): string {
  return statusPage("Something went wrong", INTERNAL_MESSAGE, requestId);
}

function statusPage(title: string, message: string, requestId: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>Reference: ${escapeHtml(requestId)}</p></main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
