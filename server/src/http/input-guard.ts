import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@urjavolt/contract/form-rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, INVALID_INPUT_MESSAGE } from "./errors.ts";

/**
 * One check in front of every API route, present and future: no text anywhere in a request's
 * parsed body, query or path parameters may hold a control character (contract form-rules
 * `hasControlCharacter`). A field's own schema can only say what it expects; this says what no
 * field may ever hold, before any schema, service or query sees it: PostgreSQL refuses NUL with an
 * error, which would otherwise be a 500 with the request's data in the log.
 *
 * The multipart reader (multipart.ts) applies the same check to its text fields.
 */

/** Deeper than any form or console payload nests; deeper still is not a customer. */
export const MAX_NESTING = 32;
export const NESTING_MESSAGE = "This field is nested too deeply";
export const FIELD_NAME_MESSAGE = "Field names cannot hold control characters";

/**
 * Field path (dot-joined, like the schemas' errors) to message, for every string or key holding a
 * control character, and for anything nested deeper than MAX_NESTING. Empty when all is well.
 * Walks with its own stack, so a hostile nesting cannot exhaust the call stack.
 */
export function controlCharacterErrors(value: unknown, root = ""): Record<string, string> {
  const errors: Record<string, string> = {};
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    const at = path || "body";
    if (typeof current === "string") {
      if (hasControlCharacter(current)) errors[at] ??= CONTROL_CHARACTER_MESSAGE;
      continue;
    }
    if (typeof current !== "object" || current === null || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_NESTING) {
      errors[at] ??= NESTING_MESSAGE;
      continue;
    }
    const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
    for (const [key, item] of entries) {
      if (hasControlCharacter(key)) {
        errors[at] ??= FIELD_NAME_MESSAGE;
        continue;
      }
      pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return errors;
}

/** Throws the 400 of the envelope when `errors` holds any field. */
export function refuseControlCharacters(errors: Record<string, string>): void {
  if (Object.keys(errors).length > 0) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors });
}

function checkRequest(request: FastifyRequest): void {
  refuseControlCharacters({
    ...controlCharacterErrors(request.params),
    ...controlCharacterErrors(request.query),
    ...controlCharacterErrors(parsedBody(request)),
  });
}

/**
 * The body as parsed JSON. A route that keeps its JSON as bytes (the payment webhook, whose
 * signature is over the exact bytes) is read here too; bytes that are not JSON are the route's
 * to refuse.
 */
function parsedBody(request: FastifyRequest): unknown {
  const body: unknown = request.body;
  if (!Buffer.isBuffer(body) || !/^application\/json\b/i.test(request.headers["content-type"] ?? "")) return body;
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Registers the check for every route of `app`'s scope (the API plugin), before schema validation. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => checkRequest(request));
}
