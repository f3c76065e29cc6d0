import { z } from "zod";

/**
 * Database ids: PostgreSQL `serial`/`integer` columns, so a whole number from 1 to 2^31-1. Anything
 * else (2147483648, -1, 1.5, "abc", "1e3") can name no row, and must never reach a query, where
 * the database would refuse it with an error instead of an answer.
 */
export const ID_MAX = 2_147_483_647;

/** An id written as digits only (no sign, point, exponent or spaces), as it appears in a path. */
const ID_TEXT = /^\d{1,10}$/;

/** The id a path segment or a JSON number names, or null when it can name no row. */
export function parseId(value: unknown): number | null {
  const id = typeof value === "number" ? value : typeof value === "string" && ID_TEXT.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= ID_MAX ? id : null;
}

/** True for a number that can be an id. */
export function isId(value: unknown): value is number {
  return typeof value === "number" && parseId(value) === value;
}

/**
 * The issue a path id that names nothing carries: the API answers it with 404 and the issue's
 * message, exactly as it answers an id that fits but has no row, so "abc" and "999999" look alike
 * (server/src/http/errors.ts reads it).
 */
export const ID_NOT_FOUND_ISSUE = "id_not_found";

/**
 * A numeric id in a path (`/admin/orders/:id`), coerced from its text; `notFound` is what the route
 * answers for an id with no row, and for one that cannot be an id.
 */
export function idParam(notFound = "Not found") {
  return z
    .string()
    .meta({ pattern: ID_TEXT.source, description: `A whole number from 1 to ${ID_MAX}` })
    .transform((text, context) => {
      const id = parseId(text);
      if (id !== null) return id;
      context.addIssue({ code: "custom", message: notFound, params: { kind: ID_NOT_FOUND_ISSUE } });
      return z.NEVER;
    });
}

/** `{ id }` path parameters: the shape of most routes with an id. */
export function idParams(notFound?: string) {
  return z.object({ id: idParam(notFound) });
}
