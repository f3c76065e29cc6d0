/**
 * Whether a database error (or one it wraps) is PostgreSQL's unique violation, 23505; given a
 * constraint's name, only a violation of that constraint (an index's name, for a unique index).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "23505") return constraint === undefined || current.constraint === constraint;
  }
  return false;
}
