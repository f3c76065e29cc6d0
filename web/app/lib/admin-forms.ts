import { ApiError } from "./api-client";

/**
 * Small helpers the console's edit forms share: field errors from the API's envelope (a schema's
 * come from `fieldErrors` in @urjavolt/contract/form-rules), and the conversion between an ISO
 * instant and a `datetime-local` input (the browser's own time zone, which for the company's staff
 * is India time).
 */

/** The envelope's field errors when the API refused the form, else none. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** What to show for a failed save. */
export function failureText(error: unknown, fallback = "Could not save"): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** An ISO instant as a `datetime-local` value ("2026-10-31T23:59"), in the browser's time zone. */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value as an ISO instant; "" stays "" (the schema then says it is required). */
export function fromLocalDateTime(value: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

